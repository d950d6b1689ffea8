/**
 * The inputs of outside probe (l) of issue #36 (privacy/__tests__/probe-36l.test.ts), written by a
 * tester who had not run the gate on them, before running it. New angles next to probe (k): the
 * value inside a longer chat message, on the line after its keyword, quoted or in backticks or
 * brackets; passwords with spaces or spelled out ("it's X, capital F"); recovery codes pasted as a
 * provider's block (header, 8-10 codes, footer); e-mail obfuscated with the owner's words, emoji or
 * spaces around "@"; national ids inside forms; phones with words or brackets between their groups;
 * redaction leaks (value said twice, split over lines, part of it repeated later) and clean
 * look-alikes of the same shapes (orders, parcels, product codes, versions, times, prices, meeting
 * ids, postcodes, dates). All seven languages, Dutch the most.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, LOWER, UPPER, capitalised } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";

export type Probe36lFamily = "email_obfuscated" | "national_id" | "phone" | "prose_password" | "recovery_codes" | "leak";
export interface Probe36lCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36lFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36l(seed = 0x36c0 + Number(process.env.PROBE_SEED ?? 0)): Probe36lCase[] {
  const f = new Fakes(seed);
  const out: Probe36lCase[] = [];
  const { sec, pii, twice, many, alike: clean } = corpusBuilders(out, null, { region: "" });

  const d = (n: number): string => f.digits(n);
  const nz = (): string => String(f.int(1, 9));
  const cap = capitalised;
  const sign = (): string => f.pick(["!", "#", "?", "*", "&", "%", "@"]);
  const NAMES = ["anna", "bram", "sophie", "daan", "lotte", "koen", "marie", "luca", "giulia", "joao", "ines", "lucas", "pablo", "elena", "jonas", "lea", "theo", "emma", "noor", "sem"];
  const SURN = ["devries", "jansen", "bakker", "visser", "muller", "schmidt", "dubois", "martin", "garcia", "lopez", "silva", "santos", "rossi", "bianchi", "peeters", "smit"];
  const WORDS: Record<CorpusLang, string[]> = {
    en: ["purple", "monkey", "harbour", "candle", "velvet", "thunder", "maple", "rocket", "pebble", "lantern"],
    de: ["tanne", "wolke", "brezel", "kater", "nebel", "schaukel", "blitz", "amsel", "kiesel", "laterne"],
    fr: ["lapin", "nuage", "cerise", "brioche", "soleil", "marmotte", "falaise", "tilleul", "boussole", "grenier"],
    es: ["gato", "luna", "naranja", "tortuga", "molino", "cometa", "faro", "almendra", "brisa", "piedra"],
    pt: ["gaivota", "caju", "janela", "farol", "sardinha", "tijolo", "areia", "coruja", "pipoca", "cravo"],
    it: ["gabbiano", "limone", "tartaruga", "nuvola", "ciliegia", "mulino", "faro", "pinolo", "lucertola", "brezza"],
    nl: ["tulp", "fiets", "molen", "kaas", "zeehond", "drop", "paraplu", "egel", "duin", "klomp"],
  };
  const word = (l: CorpusLang): string => f.pick(WORDS[l]);
  /** A password as owners pick them, in the words of their language. */
  const pw = (l: CorpusLang): string => {
    switch (f.int(0, 5)) {
      case 0: return `${cap(word(l))}${f.int(1950, 2030)}${sign()}`;
      case 1: return `${word(l)}.${word(l)}${d(2)}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
      case 3: return `${cap(word(l))}_${cap(word(l))}${d(3)}`;
      case 4: return `${d(2)}${word(l).replace(/a/g, "4").replace(/e/g, "3").replace(/o/g, "0")}${sign()}${d(2)}`;
      default: return `${word(l)}${sign()}${cap(word(l))}${d(1)}`;
    }
  };
  /** A passphrase of words with spaces, as a password manager or an owner makes one. */
  const phrase = (l: CorpusLang, n = f.int(3, 4)): string => Array.from({ length: n }, () => word(l)).join(" ") + (f.int(0, 1) ? ` ${d(2)}` : "");
  const pin = (n = f.int(4, 6)): string => `${nz()}${d(n - 1)}`;

  // =============================================================================================
  // prose_password: said in words, in a longer message, next line, quoted, backticks, brackets,
  // with spaces, spelled "it's X, capital F".
  sec("en", "prose_password", "Hi both! Hope the drive went ok. Keys are in the lockbox by the door and the wifi password is $ (it's on the router too). Bins go out on Tuesday. Have fun!", pw("en"));
  sec("en", "prose_password", "netflix password:\n$", pw("en"));
  sec("en", "prose_password", "the password for the shared drive is \"$\" without the quotes", pw("en"));
  sec("en", "prose_password", "use `$` as the admin password for now, I'll rotate it Monday", pw("en"));
  sec("en", "prose_password", "my banking login (password $) stopped working after the update", pw("en"));
  sec("en", "prose_password", "the wifi passphrase is $ all lowercase with spaces", phrase("en"));
  { const v = `${word("en")}${d(2)}`; sec("en", "prose_password", "the Disney+ password? it's $, capital first letter", v); }
  sec("en", "prose_password", "I set mum's email password to $ so she can remember it", pw("en"));
  sec("en", "prose_password", "remind me: the garage door keypad code is $ and the alarm is the same", pin(6));
  clean("en", "prose_password", "the password reset email never arrived, can you resend it?");
  clean("en", "prose_password", "password: the usual one, ask me if you forgot");
  clean("en", "prose_password", "the wifi password is printed on the sticker under the router");
  clean("en", "prose_password", "I need to change my password before the 15th");

  sec("de", "prose_password", "Hallo ihr zwei, der Schlüssel liegt im Briefkasten, das WLAN-Passwort lautet $ und die Heizung bitte nicht über 3 stellen. Liebe Grüße", pw("de"));
  sec("de", "prose_password", "Passwort fürs Sparkassen-Onlinebanking:\n$", pw("de"));
  sec("de", "prose_password", "das Kennwort ist \"$\", mit großem Anfangsbuchstaben", pw("de"));
  sec("de", "prose_password", "PIN der neuen EC-Karte: $ (bitte merken)", pin(4));
  sec("de", "prose_password", "das Passwort besteht aus ein paar Wörtern: $", phrase("de"));
  { const v = `${word("de")}${d(3)}`; sec("de", "prose_password", "Omas E-Mail-Passwort ist $, das K am Anfang groß", v); }
  sec("de", "prose_password", "Zugang zur Fritzbox (Kennwort `$`) steht auch auf dem Zettel", pw("de"));
  clean("de", "prose_password", "Passwort vergessen, ich beantrage morgen ein neues");
  clean("de", "prose_password", "das WLAN-Passwort steht hinten auf dem Router");
  clean("de", "prose_password", "die PIN kommt in ein paar Tagen per Post");

  sec("fr", "prose_password", "Coucou ! Pour ce week-end : la clé est chez la voisine, le code wifi c'est $ et il faut arroser les tomates. Bisous", pw("fr"));
  sec("fr", "prose_password", "mot de passe de la box :\n$", pw("fr"));
  sec("fr", "prose_password", "le mdp du compte Ameli est « $ »", pw("fr"));
  sec("fr", "prose_password", "le digicode de l'immeuble (porte B) : $", `${nz()}${d(3)}${f.pick(["A", "B", "#"])}`);
  sec("fr", "prose_password", "le mot de passe c'est $, avec des espaces entre les mots", phrase("fr"));
  { const v = `${word("fr")}${d(2)}`; sec("fr", "prose_password", "le mot de passe de Netflix ? c'est $, avec un L majuscule", v); }
  clean("fr", "prose_password", "j'ai oublié mon mot de passe, je clique sur le lien");
  clean("fr", "prose_password", "le code wifi est sur l'étiquette de la box");

  sec("es", "prose_password", "¡Hola! Ya estáis en el piso? La llave está en el buzón, la contraseña del wifi es $ y la basura se baja los martes. Un abrazo", pw("es"));
  sec("es", "prose_password", "contraseña de la cuenta del banco:\n$", pw("es"));
  sec("es", "prose_password", "la clave es \"$\" (sin comillas)", pw("es"));
  sec("es", "prose_password", "el PIN de la tarjeta nueva es $, no se lo digas a nadie", pin(4));
  { const v = `${word("es")}${d(4)}`; sec("es", "prose_password", "la contraseña de mamá es $, con la primera en mayúscula", v); }
  clean("es", "prose_password", "la contraseña es la de siempre, ya sabes");
  clean("es", "prose_password", "tengo que cambiar la contraseña antes del viernes");

  sec("pt", "prose_password", "Olá! A chave fica com o porteiro, a senha do wifi é $ e o gás liga-se no botão vermelho. Beijinhos", pw("pt"));
  sec("pt", "prose_password", "palavra-passe das Finanças:\n$", pw("pt"));
  sec("pt", "prose_password", "a senha do banco é `$`", pw("pt"));
  sec("pt", "prose_password", "senha do cartão (PIN) $", pin(4));
  sec("pt", "prose_password", "a senha são quatro palavras: $", phrase("pt", 4));
  clean("pt", "prose_password", "a senha está num post-it no frigorífico");
  clean("pt", "prose_password", "esqueci a palavra-passe, vou pedir uma nova");

  sec("it", "prose_password", "Ciao ragazzi! Le chiavi sono sotto lo zerbino, la password del wifi è $ e la spazzatura si butta il giovedì. A presto", pw("it"));
  sec("it", "prose_password", "password della PEC:\n$", pw("it"));
  sec("it", "prose_password", "la password di Netflix è «$»", pw("it"));
  sec("it", "prose_password", "il PIN del bancomat è $, non dirlo a nessuno", pin(5));
  { const v = `${word("it")}${d(2)}`; sec("it", "prose_password", "la password della mail della nonna è $, con la G maiuscola", v); }
  clean("it", "prose_password", "la password è quella del router, sul retro");
  clean("it", "prose_password", "ho cambiato la password ieri sera, ora funziona");

  sec("nl", "prose_password", "Hoi! Fijn dat jullie op de katten passen. De sleutel ligt onder de bloempot, het wifi-wachtwoord is $ en de kattenbak graag om de dag. Groetjes!", pw("nl"));
  sec("nl", "prose_password", "wachtwoord van de ING app:\n$", pw("nl"));
  sec("nl", "prose_password", "mijn wachtwoord is \"$\"", pw("nl"));
  sec("nl", "prose_password", "ww: $", pw("nl"));
  sec("nl", "prose_password", "inlog voor de NAS: admin / $", pw("nl"));
  sec("nl", "prose_password", "pincode van mijn pas is $, niet doorvertellen", pin(4));
  { const v = `${word("nl")}${f.int(1960, 2010)}`; sec("nl", "prose_password", "het wachtwoord van DigiD is $, met een hoofdletter aan het begin", v); }
  sec("nl", "prose_password", "het wachtwoord bestaat uit vier woorden: $", phrase("nl", 4));
  sec("nl", "prose_password", "gebruikersnaam jansen, wachtwoord `$`", pw("nl"));
  sec("nl", "prose_password", "de code van het sleutelkastje bij de voordeur is $", pin(4));
  sec("nl", "prose_password", "wachtwoord wifi (gastennetwerk): $", pw("nl"));
  clean("nl", "prose_password", "wachtwoord vergeten, ik vraag morgen een nieuwe aan");
  clean("nl", "prose_password", "het wachtwoord staat op de achterkant van de router");
  clean("nl", "prose_password", "mijn wachtwoord moet minstens 12 tekens zijn volgens de site");
  clean("nl", "prose_password", "wachtwoord: zelfde als altijd");
  clean("nl", "prose_password", "de nieuwe pincode wordt per post verstuurd");

  // =============================================================================================
  // recovery codes pasted as a provider's block: header line, 8-10 codes, footer.
  const googleCodes = (n: number): string[] => Array.from({ length: n }, () => `${d(4)} ${d(4)}`);
  const githubCodes = (n: number): string[] => Array.from({ length: n }, () => `${f.chars("0123456789abcdef", 5)}-${f.chars("0123456789abcdef", 5)}`);
  const dashedCodes = (n: number): string[] => Array.from({ length: n }, () => `${f.chars(LOWER + DIGITS, 4)}-${f.chars(LOWER + DIGITS, 4)}`);
  const plainCodes = (n: number): string[] => Array.from({ length: n }, () => f.chars(LOWER + DIGITS, 10));
  const eightDigit = (n: number): string[] => Array.from({ length: n }, () => d(8));
  const block = (codes: string[], numbered: boolean, twoCols: boolean): string => {
    const items = codes.map((c, i) => (numbered ? `${i + 1}. $${i + 1}` : `$${i + 1}`));
    if (!twoCols) return items.join("\n");
    const rows: string[] = [];
    for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2).join("    "));
    return rows.join("\n");
  };
  { const c = googleCodes(10); many("secret", "en", "recovery_codes", `BACKUP VERIFICATION CODES\n${block(c, true, true)}\nKeep these codes somewhere safe but accessible. You can only use each backup code once.\nGenerated Dec 4, 2026`, c); }
  { const c = githubCodes(8); many("secret", "en", "recovery_codes", `saving these here just in case:\nGitHub recovery codes\n${block(c, false, false)}\nPut these in a safe spot. If you lose your device and don't have the recovery codes you will lose access to your account.`, c); }
  { const c = dashedCodes(10); many("secret", "en", "recovery_codes", `Your backup codes for Discord\n${block(c, false, true)}\nEach backup code can be used once.`, c); }
  clean("en", "recovery_codes", "Order summary\n1. 4021 1187 (blue)\n2. 4021 1188 (red)\n3. 4021 1189 (green)\nThanks for shopping with us");
  clean("en", "recovery_codes", "Release notes\nv2.14.3\nv2.14.2\nv2.14.1\nv2.14.0\nSee the changelog for details.");

  { const c = googleCodes(10); many("secret", "de", "recovery_codes", `BACKUP-BESTÄTIGUNGSCODES\n${block(c, true, true)}\nBewahren Sie diese Codes an einem sicheren Ort auf. Jeder Code kann nur einmal verwendet werden.`, c); }
  { const c = plainCodes(8); many("secret", "de", "recovery_codes", `hier meine Wiederherstellungscodes fürs Twitter-Konto, falls das Handy weg ist:\n${block(c, false, false)}\nErstellt am 3.12.2026`, c); }
  clean("de", "recovery_codes", "Sendungsnummern:\n00340434161094042557\n00340434161094042558\nZustellung voraussichtlich Dienstag");
  clean("de", "recovery_codes", "Termine Dezember\n1. 03.12. 18:30\n2. 10.12. 18:30\n3. 17.12. 19:00\nbitte eintragen");

  { const c = googleCodes(10); many("secret", "fr", "recovery_codes", `CODES DE VALIDATION DE SECOURS\n${block(c, true, true)}\nConservez ces codes en lieu sûr. Chaque code ne peut être utilisé qu'une seule fois.`, c); }
  { const c = eightDigit(8); many("secret", "fr", "recovery_codes", `Vos codes de récupération Facebook :\n${block(c, false, false)}\nGénérés le 2 décembre`, c); }
  clean("fr", "recovery_codes", "Horaires du car :\n07:15\n07:45\n08:15\n08:45\nle samedi, un car sur deux");

  { const c = googleCodes(10); many("secret", "es", "recovery_codes", `CÓDIGOS DE VERIFICACIÓN DE RESPALDO\n${block(c, true, true)}\nGuarda estos códigos en un lugar seguro. Solo puedes usar cada código una vez.`, c); }
  { const c = githubCodes(8); many("secret", "es", "recovery_codes", `códigos de recuperación de GitHub (los pego aquí por si acaso)\n${block(c, false, false)}\nguárdalos bien`, c); }
  clean("es", "recovery_codes", "Pedidos de la semana:\n1. 100234 (sillas)\n2. 100235 (mesa)\n3. 100236 (lámpara)\nentrega el jueves");

  { const c = googleCodes(10); many("secret", "pt", "recovery_codes", `CÓDIGOS DE VERIFICAÇÃO DE BACKUP\n${block(c, true, true)}\nGuarde estes códigos num local seguro. Cada código só pode ser utilizado uma vez.`, c); }
  { const c = dashedCodes(9); many("secret", "pt", "recovery_codes", `códigos de recuperação da conta:\n${block(c, false, false)}\nfim`, c); }
  clean("pt", "recovery_codes", "Preços:\n1. 12,90 €\n2. 14,50 €\n3. 19,99 €\n4. 24,00 €\nIVA incluído");

  { const c = googleCodes(10); many("secret", "it", "recovery_codes", `CODICI DI VERIFICA DI BACKUP\n${block(c, true, true)}\nConserva questi codici in un luogo sicuro. Ogni codice può essere usato una sola volta.`, c); }
  { const c = plainCodes(8); many("secret", "it", "recovery_codes", `codici di recupero di Instagram, li salvo qui:\n${block(c, false, false)}\ngenerati oggi`, c); }
  clean("it", "recovery_codes", "Numeri di tracciamento:\nIT 5021 8834 12\nIT 5021 8834 13\nIT 5021 8834 14\nconsegna in 48 ore");

  { const c = googleCodes(10); many("secret", "nl", "recovery_codes", `BACK-UPVERIFICATIECODES\n${block(c, true, true)}\nBewaar deze codes op een veilige plek. Je kunt elke back-upcode maar één keer gebruiken.`, c); }
  { const c = githubCodes(8); many("secret", "nl", "recovery_codes", `herstelcodes voor GitHub, even hier bewaren:\n${block(c, false, false)}\nBewaar deze op een veilige plek.`, c); }
  { const c = dashedCodes(10); many("secret", "nl", "recovery_codes", `Je reservecodes\n${block(c, false, true)}\nElke code werkt één keer.`, c); }
  { const c = eightDigit(8); many("secret", "nl", "recovery_codes", `herstelcodes van de bank-app (geprint van de site):\n${block(c, true, false)}\nAangemaakt op 4 december`, c); }
  clean("nl", "recovery_codes", "Bestelling\n1. 40118832 (lamp)\n2. 40118833 (kap)\n3. 40118834 (snoer)\nwordt donderdag bezorgd");
  clean("nl", "recovery_codes", "Rooster\n08:30 - 12:00\n13:00 - 17:00\nvrijdag vrij");
  clean("nl", "recovery_codes", "Pakketnummers PostNL:\n3SDEVC1234567\n3SDEVC1234568\nbeide onderweg");

  // =============================================================================================
  // e-mail obfuscated with the owner's words, emoji or spaces around "@".
  const nm = (): string => f.pick(NAMES);
  const sn = (): string => f.pick(SURN);
  const loc = (): string => f.pick([`${nm()}.${sn()}`, `${nm()}${d(2)}`, `${nm()}_${sn()}`, `${sn()}.${nm()}${d(1)}`]);
  pii("en", "email_obfuscated", "you can mail me at $ if the link doesn't work", `${loc()} @ gmail . com`);
  pii("en", "email_obfuscated", "my email is $ (no spaces obviously)", `${loc()} 📧 outlook dot com`);
  pii("en", "email_obfuscated", "Hi! So the new school email for Sam is $, they said to use it for everything from now on. Talk later x", `${loc()} at stmarys dot org dot uk`);
  pii("en", "email_obfuscated", "email:\n$", `${loc()} (at) proton (dot) me`);
  pii("en", "email_obfuscated", "contact \"$\" for the booking", `${loc()} at gmail dot com`);
  pii("en", "email_obfuscated", "it's $", `${nm()} dot ${sn()} at icloud dot com`);
  clean("en", "email_obfuscated", "see you at 8 @ the pub");
  clean("en", "email_obfuscated", "meeting @ 10:30 in room 4.12");
  clean("en", "email_obfuscated", "the release notes are at docs dot example, section 3");

  pii("de", "email_obfuscated", "meine Mail ist $", `${loc()} @ web . de`);
  pii("de", "email_obfuscated", "Hallo zusammen, die neue Adresse vom Kindergarten-Elternrat lautet $, bitte alle Fragen dorthin. Danke!", `${loc()} at gmx punkt net`);
  pii("de", "email_obfuscated", "E-Mail:\n$", `${loc()} [ät] posteo [punkt] de`);
  pii("de", "email_obfuscated", "schreib an \"$\"", `${loc()} (at) t-online (punkt) de`);
  pii("de", "email_obfuscated", "die Mail von Opa: $", `${nm()} punkt ${sn()} at gmail punkt com`);
  clean("de", "email_obfuscated", "Treffen @ Bahnhof um 18 Uhr");
  clean("de", "email_obfuscated", "Punkt 3 auf der Liste: at und punkt richtig aussprechen");

  pii("fr", "email_obfuscated", "mon adresse : $", `${loc()} @ orange . fr`);
  pii("fr", "email_obfuscated", "Bonjour, pour l'inscription au club, envoyez le certificat médical à $ avant vendredi. Merci !", `${loc()} arobase gmail point com`);
  pii("fr", "email_obfuscated", "mail :\n$", `${loc()} [arobase] free [point] fr`);
  pii("fr", "email_obfuscated", "c'est « $ »", `${nm()} point ${sn()} arobase laposte point net`);
  clean("fr", "email_obfuscated", "rdv @ la gare à 8h");
  clean("fr", "email_obfuscated", "faire le point à 15h sur le dossier");

  pii("es", "email_obfuscated", "mi correo: $", `${loc()} @ hotmail . es`);
  pii("es", "email_obfuscated", "Hola a todos, para el viaje de fin de curso mandad las fotos a $ y las subimos al álbum. Gracias", `${loc()} arroba gmail punto com`);
  pii("es", "email_obfuscated", "correo electrónico:\n$", `${loc()} (arroba) yahoo (punto) es`);
  pii("es", "email_obfuscated", "es \"$\"", `${nm()} punto ${sn()} arroba outlook punto es`);
  clean("es", "email_obfuscated", "quedamos @ la plaza a las 7");

  pii("pt", "email_obfuscated", "o meu email: $", `${loc()} @ sapo . pt`);
  pii("pt", "email_obfuscated", "Boa tarde, para a marcação enviem os documentos para $ até sexta. Obrigado", `${loc()} arroba gmail ponto com`);
  pii("pt", "email_obfuscated", "e-mail:\n$", `${loc()} [arroba] outlook [ponto] com [ponto] br`);
  pii("pt", "email_obfuscated", "é \"$\"", `${nm()} ponto ${sn()} arroba hotmail ponto com`);
  clean("pt", "email_obfuscated", "jantar @ casa da avó às 20h");

  pii("it", "email_obfuscated", "la mia mail: $", `${loc()} @ libero . it`);
  pii("it", "email_obfuscated", "Ciao a tutti, per la gita mandate le autorizzazioni a $ entro lunedì. Grazie mille", `${loc()} chiocciola gmail punto com`);
  pii("it", "email_obfuscated", "email:\n$", `${loc()} (chiocciola) tiscali (punto) it`);
  pii("it", "email_obfuscated", "è «$»", `${nm()} punto ${sn()} chiocciola alice punto it`);
  clean("it", "email_obfuscated", "ci vediamo @ stazione alle 9");

  pii("nl", "email_obfuscated", "mijn mail is $", `${loc()} @ ziggo . nl`);
  pii("nl", "email_obfuscated", "Hoi allemaal! Voor het schoolreisje graag de toestemmingsformulieren sturen naar $, dan verwerk ik ze dit weekend. Dank jullie wel!", `${loc()} apenstaartje gmail punt com`);
  pii("nl", "email_obfuscated", "e-mailadres:\n$", `${loc()} (apenstaartje) kpnmail (punt) nl`);
  pii("nl", "email_obfuscated", "het is \"$\"", `${nm()} punt ${sn()} at hotmail punt com`);
  pii("nl", "email_obfuscated", "mail naar $ (mijn werkadres)", `${loc()} 🐒 outlook punt com`);
  pii("nl", "email_obfuscated", "stuur maar naar $", `${loc()} at gmail`);
  pii("nl", "email_obfuscated", "mailadres van de VvE: $", `${loc()} [at] xs4all [punt] nl`);
  pii("nl", "email_obfuscated", "schrijf naar `$`", `${loc()} apestaartje live punt nl`);
  clean("nl", "email_obfuscated", "borrel @ kantoor om 5 uur");
  clean("nl", "email_obfuscated", "punt 4: de kascommissie, at random gekozen");
  clean("nl", "email_obfuscated", "ik zit @ huis, bel maar");
  clean("nl", "email_obfuscated", "tip: kijk op thuisarts punt nl voor uitleg");

  // =============================================================================================
  // national ids inside forms and sentences.
  const steuerPlain = (): string => f.steuerId().replace(/\s/g, "");
  const dniDots = (): string => { const x = f.dni(); return `${x.slice(0, 2)}.${x.slice(2, 5)}.${x.slice(5, 8)}-${x.slice(8)}`; };
  const bsnSpaced = (): string => { const b = f.bsn(); return `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`; };
  pii("en", "national_id", "Form for the dentist:\nName: Sam\nDate: today\nSSN: $\nInsurance: BlueCross", f.ssn());
  pii("en", "national_id", "Hey, the HR lady needs my national insurance number again, it's $ — can you forward it to her? thanks", f.nino());
  pii("en", "national_id", "SSN\n$", f.ssn());
  pii("en", "national_id", "my SSN (\"$\") is on the W-2", f.ssn());
  clean("en", "national_id", "Form:\nName: Sam\nOrder: 482-19-2210\nTotal: $45.00");
  clean("en", "national_id", "case number 123-45-6789-B was closed last week");

  pii("de", "national_id", "Formular Kita:\nName: Mia\nSteuer-ID: $\nKrankenkasse: AOK", f.steuerId());
  pii("de", "national_id", "Hallo, für die Steuererklärung brauch ich noch deine Steuer-ID, meine ist $, deine steht auf dem Brief vom Bundeszentralamt", steuerPlain());
  pii("de", "national_id", "Steueridentifikationsnummer:\n$", steuerPlain());
  pii("de", "national_id", "meine IdNr. lautet „$“", f.steuerId());
  clean("de", "national_id", "Formular:\nKundennummer: 12 345 678 901\nTarif: Basis");
  clean("de", "national_id", "Vorgangsnummer 4711 0815 22 bitte bei Rückfragen angeben");

  pii("fr", "national_id", "Formulaire mutuelle :\nNom : Léa\nN° de sécurité sociale : $\nCaisse : CPAM", nir(f));
  pii("fr", "national_id", "Salut, pour la cantine ils demandent le NIR de l'enfant, c'est $, tu peux remplir le papier ?", nir(f));
  pii("fr", "national_id", "numéro de sécu :\n$", nir(f).replace(/\s/g, ""));
  pii("fr", "national_id", "mon NIR (« $ ») est sur la carte Vitale", nir(f));
  clean("fr", "national_id", "Formulaire :\nN° de commande : 1 84 07 75 112\nMontant : 42,50 €");
  clean("fr", "national_id", "numéro de dossier 2024 118 734 en cours de traitement");

  pii("es", "national_id", "Formulario:\nNombre: Lucía\nDNI: $\nTeléfono: ver abajo", f.dni());
  pii("es", "national_id", "Oye, el del gestor me pide el DNI de papá, es el $, se lo mandas tú?", dniDots());
  pii("es", "national_id", "NIF:\n$", f.dni());
  pii("es", "national_id", "mi DNI (\"$\") está caducado", f.dni());
  clean("es", "national_id", "Formulario:\nPedido: 12.345.678\nImporte: 120,00 €");
  clean("es", "national_id", "referencia del expediente 2024/118734-B");

  pii("pt", "national_id", "Ficha de inscrição:\nNome: Inês\nNIF: $\nMorada: ver cartão", nifPt(f));
  pii("pt", "national_id", "Oi! A escola pediu o CPF da Ana pro cadastro, é $, você manda lá?", f.cpf());
  pii("pt", "national_id", "CPF:\n$", f.cpf().replace(/\D/g, ""));
  pii("pt", "national_id", "o meu número de contribuinte é \"$\"", nifPt(f));
  clean("pt", "national_id", "Ficha:\nN.º de encomenda: 501 964 843\nTotal: 32,90 €");
  clean("pt", "national_id", "protocolo 2024.118.734-00 aberto ontem");

  pii("it", "national_id", "Modulo iscrizione:\nNome: Marco\nCodice fiscale: $\nScuola: media", codiceFiscale(f));
  pii("it", "national_id", "Ciao, per la farmacia serve il codice fiscale di nonna, è $, me lo confermi?", codiceFiscale(f));
  pii("it", "national_id", "codice fiscale:\n$", codiceFiscale(f));
  pii("it", "national_id", "il mio CF (\"$\") è sulla tessera sanitaria", codiceFiscale(f));
  clean("it", "national_id", "Modulo:\nN. ordine: 2024118734\nImporto: 59,90 €");
  clean("it", "national_id", "codice articolo ABCDEF12G34H567I non disponibile");

  pii("nl", "national_id", "Inschrijfformulier:\nNaam: Sem\nBSN: $\nHuisarts: dr. Smit", f.bsn());
  pii("nl", "national_id", "mijn burgerservicenummer is $", f.bsn());
  pii("nl", "national_id", "Hoi, de belastingadviseur vraagt nog om het BSN van Noor, dat is $, kun jij het doorsturen? Dank je!", f.bsn());
  pii("nl", "national_id", "BSN:\n$", f.bsn());
  pii("nl", "national_id", "BSN (\"$\") staat ook op de zorgpas", f.bsn());
  pii("nl", "national_id", "burgerservicenummer van mijn zoon: $", bsnSpaced());
  pii("nl", "national_id", "Formulier zorgverzekering\nVoorletters: J.\nBurgerservicenummer: $\nIngangsdatum: 1 januari", f.bsn());
  pii("nl", "national_id", "bsn is `$`", f.bsn());
  clean("nl", "national_id", "Formulier:\nKlantnummer: 123456789\nPakket: basis");
  clean("nl", "national_id", "KvK-nummer: 69599084, btw-nummer op de factuur");
  clean("nl", "national_id", "factuurnummer 2024-118734 is betaald");
  clean("nl", "national_id", "postcode 1012 AB, huisnummer 14");

  // =============================================================================================
  // phones with words or brackets between their groups, in longer messages, on the next line.
  const nlMobile = (): string => `06${d(8)}`;
  const deMobile = (): string => `01${f.pick(["51", "52", "60", "62", "70", "71", "72", "76", "77"])}${d(7)}`;
  const frMobile = (): string => `0${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
  const esMobile = (): string => `${f.pick(["6", "7"])}${d(2)} ${d(3)} ${d(3)}`;
  const itMobile = (): string => `3${f.int(20, 49)} ${d(7)}`;
  const ptMobile = (): string => `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`;
  const brMobile = (): string => `(${f.pick(["11", "21", "31", "41", "51"])}) 9${d(4)}-${d(4)}`;
  const usPhone = (): string => `(${f.pick(["212", "415", "617", "303", "512"])}) ${f.int(201, 989)}-${d(4)}`;
  const ukMobile = (): string => `07${f.int(400, 999)} ${d(6)}`;
  pii("en", "phone", "Hi there, it's Sam from the school run group. If the bus is late again just text me on $ and I'll pick up both kids. Cheers", ukMobile());
  pii("en", "phone", "plumber's number:\n$", usPhone());
  pii("en", "phone", "call me (mobile: $) after six", ukMobile());
  pii("en", "phone", "my cell is $, text first", usPhone());
  pii("en", "phone", "+44 $ is my work phone", `(0) ${f.int(7400, 7999)} ${d(6)}`);
  clean("en", "phone", "Zoom meeting ID: 845 1234 5678, passcode on the invite");
  clean("en", "phone", "tracking number 1Z999AA10123456784 out for delivery");
  clean("en", "phone", "the flight leaves at 07:45 and lands 10:20, gate 12");

  pii("de", "phone", "Hallo Frau Weber, falls etwas mit den Kindern ist, erreichen Sie mich unter $, ab 17 Uhr bin ich zu Hause. Viele Grüße", deMobile());
  pii("de", "phone", "Handynummer vom Klempner:\n$", `0${f.pick(["151", "160", "171"])} / ${d(3)} ${d(2)} ${d(2)}`);
  pii("de", "phone", "ruf mich an ($) wenn du da bist", `+49 (0) ${f.pick(["171", "176"])} ${d(7)}`);
  pii("de", "phone", "Festnetz ist $, Handy hab ich grad nicht", `(0${f.int(30, 89)}) ${d(3)} ${d(2)} ${d(2)}`);
  pii("de", "phone", "meine Nummer: $", `0${f.pick(["171", "176"])} und dann ${d(7)}`);
  clean("de", "phone", "Meeting-ID: 812 3456 7890, Kenncode kommt per Mail");
  clean("de", "phone", "Bestellnummer 0171-2345-678 wurde versandt");
  clean("de", "phone", "Öffnungszeiten: 08:00 - 12:30 und 14:00 - 18:00");

  pii("fr", "phone", "Bonjour, c'est la nounou. En cas de souci appelez-moi au $, je réponds même le soir. Bonne journée", frMobile());
  pii("fr", "phone", "numéro du plombier :\n$", frMobile());
  pii("fr", "phone", "mon portable ($) est toujours allumé", `+33 (0)${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("fr", "phone", "tu peux me joindre au $", `0${f.pick(["6", "7"])} ${d(2)}, puis ${d(2)} ${d(2)} ${d(2)}`);
  clean("fr", "phone", "ID de réunion : 941 0084 6881, code secret dans l'invitation");
  clean("fr", "phone", "numéro de colis 6A12345678901 en cours de livraison");

  pii("es", "phone", "Hola, soy la vecina del tercero. Si pasa algo con el agua llámame al $ que estoy todo el día en casa. Gracias!", esMobile());
  pii("es", "phone", "teléfono del fontanero:\n$", esMobile());
  pii("es", "phone", "mi móvil (el $) está siempre encendido", `+34 ${esMobile()}`);
  pii("es", "phone", "llámame al $", `${f.pick(["6", "7"])}${d(2)}, luego ${d(3)} ${d(3)}`);
  clean("es", "phone", "número de pedido 612 345 678-ES, llega el lunes");
  clean("es", "phone", "la reunión es de 10:00 a 11:30, sala 2");

  pii("pt", "phone", "Olá, é a explicadora do Tomás. Se precisarem de mudar a aula liguem para $, de preferência à tarde. Obrigada", ptMobile());
  pii("pt", "phone", "celular da diarista:\n$", brMobile());
  pii("pt", "phone", "meu whats ($) tá funcionando de novo", brMobile());
  pii("pt", "phone", "telemóvel $ (só depois das 18h)", `+351 ${ptMobile()}`);
  clean("pt", "phone", "ID da reunião: 941 0084 6881, senha no convite");
  clean("pt", "phone", "código de rastreio LB123456789PT, chega amanhã");

  pii("it", "phone", "Buongiorno, sono la mamma di Giulia. Per la festa di sabato potete chiamarmi al $, rispondo sempre. Grazie!", itMobile());
  pii("it", "phone", "cellulare dell'idraulico:\n$", itMobile());
  pii("it", "phone", "il mio numero ($) è cambiato", `+39 ${itMobile()}`);
  pii("it", "phone", "chiamami al $", `3${f.int(20, 49)}, poi ${d(7)}`);
  clean("it", "phone", "ID riunione: 812 3456 7890, codice nell'invito");
  clean("it", "phone", "ordine n. 3451234567 spedito oggi");

  pii("nl", "phone", "Hoi! Met de moeder van Daan. Als er iets is met het zwemmen kun je me bellen op $, ik ben de hele middag thuis. Groetjes", nlMobile());
  pii("nl", "phone", "nummer van de loodgieter:\n$", `06-${d(8)}`);
  pii("nl", "phone", "bel me even ($) als je er bent", `+31 (0)6 ${d(8)}`);
  pii("nl", "phone", "mijn mobiel is $", `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("nl", "phone", "vast nummer: $ (na zessen)", `(0${f.int(10, 79)}) ${d(3)} ${d(4)}`);
  pii("nl", "phone", "app me op $", `+31 6 ${d(4)} ${d(4)}`);
  pii("nl", "phone", "mijn nummer is $", `06 en dan ${d(8)}`);
  pii("nl", "phone", "tel. huisarts (spoed): $", `0${f.int(10, 79)}-${d(7)}`);
  pii("nl", "phone", "Nieuw nummer! Sla op: $ (oude werkt niet meer)", nlMobile());
  clean("nl", "phone", "vergader-ID: 845 1234 5678, code staat in de uitnodiging");
  clean("nl", "phone", "track & trace 3SDEVC123456789, morgen bezorgd");
  clean("nl", "phone", "de bus van 07:45 en die van 08:15 rijden niet");
  clean("nl", "phone", "artikelnummer 0612-3456-78 is uitverkocht");
  clean("nl", "phone", "totaal € 1.234,56 incl. btw, betalen voor 12-03-2027");

  // =============================================================================================
  // redaction leaks: the value twice, split over lines, part of it repeated later.
  twice("secret", "en", "leak", "wifi password is $ — I'll say it again: $", pw("en"));
  twice("pii", "en", "leak", "my number is $. Again, that's $", ukMobile());
  { const p = pw("en"); many("secret", "en", "leak", "password:\n$1\n(the end is $2 if you can't read it)", [p, p.slice(-4)]); }
  { const s = f.ssn(); many("pii", "en", "leak", "SSN $1, or $2 without dashes", [s, s.replace(/-/g, "")]); }
  clean("en", "leak", "order 4821, again that's 4821, shipping Friday");

  twice("secret", "de", "leak", "Das Passwort ist $ – nochmal: $", pw("de"));
  { const s = f.steuerId(); many("pii", "de", "leak", "Steuer-ID $1\n(ohne Leerzeichen: $2)", [s, s.replace(/\s/g, "")]); }
  { const m = deMobile(); many("pii", "de", "leak", "Handy:\n$1\n$2", [m.slice(0, 4), m.slice(4)]); }

  twice("secret", "fr", "leak", "mot de passe : $ — je répète, $", pw("fr"));
  { const n = nir(f); many("pii", "fr", "leak", "NIR $1, soit $2 sans espaces", [n, n.replace(/\s/g, "")]); }

  twice("secret", "es", "leak", "la contraseña es $, repito: $", pw("es"));
  { const x = f.dni(); many("pii", "es", "leak", "DNI $1 (con puntos: $2)", [x, `${x.slice(0, 2)}.${x.slice(2, 5)}.${x.slice(5, 8)}-${x.slice(8)}`]); }

  twice("secret", "pt", "leak", "a senha é $, outra vez: $", pw("pt"));
  { const c = f.cpf(); many("pii", "pt", "leak", "CPF $1\nsó os números: $2", [c, c.replace(/\D/g, "")]); }

  twice("secret", "it", "leak", "la password è $, ripeto: $", pw("it"));
  { const cf = codiceFiscale(f); many("pii", "it", "leak", "codice fiscale $1, in minuscolo $2", [cf, cf.toLowerCase()]); }

  twice("secret", "nl", "leak", "het wachtwoord is $, nog een keer: $", pw("nl"));
  twice("pii", "nl", "leak", "mijn nummer is $ (ja echt, $)", nlMobile());
  { const b = f.bsn(); many("pii", "nl", "leak", "BSN $1\nmet spaties: $2", [b, `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`]); }
  { const m = nlMobile(); many("pii", "nl", "leak", "bel me op $1 -\n$2", [m.slice(0, 2), `${m.slice(2, 4)} ${m.slice(4, 6)} ${m.slice(6, 8)} ${m.slice(8)}`]); }
  { const p = pw("nl"); many("secret", "nl", "leak", "wachtwoord: $1\nde laatste tekens zijn $2, dat lees je slecht", [p, p.slice(-4)]); }
  { const l = loc(); many("pii", "nl", "leak", "mail: $1\nof gewoon $2", [`${l} apenstaartje gmail punt com`, `${l}@gmail.com`]); }
  clean("nl", "leak", "ordernummer 40118832, nogmaals: 40118832");
  clean("nl", "leak", "de vergadering is om 14:30\nnogmaals 14:30, niet 15:00");

  return out;
}
