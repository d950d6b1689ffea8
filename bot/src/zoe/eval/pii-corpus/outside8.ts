/**
 * Development sentences for issue #36 written by a twelfth engineer (privacy-clean8), labelled
 * before the gate was run on them, from categories and writers the seven earlier outside batches
 * did not hold. Three parts:
 * (a) clean sentences that look risky, as owners write them in each language: travel bookings and
 *     boarding passes (a booking reference is a company's record, not anyone's personal data, as the
 *     gate's docs file booking and ticket references), flight and train numbers, gates and platforms,
 *     hotel rooms and floors, parcel tracking, a company's invoice and customer numbers, an IBAN
 *     masked on an invoice, lottery draws, scores and shirt numbers, coordinates of public places,
 *     hex colours and CSS, git commits and branch names, docker image tags, UUIDs in logs, error
 *     codes, ISBNs with their check digit and DOIs, talk about licence keys with no key, chords and
 *     knitting patterns, timetables and opening hours, a company's postcode and town, toll-free and
 *     short public service numbers (112, 116 117, 0800 …: no person answers at them, so clean), and
 *     talk about passwords, PINs, codes and keys with no value ("the PIN letter hasn't come").
 * (b) secrets said in prose by new writers: a parent to a babysitter, a landlord's check-in message,
 *     a sysadmin's handover, an elderly person dictating a bank login, a teenager's game account,
 *     shared streaming logins, a note to self with several codes in a row, a paid licence key.
 * (c) personal data in new national forms and layouts: e-mail signatures, vCards, forms pasted as
 *     "Name: … / Geburtsdatum: …", addresses on one line, phone numbers with the country prefix of
 *     another of the seven countries, and a business's own geographic number or IBAN (labelled
 *     personal: the gate cannot tell a sole trader's line or account from a person's, and masking
 *     it costs the owner nothing).
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time;
 * ids, ISBNs and IBANs carry valid check digits).
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER, usAreaCode } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, grouped, type CorpusCase } from "./types.ts";

const WORDS = ["papagei", "lanterne", "tortuga", "cegonha", "pinguino", "eekhoorn", "walrus", "mirtillo", "ciruela", "framboise", "sardinha", "zeppelin", "kastanje", "vulcano", "aurora", "mandarine"];

/** A password as people make them (drawn here, never a real one). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "?", "$", "*", "&", "+"]);
  switch (f.int(0, 4)) {
    case 0: return `${cap}${f.digits(2)}${sign}`;
    case 1: return `${cap}${sign}${f.int(1960, 2019)}`;
    case 2: return `${w}${f.digits(3)}${cap.slice(0, 3)}`;
    case 3: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 13));
    default: return `${cap}_${f.pick(WORDS)}${f.digits(2)}`;
  }
}

/** An ISBN-13 with its check digit. */
function isbn(f: Fakes): string {
  const body = `978${f.int(1, 9)}${f.digits(8)}`;
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(body[i]) * (i % 2 ? 3 : 1);
  const c = (10 - (s % 10)) % 10;
  return `${body.slice(0, 3)}-${body.slice(3, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}-${c}`;
}

/** A Portuguese IBAN (the generator's countries hold none): "PT" + check digits + a NIB of 21 digits. */
function ibanPt(f: Fakes): string {
  // The NIB's own two check digits close the BBAN (98 - n·100 mod 97), as ibantools checks them.
  const nib = f.digits(19);
  const bban = nib + String(98n - ((BigInt(nib) * 100n) % 97n)).padStart(2, "0");
  const n = BigInt(`${bban}252900`);
  return `PT${String(98n - (n % 97n)).padStart(2, "0")}${bban}`;
}

const FIRST = ["Annelie", "Benoît", "Consuelo", "Joaquim", "Ornella", "Maarten", "Gwen", "Friedhelm", "Solène", "Iñaki", "Graça", "Vittoria", "Sjoerd", "Harriet"];
const LAST = ["Brandt", "Lefebvre", "Ortega", "Figueiredo", "Bassi", "Visser", "Holloway", "Kessler", "Marchand", "Zubiri", "Teixeira", "Colombo", "Bakker", "Pryce"];

