/**
 * The inputs of outside probe (o) of issue #36 (privacy/__tests__/probe-36o.test.ts), written by a
 * tester who had not run the gate on them, before running it. Written as a different person than
 * probes (k)–(n): an owner pasting what other people and programs wrote for them — password-manager
 * entries and CSV exports, bank letters (new PIN, activation codes), tax forms, HR onboarding
 * e-mails, doctors' portals, airline bookings — in each language; secrets told in prose with the
 * value in the middle of a long sentence ("my bank told me the new PIN is … and to change it");
 * recovery codes as a provider prints them, some already used or struck through; passwords with
 * spaces or in quotes; e-mail obfuscated with the language's words inside the name ("mario punto
 * rossi chiocciola gmail punto com"); national ids with their country's own separators (NIR with
 * spaces, codice fiscale in small letters, DNI with dot and dash, NIF and BSN with spaces or dots,
 * Steuer-ID in groups, Belgian national number); phones in each country's own grouping with and
 * without the trunk zero, also told in pieces with words between; redaction-leak shapes; and clean
 * look-alikes of each (booking references, e-ticket numbers, bank sort codes, form boxes, employee
 * and case numbers, versions). All seven languages, Dutch the most.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, HEX, LOWER, nie, notCard, UPPER, capitalised } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, grouped, type CorpusCase, type CorpusLang } from "./types.ts";

export type Probe36oFamily =
  | "prose_password"
  | "pin_code"
  | "manager_paste"
  | "recovery_codes"
  | "email_obfuscated"
  | "national_id"
  | "phone"
  | "leak"
  | "lookalike";
export interface Probe36oCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36oFamily;
}

/** A Belgian national number (rijksregisternummer) of someone born before 2000, written YY.MM.DD-SSS.CC. */
function belgianNumber(f: Fakes): string {
  const yy = String(f.int(50, 99));
  const mm = String(f.int(1, 12)).padStart(2, "0");
  const dd = String(f.int(1, 28)).padStart(2, "0");
  const seq = String(f.int(1, 997)).padStart(3, "0");
  const check = String(97 - (Number(`${yy}${mm}${dd}${seq}`) % 97)).padStart(2, "0");
  return `${yy}.${mm}.${dd}-${seq}.${check}`;
}

