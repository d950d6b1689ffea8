/**
 * The inputs of outside probe (m) of issue #36 (privacy/__tests__/probe-36m.test.ts), written by a
 * tester who had not run the gate on them, before running it. New angles next to probes (k) and (l):
 * chat-typed forms (no accents, lower case, "e'" for "è", typos in the keyword: "pasword", "wachtwort",
 * "contrasena"); a value said a couple of messages' worth of text after its keyword ("the password? …
 * it's X"); a value after a colon-less label on a form-like line ("Nome utente mario Password X");
 * recovery codes as numbered lists on one line, comma-separated or grouped 4-4; e-mail obfuscated with
 * "dot"/"punto"/"ponto"/"punt"/"Punkt" and brackets ("[at]", "{at}", "(a)"); national ids with spaces
 * or dashes inside and their label abbreviated or misspelt; phones with the country code in words
 * ("plus 31", "00 39"), with extensions, typed with dots; redaction-leak shapes; and clean look-alikes
 * of the same shapes (versions, ISBNs, order and tracking codes, sort codes in prose, timestamps,
 * scores, sizes, coordinates, hex colours, git SHAs in a dev chat). All seven languages, Dutch the most.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER, capitalised } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";

export type Probe36mFamily = "email_obfuscated" | "national_id" | "phone" | "prose_password" | "recovery_codes" | "leak" | "lookalike";
export interface Probe36mCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36mFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36m(seed = 0x36d0 + Number(process.env.PROBE_SEED ?? 0)): Probe36mCase[] {
  const f = new Fakes(seed);
  const out: Probe36mCase[] = [];
  const { sec, pii, twice, many, alike: clean } = corpusBuilders(out, null, { region: "" });

  const d = (n: number): string => f.digits(n);
  const nz = (): string => String(f.int(1, 9));
  const cap = capitalised;
  const sign = (): string => f.pick(["!", "#", "*", "&", "$", "+"]);
  const WORDS: Record<CorpusLang, string[]> = {
    en: ["biscuit", "walrus", "copper", "meadow", "sprocket", "juniper", "anchor", "falcon", "ginger", "orchid"],
    de: ["dackel", "kirsche", "hummel", "zwiebel", "eichel", "murmel", "kastanie", "rabe", "igel", "wiese"],
    fr: ["pigeon", "citron", "hibou", "noisette", "marron", "ecureuil", "violette", "cactus", "biscotte", "chaton"],
    es: ["perro", "canela", "bellota", "tomate", "girasol", "pulpo", "sandia", "nube", "lince", "olivo"],
    pt: ["macaco", "goiaba", "canela", "sapato", "bolacha", "tucano", "amora", "chuva", "castanha", "lontra"],
    it: ["volpe", "arancia", "gelato", "riccio", "castagna", "pappagallo", "nocciola", "tigre", "fragola", "vespa"],
    nl: ["hagel", "kikker", "stroop", "wortel", "eekhoorn", "knikker", "tompouce", "vlinder", "bever", "appel"],
  };
  const word = (l: CorpusLang): string => f.pick(WORDS[l]);
  /** A password as owners pick them, in the words of their language. */
  const pw = (l: CorpusLang): string => {
    switch (f.int(0, 4)) {
      case 0: return `${cap(word(l))}${d(4)}${sign()}`;
      case 1: return `${word(l)}${sign()}${word(l)}${d(2)}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, f.int(9, 13));
      case 3: return `${cap(word(l))}.${d(3)}.${cap(word(l))}`;
      default: return `${word(l)}${d(2)}${cap(word(l))}`;
    }
  };
  const pin = (n = f.int(4, 6)): string => `${nz()}${d(n - 1)}`;
  const NAMES = ["fleur", "thijs", "julia", "milan", "sara", "finn", "chiara", "matteo", "carla", "diego", "rita", "tiago", "lena", "felix", "chloe", "hugo", "amy", "owen"];
  const SURN = ["dekker", "mulder", "vos", "hendriks", "weber", "fischer", "lefevre", "moreau", "ruiz", "navarro", "costa", "pereira", "russo", "ferrari", "evans", "hughes"];
  const nm = (): string => f.pick(NAMES);
  const sn = (): string => f.pick(SURN);
  const loc = (): string => f.pick([`${nm()}.${sn()}`, `${nm()}${d(2)}`, `${nm()}_${sn()}${d(1)}`, `${sn()}${nm().charAt(0)}`]);

  // =============================================================================================
  // prose_password: chat-typed (no accents, lower case, "e'", typos), said a message later, after a
  // colon-less label on a form-like line.
  sec("en", "prose_password", "the pasword for the router is $", pw("en"));
  sec("en", "prose_password", "wifi passwrd $ if anyone asks", pw("en"));
  sec("en", "prose_password", "whats the password again?\nhang on, checking the fridge note\nok its $", pw("en"));
  sec("en", "prose_password", "Account details\nUsername owen.h Password $\nPlan family", pw("en"));
  sec("en", "prose_password", "login owen_h pass $", pw("en"));
  clean("en", "prose_password", "the pasword reset link expired again");
  clean("en", "prose_password", "Account details\nUsername owen.h Password forgotten\nPlan family");
  clean("en", "prose_password", "whats the password again?\nhang on, checking the fridge note\nok its on the back of the router");

  sec("de", "prose_password", "passwort fuers wlan ist $", pw("de"));
  sec("de", "prose_password", "das pw vom router lautet $", pw("de"));
  sec("de", "prose_password", "Passwrot fürs Mailkonto: $", pw("de"));
  sec("de", "prose_password", "wie war nochmal das Kennwort?\nmoment, ich schau auf den Zettel\nalso: $", pw("de"));
  sec("de", "prose_password", "Benutzername felix_w Passwort $ Tarif Basis", pw("de"));
  clean("de", "prose_password", "passwort fuers wlan ist abgelaufen, muss neu");
  clean("de", "prose_password", "Benutzername felix_w Passwort vergessen Tarif Basis");

  sec("fr", "prose_password", "le mot de passe c est $", pw("fr"));
  sec("fr", "prose_password", "mdp = $", pw("fr"));
  sec("fr", "prose_password", "le mot de pass du wifi est $", pw("fr"));
  sec("fr", "prose_password", "c'est quoi le mot de passe de netflix ?\nattends je regarde\nah voila : $", pw("fr"));
  sec("fr", "prose_password", "Identifiant chloe.m Mot de passe $ Offre Famille", pw("fr"));
  clean("fr", "prose_password", "le mot de passe c est celui de d'habitude");
  clean("fr", "prose_password", "mdp oublie, je refais une demande");

  sec("es", "prose_password", "la contrasena del wifi es $", pw("es"));
  sec("es", "prose_password", "contraseña de la app del banco $", pw("es"));
  sec("es", "prose_password", "la contrasenia es $", pw("es"));
  sec("es", "prose_password", "cual era la clave del router?\nespera que lo miro\nya: $", pw("es"));
  sec("es", "prose_password", "Usuario diego_r Contraseña $ Plan básico", pw("es"));
  clean("es", "prose_password", "la contrasena del wifi es muy larga, no me acuerdo");
  clean("es", "prose_password", "Usuario diego_r Contraseña incorrecta Plan básico");

  sec("pt", "prose_password", "a senha do wifi e $", pw("pt"));
  sec("pt", "prose_password", "palavra passe do portal: $", pw("pt"));
  sec("pt", "prose_password", "a sennha é $", pw("pt"));
  sec("pt", "prose_password", "qual é a senha da netflix?\nespera, vou ver\npronto: $", pw("pt"));
  sec("pt", "prose_password", "Utilizador tiago.c Senha $ Plano base", pw("pt"));
  clean("pt", "prose_password", "a senha do wifi e a mesma de sempre");
  clean("pt", "prose_password", "Utilizador tiago.c Senha expirada Plano base");

  sec("it", "prose_password", "la password e' $", pw("it"));
  sec("it", "prose_password", "la pasword del wifi e' $", pw("it"));
  sec("it", "prose_password", "Nome utente matteo.r Password $", pw("it"));
  sec("it", "prose_password", "qual e' la password di netflix?\naspetta che guardo\necco: $", pw("it"));
  sec("it", "prose_password", "il pin della carta e' $", pin(5));
  clean("it", "prose_password", "la password e' scaduta, devo cambiarla");
  clean("it", "prose_password", "Nome utente matteo.r Password dimenticata");

  sec("nl", "prose_password", "het wachtwort is $", pw("nl"));
  sec("nl", "prose_password", "wachtwoord van de wifi is $", pw("nl"));
  sec("nl", "prose_password", "wachtwoord ziggo $ (hoofdletter!)", pw("nl"));
  sec("nl", "prose_password", "wat was het wachtwoord ook alweer?\nff kijken\nhet is $", pw("nl"));
  sec("nl", "prose_password", "Gebruikersnaam fleur_d Wachtwoord $ Abonnement basis", pw("nl"));
  sec("nl", "prose_password", "ww van de mail is $", pw("nl"));
  sec("nl", "prose_password", "pincode nieuwe pas $", pin(4));
  clean("nl", "prose_password", "het wachtwort is verlopen, moet een nieuwe aanvragen");
  clean("nl", "prose_password", "Gebruikersnaam fleur_d Wachtwoord vergeten Abonnement basis");
  clean("nl", "prose_password", "wat was het wachtwoord ook alweer?\nff kijken\nhet staat in de app");

  // =============================================================================================
  // recovery codes: numbered on one line, comma-separated, grouped 4-4.
  const dashed = (): string => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`;
  const fourFour = (): string => `${f.chars(LOWER + DIGITS, 4)} ${f.chars(LOWER + DIGITS, 4)}`;
  const eight = (): string => d(8);
  const codes = (n: number, g: () => string): string[] => Array.from({ length: n }, g);
  const numberedLine = (n: number): string => Array.from({ length: n }, (_, i) => `${i + 1}) $${i + 1}`).join(" ");
  const commaList = (n: number): string => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(", ");
  const lines = (n: number, numbered = false): string => Array.from({ length: n }, (_, i) => (numbered ? `${i + 1}. $${i + 1}` : `$${i + 1}`)).join("\n");

  many("secret", "en", "recovery_codes", `backup codes for my google acct: ${numberedLine(6)}`, codes(6, eight));
  many("secret", "en", "recovery_codes", `recovery codes (dropbox) ${commaList(8)}`, codes(8, dashed));
  many("secret", "en", "recovery_codes", `2fa backup codes\n${lines(8)}`, codes(8, fourFour));
  clean("en", "recovery_codes", "order numbers: 10023411, 10023412, 10023413, 10023414");
  clean("en", "recovery_codes", "1) 10:00 standup 2) 11:30 review 3) 14:00 planning 4) 16:00 retro");

  many("secret", "de", "recovery_codes", `backup codes vom google konto ${commaList(8)}`, codes(8, eight));
  many("secret", "de", "recovery_codes", `Wiederherstellungscodes:\n${lines(8, true)}`, codes(8, fourFour));
  clean("de", "recovery_codes", "Rechnungsnummern: 20231144, 20231145, 20231146, 20231147");

  many("secret", "fr", "recovery_codes", `codes de recuperation : ${commaList(8)}`, codes(8, dashed));
  many("secret", "fr", "recovery_codes", `codes de secours google ${numberedLine(6)}`, codes(6, eight));
  clean("fr", "recovery_codes", "numéros de colis : 6A1234, 6A1235, 6A1236, 6A1237");

  many("secret", "es", "recovery_codes", `codigos de recuperacion de instagram: ${commaList(8)}`, codes(8, eight));
  many("secret", "es", "recovery_codes", `códigos de respaldo\n${lines(8)}`, codes(8, fourFour));
  clean("es", "recovery_codes", "pedidos pendientes: 100231, 100232, 100233, 100234, 100235");

  many("secret", "pt", "recovery_codes", `codigos de recuperacao da conta ${numberedLine(8)}`, codes(8, dashed));
  many("secret", "pt", "recovery_codes", `códigos de backup: ${commaList(8)}`, codes(8, fourFour));
  clean("pt", "recovery_codes", "1) 09:00 dentista 2) 11:00 banco 3) 15:30 escola 4) 18:00 ginásio");

  many("secret", "it", "recovery_codes", `codici di recupero ${commaList(8)}`, codes(8, eight));
  many("secret", "it", "recovery_codes", `codici di backup di google:\n${lines(6, true)}`, codes(6, fourFour));
  clean("it", "recovery_codes", "versioni testate: 3.11.2, 3.11.3, 3.12.0, 3.12.1");

  many("secret", "nl", "recovery_codes", `herstelcodes: ${commaList(8)}`, codes(8, dashed));
  many("secret", "nl", "recovery_codes", `back-upcodes van google ${numberedLine(8)}`, codes(8, eight));
  many("secret", "nl", "recovery_codes", `reservecodes voor de 2fa\n${lines(8)}`, codes(8, fourFour));
  many("secret", "nl", "recovery_codes", `herstel codes microsoft ${commaList(6)}`, codes(6, dashed));
  clean("nl", "recovery_codes", "bestelnummers: 40118832, 40118833, 40118834, 40118835");
  clean("nl", "recovery_codes", "1) 08:30 tandarts 2) 10:00 school 3) 13:15 kapper 4) 17:45 voetbal");
  clean("nl", "recovery_codes", "commits van vandaag: 3f9a2c1, 8be0d44, a71c9e2, 0d5f1b3");

  // =============================================================================================
  // e-mail obfuscated with "dot"/"punto"/"ponto"/"punt"/"Punkt" and brackets.
  pii("en", "email_obfuscated", "reach me at $", `${loc()} {at} gmail {dot} com`);
  pii("en", "email_obfuscated", "email $ for the tickets", `${loc()}(a)outlook.com`);
  pii("en", "email_obfuscated", "my address is $", `${loc()} [at] yahoo [dot] co [dot] uk`);
  pii("en", "email_obfuscated", "send it to $ pls", `${loc()} at protonmail dot com`);
  clean("en", "email_obfuscated", "pick (a) or (b) and reply by friday");
  clean("en", "email_obfuscated", "see you {at} the station, dot on 5");

  pii("de", "email_obfuscated", "meine mail: $", `${loc()} [at] web punkt de`);
  pii("de", "email_obfuscated", "Mail an $ schicken", `${loc()}(a)gmx.de`);
  pii("de", "email_obfuscated", "erreichbar unter $", `${loc()} {at} posteo {punkt} de`);
  clean("de", "email_obfuscated", "Treffpunkt Punkt 12 Uhr am Rathaus, at the latest halb eins");

  pii("fr", "email_obfuscated", "mon mail : $", `${loc()} [at] orange [point] fr`);
  pii("fr", "email_obfuscated", "écris-moi sur $", `${loc()} (a) free point fr`);
  pii("fr", "email_obfuscated", "adresse $", `${loc()} arobase gmail.com`);
  clean("fr", "email_obfuscated", "réponds (a) ou (b) avant jeudi, point final");

  pii("es", "email_obfuscated", "mi mail es $", `${loc()} [at] gmail punto com`);
  pii("es", "email_obfuscated", "escribeme a $", `${loc()} (a) hotmail punto es`);
  pii("es", "email_obfuscated", "correo: $", `${loc()} {arroba} yahoo {punto} es`);
  clean("es", "email_obfuscated", "punto 2 del orden del día: cuotas (a) y (b)");

  pii("pt", "email_obfuscated", "meu email e $", `${loc()} [at] gmail ponto com`);
  pii("pt", "email_obfuscated", "manda para $", `${loc()} (a) sapo ponto pt`);
  pii("pt", "email_obfuscated", "e-mail $", `${loc()} arroba uol ponto com ponto br`);
  clean("pt", "email_obfuscated", "ponto de encontro às 8, opção (a) ou (b)");

  pii("it", "email_obfuscated", "la mia mail e' $", `${loc()} [at] libero punto it`);
  pii("it", "email_obfuscated", "scrivimi a $", `${loc()} (a) gmail punto com`);
  pii("it", "email_obfuscated", "indirizzo email $", `${loc()} {chiocciola} tiscali {punto} it`);
  clean("it", "email_obfuscated", "punto 3: scegliere (a) o (b) entro venerdì");

  pii("nl", "email_obfuscated", "mijn mail is $", `${loc()} [at] ziggo punt nl`);
  pii("nl", "email_obfuscated", "mail naar $", `${loc()}(a)kpnmail.nl`);
  pii("nl", "email_obfuscated", "emailadres $", `${loc()} {at} gmail {punt} com`);
  pii("nl", "email_obfuscated", "stuur het naar $ aub", `${loc()} (at) hotmail punt nl`);
  pii("nl", "email_obfuscated", "mailen kan via $", `${loc()} apenstaartje outlook.com`);
  pii("nl", "email_obfuscated", "mijn werkmail: $", `${loc()} at ${f.pick(["gemeente", "zorggroep", "bouwbedrijf"])}${d(2)} punt nl`);
  clean("nl", "email_obfuscated", "punt 2 van de agenda: kies (a) of (b)");
  clean("nl", "email_obfuscated", "we zien elkaar {at} de kantine, punt uit");

  // =============================================================================================
  // national ids with spaces or dashes inside, labels abbreviated or misspelt.
  const spacedBsn = (): string => { const b = f.bsn(); return `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`; };
  const dashedBsn = (): string => { const b = f.bsn(); return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)}`; };
  const steuerDashed = (): string => f.steuerId().replace(/ /g, "-");
  const nirDashed = (): string => nir(f).replace(/ /g, "-");
  const dniSpaced = (): string => { const x = f.dni(); return `${x.slice(0, 2)} ${x.slice(2, 5)} ${x.slice(5, 8)} ${x.slice(8)}`; };
  const nifSpaced = (): string => { const x = nifPt(f); return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`; };
  const cfSpaced = (): string => { const c = codiceFiscale(f); return `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6, 11)} ${c.slice(11)}`; };
  pii("en", "national_id", "soc sec no $", f.ssn());
  pii("en", "national_id", "SSN# $ for the tax form", f.ssn().replace(/-/g, " "));
  pii("en", "national_id", "my NI no is $", f.nino());
  pii("en", "national_id", "social securty number $", f.ssn());
  clean("en", "national_id", "sort code 20-45-77 is on the cheque book, nothing else needed");
  clean("en", "national_id", "ISBN 978-0-306-40615-7 is the edition we need");

  pii("de", "national_id", "steuer id nr $", steuerDashed());
  pii("de", "national_id", "Steuer-IdNr: $", f.steuerId());
  pii("de", "national_id", "meine steuerident. ist $", f.steuerId().replace(/ /g, ""));
  clean("de", "national_id", "Sendungsnummer 12-345-678-90 ist in Zustellung");

  pii("fr", "national_id", "num secu $", nirDashed());
  pii("fr", "national_id", "n° sécu : $", nir(f));
  pii("fr", "national_id", "numero de securite sociale $", nir(f).replace(/ /g, ""));
  clean("fr", "national_id", "numéro de commande 1-84-07-75-112-03, livraison lundi");

  pii("es", "national_id", "D.N.I. $", dniSpaced());
  pii("es", "national_id", "dni num $", f.dni());
  { const x = f.dni(); pii("es", "national_id", "mi nº de dni es $", `${x.slice(0, 8)}-${x.slice(8)}`); }
  clean("es", "national_id", "nº de pedido 12 345 678 B, llega el martes");

  pii("pt", "national_id", "nif $", nifSpaced());
  pii("pt", "national_id", "nº contribuinte $", nifPt(f));
  pii("pt", "national_id", "cpf n. $", f.cpf());
  clean("pt", "national_id", "nº encomenda 501 964 843, chega amanhã");

  pii("it", "national_id", "cod. fiscale $", cfSpaced());
  pii("it", "national_id", "codice fiscle $", codiceFiscale(f));
  pii("it", "national_id", "C.F. $", codiceFiscale(f).toLowerCase());
  clean("it", "national_id", "cod. articolo ABC 123 4567 esaurito");

  pii("nl", "national_id", "bsn nr $", spacedBsn());
  pii("nl", "national_id", "BSN-nummer: $", dashedBsn());
  pii("nl", "national_id", "burgerservicenr $", f.bsn());
  pii("nl", "national_id", "sofinummer $", f.bsn());
  pii("nl", "national_id", "burger service nummer $", spacedBsn());
  pii("nl", "national_id", "bsn van de kleine: $", dashedBsn());
  clean("nl", "national_id", "klantnr 1234 56 789, graag vermelden");
  clean("nl", "national_id", "KvK nr 6959-9084 staat op de factuur");
  clean("nl", "national_id", "rekeningnr eindigt op 4821, zie afschrift");

  // =============================================================================================
  // phones: country code in words, extensions, dots.
  pii("en", "phone", "call me on $", `plus 44 7${f.int(400, 999)} ${d(6)}`);
  pii("en", "phone", "office line $", `(${f.pick(["212", "415", "617"])}) ${f.int(201, 989)}-${d(4)} ext. ${d(3)}`);
  pii("en", "phone", "cell $", `${f.pick(["415", "303", "512"])}.${f.int(201, 989)}.${d(4)}`);
  clean("en", "phone", "version 4.12.1023 ships on monday");
  clean("en", "phone", "coordinates 52.3702, 4.8952 for the meetup");

  pii("de", "phone", "Handy $", `plus 49 1${f.pick(["51", "60", "71", "76"])} ${d(7)}`);
  pii("de", "phone", "Büro: $", `030 ${d(4)}-${d(2)} Durchwahl ${d(2)}`);
  pii("de", "phone", "erreichbar unter $", `0049 1${f.pick(["51", "71", "76"])} ${d(3)} ${d(4)}`);
  clean("de", "phone", "Paket 00 49 1234 5678 90 liegt in der Filiale");
  clean("de", "phone", "Zeitstempel 2026-12-06 03:14:15 im Log");

  pii("fr", "phone", "mon portable : $", `0${f.pick(["6", "7"])}.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  pii("fr", "phone", "appelle au $", `plus 33 ${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("fr", "phone", "standard $", `01 ${d(2)} ${d(2)} ${d(2)} ${d(2)} poste ${d(3)}`);
  clean("fr", "phone", "score final 3.2.1 au tirage, taille 42.5");

  pii("es", "phone", "mi movil $", `00 34 6${d(2)} ${d(3)} ${d(3)}`);
  pii("es", "phone", "telefono: $", `6${d(2)}.${d(3)}.${d(3)}`);
  pii("es", "phone", "llama al $", `más 34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  clean("es", "phone", "el partido acabó 2-1 y la entrada costó 12.50");

  pii("pt", "phone", "telemovel $", `00 351 9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`);
  pii("pt", "phone", "meu celular $", `mais 55 ${f.pick(["11", "21", "31"])} 9${d(4)}-${d(4)}`);
  pii("pt", "phone", "liga para $", `9${f.pick(["1", "2", "3", "6"])}${d(1)}.${d(3)}.${d(3)}`);
  clean("pt", "phone", "versão 2.14.0-beta.3 instalada");

  pii("it", "phone", "cellulare $", `00 39 3${f.int(20, 49)} ${d(3)} ${d(4)}`);
  pii("it", "phone", "chiamami al $", `3${f.int(20, 49)}.${d(3)}.${d(4)}`);
  pii("it", "phone", "ufficio $", `02 ${d(4)} ${d(4)} interno ${d(3)}`);
  clean("it", "phone", "coordinate 45.4642, 9.1900 per il ritrovo");

  pii("nl", "phone", "mijn nummer is $", `plus 31 6 ${d(8)}`);
  pii("nl", "phone", "bel $", `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  pii("nl", "phone", "mobiel $", `0031 6 ${d(4)} ${d(4)}`);
  pii("nl", "phone", "kantoor $", `020-${d(3)} ${d(4)} toestel ${d(3)}`);
  pii("nl", "phone", "nieuw nummer: $", `+31 (0)6-${d(8)}`);
  pii("nl", "phone", "app me op $", `06.${d(4)}.${d(4)}`);
  clean("nl", "phone", "versie 6.12.34.5678 staat klaar");
  clean("nl", "phone", "kleur #06a1b2, lettergrootte 12.5");
  clean("nl", "phone", "tijdstip 2026-12-06 06:12:34, score 3-1");

  // =============================================================================================
  // redaction leaks.
  twice("secret", "en", "leak", "the pasword is $\nyes really, $", pw("en"));
  { const m = `plus 44 7${f.int(400, 999)} ${d(6)}`; many("pii", "en", "leak", "my number is $1, i.e. $2", [m, m.replace("plus ", "+")]); }
  { const l = loc(); many("pii", "en", "leak", "email $1 (that's $2)", [`${l} [at] gmail [dot] com`, `${l}@gmail.com`]); }
  twice("secret", "de", "leak", "passwort fuers wlan ist $ nochmal $", pw("de"));
  { const s = f.steuerId(); many("pii", "de", "leak", "steuer id $1 also $2", [s, s.replace(/ /g, "-")]); }
  twice("secret", "fr", "leak", "le mot de passe c est $ je repete $", pw("fr"));
  { const n = nir(f); many("pii", "fr", "leak", "num secu $1 ou $2", [n, n.replace(/ /g, ".")]); }
  twice("secret", "es", "leak", "la contrasena es $ otra vez $", pw("es"));
  { const x = f.dni(); many("pii", "es", "leak", "dni $1 o sea $2", [x, `${x.slice(0, 8)}-${x.slice(8)}`]); }
  twice("secret", "pt", "leak", "a senha e $ de novo $", pw("pt"));
  { const x = nifPt(f); many("pii", "pt", "leak", "nif $1 ou $2", [x, `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`]); }
  twice("secret", "it", "leak", "la password e' $ ripeto $", pw("it"));
  { const c = codiceFiscale(f); many("pii", "it", "leak", "cf $1, cioe' $2", [c, `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6, 11)} ${c.slice(11)}`]); }
  twice("secret", "nl", "leak", "het wachtwort is $ nogmaals $", pw("nl"));
  { const p = pw("nl"); many("secret", "nl", "leak", "ww: $1\nlaatste stuk is $2", [p, p.slice(-5)]); }
  { const b = f.bsn(); many("pii", "nl", "leak", "bsn $1 of $2", [b, `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)}`]); }
  { const m = d(8); many("pii", "nl", "leak", "bel me op $1, dus $2", [`plus 31 6 ${m}`, `06${m}`]); }
  { const l = loc(); many("pii", "nl", "leak", "mail $1 of $2", [`${l} [at] ziggo punt nl`, `${l}@ziggo.nl`]); }
  clean("nl", "leak", "ordernr 40118832 nogmaals 40118832");
  clean("de", "leak", "Version 3.12.4 nochmal: 3.12.4");
  clean("en", "leak", "build 8f3a2c1 again, that's 8f3a2c1");

  // =============================================================================================
  // lookalikes: clean lines in the same shapes (dev chat, shop, sport, maps).
  const sha = (): string => f.chars(HEX, 40);
  const shortSha = (): string => f.chars(HEX, 7);
  const hexColour = (): string => `#${f.chars(HEX, 6)}`;
  clean("en", "lookalike", `merged ${shortSha()} into main, the fix is in ${sha()}`);
  clean("en", "lookalike", `use ${hexColour()} for the header and ${hexColour()} for links`);
  clean("en", "lookalike", "tracking 1Z 999 AA1 01 2345 6784, arrives thursday");
  clean("en", "lookalike", "the sort code in the letter is 40-47-84 and the branch is Leeds");
  clean("en", "lookalike", "disk is 512 GB, 3.5 inch, 7200 rpm");
  clean("de", "lookalike", `Commit ${shortSha()} behebt den Fehler, siehe ${sha()}`);
  clean("de", "lookalike", "ISBN 978-3-16-148410-0, zweite Auflage");
  clean("de", "lookalike", "Endstand 3:2, Halbzeit 1:1, Zuschauer 41.230");
  clean("de", "lookalike", "Koordinaten 48.1374, 11.5755, Treffpunkt am Brunnen");
  clean("fr", "lookalike", `le commit ${shortSha()} casse la CI, revert vers ${shortSha()}`);
  clean("fr", "lookalike", "colis 6A 123 456 789 01, livraison mardi");
  clean("fr", "lookalike", "couleur principale #1e3a5f, secondaire #f4a261");
  clean("es", "lookalike", `he subido ${shortSha()}, el hash completo es ${sha()}`);
  clean("es", "lookalike", "pedido nº 4051-2231-7788, entrega el viernes");
  clean("es", "lookalike", "resultado 2-1, minuto 88, tarjeta amarilla al 14");
  clean("pt", "lookalike", `o commit ${shortSha()} corrige o bug`);
  clean("pt", "lookalike", "encomenda LX 1234 5678 9PT a caminho");
  clean("pt", "lookalike", "tamanho 42, cor #2a9d8f, versão 1.4.2");
  clean("it", "lookalike", `ho fatto il merge di ${shortSha()} in develop`);
  clean("it", "lookalike", "ordine n. 2024-1187-3344, consegna giovedì");
  clean("it", "lookalike", "ISBN 978-88-04-66823-1, copertina rigida");
  clean("nl", "lookalike", `commit ${shortSha()} staat op main, volledige hash ${sha()}`);
  clean("nl", "lookalike", "bestelling 2024-1187-3344 is onderweg");
  clean("nl", "lookalike", "track en trace 3S DEVC 1234 5678, morgen bezorgd");
  clean("nl", "lookalike", "uitslag 4-2, rust 1-1, 12.500 toeschouwers");
  clean("nl", "lookalike", "coördinaten 52.0907, 5.1214 bij de Dom");
  clean("nl", "lookalike", "scherm 27 inch, 2560x1440, 144 Hz");
  clean("nl", "lookalike", "log: 2026-12-06T06:12:34Z job 4821 klaar");
  clean("nl", "lookalike", "achtergrond #0b3d91, tekst #ffffff");
  clean("nl", "lookalike", "IBAN staat op de factuur, sorteercode 20-45-77 gebruiken ze in Engeland");

  return out;
}
