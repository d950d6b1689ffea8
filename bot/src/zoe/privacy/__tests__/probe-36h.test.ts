/**
 * Outside probe (h) of issue #36: secrets and personal data as they arrive in a chat, in all seven
 * languages with the owner's region unset, written by a tester who has not read the gate's code and
 * committed before the gate ran on them. Chat shapes: a value inside a code block or backticks, after
 * an emoji, in a forwarded message, in a quoted reply, in a list with other items, in a dictated
 * run-on without punctuation, spelled with spaces or dashes between its characters, after a keyword
 * abbreviated or misspelt; passwords far from their word; recovery-code lists and TOTP setup keys in
 * every language; obfuscated e-mail, national ids with their check digits, phones and addresses in
 * new forms; each family beside clean look-alikes in the same shapes (ordinary code, git logs, order
 * numbers). Memory writes with a secret are refused and the owner told in their language; a pasted
 * key leaves the message before it is kept.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale, nifPt, nir } from "../../eval/pii-corpus/outside.ts";
import { type CorpusCase, type CorpusLang, corpusBuilders } from "../../eval/pii-corpus/types.ts";
import { corpusFaults, expectMemorySecretRefused, expectProbeGroups, expectSentAsOwnerSees } from "../../test-support/privacy-gate.ts";

type Family = "prose" | "codes" | "mail-id-phone" | "address";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function probe36h(seed = 0x36b1 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec: secIn, pii: piiIn, clean: cleanIn } = corpusBuilders(out, "clean");
  const fam = (family: Family): void => {
    out[out.length - 1]!.family = family;
  };
  const sec = (lang: CorpusLang, family: Family, tpl: string, v: string, more?: string[]): void => secIn(lang, family, tpl, v, more);
  const pii = (lang: CorpusLang, family: Family, tpl: string, v: string, more?: string[]): void => piiIn(lang, family, tpl, v, "", more);
  const clean = (lang: CorpusLang, family: Family, text: string): void => {
    cleanIn(lang, text, "");
    fam(family);
  };
  /** A list of codes joined by `sep` in the template's `$`; the first and the last code must be caught. */
  const list = (lang: CorpusLang, tpl: string, codes: string[], sep: string): void => {
    const text = tpl.replace("$", () => codes.join(sep));
    out.push({ label: "secret", family: "codes", text, sensitive: codes[0]!, more: [codes[codes.length - 1]!], lang });
  };
  const d = (n: number): string => f.digits(n);
  const SYL = ["bra", "len", "ko", "mi", "sto", "ra", "fel", "du", "nak", "tri", "po", "zan", "vel", "ho", "ri", "gas"];
  const w = (n = 2): string => Array.from({ length: n }, () => f.pick(SYL)).join("");
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  const pw = (): string => {
    const sign = f.pick(["!", "#", "$", "?", "*", "&", "+"]);
    switch (f.int(0, 4)) {
      case 0: return `${cap(w(2))}${sign}${d(3)}${f.chars(LOWER, 2)}`;
      case 1: return `${w(3)}${d(2)}${cap(w(1))}${sign}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, f.int(11, 15));
      case 3: return `${d(1)}${cap(w(2))}_${w(2)}${d(2)}`;
      default: return `${cap(w(2))}-${cap(w(2))}-${d(3)}`;
    }
  };
  /** A password as dictated or spelled: its characters with spaces or dashes between them. */
  const spelled = (sep: string): string => [...(f.chars(LOWER, 4) + d(3) + f.chars(LOWER, 2))].join(sep);
  const mail = (): [string, string, string] => [w(2), w(3), f.pick(["gmail", "outlook", "proton", "posteo", "libero", "ziggo", "orange", "sapo"])];

  // ---------------------------------------------------------------------------------------------
  // prose: passwords in chat shapes and far from their word, in every language.
  sec("en", "prose", "the password for the router in the hallway cupboard, the one my brother set up last christmas when he stayed over, is $", pw());
  sec("en", "prose", "ok so for the alarm panel app at the shop — the one the installer left us with the laminated card — the password he picked was $", pw());
  sec("en", "prose", "```\nuser: lena\npassword: $\n```", pw());
  sec("en", "prose", "🔑 $ ← new pasword for the family icloud", pw());
  sec("en", "prose", "Forwarded from Mark Ellison\nHi, the guest portal password this week is $ – please don't share it outside the team", pw());
  sec("en", "prose", "> what's the nas password again?\nit's `$`", pw());
  sec("en", "prose", "wifi: $, door: ask Joan, bins on tuesday, recycling every other friday", pw());
  sec("en", "prose", "hey zoe remind me the password for the kids tablet is $ and they only get an hour after school okay thanks", pw());
  sec("en", "prose", "the wifi password is $ (all lower case, spaces are just to read it)", spelled(" "));
  sec("de", "prose", "Das Passwort für den alten Laptop im Arbeitszimmer, den Oma jetzt zum Skypen benutzt, lautet $", pw());
  sec("de", "prose", "Weitergeleitet von Jana Krüger\nPasswrot fürs Vereinskonto ist $, bitte nicht in die Gruppe posten", pw());
  sec("de", "prose", "> Wie war nochmal das Kennwort vom Drucker?\n$", pw());
  sec("de", "prose", "also das passwort vom tablet ist $ und die kinder dürfen nur eine stunde danke", pw());
  sec("fr", "prose", "le mot de passe de la box, celle que le technicien a installée dans le placard de l'entrée mardi dernier, c'est $", pw());
  sec("fr", "prose", "📶 mot de pase wifi : $", pw());
  sec("fr", "prose", "mdp compte EDF: `$`", pw());
  sec("es", "prose", "la contrasena del router, el que puso mi cuñado en el salón cuando vino en verano, es $", pw());
  sec("es", "prose", "Reenviado de Lucía\nclave del portal del vecino: $ (no la compartas)", pw());
  sec("pt", "prose", "a palavra-passe do computador da loja, aquele velho que está no armazém ao lado das caixas, é $", pw());
  sec("pt", "prose", "senha do wifi: $ — porta: pede à Dona Rosa — lixo às quintas", pw());
  sec("it", "prose", "la password del pc in ufficio, quello vecchio vicino alla stampante che usa la Gina, è $", pw());
  sec("it", "prose", "> mi ridai la pass del wifi?\neccola: $", pw());
  sec("nl", "prose", "het wachtwoort van de laptop van opa, die op zolder staat bij de kerstspullen, is $", pw());
  sec("nl", "prose", "wifi ww: $, sleutel ligt onder de mat, groene bak op dinsdag", pw());
  sec("nl", "prose", "wachtwoord voor de router is $ zonder de streepjes", spelled("-"));

  clean("en", "prose", "```js\nconst password = process.env.DB_PASSWORD;\nif (!password) throw new Error(\"missing\");\n```");
  clean("en", "prose", "> did you change the wifi password?\nnot yet, the router is still on the old one, I'll do it this weekend");
  clean("en", "prose", "Forwarded from IT Helpdesk\nPasswords must be at least 12 characters long and changed every 90 days");
  clean("en", "prose", "🔑 reminder: the password manager renews on 12 March, it's €36 a year");
  clean("en", "prose", "wifi: down again, door: fixed, bins on tuesday");
  clean("en", "prose", "hey zoe remind me to reset the password for the kids tablet tomorrow after school okay thanks");
  clean("de", "prose", "Das Passwort für den Laptop hat sie vergessen, ich setze es morgen zurück");
  clean("fr", "prose", "le mot de passe de la box est sur l'étiquette au dos, je te le dirai ce soir");
  clean("es", "prose", "la contraseña del router la cambio el lunes, recuérdamelo");
  clean("pt", "prose", "a senha do wifi está no papel colado no frigorífico");
  clean("it", "prose", "la password del pc è scaduta, domani chiamo l'assistenza");
  clean("nl", "prose", "het wachtwoord van de router staat op de sticker onderaan");
  clean("en", "prose", "git log --oneline\n3f9c2ab fix password reset flow\n8d01e4f bump version to 2.14.0");

  // ---------------------------------------------------------------------------------------------
  // codes: recovery-code lists in every language, TOTP setup keys, codes in chat shapes.
  const hex5 = (k: number): string[] => Array.from({ length: k }, () => `${f.chars(HEX, 5)}-${f.chars(HEX, 5)}`);
  const eight = (k: number): string[] => Array.from({ length: k }, () => `${f.int(1, 9)}${d(7)}`);
  const fourFour = (k: number, sep: string): string[] => Array.from({ length: k }, () => `${d(4)}${sep}${d(4)}`);
  const alnum = (k: number, n: number): string[] => Array.from({ length: k }, () => f.chars(LOWER + DIGITS, n));
  const totp = (): string => {
    const s = f.chars(BASE32, 32);
    return s.toLowerCase().replace(/(.{4})(?!$)/g, "$1 ");
  };
  list("en", "GitHub recovery codes, keep safe:\n```\n$\n```", hex5(8), "\n");
  list("en", "📌 backup codes for my google account $", eight(10), " ");
  list("en", "Forwarded from Dad\nthe recovery codes for the bank app are $", fourFour(6, " "), ", ");
  sec("en", "codes", "authenticator setup key (if the QR won't scan): $", totp());
  list("de", "Meine Wiederherstellungscodes für Microsoft:\n$", alnum(5, 8), "\n");
  list("de", "Backup-Codes fürs Google-Konto: $", eight(8), " · ");
  sec("de", "codes", "Einrichtungsschlüssel für die Authenticator-App: $", totp());
  list("fr", "codes de secours Google (à garder !)\n$", eight(10), "\n");
  list("fr", "> tu peux me redonner les codes de récup ?\n$", fourFour(5, "-"), "\n");
  sec("fr", "codes", "clé de configuration de l'appli d'authentification : `$`", totp());
  list("es", "códigos de respaldo de Instagram: $", eight(5), ", ");
  list("es", "Reenviado de Marta\ncodigos de recuperacion de la cuenta:\n$", hex5(6), "\n");
  list("pt", "códigos de backup do Gmail: $", eight(8), " | ");
  list("pt", "os códigos de recuperação da conta do banco são\n$", alnum(6, 10), "\n");
  list("it", "codici di backup di Google:\n$", fourFour(8, " "), "\n");
  list("it", "ecco i codici di emergenza del conto 👉 $", eight(6), " / ");
  list("nl", "herstelcodes van mijn Microsoft-account:\n$", alnum(5, 8), "\n");
  list("nl", "back-upcodes voor DigiD-app $", fourFour(7, " "), ", ");
  list("nl", "reservecodes 2FA\n- $", eight(8), "\n- ");
  sec("nl", "codes", "instelsleutel voor de authenticator: $", totp());
  sec("en", "codes", "door code is $ and the key safe is round the back", `${d(1)}-${d(1)}-${d(1)}-${d(1)}`);
  sec("de", "codes", "wlan schlüssel $ danke dir", [...d(12)].join(" "));

  clean("en", "codes", "```\ngit log --oneline -5\na3f91c2 fix recovery flow\n7be0d41 add backup codes page\n0c9e5aa bump deps\n```");
  clean("en", "codes", "order numbers for the return: 40127735, 40127736, 40127741");
  clean("en", "codes", "Forwarded from Zalando\nYour discount code is valid until Sunday, use it at checkout");
  clean("de", "codes", "Bestellnummern: 3021 4478, 3021 4479 und 3021 4480");
  clean("de", "codes", "die Wiederherstellungscodes liegen im Safe, nicht im Handy");
  clean("fr", "codes", "> t'as les codes de secours ?\noui, imprimés et rangés dans le classeur bleu");
  clean("fr", "codes", "numéros de colis : 6A12345678901, 6A12345678902");
  clean("es", "codes", "los códigos de respaldo ya los guardé en el gestor, tranquilo");
  clean("pt", "codes", "encomendas: 51234, 51235, 51240 — chegam na quinta");
  clean("it", "codes", "```python\nfor code in range(1000, 1010):\n    print(code)\n```");
  clean("nl", "codes", "ordernummers 8817 2201, 8817 2202 en 8817 2210 zijn verzonden");
  clean("nl", "codes", "de herstelcodes heb ik uitgeprint, liggen in de la");
  clean("en", "codes", "sha256: 9f2c1e7a4b6d8e0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f (matches the release page)");

  // ---------------------------------------------------------------------------------------------
  // mail-id-phone: obfuscated e-mail, national ids with their check digits, phones (de, fr, nl first).
  {
    const [a, b, dom] = mail();
    pii("en", "mail-id-phone", "reach me at $ if the form bounces", `${a} [dot] ${b} [at] ${dom} [dot] com`);
  }
  {
    const [a, , dom] = mail();
    pii("en", "mail-id-phone", "> whats your email?\n$", `${a} AT ${dom} DOT co DOT uk`);
  }
  {
    const [a, b, dom] = mail();
    pii("de", "mail-id-phone", "📧 $ – schreib mir da", `${a}-${b} (ät) ${dom} (punkt) de`);
  }
  {
    const [a, , dom] = mail();
    pii("fr", "mail-id-phone", "mon mail c'est $ tout attaché", `${a} arobase ${dom} point fr`);
  }
  {
    const [a, b, dom] = mail();
    pii("es", "mail-id-phone", "escríbeme a $ porfa", `${a}_${b} arroba ${dom} punto com`);
  }
  {
    const [a, , dom] = mail();
    pii("pt", "mail-id-phone", "o meu email é $", `${a} (arroba) ${dom} (ponto) pt`);
  }
  {
    const [a, b, dom] = mail();
    pii("it", "mail-id-phone", "la mia mail: $", `${a}.${b} chiocciola ${dom} punto it`);
  }
  {
    const [a, , dom] = mail();
    pii("nl", "mail-id-phone", "mail me op $ graag", `${a} at ${dom} punt nl`);
  }
  pii("de", "mail-id-phone", "Weitergeleitet von Steuerbüro Lange\nIhre Steuer-ID: $", f.steuerId().replace(/ /g, ""));
  pii("de", "mail-id-phone", "steuer id von mama ist $ brauchst du für die erklärung", f.steuerId());
  pii("fr", "mail-id-phone", "> c'est quoi ton numéro de sécu ?\n$", nir(f).replace(/ /g, ""));
  pii("fr", "mail-id-phone", "n° sécu : $ (carte vitale)", nir(f).replace(/ /g, "."));
  pii("nl", "mail-id-phone", "BSN van Daan: $", f.bsn().replace(/^(\d{4})(\d{2})(\d{3})$/, "$1.$2.$3"));
  pii("nl", "mail-id-phone", "mijn burgerservicenummer is $ voor het formulier", f.bsn().replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3"));
  {
    const n = f.int(10_000_000, 99_999_999);
    const s = String(n);
    pii("es", "mail-id-phone", "DNI: $ (el de mi madre)", `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5)}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`);
  }
  {
    const p = f.int(0, 2);
    const body = d(7);
    const letter = "TRWAGMYFPDXBNJZSQVHLCKE"[Number(`${p}${body}`) % 23]!;
    pii("es", "mail-id-phone", "mi NIE es $ por si lo piden en la gestoría", `${"XYZ"[p]}-${body}-${letter}`);
  }
  pii("pt", "mail-id-phone", "contribuinte: $", nifPt(f).replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3"));
  pii("it", "mail-id-phone", "codice fiscale di mio figlio $ serve per il pediatra", codiceFiscale(f).toLowerCase());
  pii("en", "mail-id-phone", "my NI number is $ for the payroll form", f.nino());
  {
    const yy = String(f.int(50, 99));
    const mm = String(f.int(1, 12)).padStart(2, "0");
    const dd = String(f.int(1, 28)).padStart(2, "0");
    const serial = String(f.int(1, 997)).padStart(3, "0");
    const nine = `${yy}${mm}${dd}${serial}`;
    const key = String(97 - (Number(nine) % 97)).padStart(2, "0");
    pii("nl", "mail-id-phone", "rijksregisternummer van mijn moeder: $", `${yy}.${mm}.${dd}-${serial}.${key}`);
  }
  pii("de", "mail-id-phone", "📞 $ ab 18 Uhr", `+49 (0)1${f.pick(["51", "60", "70", "76"])} ${d(4)} ${d(4)}`);
  pii("de", "mail-id-phone", "> Festnetz?\n$", `(0 30) ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("de", "mail-id-phone", "ruf mich an unter $ danke", `0-1-7-${f.int(0, 6)}-${[...d(7)].join("-")}`);
  pii("fr", "mail-id-phone", "Transféré de Paul\nmon portable : $", `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  pii("fr", "mail-id-phone", "appelle-moi au $ stp", `0033 (0)7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("nl", "mail-id-phone", "bel me op $ na vijven", `+31 (0)6 - ${d(4)} ${d(4)}`);
  pii("nl", "mail-id-phone", "> vast nummer?\n$", `020 - ${d(3)} ${d(2)} ${d(2)}`);
  pii("es", "mail-id-phone", "mi móvil: $", `(+34) 6${d(2)}-${d(3)}-${d(3)}`);
  pii("pt", "mail-id-phone", "liga-me para o $ depois das seis", `00351 91${d(1)} ${d(3)} ${d(3)}`);
  pii("it", "mail-id-phone", "il mio cell è $", `+39 3${f.pick(["33", "47", "49"])}/${d(7)}`);
  pii("en", "mail-id-phone", "text me on $ when you land", `+44 (0)7${f.pick(["4", "5", "8", "9"])}${d(2)} ${d(6)}`);

  clean("en", "mail-id-phone", "```\nlogo@2x.png\nicon@3x.png\n```");
  clean("en", "mail-id-phone", "meet at the cafe at 10 dot 30, see you there");
  clean("de", "mail-id-phone", "Bestellnummer 302-4477810-9911203, Lieferung am Freitag");
  clean("de", "mail-id-phone", "Zoom-Meeting-ID: 845 2201 9937, Kenncode folgt");
  clean("fr", "mail-id-phone", "> ton numéro de commande ?\n1029 3847 5610");
  clean("fr", "mail-id-phone", "réf. facture 2026-004417, échéance le 31/12");
  clean("nl", "mail-id-phone", "ordernummer 1200 4488 9931, bezorging morgen");
  clean("nl", "mail-id-phone", "de bus van 17.45 uur, perron 3, lijn 170");
  clean("es", "mail-id-phone", "nº de pedido: 405-8812233-1190112");
  clean("pt", "mail-id-phone", "fatura n.º FT 2026/3381, total 84,90 €");
  clean("it", "mail-id-phone", "ID riunione: 912 4470 3318");
  clean("en", "mail-id-phone", "git log\ncommit 4e1b9a0c7d2f35e8a6b0c9d1e2f3a4b5c6d7e8f9\nAuthor: build bot\n    release 3.2.1");
  clean("de", "mail-id-phone", "Sendungsnummer 00340434161094042557, kommt morgen");

  // ---------------------------------------------------------------------------------------------
  // address: in chat shapes and national forms the earlier probes did not use.
  const town = (): string => cap(w(2));
  pii("en", "address", "📍 $ – buzz flat 4", `${f.int(2, 190)} ${cap(w(2))} Road, ${town()} ${f.pick(["M", "LS", "B", "NG"])}${f.int(1, 20)} ${f.int(1, 9)}${f.chars("ABDEFGHJLNPQRSTUWXYZ", 2)}`);
  pii("en", "address", "> where's the party?\n$", `${f.int(10, 990)} ${cap(w(2))} St, Apt ${f.int(2, 40)}, ${town()}, CA ${f.int(90001, 96162)}`);
  pii("de", "address", "Weitergeleitet von Tante Uschi\nneue Adresse: $", `${cap(w(2))}str. ${f.int(1, 120)} / Hinterhaus, ${f.int(10115, 99998)} ${town()}`);
  pii("de", "address", "wir wohnen jetzt $ komm vorbei", `${w(2)}weg ${f.int(1, 60)}a in ${f.int(10115, 99998)} ${w(2)}`);
  pii("fr", "address", "📦 livraison : $", `${f.int(1, 80)} bis, impasse des ${cap(w(2))}s, ${f.int(10, 95)}${d(3)} ${town()}`);
  pii("fr", "address", "> ton adresse pour le colis ?\n$", `Résidence Les ${cap(w(2))}, bât. B, ${f.int(1, 90)} allée ${cap(w(2))}, ${f.int(10, 95)}${d(3)} ${town()}`);
  pii("es", "address", "mi dirección: $", `C/ ${cap(w(2))}, ${f.int(1, 140)}, ${f.int(1, 8)}º ${f.int(1, 4)}ª, ${String(f.int(1, 52)).padStart(2, "0")}${d(3)} ${town()}`);
  pii("es", "address", "Reenviado de Carmen\nestamos en $", `Avda. de ${cap(w(2))} ${f.int(1, 300)}, ${String(f.int(1, 52)).padStart(2, "0")}${d(3)} ${town()}`);
  pii("pt", "address", "a morada é $", `R. ${cap(w(2))}, ${f.int(1, 200)} – ${f.int(1, 9)}º Esq., ${f.int(1000, 9999)}-${d(3)} ${town()}`);
  pii("pt", "address", "📍 $", `Av. ${cap(w(2))}, ${f.int(100, 2500)} – apto ${f.int(11, 180)}, ${town()} - SP, ${d(5)}-${d(3)}`);
  pii("it", "address", "il mio indirizzo: $", `P.zza ${cap(w(2))} ${f.int(1, 40)}, ${f.int(10, 98)}${d(3)} ${town()} (${f.pick(["BO", "MI", "TO", "NA"])})`);
  pii("it", "address", "> dove ti spedisco il pacco?\n$", `v.le ${cap(w(2))} ${f.int(1, 200)}/b, ${f.int(10, 98)}${d(3)} ${town()}`);
  pii("nl", "address", "ons nieuwe adres: $", `${cap(w(2))}straat ${f.int(1, 200)} hs, ${f.int(1000, 9999)} ${f.chars("ABCEGHJKLMNPRTVWXZ", 2)} ${town()}`);
  pii("nl", "address", "Doorgestuurd van Ingrid\nwe zitten op $", `${cap(w(2))}plein ${f.int(1, 90)}-${f.int(1, 3)}, ${f.int(1000, 9999)}${f.chars("ABCEGHJKLMNPRTVWXZ", 2)} ${town()}`);

  clean("en", "address", "📍 meet at the station, platform 4, 10:15");
  clean("en", "address", "> where's the party?\nat Sam's, I'll send the pin later");
  clean("de", "address", "Bus 12 Richtung Hauptbahnhof, dann 5 Minuten zu Fuß");
  clean("fr", "address", "rendez-vous salle 204, bâtiment B, à 14 h 30");
  clean("es", "address", "la reunión es en la planta 3, sala 12");
  clean("pt", "address", "o autocarro 728 passa às 9h15 na paragem");
  clean("it", "address", "treno 9524 binario 7, arrivo alle 18:40");
  clean("nl", "address", "trein van 8.12 uur naar Utrecht, spoor 5b");

  return out;
}

const cases = probe36h();
const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c }));

describe("outside probe (h), #36: the batch holds what it says", () => {
  it("each family has sensitive lines and clean look-alikes, all seven languages in all", () => {
    const floor = { sensitive: 14, clean: 8, languages: 7 };
    expectProbeGroups(cases, { prose: floor, codes: floor, "mail-id-phone": floor, address: floor });
  });
});

describe("outside probe (h), #36: a chat line as it goes out in redact mode, region unset", () => {
  it.each(named)("$name", ({ c }) => expectSentAsOwnerSees(c));
});

/** A memory write the model asks for, carrying a secret in the owner's language, per language. */
const MEMORY: Array<[CorpusLang, string, (v: string) => string]> = [
  ["en", "Got it.", (v) => `Router password (hallway cupboard): ${v}`],
  ["de", "Alles klar.", (v) => `WLAN-Passwort vom Gästezimmer ist ${v}`],
  ["fr", "D'accord.", (v) => `Code du portail : ${v}`],
  ["es", "Vale.", (v) => `La contraseña del banco es ${v}`],
  ["pt", "Combinado.", (v) => `Senha do email do pai: ${v}`],
  ["it", "Va bene.", (v) => `PIN della carta: ${v}`],
  ["nl", "Prima.", (v) => `Wachtwoord van de NAS is ${v}`],
];

describe("outside probe (h), #36: a memory write with a secret, in each language", () => {
  it.each(MEMORY)("[%s] the write is refused, the other one kept, the owner told in their language", async (lang, reply, line) => {
    const f = new Fakes(0x36b2 + lang.charCodeAt(0) + lang.charCodeAt(1));
    const value = lang === "fr" || lang === "it" ? f.digits(f.int(4, 6)) : `${f.chars(UPPER, 1)}${f.chars(LOWER, 5)}${f.digits(3)}!`;
    await expectMemorySecretRefused({ lang, reply, secretLine: line(value), value, keptLine: "Owner: weekly review on Fridays.", at: "2026-12-05T09:30:00Z" });
  });
});

describe("outside probe (h), #36: a pasted key leaves the message before it is kept", () => {
  const f = new Fakes(0x36b3);
  const key = (): string => ["sk", "_live_"].join("") + f.chars(LOWER + UPPER + DIGITS, 24);
  const gh = (): string => ["gh", "p_"].join("") + f.chars(LOWER + UPPER + DIGITS, 36);
  it.each([
    ["en", (v: string) => `\`\`\`\nSTRIPE=${v}\n\`\`\`\ncan you check why this fails`, key],
    ["de", (v: string) => `Weitergeleitet von Ben\nhier der Token fürs Deploy: ${v}`, gh],
    ["fr", (v: string) => `> tu as la clé ?\n${v}`, key],
    ["es", (v: string) => `🔐 ${v} guárdamelo porfa`, gh],
    ["pt", (v: string) => `chave do stripe \`${v}\` não partilhes`, key],
    ["it", (v: string) => `ecco il token ${v} per la CI`, gh],
    ["nl", (v: string) => `sleutel: ${v}, deploy om vijf uur, koffie halen`, key],
  ] as Array<[string, (v: string) => string, () => string]>)("[%s]", (_lang, line, make) => {
    const v = make();
    const r = removeSecrets(line(v));
    expect(r.removed).toBeGreaterThanOrEqual(1);
    expect(r.text).not.toContain(v);
  });
});

// Written after each pass, to hold the rules it led to (a value spelled a character at a time,
// a phone read out with dashes, an answer on the line below a question, a value after an emoji and
// an arrow, a call in code, "in" before a postcode, a building before a street) to clean text that
// looks like their input.
describe("outside probe (h), #36: what the new rules must leave alone", () => {
  it.each([
    "follow steps 1-2-3-4-5-6-7 of the manual",
    "the lottery numbers were 0-4-8-1-5-1-6-2-3-4-2 again",
    "bingo: 3 7 1 2 9 8 4 5 6",
    "> did you change the wifi password?\nit's fine, did it yesterday",
    "> wifi password?\nnote: the router was reset",
    "the key signature is C D E F G A B",
    "the wifi password is on the router, letters a b c then 1 2 3",
    "🎉 v2.0.1 ← new password manager release",
    "> what's the order number?\n113053254465779",
    "we lived in Haus Sonnenblick, 2019 in 10115 Berlin",
    "Casa Rossa, 12 giorni a 20100 euro",
    "my flight LH 2-0-3-4-5-6-7 leaves at 9",
    "```js\nfor (const code of codes) console.log(code);\n```",
    // The second batch's rules: a code far after its word, dashed ids, a compound "…nr.".
    "the code review for the payments team, which ran late again, is now at 1430",
    "the PIN pad at the shop, the one by the till, is broken since 0800",
    "the code for the event, which we printed on the flyers, is 4410",
    "Kundennr. 76-461-582-396 bitte angeben",
    "klantnr. 364-84-32-51",
    "order # 2 67 01 05 978 547 76",
  ])("%s", (text) => {
    expect(corpusFaults({ label: "clean", family: "probe-h-after", text, region: "" })).toEqual([]);
  });
});

/**
 * A second batch written after the first pass's fixes and committed before running them, in the
 * families the angle names: English prose passwords in more chat shapes, Dutch recovery-code lists,
 * spelled e-mail in every language, national ids and phones in German, French and Dutch, with clean
 * look-alikes of each.
 */
export function probe36hSecond(seed = 0x36b4 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec, pii: piiIn, clean: cleanIn } = corpusBuilders(out, "clean-2");
  const pii = (lang: CorpusLang, family: string, tpl: string, v: string): void => piiIn(lang, family, tpl, v, "");
  const clean = (lang: CorpusLang, text: string): void => cleanIn(lang, text, "");
  const d = (n: number): string => f.digits(n);
  const SYL = ["mo", "ker", "lin", "da", "vos", "te", "bri", "ul", "nes", "ga"];
  const w = (n = 2): string => Array.from({ length: n }, () => f.pick(SYL)).join("");
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  const pw = (): string => f.pick([`${cap(w(2))}${d(2)}!${f.chars(LOWER, 2)}`, `${w(2)}.${d(4)}.${cap(w(1))}`, f.chars(LOWER + UPPER + DIGITS, 12), `${d(2)}${cap(w(3))}#`]);
  const list = (lang: CorpusLang, tpl: string, codes: string[], sep: string): void => {
    out.push({ label: "secret", family: "codes", text: tpl.replace("$", () => codes.join(sep)), sensitive: codes[0]!, more: [codes[codes.length - 1]!], lang });
  };

  sec("en", "prose", "ok so the login for the school parent portal — the one with the lunch money and the trip forms, not the homework one — password is $", pw());
  sec("en", "prose", "*password* for the printer admin page: **$**", pw());
  sec("en", "prose", "> Forwarded from Aunt Bea\n> the password to the holiday cottage wifi is $\n> enjoy!", pw());
  sec("en", "prose", "1. milk\n2. call the plumber\n3. netflix password $ for gran", pw());
  sec("en", "prose", "😅 forgot to say, the pword for the shed laptop is $", pw());
  sec("en", "prose", "the passcode for my work phone, which IT reset on monday after the update broke it, is now $", `${d(6)}`);
  sec("en", "prose", "new password: `$` (don't tell the kids)", pw());
  list("nl", "mijn herstelcodes van Google: $", Array.from({ length: 8 }, () => `${d(4)} ${d(4)}`), ", ");
  list("nl", "> heb je de back-up codes nog?\nja:\n$", Array.from({ length: 6 }, () => f.chars(LOWER + DIGITS, 10)), "\n");
  list("nl", "Doorgestuurd van Kees\nreservecodes Microsoft-account\n$", Array.from({ length: 5 }, () => `${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}`), "\n");
  list("nl", "2FA herstelcodes ```$```", Array.from({ length: 10 }, () => `${f.int(1, 9)}${d(7)}`), " ");
  {
    const [a, b] = [w(2), w(3)];
    pii("en", "mail", "my email's $ (no spaces)", `${a} . ${b} @ gmail . com`);
    pii("de", "mail", "Mail an $ bitte", `${a}[at]${b}[punkt]de`);
    pii("fr", "mail", "écris à $ stp", `${a} point ${b} at gmail point com`);
    pii("es", "mail", "mándalo a $", `${a} (arroba) hotmail (punto) es`);
    pii("pt", "mail", "o email dele é $", `${a}.${b} arroba sapo ponto pt`);
    pii("it", "mail", "scrivimi a $", `${a} at ${b} punto it`);
    pii("nl", "mail", "mijn mailadres: $", `${a} apenstaartje ${b} punt nl`);
  }
  pii("de", "id-phone", "> Steuer-ID?\n$", f.steuerId());
  pii("de", "id-phone", "Steueridentifikationsnummer von Papa: $", f.steuerId().replace(/ /g, "-"));
  pii("de", "id-phone", "Handy: $ (WhatsApp geht auch)", `01${f.pick(["51", "57", "62", "72", "77"])}/${d(3)} ${d(2)} ${d(3)}`);
  pii("de", "id-phone", "Festnetz Oma $", `0${f.pick(["89", "40", "221"])} / ${d(3)} ${d(3)} ${d(2)}`);
  pii("fr", "id-phone", "Sécu de Léa : $", nir(f).replace(/ /g, "-"));
  pii("fr", "id-phone", "mon fixe $ et mon portable plus tard", `01 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("fr", "id-phone", "📱 $", `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("nl", "id-phone", "> BSN voor de huisarts?\n$", f.bsn());
  pii("nl", "id-phone", "burgerservicenr. $", f.bsn().replace(/^(\d{3})(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3-$4"));
  pii("nl", "id-phone", "mobiel $ na 6 uur", `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("nl", "id-phone", "bel ons vast: $", `010-${d(3)} ${d(4)}`);

  clean("en", "the password policy changed, 12 characters minimum, see the email from IT");
  clean("en", "1. milk\n2. call the plumber at 3\n3. netflix is down again");
  clean("en", "> Forwarded from Aunt Bea\n> the cottage has wifi now, ask at the desk\n> enjoy!");
  clean("nl", "herstelcodes uitgeprint en in de kluis gelegd, 10 stuks");
  clean("nl", "ordernummers: 8831 2290, 8831 2291, 8831 2299");
  clean("de", "Steuer-ID kommt per Post, dauert 4 Wochen");
  clean("de", "Rechnung Nr. 2026/0481 über 89,90 €");
  clean("fr", "numéro de dossier 2026-00417, rendez-vous le 12/01");
  clean("nl", "de bus van 07:45, lijn 6, halte 2");
  clean("fr", "version 1.76.03 de l'appli, sortie le 20 mars");
  return out;
}

describe("outside probe (h), #36: a second batch, written before running it", () => {
  it.each(probe36hSecond().map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c })))("$name", ({ c }) => expectSentAsOwnerSees(c));
});