export function outside8Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const hex = (n: number) => f.chars(HEX, n);
  const up = (n: number) => f.chars(UPPER, n);
  const an = (n: number) => f.chars(UPPER + DIGITS, n);
  const { sec, pii, clean } = corpusBuilders(out, "outside8_clean");
  const first = () => f.pick(FIRST);
  const last = () => f.pick(LAST);
  const mail = (dom: string) => `${f.pick(FIRST).toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}.${f.pick(LAST).toLowerCase()}@${dom}`;
  const hm = () => `${f.int(6, 21)}:${f.pick(["05", "12", "27", "40", "55"])}`;
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${f.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  const draw = () => {
    const s = new Set<number>();
    while (s.size < 6) s.add(f.int(1, 49));
    return [...s].sort((a, b) => a - b);
  };
  const dob = () => `${String(f.int(1, 28)).padStart(2, "0")}.${String(f.int(1, 12)).padStart(2, "0")}.${f.int(1935, 2004)}`;
  const dobSlash = () => `${String(f.int(1, 28)).padStart(2, "0")}/${String(f.int(1, 12)).padStart(2, "0")}/${f.int(1935, 2004)}`;

  // ============================ (a) CLEAN look-alikes ============================
  // --- travel bookings and boarding information
  clean("en", `Booking confirmed: ref ${up(6)}, BA${f.int(100, 999)} LHR–LIS, seat ${f.int(10, 40)}C, boarding ${hm()} gate A${f.int(1, 30)}`, "GB");
  clean("de", `Buchungsnummer ${up(6)}, Lufthansa LH ${f.int(1000, 2999)} ab MUC, Sitz ${f.int(10, 40)}F, Boarding ${hm()}, Gate G${f.int(10, 40)}`);
  clean("fr", `réservation Air France, référence ${up(6)}, vol AF ${f.int(1000, 1999)} CDG-NCE, embarquement ${hm()} porte K${f.int(30, 50)}`, "FR");
  clean("es", `localizador de la reserva: ${up(6)}, vuelo IB ${f.int(3000, 3999)} MAD-BCN, asiento ${f.int(5, 30)}A, puerta J${f.int(50, 60)}`, "ES");
  clean("pt", `código de reserva ${up(6)}, voo TP ${f.int(1000, 1999)} Lisboa–Funchal, porta ${f.int(10, 40)}, embarque às ${hm()}`, "PT");
  clean("it", `codice di prenotazione ${up(6)}, volo AZ ${f.int(1000, 2000)} FCO-LIN, imbarco ${hm()} gate B${f.int(10, 30)}, posto ${f.int(5, 30)}D`, "IT");
  clean("nl", `boekingscode ${up(6)}, KL ${f.int(1000, 1999)} naar Lissabon, gate D${f.int(2, 80)}, instappen om ${hm()}, stoel ${f.int(10, 35)}A`, "NL");
  clean("de", `Auftragsnummer der Bahn ${up(2)}${d(4)}, ICE ${f.int(500, 999)} Wagen ${f.int(1, 14)} Platz ${f.int(11, 118)}, ab Gleis ${f.int(1, 20)}`);
  clean("fr", `billet SNCF dossier ${up(6)}, TGV INOUI ${d(4)}, voiture ${f.int(1, 18)} place ${f.int(11, 98)}, voie ${f.int(1, 30)}`, "FR");
  clean("es", `billete de Renfe: AVE ${d(5)}, coche ${f.int(1, 8)}, plaza ${f.int(1, 18)}${up(1)}, salida ${hm()} vía ${f.int(1, 14)}`, "ES");
  clean("it", `Frecciarossa ${d(4)} carrozza ${f.int(1, 10)} posto ${f.int(1, 20)}${f.pick(["A", "B", "C", "D"])}, PNR ${up(6)}, binario ${f.int(1, 20)}`, "IT");
  clean("nl", `NS-kaartje: IC ${d(4)} naar Groningen, spoor ${f.int(1, 15)}${f.pick(["a", "b"])}, vertrek ${hm()}, ritnummer ${d(4)}`, "NL");
  clean("pt", `bilhete CP: Alfa Pendular ${d(3)}, carruagem ${f.int(1, 6)}, lugar ${f.int(11, 88)}, partida ${hm()} linha ${f.int(1, 8)}`, "PT");

  // --- hotel rooms and floors
  clean("en", `we're in room ${f.int(2, 9)}${d(2)} on the ${f.int(2, 9)}th floor, breakfast code on the key card sleeve is just the room number`, "GB");
  clean("de", `Hotel: Zimmer ${f.int(100, 699)}, ${f.int(1, 6)}. Etage, Frühstück bis 10:30, Check-out 11 Uhr`);
  clean("fr", `hôtel : chambre ${f.int(100, 499)} au ${f.int(1, 4)}e étage, petit-déjeuner 7h-10h, parking niveau -2`, "FR");
  clean("es", `habitación ${f.int(100, 899)}, planta ${f.int(1, 8)}, el desayuno de 7:30 a 10:30 en la planta baja`, "ES");
  clean("pt", `quarto ${f.int(100, 599)} no ${f.int(1, 5)}º andar, pequeno-almoço até às 10h, check-out ao meio-dia`, "PT");
  clean("it", `camera ${f.int(100, 599)} al ${f.int(1, 5)}° piano, colazione dalle 7 alle 10, garage posto ${f.int(1, 40)}`, "IT");
  clean("nl", `kamer ${f.int(100, 599)} op de ${f.int(1, 6)}e verdieping, ontbijt tot 10:00, uitchecken om 11 uur`, "NL");

  // --- parcel tracking
  clean("en", `Evri: parcel H${d(2)}${up(3)}${d(10)} will arrive tomorrow, your delivery window is ${hm()}-${hm()}`, "GB");
  clean("de", `GLS-Paket ${d(11)} liegt im Paketshop, Abholung mit Sendungsnummer und Ausweis`);
  clean("fr", `Chronopost : colis ${up(2)}${d(9)}FR en cours d'acheminement, livraison prévue demain`, "FR");
  clean("es", `MRW: tu envío ${d(12)} está en la agencia de Zaragoza, entrega mañana`, "ES");
  clean("pt", `Loggi: pacote ${up(3)}${d(9)} a caminho, previsão de entrega quinta-feira`, "BR");
  clean("it", `GLS: il collo ${d(10)} è in consegna, il corriere arriva tra le ${hm()} e le ${hm()}`, "IT");
  clean("nl", `DHL: zending JVGL${d(14)} ligt klaar bij het ServicePoint, ophalen binnen 7 dagen`, "NL");

  // --- a company's invoice and customer numbers, an IBAN masked on an invoice
  clean("en", `Octopus invoice ${d(8)}, account A-${an(8)}, paid by direct debit from the account ending ${d(4)}`, "GB");
  clean("de", `Rechnung Nr. ${f.int(2026, 2026)}-${d(5)} der Telekom, Kundennummer ${d(10)}, Buchungskonto ${d(10)}`);
  clean("de", `Abbuchung von IBAN DE** **** **** **** **${d(2)} ${d(2)}, Betrag ${f.int(20, 90)},${d(2)} €`);
  clean("fr", `facture Free n° ${up(2)}${d(8)}, référence client ${d(8)}, prélevée le 5 sur le compte se terminant par ${d(3)}`, "FR");
  clean("es", `factura de Iberdrola ${up(2)}${d(10)}, CUPS ES${d(16)}${up(2)}, contrato ${d(9)}`, "ES");
  clean("pt", `fatura EDP n.º FT ${d(4)}/${d(6)}, número de cliente ${d(9)}, referência MB ${d(3)} ${d(3)} ${d(3)}`, "PT");
  clean("it", `bolletta Enel n. ${d(12)}, codice cliente ${d(9)}, POD IT001E${d(8)}`, "IT");
  clean("nl", `factuur Vattenfall ${d(10)}, klantnummer ${d(9)}, betaald via automatische incasso`, "NL");

  // --- lottery draws
  { const n = draw(); clean("de", `Lotto am Samstag: ${n.join(" ")}, Superzahl ${f.int(0, 9)} — wieder nichts`); }
  { const n = draw(); clean("en", `Lotto results: ${n.join(", ")}, bonus ${f.int(1, 59)}. Not us again`, "GB"); }
  { const n = draw(); clean("fr", `Loto de mercredi : ${n.slice(0, 5).join(" - ")}, numéro chance ${f.int(1, 10)}`, "FR"); }
  { const n = draw(); clean("es", `la Primitiva: ${n.join(" ")}, complementario ${f.int(1, 49)}, reintegro ${f.int(0, 9)}`, "ES"); }
  { const n = draw(); clean("it", `SuperEnalotto: ${n.join(" ")}, jolly ${f.int(1, 90)}, superstar ${f.int(1, 90)}`, "IT"); }
  { const n = draw(); clean("pt", `Euromilhões: ${n.slice(0, 5).join(" ")} + estrelas ${f.int(1, 6)} e ${f.int(7, 12)}`, "PT"); }
  { const n = draw(); clean("nl", `Lotto-uitslag: ${n.join(" ")}, bonusbal ${f.int(1, 45)}`, "NL"); }

  // --- scores and shirt numbers
  clean("en", `U10s won 4-2, Sam scored twice in the number ${f.int(2, 23)} shirt, next match Sunday 10:30`, "GB");
  clean("de", `Endstand ${f.int(0, 5)}:${f.int(0, 5)}, Tore durch die ${f.int(7, 23)} und die ${f.int(2, 11)}, Rückspiel am ${f.int(1, 28)}.${f.int(1, 12)}.`);
  clean("fr", `match fini ${f.int(0, 5)}-${f.int(0, 5)}, Lina avait le maillot n° ${f.int(2, 23)}, tournoi le ${f.int(1, 28)}`, "FR");
  clean("es", `ganamos ${f.int(60, 99)}-${f.int(50, 90)}, Pablo con el dorsal ${f.int(4, 15)} metió ${f.int(10, 30)} puntos`, "ES");
  clean("pt", `ganhámos ${f.int(1, 5)}-${f.int(0, 1)}, o camisola ${f.int(2, 23)} marcou dois golos`, "PT");
  clean("it", `partita finita ${f.int(0, 4)} a ${f.int(0, 4)}, Tommaso con la maglia numero ${f.int(2, 23)}, set ${f.int(21, 25)}-${f.int(15, 25)}`, "IT");
  clean("nl", `uitslag ${f.int(0, 6)}-${f.int(0, 6)}, Daan speelde met rugnummer ${f.int(2, 23)}, volgende week thuis`, "NL");
  clean("en", `tennis: 6-4 3-6 7-6(5), 2h${f.int(10, 59)}, ${f.int(5, 15)} aces`);

  // --- coordinates of public places
  clean("en", `meeting point: Trafalgar Square, 51.5080, -0.1281, by the lions`, "GB");
  clean("de", `Treffpunkt Brandenburger Tor, GPS 52.5163, 13.3777, um ${hm()}`);
  clean("fr", `rendez-vous à la tour Eiffel : 48°51'30"N 2°17'40"E, côté Champ-de-Mars`, "FR");
  clean("es", `quedamos en la Puerta del Sol (40.4168, -3.7038) a las ${hm()}`, "ES");
  clean("pt", `ponto de encontro: Praça do Comércio, 38.7077 -9.1365`, "PT");
  clean("it", `ci vediamo al Colosseo, coordinate 41.8902, 12.4922, ingresso est`, "IT");
  clean("nl", `verzamelen bij het Rijksmuseum, 52.3600 N, 4.8852 E, om ${hm()}`, "NL");

  // --- hex colours and CSS
  clean("en", `brand colours: primary #${hex(6)}, accent #${hex(6)}, text #1a1a1a; font-size: 16px; border-radius: 8px`);
  clean("de", `Farbe fürs Logo: #${hex(6)} (RGB ${f.int(0, 255)}, ${f.int(0, 255)}, ${f.int(0, 255)}), Hintergrund #f5f5f5`);
  clean("fr", `.bouton { background: #${hex(6)}; padding: 12px 24px; color: #fff; }`, "FR");
  clean("es", `el azul corporativo es #${hex(6)} y el gris #${hex(6)}, Pantone ${f.int(100, 7000)} C`, "ES");
  clean("pt", `a cor do tema: --primaria: #${hex(6)}; --fundo: rgba(${f.int(0, 255)}, ${f.int(0, 255)}, ${f.int(0, 255)}, 0.8);`, "BR");
  clean("it", `colori del sito: #${hex(6)} per i titoli, #${hex(3)} per i link, margin: 0 auto`, "IT");
  clean("nl", `huisstijl: oranje #${hex(6)}, blauw #${hex(6)}, lettertype 14pt`, "NL");

  // --- git commits, branch names, docker tags
  clean("en", `reverted ${hex(40)} on main, the fix is on branch fix/password-reset-email, PR #${d(4)}`);
  clean("de", `Commit ${hex(7)} auf feature/pin-eingabe gemerged, Tag v${f.int(1, 4)}.${f.int(0, 20)}.${f.int(0, 9)}`);
  clean("fr", `la branche bugfix/wifi-key-rotation est mergée, commit ${hex(12)}, pipeline #${d(6)}`, "FR");
  clean("es", `hice cherry-pick de ${hex(40)} a la rama release/2.${f.int(1, 9)}, ya está en staging`, "ES");
  clean("pt", `imagem: ghcr.io/empresa/api:${f.int(1, 3)}.${f.int(0, 9)}.${f.int(0, 9)}@sha256:${hex(64)}`, "BR");
  clean("it", `docker pull postgres:16.${f.int(1, 4)}-alpine3.${f.int(18, 20)} e poi redis:7.2.${f.int(1, 5)}, tag del build ${hex(8)}`, "IT");
  clean("nl", `git log: ${hex(7)} "login-scherm aangepast", ${hex(7)} "token verversen", ${hex(7)} "merge branch 'feature/sleutel-beheer'"`, "NL");
  clean("en", `docker image myapp:${hex(12)} built from commit ${hex(40)}, size 142MB`);

  // --- UUIDs in logs and error codes
  clean("en", `[ERROR] ${f.int(2025, 2026)}-11-${f.int(10, 28)}T${hm()}:${d(2)}Z request_id=${uuid()} status=502 upstream timeout`);
  clean("de", `Fehlercode 0x${hex(8).toUpperCase()} beim Windows-Update, Vorgangs-ID ${uuid()}`);
  clean("fr", `erreur ${f.int(400, 599)} sur l'appli des impôts, identifiant de la requête ${uuid()}`, "FR");
  clean("es", `la lavadora marca el error E${f.int(10, 99)} y el router el código ${f.int(600, 699)}, llamé al técnico`, "ES");
  clean("pt", `erro ${f.int(400, 599)} no app do banco, protocolo de atendimento ${d(14)}`, "BR");
  clean("it", `log: trace_id=${hex(32)} span=${hex(16)} errore CONN_RESET`, "IT");
  clean("nl", `foutcode ${up(1)}${d(3)} op de cv-ketel, storingsnummer ${d(6)}, monteur komt dinsdag`, "NL");
  clean("de", `der Geschirrspüler zeigt E${f.int(10, 30)}, die Hotline sagt Pumpe, Servicenummer ${d(8)}`);

  // --- ISBNs, DOIs, licence keys talked about
  clean("en", `the book is ISBN ${isbn(f)}, the paper is doi:10.${f.int(1000, 9999)}/${f.chars(LOWER, 4)}.${f.int(2019, 2026)}.${d(5)}`);
  clean("de", `Leseliste: ISBN ${isbn(f)} und ${isbn(f)}, beide in der Stadtbücherei`);
  clean("fr", `le manuel de maths, ISBN ${isbn(f)}, à commander avant la rentrée`, "FR");
  clean("es", `el artículo es https://doi.org/10.${f.int(1000, 9999)}/${f.chars(LOWER, 3)}${d(5)}, lo cito en el TFG`, "ES");
  clean("pt", `livro da faculdade: ISBN ${isbn(f)}, 3.ª edição`, "PT");
  clean("it", `testo adottato ISBN ${isbn(f)}, DOI 10.${f.int(1000, 9999)}/${f.chars(LOWER, 5)}-${d(4)}`, "IT");
  clean("nl", `GIMP en LibreOffice hebben geen licentiesleutel nodig, die zijn gewoon gratis`, "NL");
  clean("en", `the free version doesn't ask for a product key, only Pro does`);
  clean("de", `Windows fragt nach dem Produktschlüssel, der steht auf dem Aufkleber unterm Laptop`);
  clean("es", `la licencia de Office la tiene la empresa, no me dieron la clave de producto`, "ES");

  // --- chords, knitting, recipes of numbers
  clean("en", `chords: Am F C G, capo 3, then x32010 for the C and 022000 for the Em`);
  clean("de", `Akkorde: G D em C, Kapo 2, Strophe 4x, Refrain 2x`);
  clean("fr", `grille : Dm7 G7 Cmaj7 A7, tempo 120, capo 1`, "FR");
  clean("es", `acordes: La Mi Fa#m Re, cejilla en el 2, rasgueo abajo-abajo-arriba`, "ES");
  clean("pt", `cifra: C7M A7 Dm7 G7(13), tom de Dó, batida de bossa`, "BR");
  clean("it", `accordi: Do Sol Lam Fa, capotasto al 3°, 4/4`, "IT");
  clean("nl", `akkoorden: C G Am F, capo 2, couplet twee keer`, "NL");
  clean("en", `knitting: cast on 96 sts, *k2, p2* rep to end, work 12 rows, then k2tog every 8th st`);
  clean("de", `Strickmuster: 64 M anschlagen, 2 re 2 li, 20 R, dann jede 6. M 2 zusammen`);
  clean("fr", `tricot : monter 80 m., côtes 1/1 sur 6 rangs, puis jersey endroit, diminuer 2 m. tous les 4 rgs`, "FR");
  clean("es", `punto: montar 72 puntos, 2 derecho 2 revés, 15 vueltas, menguar cada 6`, "ES");
  clean("pt", `tricô: montar 60 pontos, 1 meia 1 tricô por 10 carreiras, depois 2 juntos a cada 5`, "PT");
  clean("it", `maglia: avviare 88 maglie, coste 2/2 per 8 ferri, poi diminuire 1 m ogni 4`, "IT");
  clean("nl", `breipatroon: 70 steken opzetten, 1 recht 1 averecht, 12 naalden, elke 7e steek minderen`, "NL");

  // --- timetables and opening hours
  clean("en", `bus 38 leaves at 07:12, 07:27, 07:42 and 07:57 from stop K, the 73 every 6 min`, "GB");
  clean("de", `Öffnungszeiten Bürgeramt: Mo 8–12, Di 14–18, Do 8–18, Tel.-Termine nur online`);
  clean("fr", `horaires de la déchetterie : lun-sam 9h-12h et 14h-18h, fermée le dimanche et les jours fériés`, "FR");
  clean("es", `horario de la farmacia: L-V 9:00-14:00 y 17:00-20:30, S 10:00-14:00`, "ES");
  clean("pt", `horário do centro de saúde: 8h às 20h, sábados 9h-13h, senhas a partir das 7h30`, "PT");
  clean("it", `orari della biblioteca: lun-ven 9-19, sab 9-13, prestiti fino alle 18:45`, "IT");
  clean("nl", `openingstijden milieustraat: ma t/m za 8.30-16.30, donderdag tot 20.00`, "NL");
  clean("de", `S-Bahn: S8 um ${hm()} ab Gleis 2, dann ab Ostbahnhof der RE 5 um ${hm()}, Ankunft ${hm()}`);

  // --- a company's postcode and town
  clean("en", `Amazon EU S.à r.l., L-2338 Luxembourg — that's what the returns label says`);
  clean("de", `Rücksendung an: Zalando SE, Retourenabteilung, 14${d(3)} Großbeeren`);
  clean("fr", `siège social : 92${d(3)} Boulogne-Billancourt, SIREN ${d(3)} ${d(3)} ${d(3)}`, "FR");
  clean("es", `la empresa tiene sede en 28${d(3)} Madrid, CIF B${d(8)}`, "ES");
  clean("pt", `sede da empresa: 1${d(3)}-${d(3)} Lisboa, NIPC 5${d(8)}`, "PT");
  clean("it", `la ditta è a 20${d(3)} Milano, P.IVA ${d(11)}`, "IT");
  clean("nl", `bedrijf zit in 3${d(3)} ${up(2)} Utrecht, KvK ${d(8)}, btw NL${d(9)}B01`, "NL");

  // --- toll-free and public service numbers
  clean("en", `NHS 111 for advice, 999 for emergencies, or the free line 0800 ${d(3)} ${d(4)}`, "GB");
  clean("de", `ärztlicher Bereitschaftsdienst 116 117, Notruf 112, Giftnotruf kostenlos 0800 ${d(3)} ${d(4)}`);
  clean("fr", `le SAMU c'est le 15, les pompiers le 18, et le numéro vert 0 800 ${d(2)} ${d(2)} ${d(2)}`, "FR");
  clean("es", `emergencias 112, atención ciudadana 060, teléfono gratuito 900 ${d(3)} ${d(3)}`, "ES");
  clean("pt", `SNS 24: 808 24 24 24, emergência 112, linha gratuita 800 ${d(3)} ${d(3)}`, "PT");
  clean("it", `guardia medica 116117, emergenze 112, numero verde 800 ${d(3)} ${d(3)}`, "IT");
  clean("nl", `huisartsenpost bellen, anders 112; gratis klantenservice 0800-${d(4)}`, "NL");
  clean("pt", `SAC gratuito 0800 ${d(3)} ${d(4)}, Samu 192, bombeiros 193`, "BR");

  // --- talk about passwords, PINs, codes and keys with no value
  clean("en", `the PIN letter for the new card still hasn't come, the bank says 5 working days`, "GB");
  clean("en", `I forgot the wifi code again, it's on the back of the router somewhere`);
  clean("en", `had to reset my password twice today, the new rule is 14 characters`);
  clean("en", `password: same as the old one but with the year changed`);
  clean("de", `der PIN-Brief für die neue Karte ist immer noch nicht da`);
  clean("de", `ich hab schon wieder den WLAN-Schlüssel vergessen, steht der auf der Box?`);
  clean("de", `Passwort heute zweimal zurückgesetzt, das System sperrt nach 3 Versuchen`);
  clean("de", `PIN: die gleiche wie bei der alten Karte`);
  clean("de", `der Türcode wurde geändert, den neuen schickt die Hausverwaltung per Post`);
  clean("fr", `le courrier avec le code PIN n'est toujours pas arrivé`, "FR");
  clean("fr", `j'ai encore oublié le code wifi, il est sous la box je crois`, "FR");
  clean("fr", `mot de passe : le même que d'habitude, avec un 2 à la fin`, "FR");
  clean("fr", `le digicode a changé, le syndic doit nous envoyer le nouveau`, "FR");
  clean("es", `todavía no me ha llegado la carta con el PIN de la tarjeta`, "ES");
  clean("es", `se me ha vuelto a olvidar la clave del wifi, está en la pegatina del router`, "ES");
  clean("es", `la contraseña es la de siempre, la que usamos para todo en casa`, "ES");
  clean("es", `he tenido que restablecer la contraseña dos veces hoy, me pide 12 caracteres`, "ES");
  clean("pt", `a carta com o PIN do cartão ainda não chegou`, "PT");
  clean("pt", `esqueci outra vez o código do wifi, está no router`, "PT");
  clean("pt", `a senha é a mesma do e-mail, aquela de sempre`, "BR");
  clean("pt", `redefini a senha do gov.br duas vezes hoje, agora exige 8 caracteres`, "BR");
  clean("it", `la lettera con il PIN della carta non è ancora arrivata`, "IT");
  clean("it", `ho di nuovo dimenticato la password del wifi, è scritta sotto il modem`, "IT");
  clean("it", `la password è quella solita, con l'anno alla fine`, "IT");
  clean("it", `il codice del portone l'hanno cambiato, quello nuovo lo manda l'amministratore`, "IT");
  clean("nl", `de pincode-brief van de nieuwe pas is nog steeds niet gekomen`, "NL");
  clean("nl", `ik ben de wifi-code alweer vergeten, staat op de onderkant van de router`, "NL");
  clean("nl", `wachtwoord: hetzelfde als vorige keer, alleen met een uitroepteken erachter`, "NL");
  clean("nl", `vandaag twee keer mijn wachtwoord moeten resetten, nu moet het 12 tekens zijn`, "NL");
  clean("en", `the alarm code is the same as the garage one, ask Tom if you forget`);
  clean("de", `den Code für die Schlüsselbox schick ich dir am Anreisetag`);
  clean("fr", `le code de la boîte à clés vous sera envoyé la veille de votre arrivée`, "FR");
  clean("es", `el código de la caja de llaves te lo mando el día antes de la llegada`, "ES");
  clean("it", `il codice della cassetta delle chiavi te lo mando il giorno prima`, "IT");
  clean("nl", `de code van het sleutelkastje krijg je een dag van tevoren`, "NL");
  clean("pt", `o código do cofre das chaves envio na véspera da chegada`, "PT");

  // ============================ (b) SECRETS said in prose by new writers ============================
  // --- a parent to the babysitter: Wi-Fi and alarm code
  { const a = d(4); sec("en", "babysitter", `Hi Chloe! wifi is "Hendersons" and the password is $. If the alarm goes off the code is ${a}. Bedtime 7:30, thanks!!`, password(f), [a]); }
  { const a = d(4); sec("de", "babysitter", `Hallo Lea, WLAN: Meier-Home, Schlüssel $ — Alarmanlage falls sie piept: ${a} und dann Haken. Kinder um 8 ins Bett`, password(f), [a]); }
  { const a = d(4); sec("fr", "babysitter", `Coucou Inès, le wifi c'est Livebox-Martin, code $. L'alarme se désactive avec ${a}. Au lit à 20h !`, password(f), [a]); }
  { const a = d(4); sec("es", "babysitter", `Hola Marta: wifi "CasaRuiz", contraseña $. Si salta la alarma, el código es ${a}. Gracias!`, password(f), [a]); }
  { const a = d(4); sec("pt", "babysitter", `Oi Bia! o wifi é "Casa_Lima" e a senha $. se o alarme tocar, digita ${a}. beijos`, password(f), [a]); }
  { const a = d(5); sec("it", "babysitter", `Ciao Giulia, wifi "CasaBassi" password $, l'allarme si spegne col codice ${a}. A letto alle 21!`, password(f), [a]); }
  { const a = d(4); sec("nl", "babysitter", `Hoi Fleur, wifi is "Visser-thuis", wachtwoord $. Alarm uitzetten met ${a}. Bedtijd half 8!`, password(f), [a]); }
  // --- a landlord's check-in message
  { const w = password(f); sec("en", "checkin", `Welcome! Key safe by the door, code $. Wi-Fi: Flat2_Guest / ${w}. Check-out 10am, bins on Tuesday.`, d(4), [w]); }
  { const w = password(f); sec("de", "checkin", `Willkommen! Die Schlüsselbox am Eingang hat den Code $, WLAN „Ferienwohnung“ Passwort ${w}. Abreise bis 10 Uhr.`, d(4), [w]); }
  { const w = password(f); sec("fr", "checkin", `Bienvenue ! Digicode de l'immeuble : ${d(2)}A${d(2)}, boîte à clés code $, wifi ${w}. Départ avant 11h.`, d(4), [w]); }
  { const w = password(f); sec("es", "checkin", `¡Bienvenidos! Portal: código $. Caja de llaves junto a la puerta, wifi "Apto3B" clave ${w}. Salida a las 11.`, d(4), [w]); }
  { const w = password(f); sec("pt", "checkin", `Bem-vindos! O cofre das chaves abre com $, a rede é "Alfama_AL" e a palavra-passe ${w}. Check-out às 11h.`, d(4), [w]); }
  { const w = password(f); sec("it", "checkin", `Benvenuti! Codice del portone $, cassetta chiavi accanto al citofono, wifi "CasaVacanze" password ${w}.`, d(4), [w]); }
  { const w = password(f); sec("nl", "checkin", `Welkom! Sleutelkluisje naast de deur, code $. Wifi: Bakker-BnB, wachtwoord ${w}. Uitchecken om 10 uur.`, d(4), [w]); }
  // --- a sysadmin's handover note
  sec("en", "handover", "handover for the weekend: root on the NAS is $ (change after), iLO password is on the vault page, backups run at 02:00", password(f));
  sec("de", "handover", "Übergabe: Admin-Passwort vom Firewall-GUI ist $, VPN geht über den Pi, Backups laufen um 2 Uhr", password(f));
  sec("fr", "handover", "passation : le mot de passe admin du serveur de fichiers est $, à changer lundi, les sauvegardes tournent la nuit", password(f));
  sec("es", "handover", "traspaso: usuario admin del switch, contraseña $, el backup se lanza a las 3", password(f));
  sec("pt", "handover", "passagem de turno: a senha do root do servidor de impressão é $, o backup corre às 2h", password(f));
  sec("it", "handover", "passaggio di consegne: la password di amministratore del NAS è $, il backup parte alle 2", password(f));
  sec("nl", "handover", "overdracht: beheerderswachtwoord van de firewall is $, back-ups draaien om 2 uur", password(f));
  sec("en", "handover", "VPN pre-shared key for the branch office: $", f.chars(LOWER + UPPER + DIGITS, 24));
  // --- an elderly person dictating a bank login
  sec("en", "elderly_bank", "for the bank on the computer: customer number is my date of birth, and the passcode is $, the letters are small", password(f));
  sec("de", "elderly_bank", "Online-Banking Sparkasse: Anmeldename steht auf der Karte, die PIN ist $, bitte aufschreiben", d(5));
  sec("fr", "elderly_bank", "pour la banque sur internet, l'identifiant c'est sur le papier et le code secret c'est $", d(6));
  sec("es", "elderly_bank", "para el banco por internet: el usuario es mi DNI y la clave $, apúntalo bien hijo", d(6));
  sec("pt", "elderly_bank", "para o banco no computador, o código de acesso é $, e o número de adesão está no papel", d(6));
  sec("it", "elderly_bank", "per la banca online il codice utente è sul foglio e la password è $, scrivila", password(f));
  sec("nl", "elderly_bank", "voor internetbankieren: de inlogcode is $ en het pasnummer staat op de pas", d(5));
  // --- a teenager's game account
  sec("en", "game_account", "pls dont tell mum but my fortnite password is $ , can u get the skin for me", password(f));
  sec("de", "game_account", "mein Roblox-Passwort ist $, kannst du mein Level machen während ich weg bin", password(f));
  sec("fr", "game_account", "mon mdp minecraft c $ tu peux te co pour récup mon stuff", password(f));
  sec("es", "game_account", "mi contra de la play es $ no se la digas a nadie", password(f));
  sec("pt", "game_account", "a senha da minha conta do Free Fire é $ entra lá e pega os diamantes", password(f));
  sec("it", "game_account", "la pass di steam è $ non cambiarla che poi mi bannano", password(f));
  sec("nl", "game_account", "mijn ww van clash royale is $ niks kopen he", password(f));
  // --- shared streaming logins
  sec("en", "streaming", `Disney+ login for the grandparents: ${mail("gmail.com")} / $`, password(f));
  sec("de", "streaming", "Netflix von Onkel Jörg: Mail wie immer, Passwort $, Profil „Gast“ nehmen", password(f));
  sec("fr", "streaming", "pour Canal+ : identifiant l'adresse de papa, mot de passe $", password(f));
  sec("es", "streaming", "HBO de mi prima: el correo es el suyo y la contraseña $, usad el perfil Niños", password(f));
  sec("pt", "streaming", "conta da Netflix da família: senha nova $, não troquem o perfil", password(f));
  sec("it", "streaming", "DAZN del gruppo: utente il mio numero, password $, solo per le partite", password(f));
  sec("nl", "streaming", "Videoland van mijn zus: wachtwoord $, gebruik het profiel 'gast'", password(f));
  // --- a note to self with several codes in a row
  { const b = d(3); const c = d(6); sec("en", "codes_note", `codes: garage $, bike lock ${b}, safe ${c}`, d(4), [b, c]); }
  { const b = d(4); const c = d(3); sec("de", "codes_note", `Codes: Garage $, Keller ${b}, Zahlenschloss ${c}`, d(4), [b, c]); }
  { const b = d(4); sec("fr", "codes_note", `codes à retenir : portail $, alarme ${b}, cadenas du vélo ${d(3)}`, d(4), [b]); }
  { const b = d(4); sec("es", "codes_note", `códigos: garaje $, alarma ${b}, candado de la bici ${d(3)}`, d(4), [b]); }
  { const b = d(8); sec("pt", "codes_note", `notas: PIN do telemóvel $, PUK ${b}, cadeado do cacifo ${d(3)}`, d(4), [b]); }
  { const b = d(5); sec("it", "codes_note", `codici: cancello $, allarme ${b}, lucchetto ${d(3)}`, d(4), [b]); }
  { const b = d(4); sec("nl", "codes_note", `codes: garagedeur $, alarm ${b}, fietsslot ${d(3)}`, d(4), [b]); }
  // --- a paid licence key, a Wi-Fi key read off a sticker, a PIN sent to a partner
  sec("en", "licence_key", "Office licence key for mum's laptop: $", Array.from({ length: 5 }, () => an(5)).join("-"));
  sec("de", "licence_key", "Lizenzschlüssel für Photoshop Elements: $", Array.from({ length: 6 }, () => d(4)).join("-"));
  sec("fr", "wifi_sticker", "la clé de sécurité de la box c'est $, c'est écrit sous l'appareil", f.chars(LOWER + DIGITS, 20));
  sec("es", "wifi_sticker", "la clave wifi de la pegatina del router es $", an(20));
  sec("pt", "wifi_sticker", "chave de rede do router: $", f.chars(LOWER + UPPER + DIGITS, 16));
  sec("it", "wifi_sticker", "chiave WPA del modem: $", f.chars(LOWER + DIGITS, 16));
  sec("nl", "wifi_sticker", "de wifi-sleutel van de modem is $", an(12));
  sec("en", "partner_pin", "love, the card PIN is $, get milk and bread pls", d(4));
  sec("de", "partner_pin", "Schatz, Geheimzahl für die Tankkarte ist $", d(4));
  sec("fr", "partner_pin", "chéri le code de la carte c'est $, prends du pain", d(4));
  sec("es", "partner_pin", "cariño, el pin de la tarjeta es $ y compra pan", d(4));
  sec("pt", "partner_pin", "amor, o pin do cartão é $, traz pão", d(4));
  sec("it", "partner_pin", "amore il pin del bancomat è $, prendi il latte", d(5));
  sec("nl", "partner_pin", "schat, de pincode van de pas is $, neem je brood mee", d(4));
  sec("en", "voicemail", "voicemail PIN on the work phone: $", d(6));
  sec("de", "phone_unlock", "Entsperrcode vom Tablet der Oma ist $", d(6));
  sec("fr", "phone_unlock", "le code pour déverrouiller la tablette de mamie : $", d(6));
  sec("nl", "phone_unlock", "ontgrendelcode van opa's telefoon: $", d(6));
  sec("en", "checkin", "the garage keypad takes $ then the tick, and the side gate is the same", d(4));
  sec("es", "elderly_bank", "la clave de firma del banco, la de las operaciones, es $ y no se la des a nadie", d(4));
  sec("it", "handover", "per il router dell'ufficio: utente admin, password $, non toccare il firewall", password(f));
  sec("nl", "handover", "root-wachtwoord van de Synology staat niet in de kluis, het is $", password(f));
  sec("pt", "game_account", "mãe a senha do roblox é $ não muda", password(f));
  sec("fr", "streaming", `Netflix de la coloc : ${mail("gmail.com")} et le mdp $`, password(f));
  sec("de", "babysitter", "Oma, das Tablet-WLAN: Netz „Zuhause“, Kennwort $ (großes Z am Anfang)", password(f));
  sec("it", "codes_note", "promemoria: PIN del telefono $, PUK nella scatola", d(6));
  sec("es", "wifi_sticker", "la contraseña del wifi de la oficina ahora es $, la cambiaron el lunes", password(f));
  sec("nl", "partner_pin", "code van de kluis in de slaapkamer is $, voor als er iets is", d(6));

  // ============================ (c) PERSONAL data in new national forms ============================
  // --- e-mail signatures
  { const p = `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`; pii("fr", "signature", `Cordialement,\n${first()} ${last()}\nChargée de clientèle\nTél. : ${p}\n$`, mail("marchand-conseil.fr"), "DE", [p]); }
  { const m = mail("beispiel-gmbh.de"); pii("de", "signature", `Viele Grüße\n${first()} ${last()}\nProjektleitung\nMobil: $\nE-Mail: ${m}`, `+49 (0)170 ${d(7)}`, "FR", [m]); }
  { const m = mail("ortega-asesores.es"); pii("es", "signature", `Un saludo,\n${first()} ${last()}\nDpto. Compras\nMóvil: $ | ${m}`, `+34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "IT", [m]); }
  { const m = mail("figueiredo-contabilidade.pt"); pii("pt", "signature", `Com os melhores cumprimentos,\n${first()} ${last()}\nTlm.: $\nEmail: ${m}`, `+351 9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`, "ES", [m]); }
  { const m = mail("studiobassi.it"); pii("it", "signature", `Cordiali saluti\n${first()} ${last()}\nUfficio tecnico\nCell. $ - ${m}`, `+39 3${f.int(20, 49)} ${d(3)} ${d(4)}`, "NL", [m]); }
  { const m = mail("visser-installatie.nl"); pii("nl", "signature", `Met vriendelijke groet,\n${first()} ${last()}\nT: $\nE: ${m}`, `+31 (0)6 ${d(4)} ${d(4)}`, "PT", [m]); }
  { const m = mail("pryce-logistics.co.uk"); pii("en", "signature", `Kind regards,\n${first()} ${last()}\nOperations Manager\nM: $\n${m}`, `+44 (0)7${f.int(400, 999)} ${d(6)}`, "NL", [m]); }
  pii("pt", "signature", `Abraço,\n${first()} ${last()}\nWhatsApp: $`, `+55 (${f.pick(["11", "21", "31", "41", "51"])}) 9${d(4)}-${d(4)}`, "PT");
  // --- vCards
  { const m = mail("web.de"); pii("de", "vcard", `BEGIN:VCARD\nVERSION:3.0\nFN:${first()} ${last()}\nTEL;TYPE=cell:$\nEMAIL:${m}\nEND:VCARD`, `+49 15${f.int(1, 9)} ${d(8)}`, "DE", [m]); }
  { const m = mail("free.fr"); pii("fr", "vcard", `BEGIN:VCARD\nFN:${first()} ${last()}\nTEL;TYPE=CELL:$\nEMAIL;TYPE=HOME:${m}\nEND:VCARD`, `+33 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR", [m]); }
  pii("es", "vcard", `BEGIN:VCARD\nFN:${first()} ${last()}\nTEL;TYPE=CELL:$\nEND:VCARD`, `+34 7${d(2)} ${d(3)} ${d(3)}`, "ES");
  pii("pt", "vcard", `BEGIN:VCARD\nFN:${first()} ${last()}\nTEL;TYPE=CELL:$\nEND:VCARD`, `+55 ${f.pick(["11", "21", "31"])} 9${d(4)}-${d(4)}`, "BR");
  pii("it", "vcard", `BEGIN:VCARD\nFN:${first()} ${last()}\nADR;TYPE=HOME:;;$;Italia\nEND:VCARD`, `Via Manzoni ${f.int(1, 80)};Milano;;20${d(3)}`, "IT");
  pii("nl", "vcard", `BEGIN:VCARD\nFN:${first()} ${last()}\nEMAIL:$\nEND:VCARD`, mail("ziggo.nl"), "NL");
  pii("en", "vcard", `BEGIN:VCARD\nFN:${first()} ${last()}\nTEL;TYPE=HOME:$\nEND:VCARD`, `+1 ${usAreaCode(f.int(201, 989))} ${f.int(200, 999)} ${d(4)}`, "US");
  // --- forms pasted as "Label: value"
  pii("de", "form_dob", `Name: ${first()} ${last()}\nGeburtsdatum: $\nGeburtsort: Kassel\nStaatsangehörigkeit: deutsch`, dob());
  pii("fr", "form_dob", `Nom : ${last().toUpperCase()}\nPrénom : ${first()}\nDate de naissance : $\nLieu : Lyon`, dobSlash(), "FR");
  pii("es", "form_dob", `Nombre: ${first()} ${last()}\nFecha de nacimiento: $\nNacionalidad: española`, dobSlash(), "ES");
  pii("pt", "form_dob", `Nome: ${first()} ${last()}\nData de nascimento: $\nNaturalidade: Porto`, dobSlash(), "PT");
  pii("it", "form_dob", `Cognome: ${last()}\nNome: ${first()}\nData di nascita: $\nLuogo di nascita: Bari`, dobSlash(), "IT");
  pii("nl", "form_dob", `Naam: ${first()} ${last()}\nGeboortedatum: $\nNationaliteit: Nederlandse`, `${f.int(10, 28)}-${String(f.int(1, 12)).padStart(2, "0")}-${f.int(1940, 2004)}`, "NL");
  pii("en", "form_dob", `Full name: ${first()} ${last()}\nDate of birth: $\nNationality: British`, dobSlash(), "GB");
  pii("de", "form_id", `Vorname: ${first()} / Nachname: ${last()} / Steuer-ID: $ / Konfession: keine`, f.steuerId());
  pii("fr", "form_id", `Nom : ${last()} | N° de sécurité sociale : $ | Mutuelle : MGEN`, nir(f), "FR");
  pii("es", "form_id", `Nombre: ${first()} — DNI/NIE: $ — Teléfono: ver abajo`, f.dni(), "ES");
  pii("pt", "form_id", `Nome: ${first()} ${last()} / NIF: $ / Estado civil: casada`, nifPt(f), "PT");
  pii("pt", "form_id", `Nome completo: ${first()} ${last()}\nCPF: $\nRG: ver anexo`, f.cpf(), "BR");
  pii("it", "form_id", `Nome: ${first()} | Codice fiscale: $ | Stato civile: nubile`, codiceFiscale(f), "IT");
  pii("nl", "form_id", `Naam: ${first()} ${last()}\nBSN: $\nHuisarts: dr. De Jong`, f.bsn(), "NL");
  pii("en", "form_id", `Name: ${first()} ${last()} | NI No: $ | Tax code: 1257L`, f.nino(), "GB");
  pii("de", "form_passport", `Reisende 2: ${first()} ${last()}, Reisepass-Nr.: $, gültig bis 2031`, `C${an(8)}`);
  pii("nl", "form_passport", `paspoortnummer van Sjoerd voor de boeking: $`, `N${up(1)}${an(6)}${d(1)}`, "NL");
  // --- addresses on one line
  pii("de", "address_line", `Adresse für die Karte: ${first()} ${last()}, $`, `Schillerstr. ${f.int(1, 90)}, ${f.int(10, 99)}${d(3)} Leipzig`);
  pii("fr", "address_line", "envoie-le à $ stp", `${f.int(1, 90)} bis avenue Jean Jaurès, ${f.int(10, 95)}${d(3)} Toulouse`, "FR");
  pii("es", "address_line", "mándalo a $", `C/ San Vicente ${f.int(1, 90)}, 2º izq., ${f.int(10, 50)}${d(3)} Valencia`, "ES");
  pii("pt", "address_line", "a morada nova é $", `Av. da Liberdade ${f.int(1, 250)}, 3º Dto, 1250-${d(3)} Lisboa`, "PT");
  pii("pt", "address_line", "endereço de entrega: $", `Rua Oscar Freire, ${f.int(100, 2000)}, apto ${f.int(11, 150)} - Jardins, São Paulo - SP, 01426-${d(3)}`, "BR");
  pii("it", "address_line", "spedisci a $", `Via dei Mille ${f.int(1, 90)}, 80${d(3)} Napoli`, "IT");
  pii("nl", "address_line", "mijn nieuwe adres: $", `Oudegracht ${f.int(1, 300)}, 35${d(2)} ${up(2)} Utrecht`, "NL");
  pii("en", "address_line", "send it to $ thanks", `Flat ${f.int(1, 20)}, ${f.int(1, 200)} Victoria Road, Leeds LS6 ${f.int(1, 9)}${f.chars("ABDEFGHJLNPQRSTUWXYZ", 2)}`, "GB");
  // --- phone numbers with another country's prefix, read with another region
  pii("de", "foreign_phone", "die Nummer von Marie in Frankreich: $", `0033 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("fr", "foreign_phone", "le portable de Pablo en Espagne : $", `+34 6${d(2)} ${d(3)} ${d(3)}`, "FR");
  pii("es", "foreign_phone", "el móvil de mi tía en Lisboa es $", `+351 93${d(1)} ${d(3)} ${d(3)}`, "ES");
  pii("pt", "foreign_phone", "o número do Matteo em Itália: $", `+39 3${f.int(20, 49)} ${d(7)}`, "PT");
  pii("it", "foreign_phone", "il numero di Sanne in Olanda è $", `+31 6 ${d(8)}`, "IT");
  pii("nl", "foreign_phone", "het nummer van Jonas in Duitsland: $", `+49 1${f.pick(["51", "52", "57", "60", "76"])} ${d(8)}`, "NL");
  pii("en", "foreign_phone", "Lucas's Brazilian number is $", `+55 ${f.pick(["11", "21", "48"])} 9${d(4)} ${d(4)}`, "GB");
  pii("de", "foreign_phone", "Handynummer in Italien: $", `0039 3${f.int(20, 49)} ${d(3)} ${d(4)}`);
  pii("fr", "foreign_phone", "numéro de Joost : $", `+31 (0)6-${d(8)}`, "FR");
  // --- a business's own geographic number and IBAN
  pii("de", "business", "Praxis Dr. Kessler, Termine unter $", `089 ${d(3)} ${d(3)}`);
  pii("fr", "business", "le plombier : $, il passe mardi", `04 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("es", "business", "el taller de bicis: $", `96${d(1)} ${d(3)} ${d(3)}`, "ES");
  pii("it", "business", "pizzeria da Gino, prenotazioni al $", `06 ${d(4)} ${d(4)}`, "IT");
  pii("nl", "business", "de kapper belt terug vanaf $", `020-${d(3)} ${d(4)}`, "NL");
  pii("pt", "business", "a oficina do Sr. Teixeira: $", `22 ${d(3)} ${d(4)}`, "PT");
  pii("en", "business", "the dentist's number is $", `0161 ${d(3)} ${d(4)}`, "GB");
  pii("de", "business_iban", "Rechnung Malerbetrieb Kessler, zahlbar an $, Verwendungszweck Rechnungsnummer", grouped(f.iban("DE"), 4, " "));
  pii("fr", "business_iban", "facture du jardinier, virement sur $", grouped(f.iban("FR"), 4, " "), "FR");
  pii("es", "business_iban", "pagar la cuota del gimnasio a $", grouped(f.iban("ES"), 4, " "), "ES");
  pii("pt", "business_iban", "IBAN da explicadora: $", grouped(ibanPt(f), 4, " "), "PT");
  pii("it", "business_iban", "bonifico all'idraulico: $", grouped(f.iban("IT"), 4, " "), "IT");
  pii("nl", "business_iban", "schilder betalen op $ o.v.v. factuurnummer", grouped(f.iban("NL"), 4, " "), "NL");
  pii("en", "business_iban", "pay the cleaner to $", grouped(f.iban("GB"), 4, " "), "GB");
  // --- e-mail in new layouts
  pii("de", "email_layout", "Kontakt: $ (privat, bitte nicht weitergeben)", `<${mail("posteo.de")}>`);
  pii("fr", "email_layout", "De : \"Benoît\" <$>\nÀ : moi", mail("laposte.net"), "FR");
  pii("es", "email_layout", "escríbele a $ que es su correo nuevo", mail("yahoo.es"), "ES");
  pii("it", "email_layout", "Da: $\nOggetto: cena di sabato", mail("libero.it"), "IT");
  pii("nl", "email_layout", "mailadres Sjoerd: $", mail("hotmail.nl"), "NL");
  pii("pt", "email_layout", "E-mail pessoal » $", mail("sapo.pt"), "PT");

  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside8Corpus(): CorpusCase[] {
  return outside8Sentences(new Fakes(20261218));
}