/** A German pension insurance number (Rentenversicherungsnummer) with its check digit: area, birth date, initial, serial, check. */
function rvnr(f: Fakes): string {
  const area = f.pick(["12", "13", "15", "24", "25", "28", "38", "40", "53", "65"]);
  const birth = `${String(f.int(1, 28)).padStart(2, "0")}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(50, 99))}`;
  const letter = f.pick([..."ABDFHKLMSW"]);
  const serial = String(f.int(0, 49)).padStart(2, "0");
  const digits = `${area}${birth}${String(letter.charCodeAt(0) - 64).padStart(2, "0")}${serial}`;
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const p = Number(digits[i]) * w[i]!;
    sum += Math.floor(p / 10) + (p % 10);
  }
  return `${area} ${birth} ${letter} ${serial}${sum % 10}`;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36o(seed = 0x36f0 + Number(process.env.PROBE_SEED ?? 0)): Probe36oCase[] {
  const f = new Fakes(seed);
  const out: Probe36oCase[] = [];
  const { sec, pii, twice, many, alike: clean } = corpusBuilders(out, null, { region: "" });

  const d = (n: number): string => f.digits(n);
  const nz = (): string => String(f.int(1, 9));
  const cap = capitalised;
  const sign = (): string => f.pick(["!", "#", "*", "%", "&", "?", "@"]);
  const WORDS: Record<CorpusLang, string[]> = {
    en: ["kettle", "badger", "velvet", "puffin", "crumpet", "willow", "rocket", "nutmeg", "pebble", "heron"],
    de: ["schnecke", "kuchen", "dachs", "tanne", "kompass", "eule", "wimpel", "quitte", "biber", "krokus"],
    fr: ["madeleine", "blaireau", "tilleul", "chouette", "crepe", "pivoine", "moineau", "prune", "galet", "ardoise"],
    es: ["tortuga", "limonero", "jilguero", "paella", "castaña", "lechuza", "pimiento", "cometa", "higuera", "nube"],
    pt: ["andorinha", "marmelo", "coruja", "pastel", "cereja", "golfinho", "figueira", "chourico", "mexerica", "gaivota"],
    it: ["cannolo", "pettirosso", "limone", "gufo", "melograno", "lupo", "girasole", "focaccia", "rondine", "pesca"],
    nl: ["poffertje", "reiger", "tulp", "oliebol", "fietsbel", "zeehond", "boterham", "merel", "vuurtoren", "krokus"],
  };
  const word = (l: CorpusLang): string => f.pick(WORDS[l]);
  /** A password as owners choose or password managers generate it. */
  const pw = (l: CorpusLang): string => {
    switch (f.int(0, 5)) {
      case 0: return `${cap(word(l))}${d(2)}${sign()}${cap(word(l))}`;
      case 1: return f.chars(LOWER + UPPER + DIGITS + "!#%&*+-", f.int(16, 24));
      case 2: return `${cap(word(l))}-${cap(word(l))}-${cap(word(l))}-${d(1)}`;
      case 3: return `${word(l)}${sign()}${d(4)}`;
      case 4: return `${f.chars(UPPER, 1)}${f.chars(LOWER + DIGITS, 8)}${sign()}`;
      default: return `${cap(word(l))}${d(3)}${word(l)}`;
    }
  };
  /** A first password HR or an IT desk hands out: a word, a year, a sign. */
  const tempPw = (l: CorpusLang): string => `${cap(word(l))}${f.int(2026, 2028)}${sign()}${f.chars(UPPER, 1)}${d(1)}`;
  /** A passphrase with spaces, as owners pick them to remember. */
  const spaced = (l: CorpusLang): string => `${word(l)} ${word(l)} ${d(2)} ${word(l)}`;
  /** A PIN that reads as no year. */
  const pin = (n = 4): string => {
    for (;;) {
      const p = `${nz()}${d(n - 1)}`;
      if (n !== 4 || Number(p) < 1900 || Number(p) > 2039) return p;
    }
  };
  const actCode = (): string => `${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}`;

  // =============================================================================================
  // prose_password: the value in the middle of a long sentence, HR onboarding e-mails, passwords with
  // spaces or in quotes, doctors' portals.
  sec("en", "prose_password", "ok so IT sent me an email this morning saying my temporary password is $ and that I have to change it within 24 hours or the account gets locked", tempPw("en"));
  sec("en", "prose_password", "Welcome aboard! Your Acme account is ready.\nUsername: j.hughes\nTemporary password: $\nYou'll be asked to set a new one at first sign-in.", tempPw("en"));
  sec("en", "prose_password", "note for later: the password for the patient portal at the clinic is \"$\" (with the spaces, they said)", spaced("en"));
  sec("en", "prose_password", "mum finally told me what she set the iPad password to, it's '$', don't tell her I wrote it down", pw("en"));
  sec("en", "prose_password", "The landlord said the wifi password for the flat is $ but the router is in the hallway cupboard if it doesn't work", pw("en"));
  clean("en", "prose_password", "IT sent me an email saying my temporary password expires in 24 hours and I have to change it");
  clean("en", "prose_password", "Welcome aboard! Your Acme account is ready. You'll receive your temporary password by text message.");
  clean("en", "prose_password", "the password for the patient portal has to be 12 characters with a number and a symbol");

  sec("de", "prose_password", "die Personalabteilung hat geschrieben, dass mein Startpasswort $ lautet und ich es beim ersten Login ändern muss", tempPw("de"));
  sec("de", "prose_password", "Herzlich willkommen im Team!\nIhre Zugangsdaten für das Intranet:\nBenutzer: mweber\nInitialpasswort: $\nBitte ändern Sie es nach der ersten Anmeldung.", tempPw("de"));
  sec("de", "prose_password", "für das Patientenportal der Praxis hab ich als Passwort \"$\" genommen, mit Leerzeichen", spaced("de"));
  sec("de", "prose_password", "Oma hat mir am Telefon gesagt, dass ihr Passwort für die Sparkasse jetzt $ ist, weil sie das alte vergessen hatte", pw("de"));
  sec("de", "prose_password", "merk dir bitte: Kennwort vom Elster-Zertifikat ist $, die Datei liegt auf dem Stick", pw("de"));
  clean("de", "prose_password", "die Personalabteilung schickt das Startpasswort per Post, ich muss es beim ersten Login ändern");
  clean("de", "prose_password", "Passwort für das Patientenportal: mindestens 10 Zeichen, eine Ziffer, ein Sonderzeichen");

  sec("fr", "prose_password", "les RH m'ont envoyé un mail pour dire que mon mot de passe provisoire est $ et qu'il faut le changer avant lundi", tempPw("fr"));
  sec("fr", "prose_password", "Bienvenue chez nous !\nVos identifiants :\nIdentifiant : cmoreau\nMot de passe temporaire : $\nMerci de le modifier à la première connexion.", tempPw("fr"));
  sec("fr", "prose_password", "pour Doctolib j'ai mis le mot de passe « $ » avec les espaces, pense à le noter", spaced("fr"));
  sec("fr", "prose_password", "ma mère m'a dit au téléphone que son mot de passe Ameli c'était $ mais qu'elle n'était pas sûre des majuscules", pw("fr"));
  clean("fr", "prose_password", "les RH vont m'envoyer le mot de passe provisoire par courrier, à changer à la première connexion");
  clean("fr", "prose_password", "le mot de passe Ameli doit contenir au moins 8 caractères dont un chiffre");

  sec("es", "prose_password", "me escribió recursos humanos diciendo que mi contraseña provisional es $ y que la cambie en el primer acceso", tempPw("es"));
  sec("es", "prose_password", "¡Bienvenida al equipo!\nTus datos de acceso:\nUsuario: lnavarro\nContraseña temporal: $\nCámbiala al iniciar sesión.", tempPw("es"));
  sec("es", "prose_password", "para la app del centro de salud puse de contraseña \"$\", así con espacios", spaced("es"));
  sec("es", "prose_password", "mi padre me dijo que la contraseña del banco ahora es $ porque la otra la bloquearon", pw("es"));
  clean("es", "prose_password", "recursos humanos te manda la contraseña provisional por SMS, la cambias en el primer acceso");
  clean("es", "prose_password", "la contraseña del banco caduca cada 90 días, me avisaron ayer");

  sec("pt", "prose_password", "o RH mandou um email dizendo que a minha senha provisória é $ e que tenho de a mudar no primeiro acesso", tempPw("pt"));
  sec("pt", "prose_password", "Bem-vindo à equipa!\nOs seus dados de acesso:\nUtilizador: tpereira\nPalavra-passe temporária: $\nAltere-a no primeiro login.", tempPw("pt"));
  sec("pt", "prose_password", "no portal do SNS coloquei a senha \"$\" com espaços, anota aí", spaced("pt"));
  sec("pt", "prose_password", "minha mãe falou que a senha do internet banking agora é $ porque bloquearam a antiga", pw("pt"));
  clean("pt", "prose_password", "o RH manda a senha provisória por SMS, tens de a mudar no primeiro acesso");
  clean("pt", "prose_password", "a senha do portal do SNS tem de ter pelo menos 8 caracteres");

  sec("it", "prose_password", "l'ufficio del personale mi ha scritto che la password provvisoria è $ e che devo cambiarla entro venerdì", tempPw("it"));
  sec("it", "prose_password", "Benvenuta in azienda!\nCredenziali:\nNome utente: c.russo\nPassword iniziale: $\nModificala al primo accesso.", tempPw("it"));
  sec("it", "prose_password", "per il fascicolo sanitario ho messo la password \"$\" con gli spazi, segnatela", spaced("it"));
  sec("it", "prose_password", "mia nonna mi ha detto che la password della posta adesso e' $ perché quella vecchia non andava più", pw("it"));
  clean("it", "prose_password", "l'ufficio del personale manda la password provvisoria via SMS, da cambiare al primo accesso");
  clean("it", "prose_password", "la password del fascicolo sanitario scade ogni sei mesi");

  sec("nl", "prose_password", "HR heeft me gemaild dat mijn tijdelijke wachtwoord $ is en dat ik het bij de eerste keer inloggen moet wijzigen", tempPw("nl"));
  sec("nl", "prose_password", "Welkom bij het team!\nJe inloggegevens:\nGebruikersnaam: fdekker\nTijdelijk wachtwoord: $\nWijzig het bij je eerste login.", tempPw("nl"));
  sec("nl", "prose_password", "voor het patiëntenportaal van de huisarts heb ik als wachtwoord \"$\" gekozen, met spaties", spaced("nl"));
  sec("nl", "prose_password", "mijn vader zei door de telefoon dat zijn wachtwoord voor de bank nu $ is want de oude was geblokkeerd", pw("nl"));
  sec("nl", "prose_password", "het wifi-wachtwoord van het vakantiehuisje is '$', de sleutel ligt onder de mat", pw("nl"));
  sec("nl", "prose_password", "DigiD wachtwoord veranderd naar $ omdat het oude gelekt was volgens de mail", pw("nl"));
  clean("nl", "prose_password", "HR stuurt het tijdelijke wachtwoord per sms, je moet het bij de eerste keer inloggen wijzigen");
  clean("nl", "prose_password", "het wachtwoord voor het patiëntenportaal moet minimaal 12 tekens hebben");
  clean("nl", "prose_password", "DigiD wachtwoord veranderd omdat het oude gelekt was volgens de mail");

  // =============================================================================================
  // pin_code: bank letters (new PIN, activation codes), SIM PIN/PUK, doctors' portals, told in prose.
  sec("en", "pin_code", "my bank told me the new PIN is $ and to change it at the next cash machine, remind me", pin());
  sec("en", "pin_code", "Dear customer,\nyour new card PIN: $\nPlease destroy this letter once you have memorised it.", pin());
  sec("en", "pin_code", "the SIM card came with PIN $ and PUK 1 in the little plastic holder", pin());
  sec("en", "pin_code", "GP surgery letter says the activation code for the NHS app is $ valid for 28 days", actCode());
  clean("en", "pin_code", "my bank told me the new PIN will arrive in a separate letter in 3 to 5 working days");
  clean("en", "pin_code", "the SIM card came with the PIN and PUK in the little plastic holder");

  sec("de", "pin_code", "die Sparkasse hat geschrieben, dass meine neue PIN $ ist und ich sie am Automaten ändern kann", pin());
  sec("de", "pin_code", "Sehr geehrte Kundin,\nIhre persönliche Geheimzahl lautet:\n$\nBitte vernichten Sie dieses Schreiben.", pin());
  sec("de", "pin_code", "im Brief von der Bank steht der Aktivierungscode fürs Online-Banking: $", actCode());
  sec("de", "pin_code", "neue SIM-Karte, PIN $ und PUK steht auf der Rückseite", pin());
  clean("de", "pin_code", "Ihre neue PIN erhalten Sie in einem separaten Schreiben innerhalb von 5 Werktagen");
  clean("de", "pin_code", "Aktivierungscode kommt per Post, gültig 14 Tage");

  sec("fr", "pin_code", "la banque m'a dit que le nouveau code de ma carte est $ et qu'il faut le changer au distributeur", pin());
  sec("fr", "pin_code", "Madame,\nVotre code confidentiel : $\nNous vous invitons à le mémoriser puis à détruire ce courrier.", pin());
  sec("fr", "pin_code", "pour activer Mon espace santé le code provisoire c'est $ valable 3 mois", actCode());
  clean("fr", "pin_code", "votre code confidentiel vous sera adressé par courrier séparé sous 5 jours ouvrés");

  sec("es", "pin_code", "el banco me dijo que el nuevo PIN de la tarjeta es $ y que lo cambie en un cajero", pin());
  sec("es", "pin_code", "Estimado cliente:\nSu número secreto (PIN) es: $\nDestruya esta carta una vez memorizado.", pin());
  sec("es", "pin_code", "la tarjeta SIM nueva trae el pin $ y el puk en el plástico", pin());
  clean("es", "pin_code", "el PIN de la tarjeta le llegará por carta en un plazo de 7 días");

  sec("pt", "pin_code", "o banco disse que o novo PIN do cartão é $ e que devo alterá-lo no multibanco", pin());
  sec("pt", "pin_code", "Exmo. Cliente,\nO código PIN do seu cartão é: $\nPor favor destrua esta carta.", pin());
  sec("pt", "pin_code", "a carta da Autenticação.gov traz o código de ativação $ para a Chave Móvel Digital", actCode());
  clean("pt", "pin_code", "o código PIN será enviado por carta no prazo de 5 dias úteis");

  sec("it", "pin_code", "la banca mi ha detto che il nuovo PIN del bancomat è $ e di cambiarlo al primo prelievo", pin());
  sec("it", "pin_code", "Gentile cliente,\nil codice PIN della Sua carta è: $\nLa preghiamo di distruggere la presente.", pin());
  sec("it", "pin_code", "la seconda metà del PIN dello SPID arrivata per mail è $ mentre la prima era nel SMS", pin(f.int(4, 5)));
  clean("it", "pin_code", "il codice PIN Le verrà inviato separatamente entro 10 giorni lavorativi");

  sec("nl", "pin_code", "de bank heeft laten weten dat mijn nieuwe pincode $ is en dat ik hem bij de automaat kan wijzigen", pin());
  sec("nl", "pin_code", "Geachte heer,\nUw nieuwe pincode: $\nVernietig deze brief nadat u de code heeft onthouden.", pin(5));
  sec("nl", "pin_code", "de activeringscode voor DigiD uit de brief van de gemeente is $, geldig tot het einde van de maand", actCode());
  sec("nl", "pin_code", "nieuwe simkaart, pincode $ en de PUK staat op het kaartje", pin());
  sec("nl", "pin_code", "voor het patiëntenportaal van het ziekenhuis kreeg ik sms-code $ maar die werkte niet", pin(6));
  clean("nl", "pin_code", "de nieuwe pincode wordt binnen 5 werkdagen in een aparte brief verstuurd");
  clean("nl", "pin_code", "de activeringscode voor DigiD komt per post, geldig 20 dagen");

  // =============================================================================================
  // manager_paste: password-manager entries as they copy out, and CSV exports.
  sec("en", "manager_paste", "copied from 1Password:\nTitle: Council tax\nusername: owen.evans\npassword: $\nwebsite: https://www.example.gov.uk\nlast edited 3 Dec 2026", pw("en"));
  sec("en", "manager_paste", "here is the line from the chrome export, the import fails on it:\nname,url,username,password,note\nbank,https://bank.example.com,owen.e,$,", pw("en"));
  sec("de", "manager_paste", "aus Bitwarden kopiert:\nName: Stadtwerke\nBenutzername: lena.weber\nPasswort: $\nWebseite: stadtwerke.example.de", pw("de"));
  sec("de", "manager_paste", "KeePass sagt:\nTitel  Krankenkasse\nBenutzername  lweber\nPasswort  $\nURL  https://meine.example.de", pw("de"));
  sec("fr", "manager_paste", "copié depuis Bitwarden :\nNom : Impots.gouv\nNom d'utilisateur : 1234\nMot de passe : $\nSite web : impots.gouv.fr", pw("fr"));
  sec("es", "manager_paste", "lo copié del gestor:\nNombre: Agencia Tributaria\nNombre de usuario: dnavarro\nContraseña: $\nSitio web: sede.example.es", pw("es"));
  sec("pt", "manager_paste", "copiei do gestor de senhas:\nNome: Finanças\nUtilizador: rita.costa\nPalavra-passe: $\nSite: portaldasfinancas.example.pt", pw("pt"));
  sec("it", "manager_paste", "dal gestore password:\nNome: INPS\nNome utente: matteo.ferrari\nPassword: $\nSito web: inps.example.it", pw("it"));
  sec("nl", "manager_paste", "gekopieerd uit Bitwarden:\nNaam: Belastingdienst\nGebruikersnaam: fleur.vos\nWachtwoord: $\nWebsite: mijn.example.nl", pw("nl"));
  sec("nl", "manager_paste", "de regel uit de csv-export waar het importeren op vastloopt:\nfolder,favorite,type,name,login_uri,login_username,login_password\n,,login,Ziggo,https://www.ziggo.example,fleur.vos,$", pw("nl"));
  sec("nl", "manager_paste", "uit KeePass:\nTitel: Zorgverzekering\nGebruikersnaam: thijs.m\nWachtwoord: $\nNotities: hoofdletter aan het begin", pw("nl"));
  clean("en", "manager_paste", "name,url,username,password,note\nthat's the header chrome wants for the csv import, right?");
  clean("de", "manager_paste", "aus Bitwarden kopiert:\nName: Stadtwerke\nBenutzername: lena.weber\nWebseite: stadtwerke.example.de\nPasswort: (im Tresor)");
  clean("fr", "manager_paste", "Bitwarden me dit : mot de passe réutilisé sur 3 sites, force faible");
  clean("nl", "manager_paste", "Bitwarden zegt: wachtwoord komt voor in 4 datalekken, wijzig het");
  clean("nl", "manager_paste", "export gelukt: 214 items, 12 mappen, 3 notities");

  // =============================================================================================
  // recovery_codes: as a provider prints them, some used or struck through.
  const eight = (): string => `${d(4)} ${d(4)}`;
  const dash = (): string => `${f.chars(LOWER + DIGITS, 4)}-${f.chars(LOWER + DIGITS, 4)}`;
  const hex55 = (): string => `${f.chars(HEX, 5)}-${f.chars(HEX, 5)}`;
  const alnum10 = (): string => f.chars(LOWER + DIGITS, 10);
  const list = (n: number, gen: () => string): string[] => Array.from({ length: n }, gen);
  {
    const c = list(10, eight);
    many("secret", "en", "recovery_codes", `Backup codes (owen.evans)\n1. ~~$1~~\n2. $2\n3. $3\n4. ~~$4~~\n5. $5\n6. $6\n7. $7\n8. $8\n9. $9\n10. $10\n* You can only use each backup code once.`, c);
    out[out.length - 1]!.sensitive = c[1]!;
    out[out.length - 1]!.more = [c[2]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!, c[9]!];
  }
  { const c = list(8, hex55); many("secret", "en", "recovery_codes", `these are still valid I think (crossed out the ones I used):\n$1 (used)\n$2\n$3\n$4\n$5\n$6\n$7\n$8`, c); out[out.length - 1]!.sensitive = c[1]!; out[out.length - 1]!.more = c.slice(2); }
  sec("en", "recovery_codes", "Bitwarden two-step login recovery code: $ keep it offline", list(7, () => f.chars(UPPER + DIGITS, 4)).join(" "));
  clean("en", "recovery_codes", "Backup codes (owen.evans)\n10 of 10 used, generate new ones in Settings > Security");
  clean("en", "recovery_codes", "Invoice lines:\n1. 2026 1104\n2. 2026 1105\n3. 2026 1106\nTotal due 14 Dec");

  { const c = list(10, eight); many("secret", "de", "recovery_codes", `SICHERUNGSCODES\nlena.weber@…\n\n1. $1 ✓\n2. $2 ✓\n3. $3\n4. $4\n5. $5\n6. $6\n7. $7\n8. $8\n9. $9\n10. $10\n\nJeder Sicherungscode kann nur einmal verwendet werden.`, c); out[out.length - 1]!.sensitive = c[2]!; out[out.length - 1]!.more = c.slice(3); }
  { const c = list(10, dash); many("secret", "de", "recovery_codes", `Discord Backup-Codes, die mit x sind schon weg:\nx $1\n  $2\n  $3\nx $4\n  $5\n  $6\n  $7\n  $8\n  $9\n  $10`, c); out[out.length - 1]!.sensitive = c[1]!; out[out.length - 1]!.more = [c[2]!, ...c.slice(4)]; }
  clean("de", "recovery_codes", "Sicherungscodes: alle 10 aufgebraucht, neue erstellen unter Konto > Sicherheit");

  { const c = list(10, eight); many("secret", "fr", "recovery_codes", `CODES DE SECOURS\n(ne les partagez avec personne)\n$1   $2\n$3   $4\n$5   $6\n$7   $8\n$9   $10\nGénérés le 5 déc. 2026`, c); }
  { const c = list(8, alnum10); many("secret", "fr", "recovery_codes", `codes de récupération Proton, j'ai barré ceux utilisés : -$1- $2 $3 $4 -$5- $6 $7 $8`, c); out[out.length - 1]!.sensitive = c[1]!; out[out.length - 1]!.more = [c[2]!, c[3]!, c[5]!, c[6]!, c[7]!]; }
  clean("fr", "recovery_codes", "codes de récupération : il en reste 4 sur 10, pensez à en générer d'autres");

  { const c = list(10, eight); many("secret", "es", "recovery_codes", `CÓDIGOS DE SEGURIDAD\nCuenta: dnavarro\n1. $1\n2. $2 (usado)\n3. $3\n4. $4\n5. $5\n6. $6\n7. $7\n8. $8\n9. $9\n10. $10`, c); out[out.length - 1]!.more = [c[2]!, ...c.slice(3)]; }
  { const c = list(8, dash); many("secret", "es", "recovery_codes", `códigos de respaldo de Discord — $1 · $2 · $3 · $4 · $5 · $6 · $7 · $8`, c); }
  clean("es", "recovery_codes", "Pedidos:\n1. 4511 2033\n2. 4511 2034\n3. 4511 2035\nEnvío gratuito");

  { const c = list(10, eight); many("secret", "pt", "recovery_codes", `CÓDIGOS ALTERNATIVOS\n$1  $2\n$3  $4\n$5  $6\n$7  $8\n$9  $10\nCada código só pode ser usado uma vez.`, c); }
  { const c = list(8, hex55); many("secret", "pt", "recovery_codes", `códigos de recuperação do GitHub (riscados os que já usei):\n~~$1~~\n$2\n$3\n$4\n$5\n$6\n$7\n$8`, c); out[out.length - 1]!.sensitive = c[1]!; out[out.length - 1]!.more = c.slice(2); }
  clean("pt", "recovery_codes", "Faturas:\nFT 2026-0412\nFT 2026-0413\npagas em dezembro");

  { const c = list(10, eight); many("secret", "it", "recovery_codes", `CODICI DI BACKUP\n(account c.russo)\n1) $1\n2) $2\n3) $3\n4) $4\n5) $5\n6) $6\n7) $7\n8) $8\n9) $9\n10) $10\nOgni codice può essere usato una sola volta.`, c); }
  { const c = list(8, alnum10); many("secret", "it", "recovery_codes", `codici di recupero che mi restano: $1, $2, $3, $4, $5, $6, $7 e $8`, c); }
  clean("it", "recovery_codes", "codici di recupero: ne restano 3, rigenerali dalle impostazioni");

  { const c = list(10, eight); many("secret", "nl", "recovery_codes", `BACK-UPCODES\nfleur.vos\n\n1. $1    6. $6\n2. $2    7. $7\n3. $3    8. $8\n4. $4    9. $9\n5. $5    10. $10\n\nJe kunt elke back-upcode maar één keer gebruiken.`, c); }
  { const c = list(8, dash); many("secret", "nl", "recovery_codes", `herstelcodes van Discord, de doorgestreepte heb ik al gebruikt:\n~~$1~~\n~~$2~~\n$3\n$4\n$5\n$6\n$7\n$8`, c); out[out.length - 1]!.sensitive = c[2]!; out[out.length - 1]!.more = c.slice(3); }
  { const c = list(8, hex55); many("secret", "nl", "recovery_codes", `github-recovery-codes.txt:\n$1\n$2\n$3\n$4\n$5\n$6\n$7\n$8`, c); }
  { const c = list(6, eight); many("secret", "nl", "recovery_codes", `reservecodes voor het account van oma (nr 1 en 2 gebruikt): $3, $4, $5 en $6`, c.map((x, i) => (i < 2 ? `x${i}` : x))); const last = out[out.length - 1]!; last.sensitive = c[2]!; last.more = c.slice(3); }
  clean("nl", "recovery_codes", "back-upcodes: nog 2 van de 10 over, nieuwe aanmaken via Instellingen");
  clean("nl", "recovery_codes", "Bestelling:\n1. 3011 4567\n2. 3011 4568\n3. 3011 4569\nlevering dinsdag");

  // =============================================================================================
  // email_obfuscated: the language's words inside the name and between the parts.
  const NAMES: Record<CorpusLang, string[]> = {
    en: ["anna", "owen", "grace", "harry", "chloe"],
    de: ["hans", "lena", "jonas", "marie", "felix"],
    fr: ["marie", "jean", "claire", "hugo", "lucie"],
    es: ["juan", "lucia", "diego", "carmen", "pablo"],
    pt: ["joao", "ana", "tiago", "rita", "bruno"],
    it: ["mario", "giulia", "luca", "chiara", "matteo"],
    nl: ["jan", "sanne", "pieter", "lotte", "kees"],
  };
  const SURNAMES: Record<CorpusLang, string[]> = {
    en: ["smith", "evans", "hughes", "walker"],
    de: ["mueller", "schmidt", "weber", "fischer"],
    fr: ["dupont", "martin", "moreau", "durand"],
    es: ["garcia", "lopez", "navarro", "ruiz"],
    pt: ["silva", "souza", "costa", "pereira"],
    it: ["rossi", "bianchi", "verdi", "ferrari"],
    nl: ["bakker", "jansen", "visser", "dekker"],
  };
  const fn = (l: CorpusLang): string => f.pick(NAMES[l]);
  const ln = (l: CorpusLang): string => f.pick(SURNAMES[l]);
  pii("en", "email_obfuscated", "HR said send the forms to $ before Friday", `${fn("en")} dot ${ln("en")} at ${f.pick(["outlook", "gmail", "proton"])} dot com`);
  pii("en", "email_obfuscated", "you can reach the practice manager on $ (spam filter, sorry)", `${fn("en")} underscore ${ln("en")}${d(2)} at nhs dot net`);
  pii("en", "email_obfuscated", "my new address is $ all lower case", `${fn("en")} ${ln("en")} at gmail dot com`);
  clean("en", "email_obfuscated", "meet me at the station dot com bar at seven");
  clean("en", "email_obfuscated", "the file is at docs slash setup dot md");

  pii("de", "email_obfuscated", "schick die Unterlagen an $, die Personalabteilung wartet", `${fn("de")} punkt ${ln("de")} at ${f.pick(["web", "gmx", "t-online"])} punkt de`);
  pii("de", "email_obfuscated", "meine Mail ist $ alles klein", `${fn("de")} minus ${ln("de")} ät gmx punkt net`);
  pii("de", "email_obfuscated", "Praxis-Mail laut Rezept: $", `praxis punkt ${ln("de")} (at) ${f.pick(["posteo", "mailbox"])} (punkt) de`);
  clean("de", "email_obfuscated", "Punkt acht Uhr at the office, sagt der Chef");
  clean("de", "email_obfuscated", "schreib Punkt und Komma richtig, das at brauchst du nicht");

  pii("fr", "email_obfuscated", "envoie le dossier à $ avant vendredi", `${fn("fr")} point ${ln("fr")} arobase ${f.pick(["orange", "free", "laposte"])} point fr`);
  pii("fr", "email_obfuscated", "mon adresse c'est $ en minuscules", `${fn("fr")} tiret bas ${ln("fr")} arobase gmail point com`);
  pii("fr", "email_obfuscated", "la secrétaire du cabinet : $", `secretariat point ${ln("fr")} at wanadoo point fr`);
  clean("fr", "email_obfuscated", "mettre un point à la ligne, puis l'arobase dans le champ du bas");

  pii("es", "email_obfuscated", "manda el currículum a $ que es el de recursos humanos", `${fn("es")} punto ${ln("es")} arroba ${f.pick(["gmail", "hotmail", "yahoo"])} punto es`);
  pii("es", "email_obfuscated", "mi correo: $ todo junto", `${fn("es")} guion bajo ${ln("es")} arroba outlook punto com`);
  pii("es", "email_obfuscated", "escríbele a la doctora a $", `dra punto ${ln("es")} arroba salud punto es`);
  clean("es", "email_obfuscated", "punto y aparte, y la arroba va en el campo de abajo");

  pii("pt", "email_obfuscated", "manda o contrato para $ por favor", `${fn("pt")} ponto ${ln("pt")} arroba ${f.pick(["sapo", "gmail", "outlook"])} ponto pt`);
  pii("pt", "email_obfuscated", "meu email é $ tudo minúsculo", `${fn("pt")} underline ${ln("pt")} arroba uol ponto com ponto br`);
  pii("pt", "email_obfuscated", "o email da clínica: $", `clinica ponto ${ln("pt")} arroba gmail ponto com`);
  clean("pt", "email_obfuscated", "ponto final, e a arroba fica no campo de baixo");

  pii("it", "email_obfuscated", "manda i documenti a $ entro venerdì", `${fn("it")} punto ${ln("it")} chiocciola ${f.pick(["gmail", "libero", "alice"])} punto ${f.pick(["com", "it"])}`);
  pii("it", "email_obfuscated", "la mia mail è $ tutto minuscolo", `${fn("it")} trattino basso ${ln("it")} chiocciola virgilio punto it`);
  pii("it", "email_obfuscated", "la segreteria dello studio medico risponde a $", `studio punto ${ln("it")} at pec punto it`);
  clean("it", "email_obfuscated", "punto e a capo, poi la chiocciola va nel campo sotto");

  pii("nl", "email_obfuscated", "stuur de formulieren naar $, dat is de afdeling HR", `${fn("nl")} punt ${ln("nl")} apenstaartje ${f.pick(["ziggo", "kpnmail", "hotmail"])} punt nl`);
  pii("nl", "email_obfuscated", "mijn mailadres is $ alles aan elkaar", `${fn("nl")} punt de ${ln("nl")} at gmail punt com`);
  pii("nl", "email_obfuscated", "mail de assistente van de huisarts op $", `assistente punt ${ln("nl")} apestaartje ${f.pick(["zorgmail", "huisarts"])} punt nl`);
  pii("nl", "email_obfuscated", "schrijf naar $, ze leest het elke ochtend", `${fn("nl")} streepje ${ln("nl")}${d(2)} at xs4all punt nl`);
  pii("nl", "email_obfuscated", "het adres van oma: $ (ze typt het zelf zo)", `oma punt ${ln("nl")} apenstaartje planet punt nl`);
  clean("nl", "email_obfuscated", "punt uit, en het apenstaartje zit op shift 2");
  clean("nl", "email_obfuscated", "we zijn at home, punt");

  // =============================================================================================
  // national_id: each country's own separators, in tax forms, HR e-mails, doctors' portals.
  const bsn = (): string => f.bsn();
  {
    const b = bsn();
    pii("nl", "national_id", "voor de aangifte inkomstenbelasting heb ik mijn BSN nodig, het is $ toch?", `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}`);
  }
  { const b = bsn(); pii("nl", "national_id", "HR vraagt: burgerservicenummer $ en je IBAN voor de salarisadministratie", `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`); }
  { const b = bsn(); pii("nl", "national_id", "op het formulier van de huisarts: BSN-nummer: $ geboortedatum erachter", `${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6)}`); }
  { const b = bsn(); pii("nl", "national_id", "mijn sofinummer (heet nu BSN) is $", b); }
  pii("nl", "national_id", "rijksregisternummer van de Belgische collega voor de loonadministratie: $", belgianNumber(f));
  clean("nl", "national_id", "klantnummer 1234.56.789 staat op de factuur van het energiebedrijf");
  clean("nl", "national_id", "dossiernummer 2026.04.118 bij de gemeente, afspraak om 10.30");

  { const s = f.steuerId(); pii("de", "national_id", "für die Lohnsteuer braucht die Personalabteilung meine Steuer-ID $, die steht auf dem Brief vom Bundeszentralamt", s); }
  { const s = f.steuerId().replace(/ /g, ""); pii("de", "national_id", "Identifikationsnummer (IdNr.) $", `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}`); }
  pii("de", "national_id", "HR hat nach der Rentenversicherungsnummer gefragt: $", rvnr(f));
  clean("de", "national_id", "Steuernummer fürs Gewerbe kommt noch, Aktenzeichen 2026/447-3");
  clean("de", "national_id", "Personalnummer 004711, Kostenstelle 4410, Eintritt 01.02.2027");

  pii("fr", "national_id", "pour la mutuelle il faut le numéro de sécu : $", nir(f));
  pii("fr", "national_id", "n° SS $ (carte Vitale de ma fille)", nir(f));
  { const n = nir(f).replace(/ /g, ""); pii("fr", "national_id", "sur l'attestation de la CPAM : NIR $", `${n.slice(0, 13)} ${n.slice(13)}`); }
  clean("fr", "national_id", "numéro de dossier 2 26 04 118 chez le notaire, rendez-vous 14 h");
  clean("fr", "national_id", "matricule 004512, service comptabilité, bureau 3.14");

  pii("es", "national_id", "para la declaración de la renta me piden el DNI, que es $", (() => { const v = f.dni(); return `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}-${v.slice(8)}`; })());
  pii("es", "national_id", "rrhh necesita mi NIE $ para el contrato", (() => { const v = nie(f); return `${v.charAt(0)}-${v.slice(1, 8)}-${v.slice(8)}`; })());
  pii("es", "national_id", "dni $ en minúsculas como lo pide el formulario del médico", f.dni().toLowerCase());
  clean("es", "national_id", "número de expediente 12.345.678-B/2026 en el juzgado");

  pii("pt", "national_id", "para o IRS preciso do NIF da minha mãe: $", (() => { const v = nifPt(f); return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; })());
  pii("pt", "national_id", "o RH pediu o contribuinte, é o $", nifPt(f));
  pii("pt", "national_id", "CPF do titular da reserva: $", f.cpf());
  clean("pt", "national_id", "número da fatura 234 567 890, pagamento por referência multibanco");

  pii("it", "national_id", "il codice fiscale di mio figlio per il pediatra è $", codiceFiscale(f).toLowerCase());
  pii("it", "national_id", "per il 730 serve cod. fisc. $", (() => { const c = codiceFiscale(f); return `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6, 11)} ${c.slice(11)}`; })());
  pii("it", "national_id", "l'ufficio personale vuole il CF: $", codiceFiscale(f));
  clean("it", "national_id", "numero pratica 2026/0412-B, ufficio tributi, sportello 3");

  pii("en", "national_id", "the airline form wants the passport number: $ and expiry", f.passport());
  pii("en", "national_id", "new starter form, NI number $ and bank details to follow", f.nino());
  pii("en", "national_id", "my SSN for the tax return is $", f.ssn().replace(/-/g, " "));
  clean("en", "national_id", "booking reference QX7P2M, e-ticket 125 2345678901, seat 14C");
  clean("en", "national_id", "employee number 004512, payroll run on the 25th");

  // =============================================================================================
  // phone: each country's own grouping, with and without the trunk zero, words between groups.
  const deMob = (): string => `1${f.pick(["70", "71", "72", "73", "75", "77", "78", "79"])}`;
  const nlMob = (): string => `6${f.int(1, 5)}`;
  const itMob = (): string => `3${f.pick(["33", "34", "35", "38", "39", "47", "48", "49"])}`;
  const ptMob = (): string => `9${f.pick(["1", "2", "3", "6"])}`;
  const esMob = (): string => `6${d(2)}`;
  const ukMob = (): string => `7${f.pick(["4", "5", "7", "8", "9"])}${d(2)}`;
  const exch = (): string => { const e = f.int(202, 989); return e % 100 === 11 || e === 555 ? String(e + 1) : String(e); };
  pii("en", "phone", "the booking confirmation has my mobile as $ which is right", `+44 ${ukMob()} ${d(3)} ${d(3)}`);
  pii("en", "phone", "reach the surgery on $ between 8 and 6", `020 3${d(3)} ${d(4)}`);
  pii("en", "phone", "my cell is $ if the airline calls", `(${f.pick(["212", "415", "617", "312"])}) ${exch()}-${d(4)}`);
  many("pii", "en", "phone", "it's $1 and then $2, got it?", [`0${ukMob()}`, `${d(3)} ${d(3)}`]);
  clean("en", "phone", "flight BA 2490 leaves 07:15 from gate 22, seat 31A");
  clean("en", "phone", "sort code 20-45-77, account ending 1190, per the bank letter");

  pii("de", "phone", "im Personalbogen steht meine Handynummer $, die stimmt", `0${deMob()} ${d(3)} ${d(2)} ${d(2)}`);
  pii("de", "phone", "die Praxis erreichst du unter $ (Anmeldung)", `030 ${d(3)} ${d(3)} ${d(2)}`);
  pii("de", "phone", "Handy ohne Null: $", `+49 (0)${deMob()} ${d(7)}`);
  many("pii", "de", "phone", "meine Nummer ist $1, dann kommt $2", [`0${deMob()}`, `${d(3)} ${d(4)}`]);
  clean("de", "phone", "Bankleitzahl 100 500 00, BIC BELADEBEXXX, steht im Brief");
  clean("de", "phone", "Flug LH 1234 ab 06:45, Sitz 23C, Buchungscode X7KQ2P");

  pii("fr", "phone", "le numéro du cabinet c'est le $ pour les rendez-vous", `01 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("fr", "phone", "pour Air France j'ai mis mon portable $", `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("fr", "phone", "mon portable sans le zéro : $", `${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  many("pii", "fr", "phone", "note mon numéro : $1, ensuite $2", [`06 ${d(2)}`, `${d(2)} ${d(2)} ${d(2)}`]);
  clean("fr", "phone", "vol AF 1418, départ 07 h 25, porte 34, siège 12 F");
  clean("fr", "phone", "case 7 DB de la déclaration : 2 400 €, ligne 1AJ : 32 000 €");

  pii("es", "phone", "el teléfono del centro de salud es el $ para pedir cita", `91 ${d(3)} ${d(2)} ${d(2)}`);
  pii("es", "phone", "en la reserva puse mi móvil $", `+34 ${esMob()} ${d(3)} ${d(3)}`);
  many("pii", "es", "phone", "apunta: $1 y luego $2", [esMob(), `${d(2)} ${d(2)} ${d(2)}`]);
  clean("es", "phone", "vuelo IB 3166, salida 06:40, asiento 14D, localizador QX7P2M");

  pii("pt", "phone", "o número da clínica é o $ para marcações", `21 ${d(3)} ${d(4)}`);
  pii("pt", "phone", "na reserva da TAP pus o meu telemóvel $", `+351 ${ptMob()}${d(1)} ${d(3)} ${d(3)}`);
  pii("pt", "phone", "meu celular com DDD: $", `(0${f.pick(["11", "21", "31", "41"])}) 9${d(4)}-${d(4)}`);
  many("pii", "pt", "phone", "o telemóvel é $1 e depois $2", [`${ptMob()}${d(1)}`, `${d(3)} ${d(3)}`]);
  clean("pt", "phone", "voo TP 1352, partida 06:50, lugar 21C, código de reserva X7KQ2P");

  pii("it", "phone", "il numero dello studio medico è $ per le prenotazioni", `02 ${d(4)} ${d(4)}`);
  pii("it", "phone", "nel modulo dell'ufficio personale ho messo il cellulare $", `${itMob()} ${d(3)} ${d(4)}`);
  pii("it", "phone", "per la prenotazione Ryanair: $", `+39 ${itMob()} ${d(7)}`);
  many("pii", "it", "phone", "segnati il cellulare: $1, poi $2", [itMob(), `${d(3)} ${d(2)} ${d(2)}`]);
  clean("it", "phone", "volo AZ 1630, partenza 07:05, posto 18A, codice prenotazione X7KQ2P");

  pii("nl", "phone", "het nummer van de huisartsenpraktijk is $ voor spoed", `020 ${d(3)} ${d(4)}`);
  pii("nl", "phone", "in het personeelsformulier staat mijn mobiel: $", `06 ${f.int(1, 5)}${d(1)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("nl", "phone", "voor KLM heb ik $ opgegeven als telefoonnummer", `+31 6 ${f.int(1, 5)}${d(7)}`);
  pii("nl", "phone", "zonder nul: $, met landcode ervoor", `+31 (0)${nlMob()} ${d(3)} ${d(4)}`);
  pii("nl", "phone", "bel het ziekenhuis op $ en vraag naar de poli", `010 - ${d(3)} ${d(2)} ${d(2)}`);
  many("pii", "nl", "phone", "mijn nummer: $1, dan $2", [`0${nlMob()}`, `${d(2)} ${d(2)} ${d(3)}`]);
  clean("nl", "phone", "vlucht KL 1234 om 06:45, stoel 23C, boekingscode X7KQ2P");
  clean("nl", "phone", "kenmerk 1234 5678 9012 op de aanslag van de gemeente, betalen voor 1 mei");

  // =============================================================================================
  // leak: shapes in which a part of the value could stay readable after redaction.
  {
    const p = `06 ${f.int(1, 5)}${d(1)} ${d(2)} ${d(2)} ${d(2)}`;
    twice("pii", "nl", "leak", "mijn mobiel is $. nogmaals voor de zekerheid: $", p);
  }
  { const b = bsn(); many("pii", "nl", "leak", "BSN $1, de laatste vier cijfers zijn $2", [b, b.slice(5)]); }
  { const ib = f.iban("NL"); many("pii", "nl", "leak", "rekeningnummer voor de salarisadministratie:\n$1\n$2", [ib.slice(0, 8).replace(/(.{4})/, "$1 "), ib.slice(8).replace(/(.{4})(?!$)/g, "$1 ")]); }
  { const n = nir(f); many("pii", "fr", "leak", "numéro de sécu $1\nclé : $2", [n.slice(0, -3), n.slice(-2)]); out[out.length - 1]!.more = []; }
  { const p = `${itMob()} ${d(3)} ${d(4)}`; twice("pii", "it", "leak", "cellulare $ (ripeto: $)", p); }
  { const cf = codiceFiscale(f); many("pii", "it", "leak", "codice fiscale $1, in minuscolo $2", [cf, cf.toLowerCase()]); }
  { const s = f.steuerId(); many("pii", "de", "leak", "Steuer-ID $1, ohne Leerzeichen $2", [s, s.replace(/ /g, "")]); }
  { const dn = f.dni(); many("pii", "es", "leak", "DNI $1 — la letra es la $2, el número $3", [dn, dn.slice(0, 8), dn.slice(8)]); out[out.length - 1]!.more = [dn.slice(0, 8)]; }
  { const p = `${ptMob()}${d(1)} ${d(3)} ${d(3)}`; many("pii", "pt", "leak", "telemóvel $1, os últimos dígitos são $2", [p, p.slice(-3)]); }
  { const p = `+44 ${ukMob()} ${d(3)} ${d(3)}`; many("pii", "en", "leak", "number: $1 — ends in $2", [p, p.slice(-3)]); }
  { const v = pw("nl"); twice("secret", "nl", "leak", "wachtwoord van de bank: $\nik herhaal het even: $", v); }
  { const v = spaced("de"); many("secret", "de", "leak", "Passwort (mit Leerzeichen!): $1\nder erste Teil ist $2", [v, v.split(" ")[0]!]); out[out.length - 1]!.more = []; }
  { const v = pin(); many("secret", "fr", "leak", "le code de la carte c'est $1, je répète $2", [v, [...v].join(" ")]); }
  { const v = tempPw("es"); many("secret", "es", "leak", "contraseña temporal: $1 (la mayúscula es la $2)", [v, v.charAt(0)]); out[out.length - 1]!.more = []; }
  { const v = pw("it"); many("secret", "it", "leak", "la password è \"$1\", senza virgolette: $1", [v]); }
  clean("nl", "leak", "bel me op mijn mobiel, nogmaals voor de zekerheid: na 17:00");
  clean("de", "leak", "Steuer-ID habe ich nicht zur Hand, die steht auf dem Brief vom Finanzamt");
  clean("it", "leak", "il codice fiscale lo trovi sulla tessera sanitaria, retro");

  // =============================================================================================
  // lookalike: booking references, e-tickets, bank letters' own numbers, form boxes, case numbers.
  clean("en", "lookalike", "E-ticket 125 2345678901, booking ref QX7P2M, baggage 1 x 23 kg");
  clean("en", "lookalike", "your appointment: Tue 14.03.2027 at 10:15, room 2.14, Dr Hughes");
  clean("en", "lookalike", "P60 box 1: 34,512.00, tax code 1257L, payroll no. 004512");
  clean("en", "lookalike", "git log says a3f9c0d1 fixed the CSV import, v2.14.3 tagged");
  clean("de", "lookalike", "Ticketnummer 220 2345678901, Buchungsnummer QX7P2M, 1 Koffer 23 kg");
  clean("de", "lookalike", "Anlage N Zeile 34: 1.234,56 €, Zeile 37: 2.400,00 €");
  clean("de", "lookalike", "Termin in der Praxis am 14.03.2027 um 10:15, Raum 2.14");
  clean("de", "lookalike", "Versichertennummer steht auf der Karte, Kassennummer 101 575 519 ist die der Kasse");
  clean("de", "lookalike", "Vertragsnummer 4711-0815-22, Kundennummer 30 118 442");
  clean("fr", "lookalike", "billet électronique 057 2345678901, réservation QX7P2M, bagage 23 kg");
  clean("fr", "lookalike", "avis d'impôt 2026 : revenu fiscal de référence 32 450 €, 2 parts");
  clean("fr", "lookalike", "rendez-vous le 14.03.2027 à 10 h 15, salle 2.14, Dr Moreau");
  clean("fr", "lookalike", "code banque 30004, code guichet 00823, à recopier sur le formulaire");
  clean("es", "lookalike", "billete electrónico 075 2345678901, localizador QX7P2M, maleta 23 kg");
  clean("es", "lookalike", "modelo 100, casilla 0505: 1.234,56 €, casilla 0435: 2.400,00 €");
  clean("es", "lookalike", "cita el 14.03.2027 a las 10:15, consulta 2.14");
  clean("es", "lookalike", "referencia del recibo 2026 0412 0001, importe 45,90 €");
  clean("pt", "lookalike", "bilhete eletrónico 047 2345678901, reserva QX7P2M, mala 23 kg");
  clean("pt", "lookalike", "IRS anexo A, quadro 4: 12 345,67 €, código 401");
  clean("pt", "lookalike", "consulta a 14.03.2027 às 10:15, gabinete 2.14");
  clean("pt", "lookalike", "referência multibanco: entidade 21 312, referência 987 654 321, valor 45,90");
  clean("it", "lookalike", "biglietto elettronico 055 2345678901, PNR QX7P2M, bagaglio 23 kg");
  clean("it", "lookalike", "730 rigo E1: 1.234,56 €, rigo C1: 24.000,00 €");
  clean("it", "lookalike", "visita il 14.03.2027 alle 10:15, ambulatorio 2.14");
  clean("it", "lookalike", "numero di protocollo 0412/2026, codice ATECO 62.01.00");
  clean("nl", "lookalike", "e-ticket 074 2345678901, boekingscode QX7P2M, koffer 23 kg");
  clean("nl", "lookalike", "aangifte box 3: € 57.000, box 1: € 34.512");
  clean("nl", "lookalike", "afspraak bij de huisarts op 14.03.2027 om 10.15, kamer 2.14");
  clean("nl", "lookalike", "ordernummer 2026-04-118, track & trace 3SABCD1234567");
  clean("nl", "lookalike", "personeelsnummer 004512, kostenplaats 4410, in dienst per 01-02-2027");
  clean("nl", "lookalike", "commit f3a9c0d in de dev-chat: fix voor de csv-import, versie 2.14.3");
  clean("nl", "lookalike", `spaarpas ${grouped(notCard(f), 4, " ")} is vervallen, nieuwe komt per post`);
  clean("nl", "lookalike", "het wachtwoordbeleid: minimaal 12 tekens, 1 cijfer, geen spaties");
  clean("nl", "lookalike", "de pincode-brief en de pas komen apart, 2 tot 5 werkdagen");
  clean("nl", "lookalike", "zaaknummer Z-2026-04118 bij de gemeente, behandelaar mevr. Visser");

  return out;
}
