/**
 * Outside probe (g) of issue #36: what owners who have never seen ZOE's code type (a courier, a
 * pharmacist, a landlord, a gamer, a grandparent, a learner of the language), in all seven languages
 * with the owner's region unset: English passwords said in prose of every kind, 2FA recovery and
 * backup-code lists in every language, and addresses, spelled e-mail, national ids and phones in
 * forms the earlier probes did not use, each family beside clean look-alikes (checksums, order and
 * tracking numbers, meeting ids, versions, part numbers, prices, dates, flights, rooms, placeholders).
 * A secret must be refused even in redact mode; a personal value must be masked whole in redact
 * mode, nothing of it left readable; a clean sentence must go out untouched.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { corpusFaults, expectProbeGroups, expectSentAsOwnerSees } from "../../test-support/privacy-gate.ts";
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale, nifPt, nir } from "../../eval/pii-corpus/outside.ts";
import { corpusBuilders, type CorpusCase } from "../../eval/pii-corpus/types.ts";

type Family = "prose" | "codes" | "address" | "mail-id-phone";

export function probe36g(seed = 0x36a7 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec, pii, clean: cleanIn } = corpusBuilders(out, "clean");
  const clean = (lang: Parameters<typeof cleanIn>[0], family: Family, t: string): void => {
    cleanIn(lang, t, "");
    out[out.length - 1]!.family = family;
  };
  const d = (n: number): string => f.digits(n);
  const SYL = ["mar", "tin", "ko", "bel", "ra", "vin", "so", "lu", "den", "pha", "gor", "ix", "tu", "wen", "ca", "do"];
  const w = (n = 2): string => Array.from({ length: n }, () => f.pick(SYL)).join("");
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  /** A password as people make one: a word or two, digits, a sign, some capitals. */
  const pw = (): string => {
    const sign = f.pick(["!", "#", "$", "?", "*", "&", "%"]);
    switch (f.int(0, 5)) {
      case 0: return `${cap(w(3))}${d(2)}${sign}`;
      case 1: return `${w(2)}${sign}${cap(w(2))}${d(3)}`;
      case 2: return `${d(2)}${cap(w(2))}${sign}${f.chars(UPPER, 1)}`;
      case 3: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
      case 4: return `${cap(w(2)).replace(/o/g, "0").replace(/a/g, "@")}${d(4)}`;
      default: return `${w(2)}.${cap(w(2))}.${d(2)}`;
    }
  };
  const alnum = (n: number): string => f.chars(LOWER + DIGITS, n);
  const eight = (k: number): string[] => Array.from({ length: k }, () => `${f.int(1, 9)}${d(7)}`);
  const fourFour = (k: number, sep: string): string[] => Array.from({ length: k }, () => `${d(4)}${sep}${d(4)}`);
  const dashed = (k: number): string[] => Array.from({ length: k }, () => `${alnum(4)}-${alnum(4)}`);
  const numbered = (xs: string[], sep = "\n"): string => xs.map((x, i) => `${i + 1}. ${x}`).join(sep);

  // ---------------------------------------------------------------------------------------------
  // prose: English passwords in prose (and a few in the other languages), and clean look-alikes.
  sec("en", "prose", "$ is the password for the van tablet, don't change it before Friday", pw());
  sec("en", "prose", "Heads up: the dispatch app password is now $", pw());
  sec("en", "prose", "Had to change the till password after the phishing email, changed it to $ so let Priya know", pw());
  sec("en", "prose", "Locum login for the pharmacy system, I set it as $ until Dr Shah is back", pw());
  sec("en", "prose", 'The tenant portal password is "$" without the quotes', pw());
  sec("en", "prose", "Grandpa, the email password (the one you keep losing) is ($) and it's written in the red book", pw());
  sec("en", "prose", "Xbox live password - $", pw());
  sec("en", "prose", "Grandma, the email password is\n$\nplease write it in the red book", pw());
  sec("en", "prose", "Streaming logins for the flat: the Netflix one is $, the Disney one I'll text you later", pw());
  sec("en", "prose", "the password for Spotify on the kitchen speaker is $", pw());
  sec("en", "prose", "Cheers love, the password's $ for the Sky box upstairs", pw());
  sec("en", "prose", "yo my Steam password is $ if you wanna grind my account tonight", pw());
  sec("en", "prose", "Kindly note the password of my net banking is $, please do the needful", pw());
  sec("en", "prose", "Sir, pwd for the office mail id is $ only", pw());
  sec("en", "prose", "discord pw $ dont tell mum", pw());
  sec("en", "prose", "the passwd on the raspberry pi in the shed is $", pw());
  sec("en", "prose", "lab computer for Year 10 - pass: $", pw());
  sec("en", "prose", "Login is $ for the courier app, the username is your van number", pw());
  sec("en", "prose", "creds for the staging box: deploy / $", pw());
  sec("en", "prose", "The code word is $ so say it when the pharmacy rings you back", `${cap(w(3))}${d(2)}`);
  sec("en", "prose", "Password (case sensitive!): $", pw());
  sec("en", "prose", "I've set the admin password on the NAS to $ for the time being", pw());
  sec("en", "prose", "it's $ - the password I mean, for the wifi upstairs", pw());
  sec("en", "prose", "my gmail pass is $ btw", pw());
  sec("de", "prose", "Das Passwort für die Apothekensoftware hab ich auf $ geändert", pw());
  sec("fr", "prose", "nouveau mdp du wifi de l'appart : $", pw());
  sec("es", "prose", "la contraseña del portal del casero ahora es $", pw());
  sec("it", "prose", "la pw del router nuovo è $", pw());
  sec("nl", "prose", "het wachtwoord van de bezorg-app is sinds gisteren $", pw());
  sec("pt", "prose", "a senha da PlayStation agora é $", pw());

  clean("en", "prose", "the password reset link expired, can you send me another one?");
  clean("en", "prose", "Password must be at least 12 characters and include a symbol");
  clean("en", "prose", "I changed it to 10:30 because the courier is running late");
  clean("en", "prose", "set it as default and restart the app, that fixed it for me");
  clean("en", "prose", "the Netflix one is £10.99 a month now, the Disney one is cheaper");
  clean("en", "prose", "creds are in the team vault, ask Sam for access");
  clean("en", "prose", "the code word is printed on the back of the letter they sent");
  clean("en", "prose", "login is slow today, the server sits at 98% CPU");
  clean("en", "prose", "passwd file permissions should be 644, not 777");
  clean("en", "prose", "Version 4.12.3 is now live on the app store");
  clean("en", "prose", "the pass rate is now 87% for Year 11, up from 81%");
  clean("en", "prose", "Grandad, the email password is the same as always, the dog's name");
  clean("en", "prose", "Flight BA2490 is now boarding at gate 22");
  clean("en", "prose", `the docs use ghp_${"X".repeat(36)} as a placeholder token`);
  clean("en", "prose", "my pwd manager is Bitwarden now, works fine on the phone");
  clean("en", "prose", "the Wi-Fi password is on the sticker under the router");
  clean("en", "prose", "Password hint: the street where we grew up");
  clean("en", "prose", "Kindly note the password of the net banking has expired, do the needful");
  clean("en", "prose", `send me logo@3x.png and banner@2x.png for the site`);
  clean("de", "prose", "Das Passwort hab ich gestern auf deinen Wunsch geändert, ist jetzt länger");
  clean("fr", "prose", "mdp oublié encore une fois, je refais la procédure demain");
  clean("es", "prose", "la contraseña del portal caduca cada 90 días");
  clean("it", "prose", "la pw del router è quella scritta sotto, non l'ho cambiata");
  clean("nl", "prose", "het wachtwoord van de bezorg-app is sinds gisteren verlopen");
  clean("pt", "prose", "a senha da PlayStation agora tem de ter 8 caracteres");

  // ---------------------------------------------------------------------------------------------
  // codes: 2FA recovery and backup-code lists in every language.
  sec("nl", "codes", "Mijn herstelcodes voor Google, voor als ik mijn telefoon kwijt ben:\n$", eight(10).join("\n"));
  sec("nl", "codes", "back-upcodes van Microsoft: $", fourFour(8, " ").join(", "));
  sec("nl", "codes", "Reservecodes (bewaar ze goed, oma):\n$", numbered(dashed(10)));
  sec("nl", "codes", "hier zijn de herstelcodes van mijn Instagram; $", eight(6).join("; "));
  sec("nl", "codes", "Codes voor tweestapsverificatie van DigiD-app (eenmalig te gebruiken): $", dashed(5).join(" "));
  sec("nl", "codes", "herstel codes steam\n$", fourFour(8, "-").join("\n"));
  sec("en", "codes", "GitHub recovery codes\n$", numbered(Array.from({ length: 10 }, () => `${f.chars(HEX, 5)}-${f.chars(HEX, 5)}`)));
  sec("en", "codes", "backup codes for my Steam guard: $", eight(5).join(", "));
  sec("en", "codes", "my 2FA backup codes (each works once): $", dashed(8).join(" / "));
  sec("en", "codes", "Emergency codes for the Google account:\n$", fourFour(10, " ").join("\n"));
  sec("de", "codes", "Wiederherstellungscodes für Dropbox: $", eight(8).join(" "));
  sec("de", "codes", "Meine Backup-Codes (2FA) fürs Firmenkonto:\n$", numbered(fourFour(6, "-")));
  sec("de", "codes", "Opa, hier deine Notfallcodes für Google, bitte ausdrucken: $", dashed(6).join(", "));
  sec("fr", "codes", "codes de secours Google : $", eight(10).join(" ; "));
  sec("fr", "codes", "voici mes codes de sauvegarde pour Twitter\n$", dashed(8).join("\n"));
  sec("fr", "codes", "Codes de récupération du compte Epic (à garder) : $", numbered(fourFour(5, " "), " "));
  sec("es", "codes", "códigos de respaldo de Gmail: $", eight(8).join(", "));
  sec("es", "codes", "mis códigos de recuperación de la cuenta de Epic:\n$", dashed(10).join("\n"));
  sec("es", "codes", "Códigos de seguridad de un solo uso de Facebook: $", fourFour(6, " ").join(" - "));
  sec("it", "codes", "codici di backup di Google: $", eight(10).join(", "));
  sec("it", "codes", "Codici di emergenza per Facebook, tienili tu:\n$", numbered(eight(6)));
  sec("it", "codes", "i codici di recupero di Discord sono questi: $", dashed(8).join("; "));
  sec("pt", "codes", "códigos de backup do Google: $", fourFour(10, " ").join(", "));
  sec("pt", "codes", "meus códigos de recuperação do Discord:\n$", dashed(8).join("\n"));
  sec("pt", "codes", "Códigos de reserva da conta Microsoft (guardar!): $", numbered(eight(5), " "));

  clean("nl", "codes", "Herstelcodes kwijt? Vraag nieuwe aan via het menu Beveiliging.");
  clean("nl", "codes", "Prijzen deze week: 12,50; 14,95; 9,99; 24,00; 3,49");
  clean("nl", "codes", `ritnummers vandaag: ${eight(6).map((x) => "NL" + x).join(", ")}`);
  clean("nl", "codes", "De vergadering is verplaatst, ID 842 1190 3376, begint om 14:00");
  clean("en", "codes", `Order numbers for the return: #${d(7)}, #${d(7)}, #${d(7)}`);
  clean("en", "codes", "where do I find the backup codes for my Google account?");
  clean("en", "codes", `sha256: ${f.chars(HEX, 64)}  zoe-1.4.2.tar.gz`);
  clean("en", "codes", "Tracking numbers: 1Z 999 AA1 01 2345 6784 and 1Z 999 AA1 01 2345 6791");
  clean("en", "codes", "Lottery numbers this week: 3 12 19 27 33 41, bonus 8");
  clean("de", "codes", `Teilenummern: 4711-0815, 4711-0816, 4711-0817, 4711-0818`);
  clean("de", "codes", "die Wiederherstellungscodes liegen im Tresor, frag Herbert");
  clean("de", "codes", "Zimmer 204, 206, 315, 318 und 402 sind frei");
  clean("fr", "codes", "les codes de secours se trouvent dans les paramètres, rubrique sécurité");
  clean("fr", "codes", "codes promo de la semaine : NOEL10, HIVER15, SOLDES20");
  clean("fr", "codes", "vols du jour : AF1234 à 07:15, AF1240 à 09:40, AF1252 à 13:05");
  clean("es", "codes", "versiones publicadas: 3.2.1, 3.2.2, 3.3.0 y 3.4.0-beta");
  clean("es", "codes", "los códigos de respaldo de Gmail se generan en la configuración de seguridad");
  clean("it", "codes", "camere 204, 206, 315, 318 e 402, colazione dalle 7:00 alle 10:30");
  clean("it", "codes", "i codici di backup li ho stampati e messi nel cassetto");
  clean("pt", "codes", "preços: 12,50 €; 14,95 €; 9,99 €; 24,00 €");
  clean("pt", "codes", "os códigos de backup do Google estão na gaveta da secretária");

  // ---------------------------------------------------------------------------------------------
  // address: lower case, abbreviations, a flat or floor after the number, a PO box, postcode before the town.
  const town = (): string => cap(w(2));
  pii("de", "address", "paket bitte an $, klingeln bei mir", `lindenweg ${f.int(2, 88)}, 3. stock links, 04${d(3)} leipzig`, "");
  pii("de", "address", "Meine neue Adresse: $", `Hauptstr. ${f.int(2, 120)}a, Whg. ${f.int(1, 30)}, 70${d(3)} Stuttgart`, "");
  pii("de", "address", "Post bitte nur noch an $ schicken", `Postfach ${d(2)} ${d(2)} ${d(2)}, 50${d(3)} Köln`, "");
  pii("de", "address", "wohne jetzt in der $", `goethestr. ${f.int(2, 60)}, 2. og, 80${d(3)} münchen`, "");
  pii("fr", "address", "j'habite au $ maintenant", `${f.int(2, 90)} bis rue des Lilas, appt ${f.int(1, 9)}B, 69${d(3)} Lyon`, "");
  pii("fr", "address", "livrer au $ svp", `${f.int(2, 90)} av. jean jaurès, 3e étage, 31${d(3)} toulouse`, "");
  pii("fr", "address", "Courrier à envoyer : $", `BP ${f.int(10, 999)}, 33${d(3)} Bordeaux Cedex`, "");
  pii("nl", "address", "Stuur de post voortaan naar $", `Postbus ${f.int(100, 9999)}, 3${d(3)} AB Utrecht`, "");
  pii("nl", "address", "mijn adres is $, bel maar aan", `laan van meerdervoort ${f.int(10, 400)}-B, 25${d(2)} AJ den haag`, "");
  pii("nl", "address", "Huurder woont op $", `Dorpsstraat ${f.int(2, 99)} bis, 1${d(3)} KL ${town()}`, "");
  pii("en", "address", "new tenant is at $ from Monday", `Flat 3, ${f.int(2, 99)} Elm Grove, Bristol BS6 5AP`, "");
  pii("en", "address", "ship it to $ please", `${f.int(10, 9999)} Maple Ave Apt 5C, Springfield, IL 62704`, "");
  pii("en", "address", "Mail for me goes to $ now", `PO Box ${f.int(100, 9999)}, Austin, TX 78765`, "");
  pii("en", "address", "grandad lives at $", `${f.int(2, 99)}b church lane, leeds ls6 2dp`, "");
  pii("es", "address", "mi dirección nueva: $", `c/ Mayor ${f.int(2, 99)}, 3º B, 28${d(3)} Madrid`, "");
  pii("es", "address", "envíalo a: $", `Apartado de Correos ${f.int(100, 9999)}, 46${d(3)} Valencia`, "");
  pii("it", "address", "abito in $, citofono Rossi", `via dei mille ${f.int(2, 99)}, int. ${f.int(1, 20)}, 00${f.int(110, 199)} roma`, "");
  pii("it", "address", "Spedire a: $", `Casella Postale ${f.int(10, 999)}, 20${d(3)} Milano`, "");
  pii("pt", "address", "a minha morada é $", `Rua do Almada ${f.int(2, 300)}, 3.º Dto, 4050-${d(3)} Porto`, "");
  pii("pt", "address", "entrega na $, por favor", `av. da liberdade ${f.int(2, 250)}, 5º esq, 1250-${d(3)} lisboa`, "");
  pii("pt", "address", "meu endereço: $", `Rua Haddock Lobo, ${f.int(10, 999)}, ap. ${f.int(11, 99)}, 01414-${d(3)} São Paulo`, "");

  clean("de", "address", `Bestellung ${d(3)}-${d(7)} an das Lager Leipzig geschickt`);
  clean("de", "address", "Raum 3.14 im Hauptgebäude, Treffen um 10:00");
  clean("de", "address", "Die Hauptstraße ist ab Montag für 3 Wochen gesperrt");
  clean("de", "address", "Postfach voll, bitte alte Mails löschen");
  clean("fr", "address", "la rue des Lilas est fermée jusqu'au 12 décembre");
  clean("fr", "address", "Prix : 1 299,00 € TTC, livraison sous 3 à 5 jours");
  clean("nl", "address", "Postbus-actie loopt tot 31 december, zaal 2 om 20:00");
  clean("nl", "address", "het pakket met track & trace 3SABCD1234567 komt morgen");
  clean("en", "address", "Room 221B at the conference centre, 9:30 sharp");
  clean("en", "address", "PO box rental fees went up to $85 a year");
  clean("en", "address", "Flight UA 1540 lands at 6:45 pm at gate B12");
  clean("es", "address", "la calle Mayor está cortada por obras hasta el día 15");
  clean("it", "address", "via dei mille è chiusa, usa il parcheggio al piano -2");
  clean("pt", "address", "A Rua do Almada tem as melhores lojas de discos do Porto");
  clean("pt", "address", "Fatura nº 2026/00418 no valor de 149,90 €");

  // ---------------------------------------------------------------------------------------------
  // mail-id-phone: spelled e-mail, national ids with spaces or in lower case, phones with "+" and brackets or split over a line.
  const [a, b] = [w(2), w(3)];
  pii("en", "mail-id-phone", "email me at $ instead", `${a} underscore ${b} at yahoo dot co dot uk`, "");
  pii("de", "mail-id-phone", "schreib mir an $", `${a}.${b} [at] web [punkt] de`, "");
  pii("fr", "mail-id-phone", "mon mail c'est $", `${w(2)} tiret ${w(2)} arobase orange point fr`, "");
  pii("nl", "mail-id-phone", "mail me op $", `${w(2)} apestaart ziggo punt nl`, "");
  pii("es", "mail-id-phone", "mi correo: $", `${w(2)} arroba hotmail punto com`, "");
  pii("it", "mail-id-phone", "scrivimi a $", `${w(2)} at libero punto it`, "");
  pii("pt", "mail-id-phone", "o meu email é $", `${w(2)} arroba sapo ponto pt`, "");
  const sid = f.steuerId();
  pii("de", "mail-id-phone", "meine steuer-id lautet $", sid.replace(/ /g, ""), "");
  pii("de", "mail-id-phone", "Steuerliche Identifikationsnummer $ (fürs Finanzamt)", sid, "");
  pii("fr", "mail-id-phone", "mon numéro de sécu : $", nir(f), "");
  const bs = f.bsn();
  pii("nl", "mail-id-phone", "burgerservicenummer: $", `${bs.slice(0, 3)} ${bs.slice(3, 6)} ${bs.slice(6)}`, "");
  pii("it", "mail-id-phone", "il mio codice fiscale è $", codiceFiscale(f).toLowerCase(), "");
  const dn = f.dni();
  pii("es", "mail-id-phone", "DNI $ para la reserva", `${dn.slice(0, 8)} ${dn.slice(8)}`, "");
  const nf = nifPt(f);
  pii("pt", "mail-id-phone", "o meu NIF é $", `${nf.slice(0, 3)} ${nf.slice(3, 6)} ${nf.slice(6)}`, "");
  pii("pt", "mail-id-phone", "CPF da minha avó: $", f.cpf().replace(/\D/g, ""), "");
  pii("en", "mail-id-phone", "call me on $ after six", `+44 (0)7${f.int(4, 9)}${d(2)} ${d(6)}`, "");
  pii("en", "mail-id-phone", "my cell is $, text first", `+1 (${f.int(202, 799)}) ${f.int(201, 989)}-${d(4)}`, "");
  pii("en", "mail-id-phone", "ring grandma on $ if I'm not back", `07${f.int(4, 9)}${d(2)} ${d(3)}\n${d(3)}`, "");
  pii("de", "mail-id-phone", "Handy: $", `+49 (0)15${f.int(1, 2)} ${d(8)}`, "");
  pii("de", "mail-id-phone", "ruf mich an unter $ (nach 18 Uhr)", `0171 / ${d(3)} ${d(4)}`, "");
  pii("fr", "mail-id-phone", "tél. $", `+33 (0)6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "");
  pii("fr", "mail-id-phone", "appelle-moi au $", `06 ${d(2)} ${d(2)}\n${d(2)} ${d(2)}`, "");
  pii("nl", "mail-id-phone", "bel me op $", `+31 (0)6 ${d(8)}`, "");
  pii("nl", "mail-id-phone", "mijn nummer: $", `06 - ${f.int(1, 5)}${d(7)}`, "");
  pii("es", "mail-id-phone", "mi móvil es el $", `+34 (6${d(2)}) ${d(3)} ${d(3)}`, "");
  pii("it", "mail-id-phone", "il mio cell: $", `+39 (3${f.int(20, 49)}) ${d(7)}`, "");

  clean("en", "mail-id-phone", `my checksum was ${f.chars(HEX, 40)}, same as the release notes`);
  clean("en", "mail-id-phone", `the docs say ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX goes in the config`);
  clean("en", "mail-id-phone", "call me at 5 after my shift");
  clean("en", "mail-id-phone", "scan_2026@300dpi.pdf is the good one, ignore the other");
  clean("en", "mail-id-phone", "Order 4471-2209-18 shipped on 03/12/2026");
  clean("de", "mail-id-phone", "Teilenummer 0 281 002 315 ist wieder lieferbar");
  clean("de", "mail-id-phone", "Rechnung Nr. 2026-04418 über 149,90 €, fällig am 15.12.2026");
  clean("de", "mail-id-phone", "Meeting-ID: 874 2210 3391, Beginn 14:30");
  clean("fr", "mail-id-phone", "le colis 6A12345678901 arrive demain entre 8h et 13h");
  clean("fr", "mail-id-phone", "vol AF 1234, départ 07:15, porte K42");
  clean("nl", "mail-id-phone", "Zaak 2026-118734 staat gepland op 14-01-2027 om 09:30");
  clean("nl", "mail-id-phone", "versie 2.10.1 draait sinds 04-12-2026 op alle kassa's");
  clean("es", "mail-id-phone", "lote nº 2207634, caduca 11/2027");
  clean("it", "mail-id-phone", "ISBN 978-88-04-71234-5, 18,50 €");
  clean("pt", "mail-id-phone", "ID da reunião: 912 3380 4471, senha no convite");
  clean("pt", "mail-id-phone", "pedido nº 2026-558812, entrega em 3 dias úteis");
  return out;
}

const cases = probe36g();
const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c }));

describe("outside probe (g), #36: the batch holds what it says", () => {
  it("about twenty sensitive sentences per family with clean look-alikes, in all seven languages", () => {
    const floor = { sensitive: 20, clean: 15, languages: 7 };
    expectProbeGroups(cases, { prose: floor, codes: floor, address: floor, "mail-id-phone": floor });
  });
});

describe("outside probe (g), #36: an owner's line as it goes out in redact mode, region unset", () => {
  it.each(named)("$name", ({ c }) => expectSentAsOwnerSees(c));
});

/**
 * A second, smaller batch written after the first pass's fixes and committed before running them:
 * more Dutch and English code lists, personal values and clean lines in the families the untuned
 * part still misses (its first pass is recorded in docs/privacy-gate.md).
 */
function probe36gSecond(seed = 0x36a8 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec, pii, clean } = corpusBuilders(out, "clean-2");
  const d = (n: number): string => f.digits(n);
  const lowAl = (n: number): string => f.chars(LOWER + DIGITS, n);
  const name = (): string => f.pick(["joris", "anouk", "priya", "maeve", "tomasz", "ines", "pieter", "lotte"]);
  sec("nl", "codes", "Google-herstelcodes (elke code werkt één keer):\n$", Array.from({ length: 8 }, () => `• ${d(4)} ${d(4)}`).join("\n"));
  sec("nl", "codes", "mijn back-up codes: $", Array.from({ length: 6 }, () => `${f.int(1, 9)}${d(7)}`).join(" - "));
  sec("nl", "codes", "noodcodes voor Bitwarden: $", Array.from({ length: 6 }, () => lowAl(10)).join(", "));
  sec("nl", "codes", "Hier de codes van Proton, zet ze in de kluis: $", Array.from({ length: 6 }, (_, i) => `${i + 1}) ${lowAl(4)}-${lowAl(4)}`).join(" "));
  sec("en", "codes", "the recovery codes are: $", Array.from({ length: 6 }, () => `${d(4)} ${d(4)}`).join(", "));
  sec("en", "codes", "Kindly find the backup codes of my gmail below\n$", Array.from({ length: 10 }, () => `${f.int(1, 9)}${d(7)}`).join("\n"));
  sec("de", "codes", "Backupcodes Authenticator (nicht teilen):\n$", Array.from({ length: 5 }, () => `${lowAl(5)}-${lowAl(5)}`).join("\n"));
  pii("en", "mail", "reach me at $ anytime", `${name()} underscore ${name()} at hotmail dot co dot uk`, "");
  pii("nl", "phone", "vaste lijn: $", `+31 (0)20 ${d(3)} ${d(4)}`, "");
  pii("fr", "phone", "fixe : $", `+33 (0)1 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "");
  pii("de", "address", "ich wohne in der $", `bahnhofstraße ${f.int(2, 90)}, 1. og rechts, 10${d(3)} berlin`, "");
  pii("nl", "address", "ons adres: $", `kerkstraat ${f.int(2, 90)}-huis, 1${d(3)} AB amsterdam`, "");
  clean("en", "Your new PIN will arrive by post within 5 working days");
  clean("en", "the pass code for the lift is on the noticeboard by reception");
  clean("en", "the Netflix one is fine, the Disney one went up to £7.99");
  clean("en", "login is admin by default, change it on first boot");
  clean("en", "creds rotated at 09:30, see ticket INC0012345 for details");
  clean("fr", "code postal 75011, c'est dans le 11e arrondissement");
  clean("fr", "le mot de passe doit contenir 12 caractères dont 1 chiffre");
  clean("it", "il codice è lo stesso di prima, non serve cambiarlo");
  clean("it", "la password del wifi è scritta sul retro del router");
  clean("nl", "herstelcodes opnieuw aangemaakt op 04-12-2026 om 21:14");
  return out;
}

