/**
 * Development sentences for issue #36 written by an eleventh engineer (privacy-clean7), labelled
 * before the gate was run on them, from categories the six earlier outside batches did not hold.
 * Three parts: (a) clean sentences that look risky as owners write them in each language: receipts
 * and bank statement lines with no one's data, shipping notices, school and club timetables,
 * league tables and race times, doses, board game and chess notation, rooms and seats, bus and
 * tram numbers, legal paragraphs ("§ 823 BGB", "art. 1382"), tax form boxes, SKUs and model
 * numbers, measurement logs, build ids, URLs without credentials, stack traces, crontab lines, SQL,
 * config files without secrets, Wi-Fi network names without a key, and talk about a weak password
 * with no value; (b) secrets said in prose in new ways (the keyword far from the value, the value
 * before the keyword, in a list, in a forwarded message, a voice-dictated run-on, recovery codes in
 * odd layouts, PINs, PUKs and alarm codes); (c) personal values and secrets written so a mask can
 * leave part readable (over two lines, in markdown bold or backticks, URL-encoded, with zero-width
 * or non-breaking spaces, written twice, inside JSON).
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time;
 * ids carry valid check digits where they have one).
 */
import { ALNUM, DIGITS, Fakes, HEX, LOWER, UPPER, usAreaCode } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, grouped, type CorpusCase, type CorpusLang } from "./types.ts";

const WORDS = ["kürbis", "hibou", "churro", "caju", "ciabatta", "tulp", "marmot", "zebra", "fjord", "quokka", "lupine", "pistache", "limão", "girasole", "haring", "tornado", "biscuit", "nougat"];

