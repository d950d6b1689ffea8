/**
 * The inputs of outside probe (k) of issue #36 (privacy/__tests__/probe-36k.test.ts), written by a
 * tester who had not run the gate on them, before running it: the families the untuned corpus still
 * fails in (e-mail spelled out or obfuscated, national ids, phones, passwords said in words, recovery
 * code lists) and redaction leaks (values split by spaces or line breaks, said twice), in all seven
 * languages with Dutch the most, each family beside clean look-alikes of the same shapes.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, LOWER, UPPER, usAreaCode, capitalised } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";

export type Probe36kFamily = "email_obfuscated" | "national_id" | "phone" | "prose_password" | "recovery_codes" | "leak";
export interface Probe36kCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36kFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36k(seed = 0x36e0 + Number(process.env.PROBE_SEED ?? 0)): Probe36kCase[] {
  const f = new Fakes(seed);
  const out: Probe36kCase[] = [];
  const { sec, pii, twice, many, alike: clean } = corpusBuilders(out, null, { region: "" });

  const d = (n: number): string => f.digits(n);
  const SYL = ["an", "na", "jan", "sen", "piet", "ers", "lot", "te", "wil", "lem", "ko", "ren", "mar", "ijke", "bram", "dijk"];
  const w = (n = 2): string => Array.from({ length: n }, () => f.pick(SYL)).join("");
  const cap = capitalised;
  const sign = (): string => f.pick(["!", "#", "$", "?", "*", "&", "%"]);
  const pw = (): string => {
    switch (f.int(0, 4)) {
      case 0: return `${cap(w(2))}${f.int(1970, 2029)}${sign()}`;
      case 1: return `${w(2).replace(/o/g, "0").replace(/e/g, "3")}.${d(2)}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
      case 3: return `${cap(w(2))}-${cap(w(1))}-${d(2)}`;
      default: return `${d(2)}${cap(w(3))}${sign()}`;
    }
  };
  const pin = (n = f.int(4, 6)): string => `${f.int(1, 9)}${d(n - 1)}`;

  // ---------------------------------------------------------------------------------------------
  // e-mail spelled out or obfuscated.
  const local = (): string => f.pick([w(1), `${w(1)}.${w(1)}`, `${w(1)}${d(2)}`]);
  const spelledLocal = (dot: string): string => (f.int(0, 1) ? `${w(1)} ${dot} ${w(1)}` : `${w(1)}${d(2)}`);
  pii("en", "email_obfuscated", "write to me at $ if the form breaks", `${local()} at gmail dot com`);
  pii("en", "email_obfuscated", "contact: $", `${local()} (at) outlook (dot) com`);
  pii("en", "email_obfuscated", "my old address was $, it still forwards", `${local()} [at] yahoo [dot] co [dot] uk`);
  pii("en", "email_obfuscated", "mail $ for the invoice", `${local()} AT protonmail DOT com`);
  pii("en", "email_obfuscated", "you can reach my sister on $", `${spelledLocal("dot")} at hotmail dot com`);
  pii("en", "email_obfuscated", "it's $ — no spaces", `${local()} -at- fastmail -dot- fm`);
  pii("en", "email_obfuscated", "send the photos to $ please", `${local()} at icloud.com`);
  clean("en", "email_obfuscated", "meet me at the station at five, dot on time");
  clean("en", "email_obfuscated", "the logo is logo@2x.png and the icon icon@3x.png");
  clean("en", "email_obfuscated", "look at gmail dot com for the settings page");

  pii("de", "email_obfuscated", "Schreib mir an $", `${local()} (at) gmx (punkt) de`);
  pii("de", "email_obfuscated", "meine Mail: $", `${local()} ät web punkt de`);
  pii("de", "email_obfuscated", "Kontakt bitte über $", `${spelledLocal("punkt")} at t-online punkt de`);
  pii("de", "email_obfuscated", "die Adresse vom Verein ist $", `${local()}[at]posteo[punkt]de`);
  pii("de", "email_obfuscated", "schick es an $", `${local()} Klammeraffe gmail Punkt com`);
  clean("de", "email_obfuscated", "wir treffen uns um Punkt acht am Bahnhof");
  clean("de", "email_obfuscated", "Punkt eins der Tagesordnung: at home office Regeln");

  pii("fr", "email_obfuscated", "écris-moi à $", `${local()} arobase orange point fr`);
  pii("fr", "email_obfuscated", "mon mail : $", `${spelledLocal("point")} arobase free point fr`);
  pii("fr", "email_obfuscated", "l'adresse de la mairie c'est $", `${local()} (arobase) laposte (point) net`);
  pii("fr", "email_obfuscated", "envoie le devis à $", `${local()} at sfr point fr`);
  clean("fr", "email_obfuscated", "rendez-vous à la gare à midi, point final");
  clean("fr", "email_obfuscated", "le point sur le projet est à 14h");

  pii("es", "email_obfuscated", "mi correo es $", `${local()} arroba gmail punto com`);
  pii("es", "email_obfuscated", "escríbeme a $", `${spelledLocal("punto")} arroba telefonica punto es`);
  pii("es", "email_obfuscated", "el correo de la comunidad: $", `${local()} (arroba) hotmail (punto) es`);
  pii("es", "email_obfuscated", "mándalo a $ porfa", `${local()} arroba yahoo.es`);
  clean("es", "email_obfuscated", "nos vemos en la plaza, y punto");

  pii("pt", "email_obfuscated", "o meu email é $", `${local()} arroba sapo ponto pt`);
  pii("pt", "email_obfuscated", "manda para $", `${local()} arroba gmail ponto com ponto br`);
  pii("pt", "email_obfuscated", "contacto: $", `${spelledLocal("ponto")} (arroba) outlook (ponto) pt`);
  pii("pt", "email_obfuscated", "escreve-me para $", `${local()} at hotmail ponto com`);
  clean("pt", "email_obfuscated", "chego às oito em ponto, espera por mim");

  pii("it", "email_obfuscated", "la mia mail è $", `${local()} chiocciola libero punto it`);
  pii("it", "email_obfuscated", "scrivimi a $", `${spelledLocal("punto")} chiocciola gmail punto com`);
  pii("it", "email_obfuscated", "contatto: $", `${local()} (chiocciola) virgilio (punto) it`);
  pii("it", "email_obfuscated", "mandalo a $ grazie", `${local()} at alice punto it`);
  clean("it", "email_obfuscated", "ci vediamo alle otto in punto davanti al bar");

  pii("nl", "email_obfuscated", "mijn mailadres is $", `${w(1)} punt ${w(1)} apenstaartje ziggo punt nl`);
  pii("nl", "email_obfuscated", "mail het naar $", `${local()} apenstaartje kpnmail punt nl`);
  pii("nl", "email_obfuscated", "bereikbaar via $", `${local()} (at) xs4all (punt) nl`);
  pii("nl", "email_obfuscated", "het adres van de vereniging: $", `${local()} [at] hetnet [punt] nl`);
  pii("nl", "email_obfuscated", "stuur de foto's naar $", `${local()} at gmail punt com`);
  pii("nl", "email_obfuscated", "schrijf naar $ als het niet lukt", `${spelledLocal("punt")} apestaartje outlook punt com`);
  pii("nl", "email_obfuscated", "mijn moeder d'r mail: $", `${w(1)} at planet punt nl`);
  pii("nl", "email_obfuscated", "nieuw adres $ (de oude werkt niet meer)", `${local()} at-teken live punt nl`);
  pii("nl", "email_obfuscated", "mail $ even", `${local()} @ ziggo . nl`);
  pii("nl", "email_obfuscated", "contact via $ of bellen", `${local()}(at)telfort(punt)nl`);
  clean("nl", "email_obfuscated", "we zijn om tien uur punt bij het station");
  clean("nl", "email_obfuscated", "ik bestel het wel bij bol punt com");
  clean("nl", "email_obfuscated", "punt drie van de agenda: het nieuwe dak");
  clean("nl", "email_obfuscated", "een punt nl domein kost ongeveer tien euro per jaar");

  // ---------------------------------------------------------------------------------------------
  // national identifiers with their check digits, with and without separators.
  const bsnDots = (): string => {
    const b = f.bsn();
    return `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}`;
  };
  /** Belgian national number (rijksregisternummer), born before 2000, in its printed form. */
  const rrn = (): string => {
    const yy = String(f.int(40, 99));
    const mm = String(f.int(1, 12)).padStart(2, "0");
    const dd = String(f.int(1, 28)).padStart(2, "0");
    const seq = String(f.int(1, 997)).padStart(3, "0");
    const body = `${yy}${mm}${dd}${seq}`;
    const check = String(97 - (Number(body) % 97)).padStart(2, "0");
    return `${yy}.${mm}.${dd}-${seq}.${check}`;
  };
  /** Spanish NIE with its letter. */
  const nie = (): string => {
    const x = f.int(0, 2);
    const n = d(7);
    const letter = "TRWAGMYFPDXBNJZSQVHLCKE"[Number(`${x}${n}`) % 23];
    return `${"XYZ"[x]}${n}${letter}`;
  };
  const plainSteuer = (): string => f.steuerId().replace(/\s/g, "");
  pii("en", "national_id", "my SSN is $ if the accountant asks", f.ssn());
  pii("en", "national_id", "NI number: $", f.nino());
  pii("en", "national_id", "national insurance no $, tax code 1257L", f.nino().replace(/\s/g, ""));
  pii("en", "national_id", "Aadhaar $ for the KYC form", f.aadhaar());
  pii("en", "national_id", "her PAN is $", f.pan());
  pii("en", "national_id", "social security number $", f.ssn().replace(/-/g, ""));
  clean("en", "national_id", "order number 482-19-2210 shipped yesterday");
  clean("en", "national_id", "the invoice ID is 1257-4410-9 and is due Friday");

  pii("de", "national_id", "Meine Steuer-ID ist $", f.steuerId());
  pii("de", "national_id", "steuerliche Identifikationsnummer: $", plainSteuer());
  pii("de", "national_id", "Die Steuernummer fürs Finanzamt – IdNr. $", plainSteuer());
  pii("de", "national_id", "Sozialversicherungsnummer $ (Österreich)", `${f.int(1, 9)}${d(3)} ${String(f.int(1, 28)).padStart(2, "0")}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(50, 99))}`);
  clean("de", "national_id", "USt-IdNr. DE129273398 steht im Impressum");
  clean("de", "national_id", "Kundennummer 40 118 772 30, bitte bei Rückfragen angeben");

  pii("fr", "national_id", "mon numéro de sécu : $", nir(f));
  pii("fr", "national_id", "NIR $ pour la mutuelle", nir(f).replace(/\s/g, ""));
  pii("fr", "national_id", "numéro national belge : $", rrn());
  clean("fr", "national_id", "numéro SIRET 732 829 320 00074 sur la facture");
  clean("fr", "national_id", "commande n° 1 84 07 75 112 004 expédiée");

  pii("es", "national_id", "mi DNI es $", f.dni());
  pii("es", "national_id", "DNI: $", (() => { const x = f.dni(); return `${x.slice(0, 2)}.${x.slice(2, 5)}.${x.slice(5, 8)}-${x.slice(8)}`; })());
  pii("es", "national_id", "el NIE de mi madre es $", nie());
  pii("es", "national_id", "NIE $ para el contrato", (() => { const x = nie(); return `${x[0]}-${x.slice(1, 8)}-${x[8]}`; })());
  clean("es", "national_id", "el CIF de la empresa es B12345674");
  clean("es", "national_id", "pedido 12.345.678 en camino");

  pii("pt", "national_id", "o meu NIF é $", nifPt(f));
  pii("pt", "national_id", "NIF: $", (() => { const x = nifPt(f); return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`; })());
  pii("pt", "national_id", "meu CPF é $", f.cpf());
  pii("pt", "national_id", "CPF $ pra nota fiscal", f.cpf().replace(/\D/g, ""));
  clean("pt", "national_id", "CNPJ da loja: 11.222.333/0001-81");
  clean("pt", "national_id", "encomenda n.º 501 964 843 enviada ontem");

  pii("it", "national_id", "il mio codice fiscale è $", codiceFiscale(f));
  pii("it", "national_id", "CF: $", codiceFiscale(f).toLowerCase());
  pii("it", "national_id", "codice fiscale di mia figlia $ per la scuola", (() => { const x = codiceFiscale(f); return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6, 11)} ${x.slice(11)}`; })());
  clean("it", "national_id", "partita IVA 01114601006 in fattura");
  clean("it", "national_id", "pratica n. 2024/118734 aperta in comune");

  pii("nl", "national_id", "mijn BSN is $", f.bsn());
  pii("nl", "national_id", "burgerservicenummer: $", bsnDots());
  pii("nl", "national_id", "het sofinummer van mijn vader is $", f.bsn());
  pii("nl", "national_id", "BSN dochter $ (voor de zorgverzekering)", (() => { const b = f.bsn(); return `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`; })());
  pii("nl", "national_id", "rijksregisternummer $", rrn());
  pii("nl", "national_id", "bsn $", f.bsn());
  pii("nl", "national_id", "mijn burgerservicenummer staat op mijn paspoort: $", f.bsn());
  pii("nl", "national_id", "paspoortnummer $", `${f.chars("BCDFGHJKLMNPRSTVWXZ", 2)}${f.chars("BCDFGHJKLMNPRSTVWXZ0123456789", 6)}${d(1)}`);
  clean("nl", "national_id", "KvK-nummer 69599084 staat onderaan de factuur");
  clean("nl", "national_id", "btw-nummer NL859632741B01 van de aannemer");
  clean("nl", "national_id", "zaaknummer 2024-118734 bij de gemeente");
  clean("nl", "national_id", "ordernummer 123456782 is onderweg");

  // ---------------------------------------------------------------------------------------------
  // phones: national, international, spaced, dotted, bracketed, in prose and in lists.
  const nl06 = (): string => `06${f.int(1, 5)}${d(7)}`;
  const nl06Spaced = (): string => { const x = nl06(); return f.pick([`${x.slice(0, 2)}-${x.slice(2)}`, `${x.slice(0, 2)} ${x.slice(2, 6)} ${x.slice(6)}`, `${x.slice(0, 2)} ${x.slice(2, 4)} ${x.slice(4, 6)} ${x.slice(6, 8)} ${x.slice(8)}`]); };
  const nlIntl = (): string => { const x = nl06().slice(1); return f.pick([`+31 ${x.slice(0, 1)} ${x.slice(1)}`, `+31 (0)${x.slice(0, 1)} ${x.slice(1, 5)} ${x.slice(5)}`, `0031 ${x.slice(0, 1)} ${x.slice(1)}`, `+31${x}`]); };
  const nlFixed = (): string => f.pick([`020-${f.int(2, 9)}${d(6)}`, `(010) ${f.int(2, 9)}${d(2)} ${d(4)}`, `030 ${f.int(2, 9)}${d(2)} ${d(2)} ${d(2)}`]);
  const de = (): string => f.pick([`017${f.int(0, 9)} ${d(7)}`, `+49 15${f.int(1, 2)} ${d(8)}`, `0${f.pick(["30", "40", "89"])}/${f.int(2, 9)}${d(6)}`, `(0 30) ${f.int(2, 9)}${d(2)} ${d(2)} ${d(2)}`]);
  const fr = (): string => { const x = `${f.pick(["6", "7"])}${d(8)}`; return f.pick([`0${x.slice(0, 1)} ${x.slice(1, 3)} ${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7)}`, `0${x.slice(0, 1)}.${x.slice(1, 3)}.${x.slice(3, 5)}.${x.slice(5, 7)}.${x.slice(7)}`, `+33 ${x.slice(0, 1)} ${x.slice(1, 3)} ${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7)}`]); };
  const es = (): string => { const x = `6${d(8)}`; return f.pick([`${x.slice(0, 3)} ${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7)}`, `+34 ${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`, `${x.slice(0, 3)}-${x.slice(3, 6)}-${x.slice(6)}`]); };
  const pt = (): string => { const x = `9${f.pick(["1", "2", "3", "6"])}${d(7)}`; return f.pick([`${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`, `+351 ${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`]); };
  const br = (): string => f.pick([`(${f.pick(["11", "21", "31", "41", "51", "61", "71", "81"])}) 9${d(4)}-${d(4)}`, `+55 ${f.pick(["11", "21", "31"])} 9${d(4)} ${d(4)}`]);
  const it = (): string => { const x = `3${f.int(2, 9)}${d(1)}${d(7)}`; return f.pick([`${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`, `+39 ${x.slice(0, 3)} ${x.slice(3)}`, `${x.slice(0, 3)}/${x.slice(3)}`]); };
  const be = (): string => { const x = `4${f.int(7, 9)}${d(7)}`; return f.pick([`0${x.slice(0, 3)} ${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7)}`, `+32 ${x.slice(0, 3)} ${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7)}`]); };
  const uk = (): string => { const x = `7${f.int(4, 9)}${d(8)}`; return f.pick([`0${x.slice(0, 4)} ${x.slice(4)}`, `+44 ${x.slice(0, 4)} ${x.slice(4)}`]); };
  const us = (): string => `(${usAreaCode(f.int(201, 989))}) ${f.int(2, 9)}${d(2)}-${d(4)}`;
  pii("en", "phone", "call me on $ after six", us());
  pii("en", "phone", "my mobile is $", uk());
  pii("en", "phone", "the plumber's number: $", `+1 ${usAreaCode(f.int(201, 989))}.${f.int(2, 9)}${d(2)}.${d(4)}`);
  many("pii", "en", "phone", "Contacts for the trip:\n- Anna: $1\n- Tom: $2", [uk(), us()]);
  pii("en", "phone", "text her at $, she's in Amsterdam this week", nlIntl());
  clean("en", "phone", "Zoom meeting ID: 941 0084 6881, passcode on the invite");
  clean("en", "phone", "part number 0612-3456-78 fits the older model");
  clean("en", "phone", "the score was 06-12 34-56 after four sets");

  pii("de", "phone", "ruf mich unter $ an", de());
  pii("de", "phone", "Handy: $", de());
  many("pii", "de", "phone", "Notfallnummern:\n1. Mama $1\n2. Papa $2", [de(), de()]);
  pii("de", "phone", "die Nummer von der Ferienwohnung in Holland ist $", nlFixed());
  clean("de", "phone", "Vorgangsnummer 0171 2340 5599, bitte angeben");
  clean("de", "phone", "Bestellnummer 030/400 1188 wurde storniert");

  pii("fr", "phone", "appelle-moi au $", fr());
  pii("fr", "phone", "mon portable : $", fr());
  pii("fr", "phone", "le numéro de la nounou c'est $", be());
  clean("fr", "phone", "numéro de commande 06 12 34 56 78 90 12 pour le suivi");
  clean("fr", "phone", "réunion Teams, ID de réunion 341 882 907 116");

  pii("es", "phone", "llámame al $", es());
  pii("es", "phone", "mi móvil es $", es());
  pii("es", "phone", "el teléfono de mi prima en Lisboa: $", pt());
  clean("es", "phone", "número de pedido 612 345 678 901, llega el lunes");

  pii("pt", "phone", "liga-me para o $", pt());
  pii("pt", "phone", "meu celular é $", br());
  pii("pt", "phone", "whatsapp da dona da casa: $", br());
  clean("pt", "phone", "ID da reunião: 812 4409 0071");

  pii("it", "phone", "chiamami al $", it());
  pii("it", "phone", "il mio cellulare è $", it());
  pii("it", "phone", "numero della babysitter: $", it());
  clean("it", "phone", "codice articolo 333 123 4567 89 esaurito");

  pii("nl", "phone", "bel me op $", nl06Spaced());
  pii("nl", "phone", "mijn nummer is $", nl06());
  pii("nl", "phone", "app me even op $", nlIntl());
  pii("nl", "phone", "het nummer van de huisarts: $", nlFixed());
  pii("nl", "phone", "je kan oma bereiken op $ (vast nummer)", nlFixed());
  pii("nl", "phone", "mobiel $", nl06Spaced());
  pii("nl", "phone", "tel.nr. buurvrouw $", `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`.replace(/^06\.\d/, `06.${f.int(1, 5)}`));
  many("pii", "nl", "phone", "Lijstje:\n- loodgieter $1\n- schilder $2\n- school $3", [nl06Spaced(), nl06(), nlFixed()]);
  pii("nl", "phone", "whatsapp van de Belgische makelaar: $", be());
  pii("nl", "phone", "mijn Duitse nummer is $", `+49 17${f.int(0, 9)} ${d(7)}`);
  pii("nl", "phone", "bel gerust naar $, ik ben de hele dag thuis", nl06());
  clean("nl", "phone", "vergader-ID 941 0084 6881");
  clean("nl", "phone", "ordernummer 0612345678 is verzonden");
  clean("nl", "phone", "onderdeelnummer 06-1234-5678 past op de oude pomp");
  clean("nl", "phone", "de wedstrijd eindigde 06-12, daarna 34-56");
  clean("nl", "phone", "betalingskenmerk 0612 3456 7890 1234 bij de overboeking vermelden");

  // ---------------------------------------------------------------------------------------------
  // passwords said in words, the value before or after the keyword.
  sec("en", "prose_password", "the password for the NAS is $ now", pw());
  sec("en", "prose_password", "$ is what I set for the bank app", pw());
  sec("en", "prose_password", "I changed my Gmail password to $ this morning", pw());
  sec("en", "prose_password", "PIN for the new card: $", pin(4));
  clean("en", "prose_password", "the password needs at least 12 characters and a symbol");
  clean("en", "prose_password", "I changed my password yesterday, will send it later");

  sec("de", "prose_password", "das Passwort fürs Homebanking ist jetzt $", pw());
  sec("de", "prose_password", "$ ist mein neues Kennwort für die Steuer-App", pw());
  sec("de", "prose_password", "Passwort vom Laptop geändert auf $", pw());
  clean("de", "prose_password", "Passwort vergessen, ich setze es morgen zurück");

  sec("fr", "prose_password", "le mot de passe de la box c'est $", pw());
  sec("fr", "prose_password", "j'ai mis $ comme mot de passe pour Doctolib", pw());
  clean("fr", "prose_password", "le mot de passe doit faire 12 caractères minimum");

  sec("es", "prose_password", "la contraseña del portátil es $", pw());
  sec("es", "prose_password", "$ es la clave del wifi de casa", pw());
  clean("es", "prose_password", "cambié la contraseña ayer, luego te la paso");

  sec("pt", "prose_password", "a senha do multibanco é $", pin(4));
  sec("pt", "prose_password", "a palavra-passe das Finanças passou a ser $", pw());
  clean("pt", "prose_password", "esqueci a senha, vou pedir outra");

  sec("it", "prose_password", "la password della posta è $", pw());
  sec("it", "prose_password", "ho messo $ come password del router", pw());
  clean("it", "prose_password", "la password deve avere almeno otto caratteri");

  sec("nl", "prose_password", "het wachtwoord van DigiD is $", pw());
  sec("nl", "prose_password", "mijn ww voor de bank is $", pw());
  sec("nl", "prose_password", "$ is het nieuwe wachtwoord van de wifi", pw());
  sec("nl", "prose_password", "wachtwoord gewijzigd naar $", pw());
  sec("nl", "prose_password", "inlog voor het vakantiehuisje: oma / $", pw());
  sec("nl", "prose_password", "de pincode van mijn pinpas is $", pin(4));
  sec("nl", "prose_password", "wifi-wachtwoord: $", pw());
  sec("nl", "prose_password", "ik heb $ als wachtwoord gekozen voor de Albert Heijn app", pw());
  sec("nl", "prose_password", "het wachtwoord? dat is $", pw());
  sec("nl", "prose_password", "code van het fietsslot is $", pin(4));
  sec("nl", "prose_password", "de code van de sleutelkluis bij de voordeur: $", pin(4));
  sec("nl", "prose_password", "inloggen met gebruikersnaam jan en wachtwoord $", pw());
  clean("nl", "prose_password", "wachtwoord vergeten, kun jij het resetten?");
  clean("nl", "prose_password", "het wachtwoord moet minimaal 12 tekens hebben");
  clean("nl", "prose_password", "ik gebruik Bitwarden als wachtwoordmanager");
  clean("nl", "prose_password", "de pincode is veranderd, ik stuur hem je later");
  clean("nl", "prose_password", "de code review van vanmiddag duurde 45 minuten");

  // ---------------------------------------------------------------------------------------------
  // recovery-code lists: numbered, comma separated, on one line, with words between.
  const num8 = (): string => `${d(4)} ${d(4)}`;
  const flat8 = (): string => d(8);
  const dashed = (): string => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`;
  const tenChars = (): string => f.chars(LOWER + DIGITS, 10);
  const codes = (n: number, g: () => string): string[] => Array.from({ length: n }, g);
  {
    const c = codes(5, num8);
    many("secret", "en", "recovery_codes", `Google backup codes:\n1. $1\n2. $2\n3. $3\n4. $4\n5. $5`, c);
  }
  {
    const c = codes(4, dashed);
    many("secret", "en", "recovery_codes", "github recovery codes $1, $2, $3, $4", c);
  }
  {
    const c = codes(3, flat8);
    many("secret", "en", "recovery_codes", "backup codes for the bank: first $1, then $2 and if that fails $3", c);
  }
  clean("en", "recovery_codes", "I printed the backup codes and put them in the safe");
  clean("en", "recovery_codes", "tracking numbers: 1Z 999 AA1, 1Z 999 AA2, 1Z 999 AA3");

  {
    const c = codes(4, flat8);
    many("secret", "de", "recovery_codes", "Backup-Codes fürs Google-Konto: $1 $2 $3 $4", c);
  }
  {
    const c = codes(3, dashed);
    many("secret", "de", "recovery_codes", "Wiederherstellungscodes:\n- $1\n- $2\n- $3", c);
  }
  clean("de", "recovery_codes", "die Wiederherstellungscodes liegen ausgedruckt im Ordner Versicherungen");

  {
    const c = codes(4, num8);
    many("secret", "fr", "recovery_codes", "codes de secours : $1 / $2 / $3 / $4", c);
  }
  {
    const c = codes(3, tenChars);
    many("secret", "fr", "recovery_codes", "codes de récupération du compte, d'abord $1 puis $2 et $3", c);
  }
  clean("fr", "recovery_codes", "il me reste 6 codes de secours sur 10");

  {
    const c = codes(4, flat8);
    many("secret", "es", "recovery_codes", "códigos de respaldo: $1, $2, $3, $4", c);
  }
  clean("es", "recovery_codes", "guardé los códigos de recuperación en el cajón");

  {
    const c = codes(4, num8);
    many("secret", "pt", "recovery_codes", "códigos de backup da conta:\n$1\n$2\n$3\n$4", c);
  }
  clean("pt", "recovery_codes", "os códigos de recuperação estão no envelope azul");

  {
    const c = codes(3, dashed);
    many("secret", "it", "recovery_codes", "codici di backup: 1) $1 2) $2 3) $3", c);
  }
  clean("it", "recovery_codes", "ho stampato i codici di recupero, sono nel cassetto");

  {
    const c = codes(5, flat8);
    many("secret", "nl", "recovery_codes", "herstelcodes Google:\n1. $1\n2. $2\n3. $3\n4. $4\n5. $5", c);
  }
  {
    const c = codes(4, num8);
    many("secret", "nl", "recovery_codes", "back-upcodes van de Microsoft-account: $1, $2, $3 en $4", c);
  }
  {
    const c = codes(3, dashed);
    many("secret", "nl", "recovery_codes", "herstelcodes voor GitHub, eerst $1 dan $2 en anders $3", c);
  }
  {
    const c = codes(4, tenChars);
    many("secret", "nl", "recovery_codes", "reservecodes: $1 $2 $3 $4", c);
  }
  {
    const c = codes(3, flat8);
    many("secret", "nl", "recovery_codes", "noodcodes voor DigiD opgeschreven: $1 / $2 / $3", c);
  }
  clean("nl", "recovery_codes", "de herstelcodes liggen in de kluis, niet kwijtraken");
  clean("nl", "recovery_codes", "pakketnummers: 3SABC123, 3SABC124 en 3SABC125");
  clean("nl", "recovery_codes", "bestelnummers 40118832, 40118833, 40118834 zijn geleverd");
  clean("nl", "recovery_codes", "nog 7 van de 10 back-upcodes over, binnenkort nieuwe maken");

  // ---------------------------------------------------------------------------------------------
  // redaction leaks: values split by spaces or line breaks, said twice.
  twice("secret", "en", "leak", "password is $ — again, $", pw());
  twice("pii", "en", "leak", "my number is $, yes $", uk());
  pii("en", "leak", "email: $", `${w(1)} at gmail\ndot com`);
  pii("en", "leak", "SSN $", (() => { const x = f.ssn().replace(/-/g, ""); return `${x.slice(0, 3)} ${x.slice(3, 5)} ${x.slice(5)}`; })());
  twice("secret", "de", "leak", "PIN: $ (nochmal: $)", pin(4));
  pii("de", "leak", "Handy:\n$", `017${f.int(0, 9)}\n${d(7)}`);
  twice("pii", "de", "leak", "Steuer-ID $, also $", f.steuerId());
  twice("secret", "fr", "leak", "mdp : $ je répète $", pw());
  pii("fr", "leak", "mon portable $", (() => { const x = `6${d(8)}`; return `0${x.slice(0, 1)} ${x.slice(1, 3)}\n${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7)}`; })());
  twice("secret", "es", "leak", "la contraseña es $, repito: $", pw());
  pii("es", "leak", "DNI $", (() => { const x = f.dni(); return `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}`; })());
  twice("pii", "pt", "leak", "o meu NIF é $ (sim, $)", nifPt(f));
  pii("pt", "leak", "celular $", `(${f.pick(["11", "21"])})\n9${d(4)}-${d(4)}`);
  twice("secret", "it", "leak", "il PIN è $, ripeto $", pin(5));
  pii("it", "leak", "codice fiscale $", (() => { const x = codiceFiscale(f); return `${x.slice(0, 6)}\n${x.slice(6)}`; })());
  twice("secret", "nl", "leak", "wachtwoord: $ (nog een keer: $)", pw());
  twice("pii", "nl", "leak", "bel me op $, nogmaals $", nl06());
  pii("nl", "leak", "mijn nummer:\n$", (() => { const x = nl06(); return `${x.slice(0, 2)}\n${x.slice(2)}`; })());
  pii("nl", "leak", "BSN $", (() => { const b = f.bsn(); return `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`; })());
  twice("pii", "nl", "leak", "mail $ of nog een keer: $", `${w(1)} apenstaartje ziggo punt nl`);
  pii("nl", "leak", "mail naar $", `${w(1)} at kpnmail\npunt nl`);
  sec("nl", "leak", "wifi wachtwoord (met spaties): $", `${w(1)} ${w(1)} ${w(1)} ${d(2)}`);
  twice("secret", "nl", "leak", "pincode $ — zeg maar $", pin(4));
  pii("nl", "leak", "IBAN $", (() => { const x = f.iban("NL"); return `${x.slice(0, 4)} ${x.slice(4, 8)}\n${x.slice(8, 12)} ${x.slice(12)}`; })());
  clean("nl", "leak", "de vergadering is verplaatst van 14:00 naar 15:30, nogmaals: 15:30");
  clean("en", "leak", "version 2.14.3 — again, 2.14.3 — is the one to install");
  clean("de", "leak", "Termin am 12.03. um 9:30, also nochmal 9:30");

  return out;
}