describe("outside probe (g), #36: a second batch, written before running it", () => {
  it.each(probe36gSecond().map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c })))("$name", ({ c }) => expectSentAsOwnerSees(c));
});

// Written after the first pass, to hold the rules it led to (lower-case streets before a postcode,
// a login word's value, "'s" and "set it as", a number broken over two lines) to clean text that looks like their input.
describe("outside probe (g), #36: what the new rules must leave alone", () => {
  it.each([
    "we did 3 long road trips in 2024 and 2025",
    "via email 3 volte, poi 20100 copie spedite",
    "my login is JohnDoe85, the password I'll send separately",
    "Login is jane.doe for the portal, the username field is case sensitive",
    "the password's length is 12 characters now",
    "it's v2.4.1 - the password manager update",
    "I set it as 2026-12-05 in the login form",
    "call me about the invoices\n2026 04418 and 2026\n04419",
    "le rendez-vous est au 12 rue des lilas, salle 3, à 14h",
    "Seizoenen: 1) 2024-2025 2) 2025-2026 3) 2026-2027 4) 2027-2028",
    "Afspraken: 1) 09:00-10:30 2) 11:00-12:00 3) 13:30-15:00 4) 16:00-17:00",
  ])("%s", (text) => {
    expect(corpusFaults({ label: "clean", family: "probe-g-after", text, region: "" })).toEqual([]);
  });
});