/** A password as people make them (drawn here, never a real one). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "?", "$", "%", "*", "&", "+", "."]);
  switch (f.int(0, 5)) {
    case 0: return `${cap}${f.digits(3)}${sign}`;
    case 1: return `${f.digits(2)}${cap}${sign}${f.digits(2)}`;
    case 2: return `${w}${sign}${f.pick(WORDS)}${f.int(10, 99)}`;
    case 3: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
    case 4: return `${cap.replace(/[aeo]/, (c) => ({ a: "4", e: "3", o: "0" })[c] ?? c)}${f.int(1970, 2024)}`;
    default: return `${cap}-${f.pick(WORDS)}-${f.digits(2)}`;
  }
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const ZW = "\u200b";
const NBSP = "\u00a0";

const FIRST = ["jonas", "claire", "lucía", "tiago", "federica", "daan", "sophie", "henrik", "margaux", "álvaro", "beatriz", "lorenzo", "eva", "ruben"];
const LAST = ["hoffmann", "girard", "romero", "almeida", "marino", "mulder", "taylor", "krüger", "roux", "molina", "carvalho", "ricci", "dekker"];

export function outside7Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const hex = (n: number) => f.chars(HEX, n);
  const up = (n: number) => f.chars(UPPER, n);
  const an = (n: number) => f.chars(UPPER + DIGITS, n);
  const { sec, pii, clean, twice } = corpusBuilders(out, "outside7_clean");
  const who = () => `${f.pick(FIRST)}.${f.pick(LAST)}`;
  const eur = (lo: number, hi: number) => `${f.int(lo, hi)},${d(2)}`;
  const hm = () => `${f.int(7, 20)}:${f.pick(["00", "15", "30", "45"])}`;

  // ============================ (a) CLEAN look-alikes ============================
  // --- receipts and bank statement lines with no one's data
  clean("en", `Tesco receipt: 2x oat milk 3.30, bread 1.45, total £${f.int(20, 80)}.${d(2)}, card ending ****${d(4)}, auth code ${an(6)}`, "GB");
  clean("en", `statement line: 0${f.int(1, 9)}/11 DIRECT DEBIT COUNCIL TAX REF ${d(10)} -£${f.int(100, 190)}.00`, "GB");
  clean("de", `Kassenbon REWE: Summe ${eur(10, 90)} EUR, Beleg-Nr. ${d(4)}, TSE-Transaktion ${d(6)}, Terminal-ID ${d(8)}`);
  clean("de", `Kontoauszug: Lastschrift Stadtwerke, Mandatsreferenz ${up(2)}${d(8)}, Gläubiger-ID DE${d(2)}ZZZ0000${d(7)}, ${eur(40, 120)} €`);
  clean("de", `Umsatz vom ${f.int(1, 28)}.11.: Kartenzahlung Edeka ${eur(5, 60)} EUR, Folgenr. ${d(3)}`);
  clean("fr", `ticket de caisse Carrefour : total ${eur(10, 99)} €, n° de ticket ${d(5)}, caisse ${f.int(1, 20)}, TVA 5,5 %`, "FR");
  clean("fr", `relevé : PRLV SEPA EDF réf. ${d(12)} – ${eur(50, 150)} €`, "FR");
  clean("es", `ticket del Mercadona: ${eur(20, 120)} €, factura simplificada ${d(4)}-${d(3)}-${d(6)}`, "ES");
  clean("es", `en el extracto sale "COMPRA TARJ. 5540XXXXXXXX${d(4)} AMAZON" por ${eur(10, 60)} €`, "ES");
  clean("pt", `talão do Continente: total ${eur(10, 99)} €, ATCUD ${up(8)}-${d(4)}, operador ${d(3)}`, "PT");
  clean("pt", `extrato: compra débito PADARIA ${eur(5, 30)}, NSU ${d(6)}, aut. ${d(6)}`, "BR");
  clean("it", `scontrino Esselunga: totale ${eur(15, 90)} €, documento n. ${d(4)}-${d(4)}, RT ${an(11)}`, "IT");
  clean("it", `estratto conto: addebito SDD utenza gas rif. ${d(11)}, ${eur(40, 110)} €`, "IT");
  clean("nl", `bonnetje Albert Heijn: totaal € ${eur(10, 90)}, kassa ${f.int(1, 12)}, transactie ${d(4)}, terminal ${an(8)}`, "NL");
  clean("nl", `afschrift: incasso Eneco, machtigingskenmerk ${d(12)}, € ${eur(80, 200)}`, "NL");

  // --- shipping notifications
  clean("en", `Your parcel is out for delivery today between ${hm()} and ${hm()}. Tracking: 1Z${an(16)}. Reply STOP to opt out`, "GB");
  clean("en", `Royal Mail: we tried to deliver item ${up(2)}${d(9)}GB, it's at the delivery office`, "GB");
  clean("de", `DHL: Ihre Sendung ${d(12)} wird heute zwischen ${hm()} und ${hm()} Uhr zugestellt. Packstation ${f.int(100, 299)}`);
  clean("de", `Hermes hat das Paket im Paketshop abgegeben, Abholcode laut App ist nur für die Sendung ${d(14)} 🙄`);
  clean("fr", `Colissimo : votre colis ${f.int(6, 9)}${up(1)}${d(11)} est disponible en point retrait jusqu'au ${f.int(10, 28)}/12`, "FR");
  clean("fr", `Mondial Relay : colis n° ${d(8)} livré au relais ${d(6)}, horaires 9h-19h`, "FR");
  clean("es", `Correos: tu envío PQ${an(20)} está en reparto, llegará antes de las 14:00`, "ES");
  clean("es", `SEUR dice que el pedido ${d(10)} sale del almacén de Getafe mañana`, "ES");
  clean("pt", `CTT: a sua encomenda ${up(2)}${d(9)}PT está em distribuição`, "PT");
  clean("pt", `Correios: objeto ${up(2)}${d(9)}BR saiu para entrega ao destinatário`, "BR");
  clean("it", `BRT: la spedizione ${d(15)} sarà consegnata oggi, fascia ${hm()}-${hm()}`, "IT");
  clean("it", `Poste: il pacco ${d(3)}${up(2)}${d(8)} è in giacenza all'ufficio postale`, "IT");
  clean("nl", `PostNL: je pakket 3S${up(4)}${d(9)} wordt vandaag bezorgd tussen ${hm()} en ${hm()}`, "NL");
  clean("nl", `DPD heeft pakket ${d(14)} afgeleverd bij de buren op nummer ${f.int(2, 80)}`, "NL");

  // --- school and club timetables with numbers
  clean("en", `swim club: U12 training Tue/Thu 17:30-18:45 lane 3, gala on the 14th, warm-up 8:15`, "GB");
  clean("en", `Year ${f.int(3, 11)} parents evening: slots 16:00-19:00, room B${f.int(10, 40)}, 5 minutes each`, "GB");
  clean("de", `Stundenplan 7b: Mo 1./2. Std Mathe in Raum ${f.int(100, 320)}, 3. Std Sport Halle 2, 6. Std frei`);
  clean("de", `Fußball E-Jugend: Training Mi ${hm()}, Spiel Sa ${hm()} gegen TSV ${f.int(1860, 1920)}, Treffpunkt 45 min vorher`);
  clean("fr", `emploi du temps 4e B : lundi 8h-9h maths salle ${f.int(100, 250)}, 10h-12h EPS gymnase`, "FR");
  clean("fr", `club de judo : cours des 6-8 ans mercredi ${f.int(14, 16)}h30, tatami 2, cotisation ${f.int(120, 220)} €`, "FR");
  clean("es", `horario de 3º de primaria: lunes 9:00-10:00 lengua, aula ${f.int(10, 30)}, recreo 11:30`, "ES");
  clean("es", `entrenamiento del alevín martes y jueves 18:00, campo 2, partido sábado 10:30`, "ES");
  clean("pt", `horário do 5º ano: segunda 8h15 português sala ${f.int(10, 40)}, educação física às 10h`, "PT");
  clean("pt", `treino do sub-13 terça e quinta 17h, quadra ${f.int(1, 4)}, jogo sábado 9h30`, "BR");
  clean("it", `orario 2ª media: lunedì 8:00 italiano aula ${f.int(10, 40)}, 10:00 ginnastica palestra B`, "IT");
  clean("it", `piscina: corso bambini martedì ${hm()}, corsia ${f.int(1, 6)}, quota ${f.int(150, 300)} € a trimestre`, "IT");
  clean("nl", `rooster groep ${f.int(3, 8)}: gym dinsdag ${hm()}, zwemles vrijdag 15:15 bad 2`, "NL");
  clean("nl", `hockey JO11-${f.int(1, 4)}: training woensdag 17:00 veld ${f.int(1, 5)}, wedstrijd zaterdag 9:30`, "NL");

  // --- league tables, race times, results
  clean("en", `parkrun today: 24:${f.int(10, 59)}, position ${f.int(50, 300)} of ${f.int(301, 600)}, age grade ${f.int(50, 70)}.${d(2)}%`, "GB");
  clean("en", `table: 1. Arsenal 35 pts (+21), 2. Liverpool 34 (+19), 3. Villa 31 (+9)`);
  clean("de", `Tabelle Kreisliga: 1. SV ${f.int(1, 9)}0 Pkt, 2. FC 28 Pkt (${f.int(30, 45)}:${f.int(10, 25)} Tore)`);
  clean("de", `Marathon Berlin: Netto ${f.int(3, 4)}:${f.int(10, 59)}:${f.int(10, 59)}, Startnummer ${d(5)}, Block F`);
  clean("fr", `semi de Paris : 1h${f.int(40, 59)}'${f.int(10, 59)}'', dossard ${d(5)}, ${f.int(1000, 9000)}e au scratch`, "FR");
  clean("fr", `classement Ligue 1 : PSG 40 pts, OM 33, Monaco 31, Lille 30`, "FR");
  clean("es", `clasificación: Madrid 41 puntos, Barça 38, Atleti 37 (diferencia +${f.int(10, 25)})`, "ES");
  clean("es", `San Silvestre: ${f.int(38, 59)}:${f.int(10, 59)}, dorsal ${d(5)}, puesto ${d(4)}`, "ES");
  clean("pt", `classificação: Benfica 38 pts, Sporting 37, Porto 33, Braga 29`, "PT");
  clean("pt", `corrida de São Silvestre: ${f.int(50, 59)}:${f.int(10, 59)}, número de peito ${d(5)}`, "BR");
  clean("it", `classifica: Inter 42, Napoli 39, Juve 37, Milan 34, Roma 30`, "IT");
  clean("it", `mezza maratona: tempo real 1:${f.int(40, 59)}:${f.int(10, 59)}, pettorale ${d(4)}, ${d(3)}° assoluto`, "IT");
  clean("nl", `stand eredivisie: PSV 42, Feyenoord 36, Ajax 33, AZ 30`, "NL");
  clean("nl", `Dam tot Damloop: ${f.int(1, 1)}:${f.int(10, 30)}:${f.int(10, 59)}, startnummer ${d(5)}, wave ${f.int(1, 12)}`, "NL");

  // --- recipes with temperatures, medication doses
  clean("en", `sourdough: 500g flour, 350g water, 100g starter, 10g salt, bulk 5h at 24°C, bake 250°C lid on 20 min then 230°C 25 min`);
  clean("en", `ibuprofen 400 mg every 6-8 h, max 1200 mg/day, paracetamol 1 g up to 4x daily`);
  clean("de", `Tabletten: Ramipril 5 mg 1-0-0, Metformin 1000 mg 1-0-1, Vitamin D 20.000 IE 1x/Woche`);
  clean("de", `Braten: 1,5 kg Schulter, 160 °C Umluft, Kerntemperatur 68 °C, ca. 2 h 30`);
  clean("fr", `posologie : Doliprane 1000 mg, 1 comprimé toutes les 6 h, 3 g/jour max, Augmentin 1 g matin et soir 7 jours`, "FR");
  clean("fr", `crème brûlée : 6 jaunes, 50 cl de crème, 100 g de sucre, four 100 °C 1 h 15`, "FR");
  clean("es", `Amoxicilina 500 mg cada 8 horas durante 7 días, Omeprazol 20 mg en ayunas`, "ES");
  clean("es", `bizcocho: 3 huevos, 1 yogur, 3 medidas de harina, 180 °C 35-40 min`, "ES");
  clean("pt", `dipirona 500 mg de 6 em 6 horas, 20 gotas se febre acima de 38,5 °C`, "BR");
  clean("pt", `pastéis de nata: forno a 250 °C, 12-14 minutos, 500 ml de leite, 6 gemas`, "PT");
  clean("it", `Tachipirina 1000 mg ogni 8 ore, massimo 3 g al giorno, Oki 80 mg bustine dopo i pasti`, "IT");
  clean("it", `lievitazione 18 ore a 4 °C, poi forno a 250 °C per 8 minuti, idratazione 70%`, "IT");
  clean("nl", `paracetamol 500 mg, max 6 per 24 uur; amoxicilline 3x daags 500 mg`, "NL");
  clean("nl", `appeltaart: 200 g boter, 300 g bloem, 1 kg appels, 60 min op 175 °C`, "NL");

  // --- board games and chess notation
  clean("en", `chess: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7, Ruy Lopez as always`);
  clean("en", `Among Us lobby code ${up(6)} if anyone wants to join tonight`);
  clean("de", `Schach: nach 12. Sxe5 dxe5 13. Dh5+ g6 14. Dxe5 war's vorbei`);
  clean("de", `Codenames online: Raum ${LOWER.charAt(f.int(0, 25))}${up(4).toLowerCase()}-${d(3)}, kommt rein`);
  clean("fr", `partie d'échecs : 1. d4 d5 2. c4 e6 3. Cc3 Cf6 4. Fg5 Fe7, gambit dame refusé`, "FR");
  clean("fr", `Catan : je joue en ligne, partie n° ${d(7)}, salle publique`, "FR");
  clean("es", `ajedrez: 1. e4 c5 2. Cf3 d6 3. d4 cxd4 4. Cxd4 Cf6 5. Cc3 a6, la Najdorf`, "ES");
  clean("es", `código de la sala de Kahoot: ${d(7)}, la profe lo pone en clase`, "ES");
  clean("pt", `xadrez: 1. e4 e6 2. d4 d5 3. Cc3 Bb4, a Winawer de sempre`, "PT");
  clean("pt", `código da sala do Gartic: ${up(5)}, entra aí`, "BR");
  clean("it", `scacchi: 1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. c3 Cf6, giuoco piano`, "IT");
  clean("it", `Jackbox: codice stanza ${up(4)}, entrate da jackbox.tv`, "IT");
  clean("nl", `schaken: 1. d4 Pf6 2. c4 g6 3. Pc3 Lg7 4. e4 d6, de Koningsindiër`, "NL");
  clean("nl", `Wordle ${f.int(1200, 1600)} 4/6 ⬛🟨⬛⬛🟩 🟩🟩⬛🟩🟩`, "NL");

  // --- rooms, seats, public transport numbers and plates
  clean("en", `hotel room ${f.int(100, 999)}, breakfast 7-10 on floor 1, checkout 11`, "GB");
  clean("en", `the N${f.int(10, 99)} night bus, fleet number ${up(2)}${d(3)}, reg ${up(2)}${d(2)} ${up(3)} was the one that broke down`, "GB");
  clean("de", `Bus ${f.int(100, 299)} Richtung Hbf, Wagen ${d(4)} (Kennzeichen M-VG ${d(4)}) hatte einen Unfall`);
  clean("de", `Konzert: Block ${up(1)}, Reihe ${f.int(1, 40)}, Platz ${f.int(1, 30)} und ${f.int(31, 40)}`);
  clean("fr", `RER B, rame ${d(4)}, voiture ${f.int(1, 8)} — bus ${f.int(20, 99)} immatriculé ${up(2)}-${d(3)}-${up(2)} pour la RATP`, "FR");
  clean("fr", `théâtre : rang ${up(1)}, fauteuils ${f.int(1, 20)} et ${f.int(21, 30)}, balcon`, "FR");
  clean("es", `el bus ${f.int(1, 150)} de la EMT, coche ${d(4)}, siempre va lleno a las 8`, "ES");
  clean("es", `entradas: sector ${f.int(100, 500)}, fila ${f.int(1, 30)}, asientos ${f.int(1, 20)}-${f.int(21, 30)}`, "ES");
  clean("pt", `elétrico 28, carro ${d(3)}, e o autocarro ${f.int(700, 799)} da Carris`, "PT");
  clean("pt", `ingresso: setor ${up(1)}, fileira ${f.int(1, 30)}, cadeira ${f.int(1, 50)}`, "BR");
  clean("it", `tram ${f.int(1, 33)}, vettura ${d(4)}, autobus ATM targato ${up(2)} ${d(3)}${up(2)}`, "IT");
  clean("it", `cinema: sala ${f.int(1, 9)}, fila ${up(1)}, posti ${f.int(1, 15)} e ${f.int(16, 20)}`, "IT");
  clean("nl", `tram ${f.int(1, 26)}, wagen ${d(4)}, en bus ${f.int(100, 399)} van Arriva (kenteken ${up(2)}-${d(3)}-${up(1)})`, "NL");
  clean("nl", `stoel ${f.int(1, 40)}, rij ${f.int(1, 25)}, balkon links — Carré`, "NL");

  // --- legal paragraphs and tax form boxes
  clean("en", `under s.${f.int(1, 200)}(${f.int(1, 5)}) of the Housing Act 2004 and Article 6(1)(f) GDPR`, "GB");
  clean("en", `Self Assessment: box ${f.int(1, 30)} on SA102, box ${f.int(1, 20)} on SA100, deadline 31 January`, "GB");
  clean("de", `Anspruch aus § 823 Abs. 1 BGB i.V.m. § 249 BGB, Frist nach § 195 BGB 3 Jahre`);
  clean("de", `Anlage N Zeile ${f.int(6, 80)}, Kennziffer ${f.int(100, 199)}, Werbungskosten ${f.int(1000, 3000)} €`);
  clean("fr", `responsabilité : art. 1240 et 1241 du Code civil (ex-art. 1382), délai art. 2224`, "FR");
  clean("fr", `déclaration 2042 : case 7UF pour les dons, case 1AJ pour les salaires, ligne 7DB`, "FR");
  clean("es", `artículo 1902 del Código Civil y art. ${f.int(100, 300)}.${f.int(1, 5)} de la LEC`, "ES");
  clean("es", `modelo 100: casilla 0${f.int(100, 999)}, y en el 303 las casillas 27 y 71`, "ES");
  clean("pt", `artigo 483.º do Código Civil, n.º 1, e art. ${f.int(100, 400)}.º do CPC`, "PT");
  clean("pt", `IRS modelo 3, anexo H, quadro 6C, campo 6${d(2)}`, "PT");
  clean("it", `art. 2043 c.c. e art. ${f.int(100, 700)} c.p.c., comma ${f.int(1, 4)}`, "IT");
  clean("it", `730: rigo E${f.int(1, 50)} spese mediche, colonna 2, codice ${f.int(1, 40)}`, "IT");
  clean("nl", `artikel 6:162 BW en art. ${f.int(1, 300)} Rv, lid ${f.int(1, 4)}`, "NL");
  clean("nl", `aangifte: vraag ${f.int(1, 80)}, vak ${f.int(1, 30)}, box 3 vermogen op 1 januari`, "NL");

  // --- SKUs, model numbers, measurement logs
  clean("en", `the vacuum is a ${up(2)}${d(3)}${up(1)}, filter SKU ${d(3)}-${d(3)}-${d(3)}, Argos cat. no. ${d(3)}/${d(4)}`, "GB");
  clean("en", `BP log: 128/84 pulse 66, 131/86 pulse 70, 125/80 pulse 64 (morning, evening, morning)`);
  clean("de", `Kühlschrank Modell KG${d(2)}${up(3)}${d(2)}, Artikel ${d(6)}-${d(2)}, Energieklasse D`);
  clean("de", `Blutzucker: 6:30 ${f.int(90, 130)} mg/dl, 12:00 ${f.int(100, 160)}, 18:30 ${f.int(100, 160)}, 22:00 ${f.int(90, 140)}`);
  clean("fr", `la réf. de l'ampoule c'est ${up(3)}${d(3)}-${d(2)}, culot E27, ${f.int(5, 15)} W`, "FR");
  clean("fr", `relevé compteur d'eau : ${d(5)} m³ au 1er, ${d(5)} m³ au 30`, "FR");
  clean("es", `modelo de la lavadora ${up(3)}${d(4)}${up(2)}, referencia ${d(8)}`, "ES");
  clean("es", `peso: lunes 78,4 kg, miércoles 77,9, viernes 77,6 — glucosa 96 mg/dl`, "ES");
  clean("pt", `modelo do frigorífico ${up(2)}${d(3)}${up(3)}, SKU ${d(7)}`, "PT");
  clean("pt", `pressão: 12x8 de manhã, 13x8 à noite, glicemia ${f.int(80, 120)}`, "BR");
  clean("it", `modello caldaia ${up(1)}${d(2)}-${up(2)}, codice articolo ${d(8)}, potenza 24 kW`, "IT");
  clean("it", `pressione 130/85, frequenza 72, saturazione 98% — misurate alle 8:15`, "IT");
  clean("nl", `typenummer wasmachine ${up(3)}${d(4)}${up(2)}, artikelnummer ${d(7)}`, "NL");
  clean("nl", `meterstanden: gas ${d(5)},${d(3)} m³, stroom T1 ${d(5)} kWh, T2 ${d(5)} kWh`, "NL");

  // --- versions, builds, URLs without credentials, stack traces
  clean("en", `CI build #${d(5)} failed on ${hex(8)}, artifact app-${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)}+${d(4)}.apk`);
  clean("en", `docs are at https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API?utm_source=${d(6)}#examples`);
  clean("en", `TypeError: Cannot read properties of undefined (reading 'id')\n    at handler (/app/dist/index.js:${d(3)}:${d(2)})\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`);
  clean("de", `Build ${f.int(20, 26)}${up(1)}${d(4)} vom ${f.int(1, 28)}.11., Version ${f.int(1, 5)}.${f.int(0, 30)}.${f.int(0, 9)} (${d(5)})`);
  clean("de", `die Seite ist https://www.bundesfinanzministerium.de/Content/DE/FAQ/${d(4)}/faq.html?nn=${d(5)}`);
  clean("de", `Traceback (most recent call last):\n  File "/home/pi/sensor.py", line ${f.int(10, 300)}, in <module>\n    raise ValueError("Wert außerhalb")`);
  clean("fr", `le lien : https://www.service-public.fr/particuliers/vosdroits/F${d(5)}?lang=fr`, "FR");
  clean("fr", `java.lang.NullPointerException\n\tat com.exemple.Facture.total(Facture.java:${f.int(10, 400)})\n\tat com.exemple.Main.main(Main.java:${f.int(5, 60)})`, "FR");
  clean("es", `la página es https://sede.agenciatributaria.gob.es/Sede/procedimientoini/G${d(3)}.shtml`, "ES");
  clean("es", `build ${d(8)}.${d(1)} de la app, versión ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 99)} (${d(4)})`, "ES");
  clean("pt", `link: https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda?id=${d(6)}`, "BR");
  clean("pt", `Exception in thread "main" java.lang.IllegalStateException at pt.app.Servico.run(Servico.java:${f.int(10, 300)})`, "PT");
  clean("it", `il link è https://www.agenziaentrate.gov.it/portale/web/guest/schede/${d(6)}?page=${f.int(1, 9)}`, "IT");
  clean("it", `errore: KeyError: 'utente' in views.py riga ${f.int(10, 500)}, build ${d(4)}`, "IT");
  clean("nl", `zie https://www.belastingdienst.nl/wps/wcm/connect/nl/aangifte/content/${d(6)}`, "NL");
  clean("nl", `versie ${f.int(1, 9)}.${f.int(0, 30)}.${f.int(0, 9)}-beta.${f.int(1, 9)}, buildnummer ${d(6)}`, "NL");

  // --- crontab, SQL, config files without secrets
  clean("en", `crontab: */15 * * * * /usr/local/bin/backup.sh >> /var/log/backup.log 2>&1`);
  clean("en", `SELECT id, total FROM orders WHERE created_at > '2026-11-01' AND status = 'paid' LIMIT 50;`);
  clean("en", `config.yaml:\nserver:\n  port: 8080\n  host: 0.0.0.0\nlog_level: debug\ncache_ttl: 3600`);
  clean("de", `Cronjob: 0 3 * * 1 /home/pi/update.sh, läuft jeden Montag um 3`);
  clean("de", `UPDATE kunden SET status = 'inaktiv' WHERE letzter_login < '2025-01-01';`);
  clean("fr", `dans le crontab : 30 6 * * 1-5 python3 /opt/meteo/releve.py`, "FR");
  clean("fr", `SELECT COUNT(*) FROM factures WHERE montant > 1000 AND annee = 2026;`, "FR");
  clean("es", `mi .env de desarrollo: PORT=3000\nNODE_ENV=development\nLOG_LEVEL=info\nDB_HOST=localhost`, "ES");
  clean("es", `DELETE FROM sesiones WHERE expira < NOW() - INTERVAL 30 DAY;`, "ES");
  clean("pt", `nginx: listen 443 ssl; server_name exemplo.pt; root /var/www/html; client_max_body_size 20M;`, "PT");
  clean("pt", `INSERT INTO produtos (sku, preco) VALUES ('${up(3)}-${d(4)}', 19.90);`, "BR");
  clean("it", `docker-compose: image postgres:16, ports "5432:5432", volumes ./dati:/var/lib/postgresql/data`, "IT");
  clean("it", `crontab -e → 0 */2 * * * /usr/bin/rsync -a /foto /backup`, "IT");
  clean("nl", `settings.json: { "timeout": 30000, "retries": 3, "region": "eu-west-1", "debug": false }`, "NL");
  clean("nl", `SELECT naam, postcode FROM vestigingen WHERE provincie = 'Utrecht' ORDER BY naam;`, "NL");

  // --- Wi-Fi network names without keys, password talk without a value
  clean("en", `the hotel wifi is "Marriott_Guest" and the café one is "BeanThere-5G", both open`);
  clean("en", `my password is too weak according to the bank, it wants 12 characters and a symbol now`);
  clean("en", `the password I picked was rejected because it contained my birth year, fair enough`);
  clean("de", `WLAN heißt „FRITZ!Box 7590 ${up(2)}“, das Gast-WLAN „Gäste-${f.int(1, 9)}“, Passwort steht auf dem Aufkleber`);
  clean("de", `mein Passwort ist zu schwach laut Sparkasse, mindestens 10 Zeichen und eine Zahl`);
  clean("fr", `le réseau wifi s'appelle "Livebox-${an(4)}", le mot de passe est sous la box`, "FR");
  clean("fr", `mon mot de passe est trop faible d'après le site des impôts, il en veut un plus long`, "FR");
  clean("es", `la red se llama "MOVISTAR_${an(4)}", la contraseña la tiene mi hermano`, "ES");
  clean("es", `dice que mi contraseña es demasiado débil, necesita mayúsculas y números`, "ES");
  clean("pt", `a rede é "MEO-${an(6)}", a senha está atrás do router`, "PT");
  clean("pt", `minha senha é fraca demais segundo o app do banco, pede 8 dígitos`, "BR");
  clean("it", `la rete si chiama "TIM-${d(8)}", la password è sul retro del modem`, "IT");
  clean("it", `la mia password è troppo debole per lo SPID, ne serve una di almeno 8 caratteri`, "IT");
  clean("nl", `het netwerk heet "Ziggo${d(7)}", wachtwoord staat op de onderkant van het modem`, "NL");
  clean("nl", `mijn wachtwoord is te zwak volgens DigiD, minimaal 8 tekens met een cijfer`, "NL");
  clean("de", `Passwortregeln: mindestens 12 Zeichen, 1 Großbuchstabe, 1 Zahl, 1 Sonderzeichen (!?#)`);
  clean("fr", `le PIN de la carte doit faire 4 chiffres, le code PUK 8 chiffres, c'est écrit sur le support`, "FR");
  clean("it", `il PIN della SIM si cambia dalle impostazioni, il PUK è sulla tessera`, "IT");
  clean("es", `el código de la alarma hay que cambiarlo cada año, lo dice el contrato`, "ES");
  clean("nl", `de pincode van de nieuwe pas komt apart met de post`, "NL");

  // ============================ (b) SECRETS said in prose in new ways ============================
  // --- keyword far from the value
  sec("en", "far_keyword", "the password for the shared Dropbox, the one Mark set up last spring when we did the wedding photos, is $", password(f));
  sec("de", "far_keyword", "Das Passwort für den Elternaccount in der Schul-App, den Frau Keller uns beim Elternabend gegeben hat, lautet $", password(f));
  sec("fr", "far_keyword", "le mot de passe du compte Ameli de maman, celui qu'on a créé chez le médecin l'an dernier, c'est $", password(f));
  sec("es", "far_keyword", "la contraseña del router que nos dejó el técnico de Movistar cuando vino el martes es $", password(f));
  sec("pt", "far_keyword", "a senha do Wi-Fi lá de casa, aquela que o técnico da Vivo trocou semana passada, ficou $", password(f));
  sec("it", "far_keyword", "la password del portale del condominio, quella che ci ha mandato l'amministratore a settembre, è $", password(f));
  sec("nl", "far_keyword", "het wachtwoord van het account bij de huisarts, dat we samen bij de balie hebben aangemaakt, is $", password(f));
  // --- value before the keyword
  sec("en", "value_first", "$ — that's the new password for the alarm app, don't forget", password(f));
  sec("de", "value_first", "$ ist ab heute das Passwort für den Vereins-PC", password(f));
  sec("fr", "value_first", "$ : c'est le nouveau mot de passe de la box", password(f));
  sec("es", "value_first", "$ es la nueva contraseña del correo del trabajo", password(f));
  sec("pt", "value_first", "$ é a nova palavra-passe da conta da Netflix", password(f));
  sec("it", "value_first", "$ è la nuova password della posta", password(f));
  sec("nl", "value_first", "$ is het nieuwe wachtwoord van de laptop", password(f));
  // --- in a list
  sec("en", "in_list", "logins for the holiday cottage:\n- wifi: BeachHouse / $\n- Netflix: use the TV one", password(f));
  sec("de", "in_list", "Zugänge:\n• Router: admin\n• Kennwort: $\n• Drucker: ohne", password(f));
  sec("fr", "in_list", "liste pour la baby-sitter :\n1) wifi : $\n2) code portail : voir frigo", password(f));
  sec("es", "in_list", "para la casa rural:\n* wifi → $\n* llave en el buzón", password(f));
  sec("pt", "in_list", "acessos da loja:\n- e-mail: loja@ (senha $)\n- Instagram: o mesmo", password(f));
  sec("it", "in_list", "cose da sapere:\n- allarme: $\n- caldaia: accesa alle 6", d(5));
  sec("nl", "in_list", "voor de oppas:\n- wifi-code: $\n- bedtijd 19:30", password(f));
  // --- in a forwarded message
  sec("en", "forwarded", "---------- Forwarded message ---------\nFrom: IT Helpdesk\nSubject: your temporary password\n\nYour temporary password is $ and must be changed at first login.", password(f));
  sec("de", "forwarded", "Weitergeleitete Nachricht:\n> Hallo, dein vorläufiges Kennwort lautet $\n> Bitte beim ersten Login ändern.", password(f));
  sec("fr", "forwarded", "Transféré de Julie :\n« Le code d'accès au coffre de l'agence est le $, ne le diffuse pas »", d(6));
  sec("es", "forwarded", "Reenviado:\n> Hola, te paso la clave del portal del empleado: $\n> Un saludo, RRHH", password(f));
  sec("pt", "forwarded", "Mensagem encaminhada\n\"A senha provisória do seu acesso é $. Altere no primeiro acesso.\"", password(f));
  sec("it", "forwarded", "Inoltrato da Marco:\n> la password temporanea del gestionale è $\n> cambiala subito", password(f));
  sec("nl", "forwarded", "Doorgestuurd bericht:\n> Je tijdelijke wachtwoord is $\n> Wijzig het na de eerste keer inloggen.", password(f));
  // --- voice-dictated run-ons
  sec("en", "dictated", "ok so note to self the login for the council tax thing is my email and the password is $ and the reference is on the letter", password(f));
  sec("de", "dictated", "also merken das Passwort vom Amazon Konto ist jetzt $ und die Mail bleibt die alte ok danke", password(f));
  sec("fr", "dictated", "note pour moi le mot de passe de la mutuelle c'est $ et l'identifiant c'est mon numéro d'adhérent voilà", password(f));
  sec("es", "dictated", "apunta que la contraseña del banco nueva es $ y que el usuario es el DNI vale gracias", password(f));
  sec("pt", "dictated", "anota aí que a senha do gov ponto br é $ e o login é o CPF beleza", password(f));
  sec("it", "dictated", "segnati che la password dello SPID adesso è $ e il nome utente è la mail di sempre grazie", password(f));
  sec("nl", "dictated", "even onthouden het wachtwoord van de zorgverzekeraar is nu $ en de gebruikersnaam is mijn mail oké", password(f));
  // --- recovery-code lists in odd layouts
  sec("en", "recovery_codes", "recovery codes (keep safe): $", Array.from({ length: 6 }, () => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`).join(" | "));
  sec("de", "recovery_codes", "Wiederherstellungscodes Microsoft-Konto\n$", Array.from({ length: 4 }, (_, i) => `${i + 1}) ${an(5)}-${an(5)}-${an(5)}-${an(5)}-${an(5)}`).join("\n"));
  sec("fr", "recovery_codes", "codes de secours Proton : $", Array.from({ length: 6 }, () => hex(8)).join("  "));
  sec("es", "recovery_codes", "códigos de respaldo de Google\n$", Array.from({ length: 3 }, () => `${d(4)} ${d(4)}    ${d(4)} ${d(4)}`).join("\n"));
  sec("pt", "recovery_codes", "códigos de recuperação do Discord: $", Array.from({ length: 5 }, () => `${f.chars(LOWER + DIGITS, 4)}-${f.chars(LOWER + DIGITS, 4)}`).join("; "));
  sec("it", "recovery_codes", "codici di backup GitHub\n$", Array.from({ length: 4 }, () => `${hex(5)}-${hex(5)}`).join("\n"));
  sec("nl", "recovery_codes", "herstelcodes Twitter: $", Array.from({ length: 5 }, () => f.chars(LOWER + DIGITS, 12)).join(", "));
  sec("en", "totp", "authenticator setup key (if the QR won't scan): $", grouped(f.chars(BASE32, 32), 4, " "));
  sec("de", "totp", "Einrichtungsschlüssel für die Authenticator-App: $", f.chars(BASE32, 32));
  // --- PINs, PUKs, alarm codes
  { const pin = d(4); sec("en", "sim_puk", `new SIM: PIN ${pin}, PUK $ (the card's in the drawer)`, d(8), [pin]); }
  sec("de", "sim_puk", "PUK von Papas Handy: $, falls er wieder dreimal falsch tippt", d(8));
  sec("fr", "sim_puk", "le code PUK de ma puce Free c'est $", d(8));
  sec("es", "sim_puk", "el PUK de la SIM de la abuela: $", d(8));
  sec("pt", "sim_puk", "PUK do chip da Claro: $", d(8));
  sec("it", "sim_puk", "il PUK della SIM Iliad è $", d(8));
  sec("nl", "sim_puk", "PUK-code van m'n simkaart: $", d(8));
  sec("en", "card_pin", "debit card came, PIN is $, shredded the letter", d(4));
  sec("de", "card_pin", "Geheimzahl der neuen EC-Karte: $", d(4));
  sec("fr", "card_pin", "code de la carte bleue de Léo : $", d(4));
  sec("es", "card_pin", "el pin de la tarjeta del súper es $", d(4));
  sec("pt", "card_pin", "o PIN do cartão multibanco é $", d(4));
  sec("it", "card_pin", "il PIN del bancomat nuovo è $", d(5));
  sec("nl", "card_pin", "pincode van de betaalpas van oma: $", d(4));
  sec("en", "alarm_code", "alarm code for the office is $ then press the tick", d(4));
  sec("de", "alarm_code", "Alarmanlage scharf/unscharf mit $ und dann #", d(4));
  sec("fr", "alarm_code", "le code de l'alarme Verisure c'est $", d(4));
  sec("es", "alarm_code", "código de desactivación de la alarma de Securitas: $", d(6));
  sec("pt", "alarm_code", "o código do alarme da loja é $", d(4));
  sec("it", "alarm_code", "per disinserire l'allarme digita $ e poi OK", d(5));
  sec("nl", "alarm_code", "de alarmcode van de zaak is $", d(4));
  sec("de", "door_code", "Türcode fürs Treppenhaus ist $, die Klingel geht nicht", d(4));
  sec("nl", "door_code", "de code van het sleutelkastje is $", d(4));

  // ============================ (c) values written so a mask can leave part readable ============================
  // --- secrets in markdown, backticks, JSON, URL-encoded, zero-width, NBSP, twice, over lines
  sec("en", "markdown", "wifi password: **$**", password(f));
  sec("de", "markdown", "Passwort für das NAS: `$`", password(f));
  sec("fr", "markdown", "mot de passe du compte partagé : __$__", password(f));
  sec("es", "markdown", "contraseña: ```\n$\n```", password(f));
  sec("pt", "json", `config do bot: {"user": "admin", "password": "$"}`, password(f));
  sec("it", "json", `{"wifi": {"ssid": "Casa", "password": "$"}}`, password(f));
  sec("nl", "zero_width", "wachtwoord: $", (() => { const p = password(f); return p.slice(0, 4) + ZW + p.slice(4); })());
  sec("en", "zero_width", "password is $ (copied from the PDF, may have odd chars)", (() => { const p = password(f); return p.slice(0, 3) + ZW + p.slice(3, 7) + ZW + p.slice(7); })());
  sec("de", "nbsp", `Passwort:${NBSP}$`, password(f));
  sec("fr", "url_encoded", "le lien de connexion : https://intranet.exemple.fr/login?user=paul&password=$", (() => { const p = password(f); return encodeURIComponent(p + "!"); })());
  sec("en", "over_lines", "password (it wrapped):\n$", (() => { const p = f.chars(ALNUM, 16); return `${p.slice(0, 8)}\n${p.slice(8)}`; })());
  twice("secret", "nl", "repeated", "wifi-wachtwoord **$** (nog een keer: `$`)", password(f));
  twice("secret", "pt", "repeated", "senha: $\nrepito: $", password(f));

  // --- IBAN
  pii("de", "iban", "IBAN: **$**", grouped(f.iban("DE"), 4, " "));
  pii("fr", "iban", "mon IBAN : `$`", f.iban("FR"), "FR");
  pii("es", "iban", "IBAN (copiado del PDF): $", grouped(f.iban("ES"), 4, NBSP), "ES");
  pii("it", "iban", `{"intestatario": "io", "iban": "$"}`, f.iban("IT"), "IT");
  pii("nl", "iban", "IBAN:\n$", (() => { const i = grouped(f.iban("NL"), 4, " "); return i.slice(0, 10) + "\n" + i.slice(10); })(), "NL");
  pii("en", "iban", "pay the deposit to $ please", (() => { const i = f.iban("GB"); return i.slice(0, 8) + ZW + i.slice(8); })(), "GB");
  twice("pii", "pt", "iban", "IBAN $ — confirma: $", grouped(f.iban("ES"), 4, " "), "PT");
  pii("de", "iban", "Überweisung an `$` (Vermieter)", grouped(f.iban("AT"), 4, " "));
  // --- cards
  pii("en", "card", "card number **$** exp 08/28", grouped(f.card(), 4, " "));
  pii("de", "card", "Kreditkarte: `$`", f.card());
  pii("fr", "card", "carte : $", grouped(f.card(), 4, NBSP), "FR");
  pii("es", "card", `{"tarjeta": "$", "caduca": "09/27"}`, f.card(), "ES");
  pii("it", "card", "carta di credito:\n$", (() => { const c = grouped(f.card(), 4, " "); return c.slice(0, 9) + "\n" + c.slice(10); })(), "IT");
  twice("pii", "nl", "card", "creditcard $ (nog eens: $)", grouped(f.card(), 4, "-"), "NL");
  // --- phones
  pii("en", "phone", "my mobile is **$**", `07${d(3)} ${d(6)}`, "GB");
  pii("de", "phone", "Handy: `$`", `0151 ${d(8)}`);
  pii("fr", "phone", "mon portable : $", `06${NBSP}${d(2)}${NBSP}${d(2)}${NBSP}${d(2)}${NBSP}${d(2)}`, "FR");
  pii("es", "phone", `{"nombre": "yo", "telefono": "$"}`, `+34 6${d(2)} ${d(3)} ${d(3)}`, "ES");
  pii("pt", "phone", "meu zap:\n$", `(${f.pick(["11", "21", "31", "41"])}) 9${d(4)}-${d(4)}`, "BR");
  pii("it", "phone", "numero: $", `3${ZW}${f.int(20, 49)} ${d(3)} ${d(4)}`, "IT");
  pii("nl", "phone", "bel me: **$**", `06-${f.int(1, 5)}${d(7)}`, "NL");
  twice("pii", "de", "phone", "Nummer $ – nochmal: $", `+49 171 ${d(7)}`);
  pii("pt", "phone", "telemóvel: `$`", `+351 9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`, "PT");
  pii("en", "phone", "call $ after 6", `(${usAreaCode(f.int(201, 989))}) ${f.int(200, 999)}-${d(4)}`, "US");
  // --- e-mail
  pii("en", "email", "email me at **$**", `${who()}@gmail.com`);
  pii("de", "email", "Mail: `$`", `${who()}@gmx.de`);
  pii("fr", "email", "le lien de désinscription : https://news.exemple.fr/unsub?email=$", (() => `${who()}%40orange.fr`)(), "FR");
  pii("es", "email", `{"email": "$"}`, `${who()}@hotmail.es`, "ES");
  pii("pt", "email", "mailto:$", `${who()}%40gmail.com`, "BR");
  pii("it", "email", "la mia mail: $", (() => { const n = who(); return `${n}${ZW}@${ZW}gmail.com`; })(), "IT");
  pii("nl", "email", "mail:\n$", `${who()}@kpnmail.nl`, "NL");
  twice("pii", "nl", "email", "stuur het naar $ (of $)", `${who()}@outlook.com`, "NL");
  pii("en", "email", "reply to $", `${who()}@proton.me`.replace("@", `${NBSP}@${NBSP}`));
  pii("de", "email", "Kontakt: __$__", `${who()}@t-online.de`);
  // --- national ids
  pii("fr", "national_id", "n° de sécu : **$**", nir(f), "FR");
  pii("fr", "national_id", "NIR `$`", nir(f).replace(/ /g, NBSP), "FR");
  pii("it", "national_id", `{"codice_fiscale": "$"}`, codiceFiscale(f), "IT");
  pii("it", "national_id", "codice fiscale:\n$", (() => { const c = codiceFiscale(f); return `${c.slice(0, 8)}\n${c.slice(8)}`; })(), "IT");
  pii("es", "national_id", "DNI: `$`", f.dni(), "ES");
  twice("pii", "es", "national_id", "mi DNI es **$**, repito $", f.dni(), "ES");
  pii("pt", "national_id", "NIF `$`", nifPt(f), "PT");
  pii("pt", "national_id", "CPF: **$**", f.cpf(), "BR");
  pii("pt", "national_id", `{"cpf": "$"}`, f.cpf().replace(/\D/g, ""), "BR");
  pii("nl", "national_id", "BSN: `$`", f.bsn(), "NL");
  pii("nl", "national_id", "mijn BSN is $", (() => { const b = f.bsn(); return `${b.slice(0, 4)}${ZW}${b.slice(4)}`; })(), "NL");
  pii("de", "national_id", "Steuer-ID **$**", f.steuerId());
  pii("de", "national_id", "Steuer-ID: $", f.steuerId().replace(/ /g, NBSP));
  pii("en", "national_id", "SSN: `$`", f.ssn(), "US");
  pii("en", "national_id", "NI number **$**", f.nino(), "GB");
  pii("en", "national_id", `{"ssn": "$"}`, f.ssn(), "US");
  // --- addresses
  pii("de", "street_address", "Lieferadresse: **$**", `Lindenstraße ${f.int(1, 120)}, ${f.int(10, 99)}${d(3)} Köln`);
  pii("fr", "street_address", "adresse : `$`", `${f.int(1, 90)} rue des Lilas, ${f.int(10, 95)}${d(3)} Nantes`, "FR");
  pii("es", "street_address", `{"direccion": "$"}`, `Calle Mayor ${f.int(1, 90)}, 3º B, ${f.int(10, 50)}${d(3)} Madrid`, "ES");
  pii("it", "street_address", "indirizzo:\n$", `Via Garibaldi ${f.int(1, 90)}\n${f.int(10, 98)}${d(3)} Torino`, "IT");
  pii("nl", "street_address", "mijn adres: **$**", `Keizersgracht ${f.int(1, 500)}, ${f.int(1000, 9999)} ${up(2)} Amsterdam`, "NL");
  pii("pt", "street_address", "morada: `$`", `Rua Augusta ${f.int(1, 200)}, ${f.int(1000, 4999)}-${d(3)} Lisboa`, "PT");
  pii("en", "street_address", "ship to **$**", `${f.int(1, 200)} Elm Street, Springfield, IL 62${d(3)}`, "US");
  twice("pii", "de", "street_address", "Adresse $ (nochmal für die Karte: $)", `Bahnhofstraße ${f.int(1, 80)}, ${f.int(10, 99)}${d(3)} Ulm`);

  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside7Corpus(): CorpusCase[] {
  return outside7Sentences(new Fakes(20261215));
}
