/**
 * The inputs of outside probe (r) of issue #36 (privacy/__tests__/probe-36r.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to what probe (q)
 * left: passwords made of a word and a year told inside a story ("my password is still sommer2019 from
 * the old flat", "it's otter1985 like always"); values in quotes after a keyword ("Zugang
 * 'Kater-Miez_7'", "wachtwoord met 'x'", »…«, ‘…’); phone lists with no phone word ("Anna 0171 …,
 * Ben 0160 …"); parts of a value said again in the same text (an IBAN's tail or a card's last four
 * are fine to keep, the full value said again is not); street addresses in prose ("c'est au 12 rue
 * des Lilas": a street address is personal data, issue #36); and clean look-alikes of each (prices,
 * meeting IDs, order numbers, versions, times, published checksums, a card's last four alone, a
 * street named without a house). All seven languages, Dutch the most after English.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { Fakes, HEX, LOWER, UPPER, capitalised } from "./fakes.ts";
import { type CorpusCase, type CorpusLang, familyBuilders, grouped } from "./types.ts";

export type Probe36rFamily = "story_year" | "quoted" | "phone_list" | "said_again" | "address" | "lookalike";
export interface Probe36rCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36rFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36r(seed = 0x3900 + Number(process.env.PROBE_SEED ?? 0)): Probe36rCase[] {
  const f = new Fakes(seed);
  const out: Probe36rCase[] = [];
  const B = familyBuilders<Probe36rFamily>(out);

  const d = (n: number): string => f.digits(n);
  const spaced4 = (v: string): string => grouped(v, 4, " ");
  const WORD: Record<CorpusLang, string[]> = {
    en: ["summer", "otter", "biscuit", "arsenal", "daisy", "marmalade"],
    de: ["sommer", "kater", "schalke", "bello", "mausi", "winter"],
    fr: ["soleil", "minou", "loulou", "bretagne", "chouchou", "printemps"],
    es: ["verano", "betis", "chispa", "canela", "lunita", "sevilla"],
    pt: ["benfica", "verao", "bolinha", "saudade", "pipoca", "lisboa"],
    it: ["estate", "juve", "micio", "tesoro", "pippo", "napoli"],
    nl: ["zomer", "ajax", "poesje", "tulp", "knuffel", "hondje"],
  };
  const year = (): string => String(f.int(1960, 2025));
  const cap = capitalised;
  const wy = (l: CorpusLang): string => f.wordAndYear(WORD[l], 2025, ["!"]);
  const qpw = (l: CorpusLang): string => {
    switch (f.int(0, 2)) {
      case 0: return `${cap(f.pick(WORD[l]))}-${cap(f.pick(WORD[l]))}_${f.int(1, 9)}`;
      case 1: return `${f.chars(LOWER, 4)}${f.chars(UPPER, 2)}${d(3)}`;
      default: return `${f.pick(WORD[l])}${f.pick(["!", "#", "?", "*"])}${d(2)}${f.chars(UPPER, 1)}`;
    }
  };
  const NAMES: Record<CorpusLang, string[]> = {
    en: ["Anna", "Ben", "Priya", "Tom", "Zoe", "Sam", "Kate"],
    de: ["Anna", "Ben", "Jonas", "Lena", "Opa", "Tante Gisela", "Herr Meier"],
    fr: ["Camille", "Hugo", "Mamie", "Léa", "Karim", "tonton Paul"],
    es: ["Lucía", "Diego", "mamá", "Carmen", "Javi", "la abuela"],
    pt: ["Joana", "Tiago", "a avó", "Rui", "Beatriz", "tio Zé"],
    it: ["Giulia", "Luca", "nonna", "Marco", "Sara", "zio Beppe"],
    nl: ["Anna", "Daan", "oma", "Sanne", "Bram", "tante Els", "Joost"],
  };
  const phone: Record<CorpusLang, () => string> = {
    en: () => `07${f.pick(["4", "5", "7", "8", "9"])}${d(2)} ${d(6)}`,
    de: () => `01${f.pick(["51", "60", "71", "76", "79"])} ${d(7)}`,
    fr: () => `0${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    es: () => `6${d(2)} ${d(3)} ${d(3)}`,
    pt: () => `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`,
    it: () => `3${f.pick(["33", "35", "38", "47", "49"])} ${d(3)} ${d(4)}`,
    nl: () => `06 ${f.int(1, 5)}${d(7)}`,
  };
  const nm = (l: CorpusLang): [string, string, string] => {
    const pool = [...NAMES[l]];
    const a = pool.splice(f.int(0, pool.length - 1), 1)[0]!;
    const b2 = pool.splice(f.int(0, pool.length - 1), 1)[0]!;
    const c = pool.splice(f.int(0, pool.length - 1), 1)[0]!;
    return [a, b2, c];
  };
  const hn = (max: number): number => f.int(1, max);
  const mail = (user: string, dom: string): string => `${user}${d(2)}@${dom}`;

  // =============================================================================================
  // story_year: a password of a word and a year, told inside a story.
  const s = B("story_year");
  s.sec("en", "my password is still $ from the old flat, never changed it", wy("en"));
  s.sec("en", "ugh, locked out again. it's $ like always, the dog's name and the year we got her", wy("en"));
  s.sec("en", "for the record the laptop login is $, same as the one from uni", wy("en"));
  s.sec("en", "told Dad the wifi is $ but he keeps typing it with a capital", wy("en"));
  s.sec("en", "the old Hotmail still opens with $ I think, try that first", wy("en"));
  s.clean("en", "my password is still the one from the old flat, I'll change it this weekend");
  s.clean("en", "we got the dog in summer 2019, she turns five in June");
  s.clean("en", "Arsenal 2004 was the last unbeaten season, still got the mug");
  s.sec("de", "mein Passwort ist immer noch $ aus der alten WG, nie geändert", wy("de"));
  s.sec("de", "bin wieder ausgesperrt, es ist $ wie immer, der Name vom Kater und das Jahr", wy("de"));
  s.sec("de", "Papa kriegt's nicht hin, beim Laptop ist es $, mit kleinem s", wy("de"));
  s.sec("de", "das alte GMX-Konto geht glaub ich noch mit $, probier das zuerst", wy("de"));
  s.clean("de", "mein Passwort ist immer noch das aus der alten WG, ändere ich am Wochenende");
  s.clean("de", "den Kater haben wir im Sommer 2019 geholt, Schalke 04 hat damals verloren");
  s.sec("fr", "mon mot de passe c'est toujours $ depuis l'ancien appart", wy("fr"));
  s.sec("fr", "encore bloquée, c'est $ comme d'hab, le nom du chat et l'année", wy("fr"));
  s.sec("fr", "pour papa, l'ordi s'ouvre avec $, sans majuscule", wy("fr"));
  s.sec("fr", "bref, le compte Free marche encore avec $ je crois, essaie ça d'abord", wy("fr"));
  s.clean("fr", "mon mot de passe est toujours celui de l'ancien appart, je change ça ce week-end");
  s.clean("fr", "le chat est arrivé au printemps 2018, il a six ans");
  s.sec("es", "mi contraseña sigue siendo $ desde el piso viejo", wy("es"));
  s.sec("es", "otra vez bloqueada, es $ como siempre, el nombre de la perra y el año", wy("es"));
  s.sec("es", "a mi padre le dije que el portátil abre con $, todo en minúsculas", wy("es"));
  s.sec("es", "la cuenta vieja de Hotmail creo que entra con $, prueba eso primero", wy("es"));
  s.clean("es", "mi contraseña sigue siendo la del piso viejo, la cambio el finde");
  s.clean("es", "el Betis ganó la copa en 2022, verano 2022 fue épico");
  s.sec("pt", "a minha senha ainda é $ desde a casa antiga", wy("pt"));
  s.sec("pt", "bloqueei outra vez, é $ como sempre, o nome do cão e o ano", wy("pt"));
  s.sec("pt", "disse ao pai que o portátil abre com $, tudo minúsculas", wy("pt"));
  s.sec("pt", "o email antigo acho que ainda abre com $, experimenta isso primeiro", wy("pt"));
  s.clean("pt", "a minha senha ainda é a da casa antiga, mudo no fim de semana");
  s.clean("pt", "o Benfica foi campeão em 2023, verão de 2023 foi bom");
  s.sec("it", "la mia password è ancora $ dalla vecchia casa", wy("it"));
  s.sec("it", "bloccata di nuovo, è $ come sempre, il nome del gatto e l'anno", wy("it"));
  s.sec("it", "a papà ho detto che il portatile si apre con $, tutto minuscolo", wy("it"));
  s.sec("it", "la vecchia mail di Libero credo vada ancora con $, prova prima quella", wy("it"));
  s.clean("it", "la mia password è ancora quella della vecchia casa, la cambio nel weekend");
  s.clean("it", "il Napoli ha vinto nel 2023, estate 2023 indimenticabile");
  s.sec("nl", "mijn wachtwoord is nog steeds $ van het oude huis", wy("nl"));
  s.sec("nl", "weer buitengesloten, het is $ zoals altijd, naam van de hond en het jaar", wy("nl"));
  s.sec("nl", "tegen pa gezegd dat de laptop opent met $, alles klein", wy("nl"));
  s.sec("nl", "die oude hotmail gaat volgens mij nog met $, probeer dat eerst", wy("nl"));
  s.clean("nl", "mijn wachtwoord is nog steeds dat van het oude huis, verander ik dit weekend");
  s.clean("nl", "Ajax werd kampioen in 2022, zomer 2022 was top");

  // =============================================================================================
  // quoted: a value in quotes after a keyword, with no "is" or colon between.
  const q = B("quoted");
  q.sec("en", "log in with 'x' no wait, log in with '$'", qpw("en"));
  q.sec("en", "netflix pass \"$\" (capital letters matter)", qpw("en"));
  q.sec("en", "the locker opens with '$' btw", qpw("en"));
  q.sec("de", "Zugang '$' für den Vereinsrechner", qpw("de"));
  q.sec("de", "Kennwort »$« für das Kundenportal", qpw("de"));
  q.sec("de", "melde dich mit „$“ an, Benutzer ist der Vorname", qpw("de"));
  q.sec("de", "WLAN Gäste, Schlüssel ‚$‘", qpw("de"));
  q.sec("fr", "connecte-toi avec « $ », l'identifiant c'est mon prénom", qpw("fr"));
  q.sec("fr", "mdp '$' pour la box", qpw("fr"));
  q.sec("fr", "identifiant mon mail, code « $ » pour le portail de la mutuelle", qpw("fr"));
  q.sec("es", "entra con «$», el usuario es mi nombre", qpw("es"));
  q.sec("es", "clave '$' para la tablet", qpw("es"));
  q.sec("es", "acceso «$» para el portal del cole", qpw("es"));
  q.sec("pt", "entra com «$», o utilizador é o meu nome", qpw("pt"));
  q.sec("pt", "senha '$' para o portátil", qpw("pt"));
  q.sec("pt", "acesso «$» para o portal da escola", qpw("pt"));
  q.sec("it", "entra con «$», l'utente è il mio nome", qpw("it"));
  q.sec("it", "parola d'ordine '$' per il router", qpw("it"));
  q.sec("it", "accesso «$» per il registro elettronico", qpw("it"));
  q.sec("nl", "inloggen met wachtwoord met '$'", qpw("nl"));
  q.sec("nl", "wachtwoord met ‘$’ erin, hoofdletters tellen", qpw("nl"));
  q.sec("nl", "log in met “$”, gebruiker is mijn voornaam", qpw("nl"));
  q.sec("nl", "code '$' voor het kluisje op het werk", qpw("nl"));
  q.clean("en", "log in with 'Google' and pick the work account");
  q.clean("de", "Zugang über 'Passwort vergessen' anfordern");
  q.clean("fr", "connecte-toi avec « Se souvenir de moi » coché");
  q.clean("es", "entra con «Acceder con Google»");
  q.clean("pt", "entra com «Iniciar sessão com a Apple»");
  q.clean("it", "entra con «Accedi con SPID»");
  q.clean("nl", "inloggen met 'DigiD app' werkt het snelst");
  q.clean("nl", "log in met “Mijn ING” en klik op ‘Overzicht’");

  // =============================================================================================
  // phone_list: phone numbers in a list with names and no phone word.
  const p = B("phone_list");
  { const [a, b2] = nm("en"); p.many("pii", "en", `${a} $1, ${b2} $2`, [phone.en(), phone.en()]); }
  { const [a, b2, c] = nm("en"); p.many("pii", "en", `for the party: ${a} $1\n${b2} $2\n${c} $3`, [phone.en(), phone.en(), phone.en()]); }
  { const [a, b2] = nm("de"); p.many("pii", "de", `${a} $1, ${b2} $2`, [phone.de(), phone.de()]); }
  { const [a, b2, c] = nm("de"); p.many("pii", "de", `Notfall:\n${a} – $1\n${b2} – $2\n${c} – $3`, [phone.de(), phone.de(), phone.de()]); }
  { const [a, b2] = nm("fr"); p.many("pii", "fr", `${a} $1 et ${b2} $2 si besoin`, [phone.fr(), phone.fr()]); }
  { const [a, b2] = nm("fr"); p.many("pii", "fr", `pour samedi :\n${a} $1\n${b2} $2`, [phone.fr(), phone.fr()]); }
  { const [a, b2] = nm("es"); p.many("pii", "es", `${a} $1, ${b2} $2`, [phone.es(), phone.es()]); }
  { const [a, b2] = nm("es"); p.many("pii", "es", `para la cena:\n${a} $1\n${b2} $2`, [phone.es(), phone.es()]); }
  { const [a, b2] = nm("pt"); p.many("pii", "pt", `${a} $1, ${b2} $2`, [phone.pt(), phone.pt()]); }
  { const [a, b2] = nm("pt"); p.many("pii", "pt", `para o jantar:\n${a} $1\n${b2} $2`, [phone.pt(), phone.pt()]); }
  { const [a, b2] = nm("it"); p.many("pii", "it", `${a} $1, ${b2} $2`, [phone.it(), phone.it()]); }
  { const [a, b2] = nm("it"); p.many("pii", "it", `per la cena:\n${a} $1\n${b2} $2`, [phone.it(), phone.it()]); }
  { const [a, b2] = nm("nl"); p.many("pii", "nl", `${a} $1, ${b2} $2`, [phone.nl(), phone.nl()]); }
  { const [a, b2, c] = nm("nl"); p.many("pii", "nl", `oppaslijst:\n${a} $1\n${b2} $2\n${c} $3`, [phone.nl(), phone.nl(), phone.nl()]); }
  { const [a, b2] = nm("nl"); p.many("pii", "nl", `${a}: $1 / ${b2}: $2`, [phone.nl(), phone.nl()]); }
  { const [a] = nm("nl"); p.pii("nl", `${a} $ als ik er niet ben`, phone.nl()); }
  { const [a] = nm("de"); p.pii("de", `${a} $ falls ich nicht da bin`, phone.de()); }
  { const [a] = nm("it"); p.pii("it", `${a} $ se non rispondo io`, phone.it()); }
  { const [a] = nm("fr"); p.pii("fr", `${a} au $ si je réponds pas`, phone.fr()); }
  { const [a, b2] = nm("en"); p.many("pii", "en", `${a}: $1 | ${b2}: $2`, [phone.en(), phone.en()]); }
  p.clean("en", `Anna 2, Ben 3, Priya 1 — that's the seating`);
  p.clean("en", "Tom 10:30, Kate 11:15, Sam 14:00 for the interviews");
  p.clean("de", "Anna 1.200 €, Ben 980 €, Jonas 1.050 € für die Miete");
  p.clean("de", "Lena 7:30, Jonas 8:15 beim Zahnarzt");
  p.clean("fr", "Camille 3 parts, Hugo 2 parts, Léa 1 part");
  p.clean("es", "Lucía 2026, Diego 2025, Carmen 2024 — años de graduación");
  p.clean("pt", "Joana 12,50 €, Tiago 9,80 €, Rui 15 €");
  p.clean("it", "Giulia 18:30, Luca 19:00, Sara 20:15");
  p.clean("nl", "Anna 3-1, Daan 2-2, Sanne 0-4 — uitslagen van de pingpong");
  p.clean("nl", "Daan 06:45, Sanne 07:10, Bram 07:30 — wie rijdt wanneer");
  p.clean("nl", "oma 87, tante Els 61, Joost 34 — leeftijden voor de taart");

  // =============================================================================================
  // said_again: a value said again in the same text; a tail or last four is fine, the full value is not.
  const a = B("said_again");
  { const x = f.iban("DE"); a.pii("de", `IBAN $, endet auf ${x.slice(-4)}, falls du prüfen willst`, spaced4(x)); }
  { const x = f.iban("NL"); a.pii("nl", `rekening $, eindigt op ${x.slice(-4)}`, spaced4(x)); }
  { const x = f.iban("FR"); a.pii("fr", `RIB $ (se termine par ${x.slice(-3)})`, spaced4(x)); }
  { const x = f.iban("IT"); a.pii("it", `IBAN $, finisce con ${x.slice(-4)}`, spaced4(x)); }
  { const x = f.iban("ES"); a.pii("es", `IBAN $, termina en ${x.slice(-4)}`, spaced4(x)); }
  { const x = f.iban("GB"); a.pii("en", `IBAN $, ends in ${x.slice(-4)}`, spaced4(x)); }
  { const x = f.card(); a.pii("en", `card $ — the last four are ${x.slice(-4)} if they ask`, spaced4(x)); }
  { const x = f.card(); a.pii("nl", `kaart $, laatste vier ${x.slice(-4)}`, spaced4(x)); }
  { const x = f.iban("DE"); a.twice("pii", "de", "IBAN $ — nochmal zum Kopieren: $", spaced4(x)); }
  { const x = f.iban("NL"); a.many("pii", "nl", "iban $1, zonder spaties $2", [spaced4(x), x]); }
  { const x = f.iban("ES"); a.many("pii", "es", "cuenta $1, todo junto: $2", [spaced4(x), x]); }
  { const x = f.iban("IT"); a.many("pii", "it", "IBAN $1 ... ripeto $2", [spaced4(x), x]); }
  { const x = f.card(); a.many("pii", "pt", "cartão $1, ou seja $2", [spaced4(x), x]); }
  { const x = phone.fr(); a.many("pii", "fr", "mon portable $1, donc $2", [x, x.replace(/ /g, "")]); }
  { const x = phone.nl(); a.many("pii", "nl", "bel $1, of app naar $2", [x, `+31 ${x.slice(1)}`]); }
  { const x = phone.it(); a.twice("pii", "it", "il mio numero è $, ripeto: $", x); }
  { const x = mail("jonas.becker", "gmx.de"); a.twice("pii", "de", "meine Mail $ — nicht vertippen: $", x); }
  { const x = mail("sanne.visser", "ziggo.nl"); a.twice("pii", "nl", "mail $ (nogmaals: $)", x); }
  { const x = wy("nl"); a.twice("secret", "nl", "wachtwoord $ … dus nog een keer, $", x); }
  { const x = wy("de"); a.twice("secret", "de", "Passwort $, ich wiederhole: $", x); }
  { const x = wy("es"); a.twice("secret", "es", "la contraseña es $, repito, $", x); }
  { const x = qpw("pt"); a.twice("secret", "pt", "senha $, de novo: $", x); }
  { const x = qpw("en"); a.twice("secret", "en", "password $ — again, $", x); }
  { const x = `${f.int(1, 9)}${d(3)}`; a.twice("secret", "fr", "code PIN $, je répète $", x); }
  { const x = `${f.int(1, 9)}${d(4)}`; a.twice("secret", "it", "PIN $ ... sì, $", x); }
  a.clean("en", `card ending ${d(4)} was charged twice, call the bank`);
  a.clean("de", `Karte mit Endziffern ${d(4)} gesperrt, neue kommt per Post`);
  a.clean("nl", `pas eindigend op ${d(4)} is verlopen`);
  a.clean("fr", `la carte finissant par ${d(4)} a été débitée deux fois`);
  a.clean("es", `la tarjeta que termina en ${d(4)} caduca en marzo`);
  a.clean("pt", `o cartão terminado em ${d(4)} foi recusado`);
  a.clean("it", `la carta che finisce con ${d(4)} è scaduta`);
  a.clean("nl", `rekening eindigend op ${d(4)}, bedrag € 45,00 teruggestort`);

  // =============================================================================================
  // address: a street address in prose is personal data; a street named without a house is not.
  const r = B("address");
  r.pii("fr", "c'est au $, sonne chez Martin", `${hn(80)} rue des ${f.pick(["Lilas", "Acacias", "Tanneurs"])}`);
  r.pii("fr", "on se retrouve chez moi, $, 3e étage", `${hn(120)} ${f.pick(["avenue Jean Jaurès", "boulevard Voltaire", "rue Victor Hugo"])}`);
  r.pii("fr", "j'ai déménagé au $ depuis lundi", `${hn(40)} bis rue ${f.pick(["de la Paix", "du Moulin", "Pasteur"])}`);
  r.pii("de", "wir wohnen jetzt in der $, klingel bei Becker", `${f.pick(["Lindenstraße", "Gartenweg", "Schillerstraße"])} ${hn(60)}`);
  r.pii("de", "komm einfach zur $, Hinterhaus", `${f.pick(["Bergmannstraße", "Kastanienallee", "Torstraße"])} ${hn(90)}a`);
  r.pii("de", "Paket bitte an $ schicken", `${f.pick(["Hauptstr.", "Ringstr.", "Bahnhofstr."])} ${hn(120)}, ${f.pick(["10115 Berlin", "80331 München", "50667 Köln"])}`);
  r.pii("en", "we're at $ now, blue door", `${hn(200)} ${f.pick(["Elm Road", "Church Street", "Victoria Avenue"])}`);
  r.pii("en", "send it to my mum's, $", `${hn(90)} ${f.pick(["Oak Lane", "Mill Road", "Park Crescent"])}, ${f.pick(["Leeds LS6 2AB", "Bristol BS7 8EF", "York YO10 5DD"])}`);
  r.pii("es", "vivo en la $, 2º B", `calle ${f.pick(["Mayor", "de Alcalá", "Real"])} ${hn(150)}`);
  r.pii("es", "nos vemos en mi casa, $, tercer piso", `${f.pick(["Avenida de la Constitución", "Calle Sierpes", "Paseo de Gracia"])} ${hn(90)}`);
  r.pii("pt", "moro na $, 2.º esquerdo", `Rua ${f.pick(["Augusta", "das Flores", "do Carmo"])} ${hn(120)}`);
  r.pii("pt", "o jantar é lá em casa, $", `Avenida ${f.pick(["da Liberdade", "de Roma", "Almirante Reis"])}, ${hn(200)}`);
  r.pii("it", "abito in $, citofono Rossi", `via ${f.pick(["Garibaldi", "Roma", "dei Mille"])} ${hn(90)}`);
  r.pii("it", "ci vediamo da me, $, terzo piano", `${f.pick(["corso Vittorio Emanuele", "viale Monza", "piazza Dante"])} ${hn(60)}`);
  r.pii("nl", "we wonen nu op de $, bel maar aan", `${f.pick(["Lindenlaan", "Kerkstraat", "Prinsengracht"])} ${hn(300)}`);
  r.pii("nl", "het feest is bij mij, $, tweede verdieping", `${f.pick(["Dorpsstraat", "Molenweg", "Stationsplein"])} ${hn(80)}-${f.pick(["II", "A", "bis"])}`);
  r.pii("nl", "stuur het pakket naar $", `${f.pick(["Kastanjelaan", "Beukenstraat", "Oranjestraat"])} ${hn(120)}, ${f.int(1000, 9999)} ${f.pick(["AB", "KL", "RT"])} ${f.pick(["Utrecht", "Haarlem", "Zwolle"])}`);
  r.pii("nl", "mijn moeder woont op $ sinds de verhuizing", `${f.pick(["Julianastraat", "Wilhelminaweg", "Vondellaan"])} ${hn(60)}`);
  r.pii("en", "my new place is $, top bell", `Flat ${hn(12)}, ${hn(90)} ${f.pick(["King Street", "Queens Road", "High Street"])}`);
  r.pii("es", "el paquete a $, por favor", `C/ ${f.pick(["Serrano", "Goya", "Princesa"])}, ${hn(120)}, ${f.pick(["28001 Madrid", "08010 Barcelona"])}`);
  r.pii("it", "mandalo a $", `${f.pick(["Via Manzoni", "Via Verdi", "Via Mazzini"])} ${hn(60)}, ${f.pick(["20121 Milano", "00184 Roma", "10121 Torino"])}`);
  r.pii("pt", "a minha mãe mora na $ desde o ano passado", `Travessa ${f.pick(["do Carmo", "da Glória", "das Flores"])} ${hn(40)}`);
  r.pii("de", "meine Eltern wohnen am $", `${f.pick(["Mühlenweg", "Kirchplatz", "Rosenhang"])} ${hn(30)}`);
  r.clean("fr", "la rue des Lilas est bloquée, passe par le boulevard");
  r.clean("fr", "rendez-vous au 3e étage, salle 12");
  r.clean("de", "die Lindenstraße ist gesperrt wegen Bauarbeiten");
  r.clean("de", "Treffpunkt Gleis 12, Wagen 7");
  r.clean("en", "Church Street is closed until Friday, go round by the park");
  r.clean("en", "meet me in room 14, second floor");
  r.clean("es", "la calle Mayor está cortada por la cabalgata");
  r.clean("pt", "a Rua Augusta está cheia de turistas hoje");
  r.clean("it", "via Garibaldi è chiusa per il mercato fino alle 14");
  r.clean("nl", "de Kerkstraat ligt open, rij om via de Molenweg");
  r.clean("nl", "we zitten in zaal 12 op de tweede verdieping");
  r.clean("nl", "het is bus 12 tot halte Stationsplein, dan 5 minuten lopen");

  // =============================================================================================
  // lookalike: prices, meeting IDs, order numbers, versions, times, published checksums.
  const l = B("lookalike");
  l.clean("en", `Zoom meeting ID ${d(3)} ${d(4)} ${d(4)}, passcode is in the invite`);
  l.clean("en", `order #${d(3)}-${d(7)}-${d(7)} arrives Thursday, £${f.int(10, 300)}.${d(2)}`);
  l.clean("en", `sha256 of the release: ${f.chars(HEX, 64)}`);
  l.clean("en", `upgrade to 3.${f.int(0, 20)}.${f.int(0, 9)} before 17:30, changelog in the repo`);
  l.clean("de", `Teams-Besprechung, ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}, Kenncode in der Einladung`);
  l.clean("de", `Bestellung ${d(3)}-${d(7)}-${d(7)}, ${f.int(10, 300)},${d(2)} €, kommt Donnerstag`);
  l.clean("de", `Prüfsumme (SHA-256) laut Website: ${f.chars(HEX, 64)}`);
  l.clean("de", `Version ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)} um 16:45 einspielen`);
  l.clean("fr", `réunion Zoom ID ${d(3)} ${d(4)} ${d(4)}, code dans l'invitation`);
  l.clean("fr", `commande n° ${d(9)}, ${f.int(10, 300)},${d(2)} €`);
  l.clean("fr", `somme de contrôle MD5 publiée : ${f.chars(HEX, 32)}`);
  l.clean("es", `reunión Meet ${f.chars(LOWER, 3)}-${f.chars(LOWER, 4)}-${f.chars(LOWER, 3)} a las 10:30`);
  l.clean("es", `pedido ${d(3)}-${d(7)}, ${f.int(10, 300)},${d(2)} €`);
  l.clean("es", `checksum oficial: ${f.chars(HEX, 40)}`);
  l.clean("pt", `reunião Teams ID ${d(3)} ${d(3)} ${d(3)} ${d(3)} às 14h30`);
  l.clean("pt", `encomenda n.º ${d(8)}, ${f.int(10, 300)},${d(2)} €`);
  l.clean("pt", `versão ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)}, sha1 ${f.chars(HEX, 40)}`);
  l.clean("it", `riunione Zoom ID ${d(3)} ${d(4)} ${d(4)}, passcode nell'invito`);
  l.clean("it", `ordine n. ${d(3)}-${d(7)}, ${f.int(10, 300)},${d(2)} €`);
  l.clean("it", `checksum SHA-256 dal sito: ${f.chars(HEX, 64)}`);
  l.clean("nl", `Teams-vergadering ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}, toegangscode staat in de uitnodiging`);
  l.clean("nl", `bestelling ${d(3)}-${d(7)}-${d(7)}, € ${f.int(10, 300)},${d(2)}, komt donderdag`);
  l.clean("nl", `controlegetal (SHA-256) op de site: ${f.chars(HEX, 64)}`);
  l.clean("nl", `versie ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)} om 16.45 uitrollen`);
  l.clean("nl", `factuur ${f.int(2024, 2026)}-${d(5)}, € ${f.int(100, 2000)},${d(2)}, betalen voor 31-12`);
  l.clean("nl", `trein ${d(4)} van 07.42, spoor ${f.int(1, 20)}${f.pick(["a", "b", ""])}`);
  l.clean("nl", `pakket ${f.chars(UPPER, 2)}${d(9)}NL komt tussen 14.00 en 16.00`);
  l.clean("nl", `de zomer van ${year()} was de beste, weet je nog`);

  return out;
}
