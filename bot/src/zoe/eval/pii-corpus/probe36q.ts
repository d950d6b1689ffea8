/**
 * The inputs of outside probe (q) of issue #36 (privacy/__tests__/probe-36-q.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round looks at the shapes earlier
 * rounds left alone: a secret told in words inside a longer story ("so I finally changed it, the new
 * one for the bank is …, don't tell anyone"); a value given and then corrected ("pw is X… sorry, Y",
 * both must go); passwords in quotes of every language and in code spans and fences; credentials in
 * forwarded e-mails and pasted chat logs (headers, "> " quoting, "[18:02] Mama:" lines); lists of
 * accounts with passwords in a table or "site - user - pass" lines; PINs for cards, phones, SIMs,
 * doors and locks in every language with the words inflected ("Geheimzahl", "digicode", "pukcode",
 * "codice del portone", a PIN read out in words); personal data in the same forms (a signature in a
 * forwarded mail, a corrected IBAN, a table of contacts); redaction leaks (a value said twice, in part,
 * with its spaces removed, in the other case); and clean look-alikes of each (password policies, "the
 * PIN is on the back of the letter", "codice 3 della lista", postcodes, order and tracking numbers,
 * versions, times, prices, IBAN-looking product codes, a forwarded "your password was changed" mail).
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, LOWER, UPPER, capitalised } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { type CorpusCase, type CorpusLang, familyBuilders, grouped } from "./types.ts";

export type Probe36qFamily = "story" | "corrected" | "quoted" | "forwarded" | "account_list" | "pin" | "personal_forms" | "leak" | "lookalike";
export interface Probe36qCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36qFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36q(seed = 0x3800 + Number(process.env.PROBE_SEED ?? 0)): Probe36qCase[] {
  const f = new Fakes(seed);
  const out: Probe36qCase[] = [];
  const B = familyBuilders<Probe36qFamily>(out);

  const d = (n: number): string => f.digits(n);
  const FIRST: Record<CorpusLang, string[]> = {
    en: ["oliver", "grace", "harry", "megan", "liam", "chloe"],
    de: ["jonas", "lena", "felix", "hannah", "lukas", "marie"],
    fr: ["camille", "hugo", "lucas", "manon", "theo", "ines"],
    es: ["lucia", "diego", "carmen", "pablo", "sofia", "javier"],
    pt: ["joao", "beatriz", "tiago", "mariana", "rafael", "ines"],
    it: ["mario", "giulia", "luca", "chiara", "marco", "sara"],
    nl: ["jan", "fleur", "daan", "sanne", "bram", "lotte"],
  };
  const LAST: Record<CorpusLang, string[]> = {
    en: ["walker", "hughes", "bennett", "fletcher", "parker"],
    de: ["schneider", "hoffmann", "becker", "wagner", "krause"],
    fr: ["moreau", "lefebvre", "girard", "fontaine", "mercier"],
    es: ["navarro", "romero", "iglesias", "delgado", "ortega"],
    pt: ["ferreira", "carvalho", "almeida", "ribeiro", "teixeira"],
    it: ["rossi", "bianchi", "ferrari", "esposito", "colombo"],
    nl: ["devries", "jansen", "bakker", "visser", "smit"],
  };
  const MAIL: Record<CorpusLang, string[]> = {
    en: ["gmail.com", "outlook.com", "btinternet.com"],
    de: ["gmx.de", "web.de", "t-online.de"],
    fr: ["orange.fr", "free.fr", "laposte.net"],
    es: ["gmail.com", "hotmail.es", "yahoo.es"],
    pt: ["sapo.pt", "gmail.com", "uol.com.br"],
    it: ["libero.it", "gmail.com", "alice.it"],
    nl: ["ziggo.nl", "kpnmail.nl", "hotmail.com"],
  };
  const fn = (l: CorpusLang): string => f.pick(FIRST[l]);
  const ln = (l: CorpusLang): string => f.pick(LAST[l]);
  const cap = capitalised;
  const mail = (l: CorpusLang): string => `${fn(l)}.${ln(l)}${f.pick(["", d(2)])}@${f.pick(MAIL[l])}`;
  const user = (l: CorpusLang): string => `${fn(l)}${d(2)}`;
  const WORDS = ["tulip", "Zebra", "kanarie", "Mondo", "Sol", "Fuchs", "otter", "Biscuit", "citron", "Raposa", "Gatto", "Molen"];
  const pw = (): string => {
    switch (f.int(0, 4)) {
      case 0: return `${f.pick(WORDS)}${d(3)}${f.pick(["!", "#", "?"])}${f.chars(UPPER, 1)}`;
      case 1: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
      case 2: return `${f.pick(WORDS)}-${f.pick(WORDS)}-${d(2)}`;
      case 3: return `${f.pick(WORDS).toLowerCase()}${f.int(1960, 2025)}`;
      default: return `${f.chars(UPPER, 1)}${f.chars(LOWER, 5)}${d(4)}${f.pick(["%", "&", "*"])}`;
    }
  };
  const pin = (n = f.int(4, 6)): string => `${f.int(1, 9)}${d(n - 1)}`;
  const NUM: Record<CorpusLang, string[]> = {
    en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    de: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    fr: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    pt: ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    it: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    nl: ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
  };
  const inWords = (l: CorpusLang, digits: string, sep = " "): string => [...digits].map((c) => NUM[l][Number(c)]!).join(sep);
  const spaced4 = (v: string): string => grouped(v, 4, " ");
  const phone: Record<CorpusLang, () => string> = {
    en: () => `07${f.pick(["4", "5", "7", "8", "9"])}${d(2)} ${d(6)}`,
    de: () => `01${f.pick(["51", "60", "70", "76", "79"])} ${d(7)}`,
    fr: () => `0${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    es: () => `6${d(2)} ${d(3)} ${d(3)}`,
    pt: () => `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`,
    it: () => `3${f.pick(["33", "35", "38", "47", "49"])} ${d(3)} ${d(4)}`,
    nl: () => `06 ${f.int(1, 5)}${d(7)}`,
  };
  const natId: Record<CorpusLang, () => string> = {
    en: () => f.ssn(),
    de: () => f.steuerId(),
    fr: () => nir(f),
    es: () => f.dni(),
    pt: () => nifPt(f),
    it: () => codiceFiscale(f),
    nl: () => f.bsn(),
  };

  // =============================================================================================
  // story: a secret told in words inside a longer story, often with no password word right before it.
  const s = B("story");
  s.sec("en", "so I finally changed it after the phishing thing, the new one for the bank is $, don't tell anyone", pw());
  s.sec("en", "long day. the IT guy reset my work login and now it's $ until Friday when I have to pick my own", pw());
  s.sec("en", "remember when the router died? the tech set the wifi to $ and I never bothered changing it back", pw());
  s.sec("en", "Mum asked again for the Netflix login, I told her it's my email and $ but she'll forget by Sunday", pw());
  s.clean("en", "so I finally changed it after the phishing thing, the new one is in the password manager, don't worry");
  s.clean("en", "the IT guy reset my work login, I have to pick a new one by Friday");

  s.sec("de", "hab's endlich geändert nach der Phishing-Mail, das neue fürs Onlinebanking ist $, sag's keinem", pw());
  s.sec("de", "der Techniker war da, das WLAN heißt jetzt FritzBox-Keller und der Schlüssel ist $, steht auch hinten drauf", pw());
  s.sec("de", "Oma hat mich angerufen, sie kommt nicht mehr in ihr Mailpostfach, ich hab's ihr auf $ zurückgesetzt", pw());
  s.sec("de", "kurz zur Info für dich: bei Amazon bin ich mit der alten Mail drin, Zugang $, falls du was bestellen musst", pw());
  s.clean("de", "hab's endlich geändert nach der Phishing-Mail, das neue steht im Passwortmanager");
  s.clean("de", "der Techniker war da, das WLAN heißt jetzt FritzBox-Keller, Schlüssel steht hinten auf dem Router");

  s.sec("fr", "bon j'ai enfin changé après l'arnaque, le nouveau pour la banque c'est $, tu le dis à personne", pw());
  s.sec("fr", "le technicien est passé, la box a un nouveau code wifi : $, il l'a noté sur le frigo", pw());
  s.sec("fr", "mamie n'arrivait plus à se connecter à Ameli, je lui ai remis $ comme avant", pw());
  s.clean("fr", "bon j'ai enfin changé après l'arnaque, le nouveau est dans mon gestionnaire");

  s.sec("es", "al final lo cambié después del susto, el nuevo del banco es $, no se lo digas a nadie", pw());
  s.sec("es", "vino el técnico y dejó el wifi con $, lo apunté detrás de la puerta", pw());
  s.sec("es", "mi madre no podía entrar en el correo, se lo he puesto otra vez a $ como antes", pw());
  s.clean("es", "al final lo cambié después del susto, el nuevo lo tengo en el gestor");

  s.sec("pt", "finalmente mudei depois daquele email estranho, a nova do banco é $, não contes a ninguém", pw());
  s.sec("pt", "o técnico veio cá e deixou o wifi com $, escrevi atrás da porta", pw());
  s.sec("pt", "a avó não conseguia entrar nas Finanças, voltei a pôr $ como estava", pw());
  s.clean("pt", "finalmente mudei depois daquele email estranho, a nova está no gestor de senhas");

  s.sec("it", "alla fine l'ho cambiata dopo la truffa, la nuova della banca è $, non dirlo a nessuno", pw());
  s.sec("it", "è passato il tecnico, il wifi adesso ha $ come chiave, l'ho scritta dietro la porta", pw());
  s.sec("it", "la nonna non entrava più nella posta, gliel'ho rimessa a $ come prima", pw());
  s.clean("it", "alla fine l'ho cambiata dopo la truffa, la nuova è nel gestore delle password");

  s.sec("nl", "heb het eindelijk veranderd na die phishingmail, het nieuwe voor de bank is $, zeg het tegen niemand", pw());
  s.sec("nl", "de monteur is geweest, de wifi heeft nu $ als sleutel, staat ook op de achterkant", pw());
  s.sec("nl", "oma kwam niet meer in haar mail, ik heb het weer op $ gezet zoals vroeger", pw());
  s.sec("nl", "even voor jou: bij bol.com zit ik met mijn oude mail, inlog $, als je iets moet bestellen", pw());
  s.sec("nl", "lang verhaal, maar DigiD deed moeilijk dus ik heb een nieuw wachtwoord gemaakt en dat werd $ uiteindelijk", pw());
  s.clean("nl", "heb het eindelijk veranderd na die phishingmail, het nieuwe staat in de kluis-app");
  s.clean("nl", "de monteur is geweest, de sleutel van de wifi staat op de achterkant van het kastje");

  // =============================================================================================
  // corrected: a value given and then corrected; both values must go.
  const c = B("corrected");
  c.many("secret", "en", "pw is $1… sorry, $2, I mixed it up with the old one", [pw(), pw()]);
  c.many("secret", "en", "wifi: $1\nedit: no wait it's $2", [pw(), pw()]);
  c.many("secret", "de", "Passwort ist $1 … ne sorry, $2", [pw(), pw()]);
  c.many("secret", "de", "PIN $1, Quatsch, $2 natürlich", [pin(4), pin(4)]);
  c.many("secret", "fr", "le mdp c'est $1, ah non pardon, $2", [pw(), pw()]);
  c.many("secret", "fr", "code PIN $1… non attends, $2", [pin(4), pin(4)]);
  c.many("secret", "es", "la contraseña es $1, perdón, me equivoqué: $2", [pw(), pw()]);
  c.many("secret", "pt", "a senha é $1… desculpa, é $2", [pw(), pw()]);
  c.many("secret", "it", "la password è $1, anzi no scusa, $2", [pw(), pw()]);
  c.many("secret", "it", "PIN $1, correggo: $2", [pin(5), pin(5)]);
  c.many("secret", "nl", "wachtwoord is $1… sorry, $2 bedoel ik", [pw(), pw()]);
  c.many("secret", "nl", "pincode $1, nee wacht, $2", [pin(4), pin(4)]);
  c.many("pii", "de", "meine Handynummer ist $1, sorry Tippfehler: $2", [phone.de(), phone.de()]);
  c.many("pii", "es", "mi móvil es el $1, perdona, el $2", [phone.es(), phone.es()]);
  c.many("pii", "nl", "mijn iban is $1 – correctie: $2", [spaced4(f.iban("NL")), spaced4(f.iban("NL"))]);
  c.many("pii", "fr", "mon mail c'est $1, pardon, $2", [mail("fr"), mail("fr")]);
  c.many("pii", "it", "il mio cell è $1, scusa ho sbagliato, $2", [phone.it(), phone.it()]);
  c.clean("en", "the meeting is at 3… sorry, 4, I mixed it up with the dentist");
  c.clean("de", "Termin ist um 14 Uhr … ne sorry, 15 Uhr");
  c.clean("fr", "c'est au 12 rue des Lilas, ah non pardon, au 14");
  c.clean("es", "la reunión es el martes, perdón, me equivoqué: el miércoles");
  c.clean("nl", "de afspraak is om 10 uur… sorry, half 11 bedoel ik");
  c.clean("it", "sono 25 euro, anzi no scusa, 28");

  // =============================================================================================
  // quoted: passwords in quotes of every language, in code spans and fences.
  const q = B("quoted");
  q.sec("en", "the password for the printer admin is `$`", pw());
  q.sec("en", "set it like this:\n```\nDB_PASSWORD=$\n```", pw());
  q.sec("en", "wifi is 'Guest-Lounge', password \"$\"", pw());
  q.sec("de", "Passwort für den Drucker: `$`", pw());
  q.sec("de", "das WLAN-Kennwort ist ‚$‘", pw());
  q.sec("de", "Zugang fürs Vereinskonto »$«", pw());
  q.sec("fr", "le mot de passe du NAS est `$`", pw());
  q.sec("fr", "mdp wifi : “$”", pw());
  q.sec("es", "la clave del router es «$»", pw());
  q.sec("es", "contraseña: `$` (la del trabajo)", pw());
  q.sec("pt", "a palavra-passe do portal é «$»", pw());
  q.sec("pt", "senha do wifi: `$`", pw());
  q.sec("it", "la password del NAS è «$»", pw());
  q.sec("it", "pwd: `$`", pw());
  q.sec("nl", "het wachtwoord van de printer is `$`", pw());
  q.sec("nl", "wifi-code: “$”", pw());
  q.sec("nl", "inloggen op de NAS met ‘$’", pw());
  q.sec("nl", "zet in de config:\n```\npassword: $\n```", pw());
  q.clean("en", "the password field says `required`, and the hint is \"your pet's name\"");
  q.clean("en", "run `npm install` then `npm run build`, no password needed");
  q.clean("de", "im Feld „Passwort“ steht nur ‚Pflichtfeld‘");
  q.clean("fr", "le bouton « mot de passe oublié » ne marche pas");
  q.clean("es", "pulsa «Olvidé mi contraseña» y sigue los pasos");
  q.clean("it", "clicca su «password dimenticata» e aspetta la mail");
  q.clean("nl", "typ `git pull` en dan `npm test`, geen wachtwoord nodig");
  q.clean("pt", "carrega em «esqueci-me da palavra-passe» no site");

  // =============================================================================================
  // forwarded: credentials (and personal data) in forwarded mails and pasted chat logs.
  const w = B("forwarded");
  w.sec("en", "---------- Forwarded message ---------\nFrom: IT Service Desk\nSubject: Your new account\n\nHi,\nUsername: " + user("en") + "\nTemporary password: $\nPlease change it at first login.", pw());
  w.sec("en", "> On Tue, 3 Dec, Grace wrote:\n> the gate code is $ and the key is under the pot\n\nthanks, see you Friday", pin(4));
  w.sec("en", "[18:02] Mum: what's the netflix password again\n[18:03] me: $\n[18:03] Mum: thanks love", pw());
  w.sec("de", "---------- Weitergeleitete Nachricht ----------\nVon: Hausverwaltung\nBetreff: Zugang Mieterportal\n\nIhr Benutzername: " + user("de") + "\nIhr Startpasswort: $", pw());
  w.sec("de", "> Am 03.12.2026 um 18:22 schrieb Lena:\n> WLAN ist $\n\nDanke dir!", pw());
  w.sec("de", "[03.12., 19:14] Papa: Die PIN vom Garagentor ist $\n[03.12., 19:15] Ich: 👍", pin(4));
  w.sec("fr", "-------- Message transféré --------\nDe : Service informatique\nObjet : Vos identifiants\n\nIdentifiant : " + user("fr") + "\nMot de passe provisoire : $", pw());
  w.sec("fr", "> Le 3 déc. 2026, Camille a écrit :\n> le digicode c'est $, 2e étage gauche\n\nsuper merci", `${pin(4)}B`);
  w.sec("es", "---------- Mensaje reenviado ---------\nDe: Soporte\nAsunto: Acceso\n\nUsuario: " + user("es") + "\nContraseña temporal: $", pw());
  w.sec("es", "[3/12 18:40] Mamá: cuál era la clave del wifi?\n[3/12 18:41] Yo: $", pw());
  w.sec("pt", "---------- Mensagem encaminhada ---------\nDe: Suporte\nAssunto: Acesso ao portal\n\nUtilizador: " + user("pt") + "\nSenha provisória: $", pw());
  w.sec("pt", "03/12/2026, 18:22 - Pai: a senha do wifi é $\n03/12/2026, 18:23 - Eu: obrigado", pw());
  w.sec("it", "---------- Messaggio inoltrato ---------\nDa: Amministrazione\nOggetto: Credenziali\n\nUtente: " + user("it") + "\nPassword provvisoria: $", pw());
  w.sec("it", "> Il giorno 3 dic 2026, Giulia ha scritto:\n> il codice del portone è $\n\ngrazie mille", pin(5));
  w.sec("nl", "---------- Doorgestuurd bericht ---------\nVan: Servicedesk\nOnderwerp: Je nieuwe account\n\nGebruikersnaam: " + user("nl") + "\nTijdelijk wachtwoord: $", pw());
  w.sec("nl", "> Op 3 dec. 2026 schreef Sanne:\n> de code van het hek is $\n\ntop, dank je", pin(4));
  w.sec("nl", "[03-12-2026 18:02] Mam: wat was het wachtwoord van de wifi ook alweer\n[03-12-2026 18:04] Ik: $", pw());
  w.sec("nl", "03-12-2026 21:14 - Bram: pincode van de oude telefoon is $, succes ermee", pin(6));
  w.pii("en", "---------- Forwarded message ---------\nFrom: Oliver <$>\nSubject: flat viewing\n\nsee you at 6", mail("en"));
  w.pii("de", "> Am 02.12. schrieb Jonas:\n> meine neue Nummer ist $\n\nok, gespeichert", phone.de());
  w.pii("fr", "-------- Message transféré --------\nDe : Hugo\n\nCordialement,\nHugo\nTél. $", phone.fr());
  w.pii("es", "[3/12 10:02] Diego: mi DNI es $ para la reserva", f.dni());
  w.pii("pt", "03/12/2026, 09:10 - Mariana: o meu NIF é $", nifPt(f));
  w.pii("it", "---------- Messaggio inoltrato ---------\nDa: Marco\n\nIBAN per la quota: $", spaced4(f.iban("IT")));
  w.pii("nl", "> Op 2 dec. schreef Daan:\n> mijn rekeningnummer is $\n\nis overgemaakt!", spaced4(f.iban("NL")));
  w.pii("nl", "Van: Lotte\nOnderwerp: adreswijziging\n\nGroetjes,\nLotte\nmobiel: $", phone.nl());
  w.clean("en", "---------- Forwarded message ---------\nFrom: Security\nSubject: Your password was changed\n\nIf this wasn't you, reset it in Settings.");
  w.clean("de", "> Am 03.12. schrieb Lena:\n> hast du das WLAN-Passwort noch?\n\nsteht auf dem Router");
  w.clean("fr", "[18:02] Maman : c'est quoi le code du wifi ?\n[18:03] moi : regarde sous la box");
  w.clean("es", "---------- Mensaje reenviado ---------\nAsunto: Restablecer contraseña\n\nEl enlace caduca en 24 horas.");
  w.clean("pt", "03/12/2026, 18:22 - Pai: qual é a senha?\n03/12/2026, 18:23 - Eu: está no caderno");
  w.clean("it", "> Il giorno 3 dic, Giulia ha scritto:\n> hai il codice del portone?\n\nte lo dico a voce");
  w.clean("nl", "[03-12-2026 18:02] Mam: wat was de pincode ook alweer\n[03-12-2026 18:04] Ik: bel me even");
  w.clean("nl", "---------- Doorgestuurd bericht ---------\nOnderwerp: Wachtwoord gewijzigd\n\nWas jij dit niet? Neem contact op met de servicedesk.");

  // =============================================================================================
  // account_list: accounts with passwords in a table or "site - user - pass" lines.
  const a = B("account_list");
  a.many("secret", "en", `my logins, in case:\nnetflix - ${mail("en")} - $1\namazon - ${user("en")} - $2\nbank - card number - $3`, [pw(), pw(), pw()]);
  a.many("secret", "en", `| site | user | pass |\n|---|---|---|\n| Spotify | ${user("en")} | $1 |\n| Steam | ${user("en")} | $2 |`, [pw(), pw()]);
  a.many("secret", "de", `Zugänge:\nGMX: ${user("de")} / $1\nStadtwerke: Kundennr. 4471 / $2\nDB Navigator: ${mail("de")} / $3`, [pw(), pw(), pw()]);
  a.many("secret", "fr", `comptes :\n- impots.gouv : ${user("fr")} : $1\n- EDF : ${mail("fr")} : $2`, [pw(), pw()]);
  a.many("secret", "es", `cuentas:\nMovistar\t${user("es")}\t$1\nIberdrola\t${mail("es")}\t$2`, [pw(), pw()]);
  a.many("secret", "pt", `contas:\nFinanças | ${nifPt(f)} | $1\nEDP | ${mail("pt")} | $2`, [pw(), pw()]);
  a.many("secret", "it", `accessi:\n1) INPS — ${user("it")} — $1\n2) Enel — ${mail("it")} — $2`, [pw(), pw()]);
  a.many("secret", "nl", `mijn accounts:\nziggo - ${user("nl")} - $1\nbelastingdienst - ${user("nl")} - $2\nbol - ${mail("nl")} - $3`, [pw(), pw(), pw()]);
  a.many("secret", "nl", `site;gebruiker;wachtwoord\nkpn;${user("nl")};$1\nns;${user("nl")};$2`, [pw(), pw()]);
  a.many("secret", "nl", `Wachtwoorden oma:\n• Mail: $1\n• Bank: $2\n• Tablet-pincode: $3`, [pw(), pw(), pin(6)]);
  a.clean("en", "| site | user | pass |\n|---|---|---|\n| Spotify | shared | in the manager |");
  a.clean("de", "Zugänge:\nGMX: läuft über Passwortmanager\nStadtwerke: Kundennummer auf der Rechnung");
  a.clean("fr", "comptes à fermer :\n- EDF\n- Free\n- la mutuelle");
  a.clean("nl", "site;gebruiker;wachtwoord\nkpn;zie kluis;zie kluis");
  a.clean("it", "accessi da rinnovare: 1) INPS 2) Enel 3) posta");

  // =============================================================================================
  // pin: PINs for cards, phones, SIMs, doors and locks, in every language and inflection.
  const p = B("pin");
  p.sec("en", "card PIN's $, the one for the joint account", pin(4));
  p.sec("en", "phone passcode is $ if you need to get in", pin(6));
  p.sec("en", "door code $ then press the key symbol", pin(4));
  p.sec("en", "the keypad on the shed is $", pin(4));
  p.sec("en", "the PIN is $", inWords("en", pin(4)));
  p.sec("de", "Geheimzahl von der EC-Karte: $", pin(4));
  p.sec("de", "die PIN-Nummer vom Handy ist $", pin(6));
  p.sec("de", "Türcode unten: $ und dann Schlüssel", pin(4));
  p.sec("de", "SIM-PIN $, PUK liegt im Ordner", pin(4));
  p.sec("de", "Zahlenschloss am Fahrradkeller $", pin(4));
  p.sec("de", "die Pin meiner Karte lautet $", inWords("de", pin(4), "-"));
  p.sec("fr", "le code de ma CB c'est $", pin(4));
  p.sec("fr", "digicode de l'immeuble : $", `${pin(4)}A`);
  p.sec("fr", "le code de déverrouillage du téléphone est $", pin(6));
  p.sec("fr", "code du cadenas du vélo $", pin(4));
  p.sec("fr", "mon code PIN c'est $", inWords("fr", pin(4)));
  p.sec("es", "el pin de la tarjeta es el $", pin(4));
  p.sec("es", "código del portal: $", pin(4));
  p.sec("es", "el pin del móvil es $ por si acaso", pin(6));
  p.sec("es", "clave del cajero $", pin(4));
  p.sec("es", "el PIN de la SIM es $", inWords("es", pin(4)));
  p.sec("pt", "o código do multibanco é $", pin(4));
  p.sec("pt", "código da porta do prédio: $", pin(4));
  p.sec("pt", "o PIN do telemóvel é $", pin(6));
  p.sec("pt", "código do cadeado do cacifo $", pin(4));
  p.sec("pt", "o PIN do cartão é $", inWords("pt", pin(4)));
  p.sec("it", "il PIN del bancomat è $", pin(5));
  p.sec("it", "codice del portone: $", pin(4));
  p.sec("it", "codice di sblocco del telefono $", pin(6));
  p.sec("it", "PIN della SIM $", pin(4));
  p.sec("it", "il codice segreto della carta è $", inWords("it", pin(5)));
  p.sec("nl", "pin van mijn bankpas: $", pin(4));
  p.sec("nl", "de code van de voordeur is $", pin(4));
  p.sec("nl", "toegangscode parkeergarage $#", pin(5));
  p.sec("nl", "sim-pin $ en de pukcode staat op het kaartje", pin(4));
  p.sec("nl", "pukcode: $", pin(8));
  p.sec("nl", "ontgrendelcode van de tablet is $", pin(6));
  p.sec("nl", "de pincode is $", inWords("nl", pin(4)));
  p.sec("nl", "cijferslot van de schuur: $", pin(4));
  p.clean("en", "the PIN is on the back of the letter from the bank");
  p.clean("en", "connect pin 3 to ground and pin 12 to 5V");
  p.clean("en", "PIN must be 4 to 6 digits, no repeats like 1111");
  p.clean("de", "die PIN kommt separat per Post, ca. 5 Werktage");
  p.clean("de", "PLZ 10115, Hausnummer 24, 3. OG");
  p.clean("de", "Türcode wird am 12.12. geändert, neuer kommt per SMS");
  p.clean("fr", "code postal 75011, bâtiment B, 3e étage");
  p.clean("fr", "le code PIN à 4 chiffres arrive par courrier sous 8 jours");
  p.clean("es", "código postal 28013, piso 4, puerta 2");
  p.clean("es", "el pin del mapa marca la calle 12, portal 4");
  p.clean("pt", "código postal 1100-148, 3.º esquerdo");
  p.clean("pt", "o PIN vem numa carta separada daqui a 5 dias");
  p.clean("it", "codice 3 della lista, poi il codice 7");
  p.clean("it", "CAP 20121, scala B, interno 14");
  p.clean("nl", "postcode 1012 AB, huisnummer 14");
  p.clean("nl", "de pincode heeft 4 cijfers, kies zelf iets");
  p.clean("nl", "code 3 van de lijst, en daarna code 17");
  p.clean("nl", "de pinautomaat op het plein is stuk sinds 14:30");

  // =============================================================================================
  // personal_forms: personal data in the same forms (stories, quotes, tables, corrected lines).
  const v = B("personal_forms");
  v.pii("en", "long story but the landlord finally answered, you can reach him directly on $ after six", phone.en());
  v.pii("en", "her email is \"$\" (with the dot)", mail("en"));
  v.many("pii", "en", "| name | phone |\n|---|---|\n| plumber | $1 |\n| sitter | $2 |", [phone.en(), phone.en()]);
  v.pii("en", "the form wants my SSN: `$`", f.ssn());
  v.pii("de", "lange Geschichte, aber der Vermieter ist jetzt direkt unter $ erreichbar", phone.de());
  v.pii("de", "IBAN fürs Sparbuch: „$“", spaced4(f.iban("DE")));
  v.many("pii", "de", "Kontakte:\nKlempner - $1\nBabysitter - $2", [phone.de(), phone.de()]);
  v.pii("de", "meine Steuer-ID steht im Bescheid: $", f.steuerId());
  v.pii("fr", "bref, le proprio a enfin répondu, son portable c'est le $", phone.fr());
  v.pii("fr", "mon numéro de sécu « $ »", nir(f));
  v.many("pii", "fr", "contacts :\n- plombier : $1\n- nounou : $2", [phone.fr(), phone.fr()]);
  v.pii("es", "larga historia, pero el casero ya contesta en el $", phone.es());
  v.pii("es", "mi DNI es «$»", f.dni());
  v.many("pii", "es", "contactos:\nfontanero\t$1\ncanguro\t$2", [phone.es(), phone.es()]);
  v.pii("pt", "resumindo, o senhorio finalmente respondeu, o número dele é $", phone.pt());
  v.pii("pt", "o meu NIF: «$»", nifPt(f));
  v.many("pii", "pt", "contactos:\ncanalizador | $1\nama | $2", [phone.pt(), phone.pt()]);
  v.pii("it", "insomma il padrone di casa ha risposto, il suo cellulare è $", phone.it());
  v.pii("it", "il mio codice fiscale: `$`", codiceFiscale(f));
  v.many("pii", "it", "contatti:\n- idraulico: $1\n- babysitter: $2", [phone.it(), phone.it()]);
  v.pii("nl", "lang verhaal, maar de verhuurder is nu rechtstreeks bereikbaar op $", phone.nl());
  v.pii("nl", "mijn bsn is `$`", f.bsn());
  v.pii("nl", "haar mail is “$”", mail("nl"));
  v.many("pii", "nl", "contacten:\nloodgieter - $1\noppas - $2\nhuisarts - $3", [phone.nl(), phone.nl(), phone.nl()]);
  v.pii("nl", "rekeningnummer van de vereniging: ‘$’", spaced4(f.iban("NL")));
  v.clean("en", "| name | phone |\n|---|---|\n| plumber | ask Sam |");
  v.clean("de", "Kontakte:\nKlempner - kommt Montag\nBabysitter - Lena fragen");
  v.clean("es", "contactos: fontanero el lunes, canguro el viernes a las 18:30");
  v.clean("nl", "contacten:\nloodgieter - dinsdag\noppas - vrijdag om 18.30");
  v.clean("it", "contatti: idraulico lunedì, babysitter venerdì alle 18:30");

  // =============================================================================================
  // leak: a value said twice, in part, with its spaces removed, in the other case.
  const k = B("leak");
  { const x = pw(); k.many("secret", "en", "password $1 — the first part is $2, then the rest", [x, x.slice(0, 5)]); }
  { const x = pw(); k.twice("secret", "de", "Passwort: $\nnochmal zum Kopieren: $", x); }
  { const x = pw(); k.many("secret", "fr", "mdp : $1 (tout en minuscules : $2)", [x, x.toLowerCase()]); }
  { const x = pin(6); k.many("secret", "es", "el pin es $1, o sea $2", [`${x.slice(0, 3)} ${x.slice(3)}`, x]); }
  { const x = pw(); k.many("secret", "pt", "a senha é $1, em maiúsculas $2", [x, x.toUpperCase()]); }
  { const x = pin(5); k.twice("secret", "it", "il codice del portone è $, ripeto, $", x); }
  { const x = pw(); k.many("secret", "nl", "wachtwoord $1, het eind is $2", [x, x.slice(-4)]); }
  { const x = pin(4); k.many("secret", "nl", "pincode $1 (dus $2)", [x, [...x].join(" ")]); }
  { const x = f.iban("GB"); k.many("pii", "en", "IBAN $1, ending $2", [spaced4(x), x.slice(-4)]); }
  { const x = f.iban("DE"); k.many("pii", "de", "IBAN $1 (ohne Leerzeichen: $2)", [spaced4(x), x]); }
  { const x = mail("de"); k.many("pii", "de", "Mail $1, also $2", [x, x.split("@")[0]!]); }
  { const x = nir(f); k.many("pii", "fr", "sécu $1, sans espaces $2", [x, x.replace(/ /g, "")]); }
  { const x = f.iban("FR"); k.many("pii", "fr", "RIB $1, les derniers chiffres $2", [spaced4(x), x.slice(-5)]); }
  { const x = f.dni(); k.many("pii", "es", "DNI $1, en minúscula $2", [x, x.toLowerCase()]); }
  { const x = phone.es(); k.many("pii", "es", "móvil $1, sin espacios $2", [x, x.replace(/ /g, "")]); }
  { const x = f.cpf(); k.many("pii", "pt", "CPF $1, só números $2", [x, x.replace(/\D/g, "")]); }
  { const x = phone.pt(); k.many("pii", "pt", "telemóvel $1, termina em $2", [x, x.slice(-3)]); }
  { const x = codiceFiscale(f); k.many("pii", "it", "codice fiscale $1, in minuscolo $2", [x, x.toLowerCase()]); }
  { const x = f.iban("IT"); k.many("pii", "it", "IBAN $1 (le ultime cifre $2)", [spaced4(x), x.slice(-6)]); }
  { const x = f.bsn(); k.many("pii", "nl", "bsn $1, met puntjes $2", [x, `${x.slice(0, 4)}.${x.slice(4, 6)}.${x.slice(6)}`]); }
  { const x = phone.nl(); k.many("pii", "nl", "mobiel $1, zonder spatie $2", [x, x.replace(/ /g, "")]); }
  { const x = f.iban("NL"); k.many("pii", "nl", "rekening $1 – laatste vier $2", [spaced4(x), x.slice(-4)]); }
  { const x = mail("nl"); k.many("pii", "nl", "mail $1, in hoofdletters $2", [x, x.toUpperCase()]); }
  { const x = f.ssn(); k.many("pii", "en", "SSN $1, without dashes $2", [x, x.replace(/-/g, "")]); }
  k.clean("en", "ending 4 of the series, the first part is better");
  k.clean("nl", "het eind is zoek, laatste vier afleveringen gemist");
  k.clean("de", "nochmal zum Kopieren: die Einkaufsliste von gestern");

  // =============================================================================================
  // lookalike: password policies, order and tracking numbers, versions, times, prices, IBAN-looking
  // product codes.
  const l = B("lookalike");
  l.clean("en", "password policy: at least 12 characters, 1 digit, 1 symbol, changed every 90 days");
  l.clean("en", "order #114-2231874-0098812 shipped, tracking 1Z 999 AA1 01 2345 6784");
  l.clean("en", "v2.14.3 is out, the hotfix is 2.14.4 at 17:45");
  l.clean("en", "total GBP 1,249.99 incl. VAT, part no. GB82-WEST-1234");
  l.clean("en", "flight BA 2490 leaves 06:45 from gate 12, seat 14C");
  l.clean("de", "Passwortregeln: mindestens 10 Zeichen, eine Zahl, ein Sonderzeichen");
  l.clean("de", "Bestellnummer 302-4471182-9921, Sendung 00340434161094042557");
  l.clean("de", "Artikelnummer DE44-1200-XL, Preis 49,90 €");
  l.clean("de", "Version 3.2.1, Build 20261204, Release um 16:30");
  l.clean("de", "Kundennummer 4471-882, Vertragsnummer 2026/0093");
  l.clean("fr", "le mot de passe doit contenir 12 caractères dont 1 chiffre et 1 symbole");
  l.clean("fr", "commande n° 40228817, colis 6A12345678901");
  l.clean("fr", "réf. produit FR76-LAMPE-2026, 39,90 €");
  l.clean("fr", "version 5.0.2, mise à jour à 23 h 15");
  l.clean("es", "la contraseña caduca cada 90 días y debe tener 12 caracteres");
  l.clean("es", "pedido 171-0048821, seguimiento PQ4B8C0123456");
  l.clean("es", "referencia ES12-SILLA-04, 89,00 €");
  l.clean("es", "vuelo IB 3120 a las 07:15, puerta B24");
  l.clean("pt", "a senha expira em 30 dias e precisa de 10 caracteres");
  l.clean("pt", "encomenda 20261204-7781, rastreio LB123456789PT");
  l.clean("pt", "referência PT50-MESA-12, 129,90 €");
  l.clean("pt", "versão 1.4.0 às 09:30, build 882");
  l.clean("it", "la password deve avere almeno 10 caratteri e un numero");
  l.clean("it", "ordine n. 402-8813-22, tracking 3SABCD1234567");
  l.clean("it", "codice articolo IT60-SEDIA-07, 59,90 €");
  l.clean("it", "versione 4.1.2, rilascio alle 18:00");
  l.clean("nl", "wachtwoordbeleid: minstens 12 tekens, 1 cijfer en 1 leesteken");
  l.clean("nl", "bestelnummer 1042-8831-22, track & trace 3SABCD1234567");
  l.clean("nl", "artikelnummer NL91-LAMP-2026, € 34,95");
  l.clean("nl", "versie 2.0.1 gaat om 16.30 live, build 4471");
  l.clean("nl", "trein van 07.42 naar Utrecht, spoor 5b, rijtuig 2341");
  l.clean("nl", "factuur 2026-00812, bedrag € 1.249,00, vervaldatum 31-12-2026");
  l.clean("nl", "het pakket ligt bij de buren op nummer 12, opgehaald om 14.30");
  l.clean("nl", "de meterstand is 004471, de vorige was 003982");

  return out;
}
