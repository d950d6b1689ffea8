/**
 * The inputs of outside probe (t) of issue #36 (privacy/__tests__/probe-36t.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to what probe (s)
 * left: a service's name and then a word-and-number value with no password word ("der Spotify-Login
 * ist Hamburg.1960", "NS-account: Tulp2017", "fürs Amazon-Konto nimmst du …", "Videoland: snoopy13?");
 * a contact line led by a role or an occasion, with "privé" / "mobiel" / "Handy" before the number
 * ("huisarts-assistente Marieke, privé 06 …", "party: Zoe 07…"); street names with no street word in
 * German, Dutch and English ("im Tannenwinkel 13a ab 15 Uhr", "21 Kingsmead", "bij Sanne, Berkenhage
 * 11b") and their kin in the other languages; and the clean look-alikes of each: product names with
 * versions ("iPhone 15 Pro", "Windows 11"), match scores ("Ajax 2-1"), flight and train numbers,
 * prices, room numbers, dates, times, sizes and published checksums.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { Fakes, HEX, UPPER, capitalised } from "./fakes.ts";
import { type CorpusCase, type CorpusLang, familyBuilders } from "./types.ts";

export type Probe36tFamily = "service_value" | "role_contact" | "address" | "lookalike";
export interface Probe36tCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36tFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36t(seed = 0x3b00 + Number(process.env.PROBE_SEED ?? 0)): Probe36tCase[] {
  const f = new Fakes(seed);
  const out: Probe36tCase[] = [];
  const B = familyBuilders<Probe36tFamily>(out);

  const d = (n: number): string => f.digits(n);
  const cap = capitalised;
  const WORD: Record<CorpusLang, string[]> = {
    en: ["arsenal", "buster", "bristol", "daisy", "marmite", "toffee"],
    de: ["hamburg", "sternchen", "bayern", "hasi", "schalke", "bello"],
    fr: ["lyon", "minou", "chouchou", "nantes", "pompon", "loulou"],
    es: ["sevilla", "pelusa", "betis", "chiqui", "toby", "valencia"],
    pt: ["benfica", "fofinha", "braga", "tareco", "kiko", "lisboa"],
    it: ["napoli", "bimba", "juve", "briciola", "fufi", "torino"],
    nl: ["ajax", "tulp", "snoopy", "boefje", "utrecht", "pluk"],
  };
  const wy = (l: CorpusLang): string => f.wordAndYear(WORD[l], 2024, ["!", "#", "?"]);
  // A word and a short number or a sign, as owners shorten a password they type often.
  const ws = (l: CorpusLang): string => `${f.pick([f.pick(WORD[l]), cap(f.pick(WORD[l]))])}${d(2)}${f.pick(["?", "!", "*", "#"])}`;
  const phone: Record<CorpusLang, () => string> = {
    en: () => `07${f.pick(["4", "5", "7", "8", "9"])}${d(2)} ${d(6)}`,
    de: () => `01${f.pick(["51", "52", "60", "70", "76"])} ${d(7)}`,
    fr: () => `0${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    es: () => `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    pt: () => `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`,
    it: () => `3${f.pick(["20", "31", "40", "66", "92"])} ${d(3)} ${d(4)}`,
    nl: () => `06-${f.int(1, 6)}${d(7)}`,
  };
  const hn = (max: number): number => f.int(1, max);
  const suffix = (): string => f.pick(["a", "b", ""]);

  // =============================================================================================
  // service_value: a service's name (alone, as a compound with a login or account word, or before
  // "nimmst du" / "use") and a word-and-number value, sometimes with a sign ending the message.
  const s = B("service_value");
  s.sec("en", "the Spotify login is $", wy("en"));
  s.sec("en", "Disney+ account: $", wy("en"));
  s.sec("en", "for the Amazon account you use $", wy("en"));
  s.sec("en", "NowTV: $", ws("en"));
  s.sec("en", "BBC iPlayer login → $ (Dad's)", wy("en"));
  s.sec("en", "the Tesco one, just type $", wy("en"));
  s.clean("en", "the Spotify login is my Google account");
  s.clean("en", "iPhone 15 Pro arrived, Windows 11 update pending");
  s.clean("en", "Arsenal 2-1 last night, NowTV had it");
  s.sec("de", "der Netflix-Login ist $", wy("de"));
  s.sec("de", "Disney-Konto: $", wy("de"));
  s.sec("de", "fürs Zalando-Konto nimmst du $", wy("de"));
  s.sec("de", "beim DAZN-Zugang nimmst du einfach $", wy("de"));
  s.sec("de", "Joyn: $", ws("de"));
  s.sec("de", "der Steam-Account läuft mit $", wy("de"));
  s.sec("de", "eBay-Login ist $, gleich wie früher", wy("de"));
  s.clean("de", "der Netflix-Login ist meine Gmail-Adresse");
  s.clean("de", "Windows 11 auf dem neuen Laptop, iPhone 15 Pro für Papa");
  s.clean("de", "Bayern 3-1 gegen Dortmund, lief auf DAZN");
  s.clean("de", "fürs Zalando-Konto nimmst du meine Karte, nicht deine");
  s.sec("fr", "le login Netflix c'est $", wy("fr"));
  s.sec("fr", "compte Molotov : $", wy("fr"));
  s.sec("fr", "pour le compte Vinted tu mets $", wy("fr"));
  s.sec("fr", "Free : $", ws("fr"));
  s.sec("fr", "l'identifiant Ameli c'est mon numéro, et après $", wy("fr"));
  s.clean("fr", "le login Netflix c'est l'adresse de papa");
  s.clean("fr", "Lyon 2-0 hier soir, diffusé sur Canal+");
  s.clean("fr", "j'ai pris l'iPhone 15 Pro, sous iOS 18.2");
  s.sec("es", "el login de Netflix es $", wy("es"));
  s.sec("es", "cuenta de Wallapop: $", wy("es"));
  s.sec("es", "para la cuenta de HBO pones $", wy("es"));
  s.sec("es", "Filmin: $", ws("es"));
  s.sec("es", "lo de Amazon, usa $", wy("es"));
  s.clean("es", "el login de Netflix es el correo de mamá");
  s.clean("es", "Betis 1-1 ayer, lo dieron en Movistar+");
  s.clean("es", "me compré el Galaxy S24, Windows 11 en el portátil");
  s.sec("pt", "o login da Netflix é $", wy("pt"));
  s.sec("pt", "conta da HBO: $", wy("pt"));
  s.sec("pt", "para a conta da Worten pões $", wy("pt"));
  s.sec("pt", "RTP Play: $", ws("pt"));
  s.sec("pt", "o acesso à NOS é $, o do costume", wy("pt"));
  s.clean("pt", "o login da Netflix é o email do pai");
  s.clean("pt", "Benfica 3-0 ontem, deu na Sport TV 1");
  s.clean("pt", "comprei o iPhone 15 Pro, vem com iOS 18");
  s.sec("it", "il login di Netflix è $", wy("it"));
  s.sec("it", "account Mediaset Infinity: $", wy("it"));
  s.sec("it", "per l'account Amazon metti $", wy("it"));
  s.sec("it", "Now: $", ws("it"));
  s.sec("it", "l'accesso a RaiPlay è $", wy("it"));
  s.clean("it", "il login di Netflix è l'email di papà");
  s.clean("it", "Napoli 2-1, visto su DAZN");
  s.clean("it", "Windows 11 sul portatile, l'iPhone 15 Pro per la mamma");
  s.sec("nl", "de Videoland-login is $", wy("nl"));
  s.sec("nl", "Ziggo-account: $", wy("nl"));
  s.sec("nl", "voor het bol-account gebruik je $", wy("nl"));
  s.sec("nl", "Disney+: $", ws("nl"));
  s.sec("nl", "NPO Start: $", ws("nl"));
  s.sec("nl", "het Marktplaats-account gaat met $", wy("nl"));
  s.sec("nl", "KPN-login is $, zelfde als altijd", wy("nl"));
  s.sec("nl", "de login van de NS-app is $", wy("nl"));
  s.clean("nl", "de Videoland-login is het mailadres van pa");
  s.clean("nl", "Ajax 2-1 gisteren, Ziggo Sport had het");
  s.clean("nl", "nieuwe telefoon: iPhone 15 Pro, laptop op Windows 11");
  s.clean("nl", "NS-account: abonnement Dal Voordeel loopt tot 2026");
  s.clean("nl", "Disney+: seizoen 3 staat erop");

  // =============================================================================================
  // role_contact: a contact line led by a role or an occasion, a name, then a word for private or
  // mobile ("privé", "mobiel", "Handy") or nothing before the number.
  const r = B("role_contact");
  r.pii("en", "party: Jess $", phone.en());
  r.pii("en", "school nurse Mrs Ahmed, mobile $", phone.en());
  r.pii("en", "BBQ Saturday - Tom $", phone.en());
  r.pii("en", "dog walker: Priya, personal $", phone.en());
  r.pii("en", "GP receptionist Linda, private $", phone.en());
  r.clean("en", "party: Jess 8pm, bring 2 bottles");
  r.clean("en", "school nurse Mrs Ahmed, room 14, 9-11");
  r.pii("de", "Geburtstag: Mia $", phone.de());
  r.pii("de", "Hausarzt-Sprechstundenhilfe Petra, Handy $", phone.de());
  r.pii("de", "Nachhilfe Herr Krause, privat $", phone.de());
  r.pii("de", "Grillen bei Jan – Jan $", phone.de());
  r.pii("de", "Kita-Erzieherin Frau Koch, Handy: $", phone.de());
  r.pii("de", "Elektriker: Herr Demir $", phone.de());
  r.clean("de", "Geburtstag: Mia 15 Uhr, 12 Kinder");
  r.clean("de", "Handy 15 Pro kostet 1.199 €, Vertrag 29,99 im Monat");
  r.clean("de", "Nachhilfe Herr Krause, Raum 204, 25 € die Stunde");
  r.pii("fr", "anniversaire : Chloé $", phone.fr());
  r.pii("fr", "secrétaire du médecin, Nathalie, perso $", phone.fr());
  r.pii("fr", "prof de piano Mme Girard, portable $", phone.fr());
  r.pii("fr", "baby-sitter : Inès $", phone.fr());
  r.clean("fr", "anniversaire : Chloé 14h, 10 enfants");
  r.clean("fr", "portable : l'iPhone 15 à 969 €");
  r.pii("es", "cumple: Marta $", phone.es());
  r.pii("es", "la recepcionista del médico, Elena, móvil $", phone.es());
  r.pii("es", "profe de inglés Mr. Brown, particular $", phone.es());
  r.pii("es", "electricista: Antonio $", phone.es());
  r.clean("es", "cumple: Marta 18h, somos 15");
  r.clean("es", "móvil nuevo: Galaxy A55, 399 €");
  r.pii("pt", "aniversário: Inês $", phone.pt());
  r.pii("pt", "a rececionista do médico, Sónia, telemóvel $", phone.pt());
  r.pii("pt", "explicadora D. Graça, pessoal $", phone.pt());
  r.pii("pt", "eletricista: Sr. Nuno $", phone.pt());
  r.clean("pt", "aniversário: Inês 16h, sala 3");
  r.clean("pt", "telemóvel novo: Xiaomi 14, 599 €");
  r.pii("it", "compleanno: Chiara $", phone.it());
  r.pii("it", "segretaria del medico, Paola, cell $", phone.it());
  r.pii("it", "maestra di piano sig.ra Conti, privato $", phone.it());
  r.pii("it", "elettricista: Luca $", phone.it());
  r.clean("it", "compleanno: Chiara ore 17, aula 12");
  r.clean("it", "cellulare nuovo: Pixel 9 a 899 €");
  r.pii("nl", "huisarts-assistente Marieke, privé $", phone.nl());
  r.pii("nl", "verjaardag: Daan $", phone.nl());
  r.pii("nl", "juf Anouk, mobiel $", phone.nl());
  r.pii("nl", "tandartsassistente Ilse, privé: $", phone.nl());
  r.pii("nl", "bbq zaterdag - Ruben $", phone.nl());
  r.pii("nl", "schilder: Kees, mobiel $", phone.nl());
  r.pii("nl", "fysio Lotte privé $ (niet de praktijk)", phone.nl());
  r.pii("nl", "trainer van Sem, Mark $", phone.nl());
  r.clean("nl", "verjaardag: Daan 15.00, 8 kinderen");
  r.clean("nl", "juf Anouk, lokaal 12, vanaf 8.30");
  r.clean("nl", "privé: 3 dagen vrij vanaf 14 mei");
  r.clean("nl", "mobiel abonnement 12,50 per maand, 20 GB");
  r.clean("nl", "huisarts-assistente Marieke, spreekuur 8.00-10.00");

  // =============================================================================================
  // address: a street named with no street word, then a time, a comma or the message's end; and the
  // same names with a count, a time, a room or a score after them.
  const a = B("address");
  const deName = (): string => f.pick(["Tannenwinkel", "Rosenhang", "Wiesengrund", "Holunderweg", "Kirschgarten", "Mühlenhof", "Eichkamp"]);
  a.pii("de", "Kindergeburtstag im $ ab 15 Uhr", `${deName()} ${hn(30)}${suffix()}`);
  a.pii("de", "wir treffen uns am $ um 19 Uhr", `${deName()} ${hn(40)}`);
  a.pii("de", "Oma wohnt jetzt $", `im ${deName()} ${hn(30)}${suffix()}`);
  a.pii("de", "Grillen bei Jan, $", `${deName()} ${hn(30)}${suffix()}`);
  a.pii("de", "Paket an Mama: $, 35039 Marburg", `${deName()} ${hn(40)}`);
  a.pii("de", "die Praxis von Dr. Lang ist am $ ab 8", `${deName()} ${hn(20)}`);
  a.pii("de", "Abholung im $ morgen früh", `${deName()} ${hn(30)}${suffix()}`);
  a.clean("de", "im Tannenwinkel ab 15 Uhr Kaffee und Kuchen");
  a.clean("de", "am Rosenhang 12 Grad heute früh");
  a.clean("de", "im Zimmer 214 um 15 Uhr, Größe 38 mitbringen");
  a.clean("de", "am 13.12. ab 15 Uhr, Raum 3a");
  a.pii("en", "BBQ at ours, $", `${hn(40)} ${f.pick(["Kingsmead", "Rosemount", "Hillcrest", "Fairways", "Beechwood"])}`);
  a.pii("en", "new address: $, the blue gate", `${hn(60)} The ${f.pick(["Orchard", "Spinney", "Paddock", "Green"])}`);
  a.pii("en", "pick Mia up from $ at 5", `${hn(30)} ${f.pick(["Kingsmead", "Rosemount", "Hillcrest", "Fairways"])}`);
  a.pii("en", "Gran's moved to $", `${hn(40)} The ${f.pick(["Orchard", "Spinney", "Meadows", "Copse"])}`);
  a.pii("en", "party's at Tom's, $ from 8", `${hn(30)} ${f.pick(["Beechwood", "Kingsmead", "Hillcrest"])}`);
  a.clean("en", "Kingsmead 2-0 Hillcrest, Sam scored");
  a.clean("en", "40 The Orchard tickets left for Saturday");
  a.clean("en", "room 21 at 5, size 40 shoes");
  a.pii("fr", "anniversaire chez Léo, $ à 15h", `${hn(30)} ${f.pick(["impasse des Lilas", "allée des Chênes", "chemin du Moulin"])}`);
  a.pii("fr", "mamie habite $", `${hn(20)} ${f.pick(["place de l'Église", "cours Gambetta", "quai Saint-Michel"])}`);
  a.pii("fr", "le colis va chez Paul, $", `${hn(40)} ${f.pick(["allée des Chênes", "impasse des Lilas", "sentier des Vignes"])}`);
  a.clean("fr", "place de l'Église à 15h, on sera 12");
  a.clean("fr", "salle 21 à 14h, taille 38");
  a.pii("es", "cumple en casa de Lucas, $ a las 17", `${f.pick(["Travesía del Sol", "Camino Viejo", "Ronda Norte"])} ${hn(30)}`);
  a.pii("es", "la abuela vive en $", `${f.pick(["Plaza del Pilar", "Glorieta Sur", "Paseo de la Ermita"])} ${hn(40)}`);
  a.pii("es", "recoge a Pablo en $ a las 6", `${f.pick(["Travesía del Sol", "Camino Viejo", "Ronda Norte"])} ${hn(30)}`);
  a.clean("es", "en la Plaza del Pilar a las 17, somos 20");
  a.clean("es", "sala 21 a las 10, talla 42");
  a.pii("pt", "festa em casa do Tiago, $ às 16h", `${f.pick(["Largo do Carmo", "Travessa da Fé", "Beco do Sol"])} ${hn(30)}`);
  a.pii("pt", "a avó mora no $", `${f.pick(["Largo do Carmo", "Largo da Sé", "Terreiro do Trigo"])} ${hn(40)}`);
  a.pii("pt", "vai buscar a Rita à $ às 18h", `${f.pick(["Travessa da Fé", "Calçada do Monte", "Rampa do Castelo"])} ${hn(30)}`);
  a.clean("pt", "no Largo do Carmo às 16h, somos 10");
  a.clean("pt", "sala 21 às 9h, tamanho 40");
  a.pii("it", "festa da Marco, $ alle 17", `${f.pick(["vicolo Stretto", "largo Augusto", "borgo San Frediano"])} ${hn(30)}`);
  a.pii("it", "la nonna abita in $", `${f.pick(["piazzetta San Rocco", "vicolo Stretto", "salita del Castello"])} ${hn(20)}`);
  a.pii("it", "passa a prendere Sofia in $ alle 18", `${f.pick(["largo Augusto", "borgo San Frediano", "vicolo Stretto"])} ${hn(30)}`);
  a.clean("it", "in largo Augusto alle 17, siamo 15");
  a.clean("it", "aula 21 alle 10, taglia 42");
  const nlName = (): string => f.pick(["Berkenhage", "Meidoornhof", "Zonnehof", "Lindehof", "Kastanjelaan", "Vogelweide", "Dorpsakker"]);
  a.pii("nl", "het feestje is bij Sanne, $", `${nlName()} ${hn(30)}${suffix()}`);
  a.pii("nl", "verjaardag bij oma, $ om 15.00", `${nlName()} ${hn(40)}${suffix()}`);
  a.pii("nl", "Lisa ophalen op de $ om 17.00", `${nlName()} ${hn(30)}`);
  a.pii("nl", "pakje voor Bram: $, 3512 AB Utrecht", `${nlName()} ${hn(60)}`);
  a.pii("nl", "we zijn verhuisd naar $", `${nlName()} ${hn(30)}${suffix()}`);
  a.pii("nl", "bbq bij Joris, $ vanaf 18.00", `${nlName()} ${hn(40)}`);
  a.pii("nl", "oppas bij de Jongs, $", `${nlName()} ${hn(30)}${suffix()}`);
  a.clean("nl", "bij de Berkenhage 11 eenden gezien");
  a.clean("nl", "Zonnehof 2-1 gewonnen, Sem scoorde");
  a.clean("nl", "lokaal 21 om 15.00, maat 38");
  a.clean("nl", "op 13 mei om 15.00 bij de Lindehof koffie");

  // =============================================================================================
  // lookalike: product names with versions, scores, flight and train numbers, prices, rooms, dates,
  // times, sizes and published checksums.
  const l = B("lookalike");
  l.clean("en", `flight BA ${f.int(100, 999)} at 06:40, gate B${f.int(1, 50)}`);
  l.clean("en", `MacBook Air M3 15", £1,399, or the Pixel 9 Pro at £999`);
  l.clean("en", `Liverpool 3-1, then train ${f.int(1000, 2999)} home at 22:15`);
  l.clean("en", `room ${f.int(100, 499)}, check-in 15:00, 12 Dec`);
  l.clean("en", `Ubuntu 24.04.1 ISO, sha256 ${f.chars(HEX, 64)}`);
  l.clean("de", `Flug LH ${f.int(100, 999)} um 6:40, Gate A${f.int(1, 60)}`);
  l.clean("de", `ICE ${f.int(500, 999)} Wagen 12 Platz ${f.int(11, 99)}, ab 7:12`);
  l.clean("de", `Schalke 2-2, nächstes Spiel am 14.12. um 15:30`);
  l.clean("de", `Galaxy S24 Ultra 256 GB für 1.099 €, Größe 42 bei den Schuhen`);
  l.clean("de", `Zimmer ${f.int(100, 499)} im 3. Stock, Frühstück 7-10 Uhr`);
  l.clean("de", `LibreOffice 24.8.3, SHA-256 laut Website: ${f.chars(HEX, 64)}`);
  l.clean("fr", `vol AF ${f.int(1000, 1999)} à 7h05, porte K${f.int(20, 50)}`);
  l.clean("fr", `PSG 2-1, puis TER ${f.int(800000, 899999)} à 22h10`);
  l.clean("fr", `chambre ${f.int(100, 499)}, le 14/12 à 15h`);
  l.clean("fr", `MacBook Pro M4 14 pouces, 1 999 €, taille 38`);
  l.clean("fr", `Debian 12.8, somme SHA-256 publiée : ${f.chars(HEX, 64)}`);
  l.clean("es", `vuelo IB ${f.int(1000, 3999)} a las 7:05, puerta J${f.int(40, 60)}`);
  l.clean("es", `AVE ${f.int(2000, 9999)} coche 5 plaza ${f.int(1, 20)}A, sale a las 8:30`);
  l.clean("es", `Sevilla 2-0, el domingo a las 21:00`);
  l.clean("es", `habitación ${f.int(100, 499)}, talla M, 89,99 €`);
  l.clean("pt", `voo TP ${f.int(1000, 1999)} às 6h50, porta ${f.int(10, 40)}`);
  l.clean("pt", `Alfa Pendular ${f.int(100, 199)}, carruagem 4, lugar ${f.int(11, 60)}`);
  l.clean("pt", `Porto 1-1, jogo às 20h15 de domingo`);
  l.clean("pt", `quarto ${f.int(100, 499)}, tamanho 42, 129,90 €`);
  l.clean("it", `volo AZ ${f.int(1000, 1999)} alle 7:10, gate C${f.int(1, 20)}`);
  l.clean("it", `Frecciarossa ${f.int(9500, 9699)}, carrozza 7, posto ${f.int(1, 20)}B`);
  l.clean("it", `Juve 1-0, partita alle 20:45 il 14/12`);
  l.clean("it", `stanza ${f.int(100, 499)}, taglia 44, 59,90 €`);
  l.clean("it", `firmware ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)}, SHA-256 pubblicato: ${f.chars(HEX, 64)}`);
  l.clean("nl", `vlucht KL ${f.int(1000, 1999)} om 06.55, gate E${f.int(1, 24)}`);
  l.clean("nl", `intercity ${f.int(3000, 3999)} van 17.42, spoor 5b`);
  l.clean("nl", `Ajax 2-1, PSV 0-0, volgende week om 14.30`);
  l.clean("nl", `iPhone 16 Pro Max 256 GB voor € 1.479, hoesje maat L`);
  l.clean("nl", `kamer ${f.int(100, 499)}, ontbijt 7.00-10.00, 14 december`);
  l.clean("nl", `Windows 11 24H2, build ${f.int(26000, 26199)}.${f.int(1000, 3999)}`);
  l.clean("nl", `schoenen maat 43, jas maat XL, € 89,95 samen`);
  l.clean("nl", `release 3.${f.int(0, 20)}.${f.int(0, 9)}, MD5 op de downloadpagina: ${f.chars(HEX, 32)}`);
  l.clean("nl", `TR ${f.chars(UPPER, 2)}${d(8)} bij DHL, bezorging tussen 18.00 en 21.00`);
  l.clean("nl", `de Galaxy Tab S9 FE voor € 379, of de iPad 10 voor € 429`);
  l.clean("en", `Windows 11 Pro key is on the sticker, Office 2021 came with it`);

  return out;
}
