/**
 * The inputs of outside probe (u) of issue #36 (privacy/__tests__/probe-36u.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to the four
 * families the untuned corpus still misses in forms the earlier probes did not write: recovery-code
 * lists of 8-16 codes in every layout (one a line, commas, spaces, numbered, "xxxx-xxxx", "xxxxx
 * xxxxx", mixed case, a heading in each language or "my codes:" or none at all); e-mail addresses
 * spelled out or obfuscated ("… apenstaartje ziggo punt nl", "[at]", "(a)", "chiocciola", "at-Zeichen",
 * spaces inside); national ids said in prose, with and without their check digits, in every country's
 * written forms (BSN with dots or spaces, NIR spaced, a codice fiscale in lower case, DNI and NIE with
 * dots and dashes, CPF, Steuer-ID, Personalausweis); phones in national and international forms with
 * words between the cue and the number ("mijn nieuwe nummer wordt …", "+31 (0)6", "0031", WhatsApp);
 * and their clean look-alikes (order, tracking, invoice and meeting numbers, part and product codes,
 * postcodes, versions, published checksums, lottery numbers, scores, shopping quantities).
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER, nie } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { type CorpusCase, type CorpusLang, familyBuilders } from "./types.ts";

export type Probe36uFamily = "recovery_codes" | "email_obfuscated" | "national_id" | "phone" | "lookalike";
export interface Probe36uCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36uFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36u(seed = 0x3c00 + Number(process.env.PROBE_SEED ?? 0)): Probe36uCase[] {
  const f = new Fakes(seed);
  const out: Probe36uCase[] = [];
  const B = familyBuilders<Probe36uFamily>(out);
  const d = (n: number): string => f.digits(n);

  // =============================================================================================
  // recovery_codes: 8-16 codes, in the layouts services print them and owners paste them.
  const rc = B("recovery_codes");
  const SHAPE = {
    g44: () => `${d(4)} ${d(4)}`,
    g8: () => d(8),
    dash55: () => `${f.chars(HEX, 5)}-${f.chars(HEX, 5)}`,
    sp55: () => `${f.chars(LOWER + DIGITS, 5)} ${f.chars(LOWER + DIGITS, 5)}`,
    dash44: () => `${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}`,
    mixed10: () => f.chars(LOWER + UPPER + DIGITS, 10),
    low8: () => f.chars(LOWER + DIGITS, 8),
    up10: () => f.chars(UPPER + DIGITS, 10),
  } as const;
  type Shape = keyof typeof SHAPE;
  const list = (shape: Shape, n = f.int(8, 16)): string[] => Array.from({ length: n }, SHAPE[shape]);
  const lines = (c: string[]): string => c.join("\n");
  const numbered = (c: string[], after = ". "): string => c.map((x, i) => `${i + 1}${after}${x}`).join("\n");
  const codes = (lang: CorpusLang, shape: Shape, layout: (c: string[]) => string, n?: number): void => {
    const c = list(shape, n);
    rc.many("secret", lang, layout(c), c);
  };

  codes("en", "g44", (c) => `backup codes for Google\n${lines(c)}`, 10);
  codes("en", "dash55", (c) => `my codes:\n${lines(c)}`, 16);
  codes("en", "mixed10", (c) => `Dropbox recovery codes ${c.join(" ")}`, 10);
  codes("en", "g8", (c) => `${numbered(c)}\nkeep these somewhere safe`, 10);
  codes("en", "dash44", (c) => `here are the 2FA codes for the bank, one use each: ${c.join(", ")}`, 12);
  rc.clean("en", "I regenerated the backup codes for Google, the old 10 don't work anymore");
  rc.clean("en", `lottery numbers this week: ${Array.from({ length: 6 }, () => f.int(1, 59)).join(" ")}`);

  codes("de", "g44", (c) => `Wiederherstellungscodes:\n${lines(c)}`, 10);
  codes("de", "dash55", (c) => `Backup-Codes für GitHub\n${numbered(c)}`, 16);
  codes("de", "sp55", (c) => `meine Codes: ${c.join(", ")}`, 10);
  codes("de", "low8", (c) => `Notfallcodes Nextcloud ${c.join(" ")}`, 8);
  codes("de", "g8", (c) => lines(c), 10);
  rc.clean("de", "Wiederherstellungscodes neu erzeugt und ausgedruckt, liegen im Ordner");
  rc.clean("de", `Lottozahlen: ${Array.from({ length: 6 }, () => f.int(1, 49)).join(", ")}, Superzahl ${f.int(0, 9)}`);

  codes("fr", "g44", (c) => `codes de secours Google :\n${lines(c)}`, 10);
  codes("fr", "dash44", (c) => `mes codes de récupération ${c.join(" ")}`, 10);
  codes("fr", "mixed10", (c) => `codes de secours (Microsoft)\n${numbered(c)}`, 8);
  codes("fr", "dash55", (c) => c.join(", "), 12);
  rc.clean("fr", "j'ai imprimé les codes de secours, 10 codes, rangés dans le classeur");
  rc.clean("fr", `résultats du loto : ${Array.from({ length: 5 }, () => f.int(1, 49)).join(" - ")} et le ${f.int(1, 10)}`);

  codes("es", "g44", (c) => `códigos de recuperación de Google\n${lines(c)}`, 10);
  codes("es", "up10", (c) => `mis códigos: ${c.join(" / ")}`, 8);
  codes("es", "dash55", (c) => `códigos de respaldo GitHub:\n${numbered(c, ") ")}`, 16);
  codes("es", "sp55", (c) => lines(c), 10);
  rc.clean("es", "los códigos de recuperación están en el cajón, impresos");
  rc.clean("es", `lista de la compra: 2 leche, 6 huevos, 1 pan, 3 yogures, 12 botellas de agua`);

  codes("pt", "g44", (c) => `códigos de recuperação:\n${lines(c)}`, 10);
  codes("pt", "dash44", (c) => `códigos de backup do Microsoft ${c.join(", ")}`, 10);
  codes("pt", "g8", (c) => `os meus códigos ${c.join(" ")}`, 10);
  codes("pt", "mixed10", (c) => numbered(c), 8);
  rc.clean("pt", "guardei os códigos de recuperação no cofre, não no telemóvel");
  rc.clean("pt", `resultados: Benfica ${f.int(0, 4)}-${f.int(0, 4)}, Porto ${f.int(0, 4)}-${f.int(0, 4)}, Braga ${f.int(0, 4)}-${f.int(0, 4)}, Sporting ${f.int(0, 4)}-${f.int(0, 4)}`);

  codes("it", "g44", (c) => `codici di backup di Google\n${lines(c)}`, 10);
  codes("it", "dash55", (c) => `codici di recupero: ${c.join(" ")}`, 16);
  codes("it", "low8", (c) => `i miei codici\n${numbered(c)}`, 10);
  codes("it", "up10", (c) => c.join(" "), 10);
  rc.clean("it", "ho stampato i codici di backup, sono 10, nel cassetto");
  rc.clean("it", `numeri del lotto: ${Array.from({ length: 5 }, () => f.int(1, 90)).join(" ")} sulla ruota di Napoli`);

  codes("nl", "g44", (c) => `herstelcodes\n${lines(c)}`, 10);
  codes("nl", "dash55", (c) => `back-upcodes voor GitHub:\n${numbered(c)}`, 16);
  codes("nl", "sp55", (c) => `mijn codes: ${c.join(", ")}`, 10);
  codes("nl", "dash44", (c) => `herstelcodes van DigiD-app? nee van Microsoft: ${c.join(" ")}`, 8);
  codes("nl", "g8", (c) => `bewaar deze even voor me\n${lines(c)}`, 10);
  codes("nl", "mixed10", (c) => `reservecodes Proton ${c.join(" · ")}`, 12);
  codes("nl", "low8", (c) => lines(c), 12);
  codes("nl", "g44", (c) => `Google-herstelcodes, elk maar 1x te gebruiken:\n${numbered(c)}`, 10);
  rc.clean("nl", "herstelcodes opnieuw aangevraagd, de oude 10 werken niet meer");
  rc.clean("nl", `boodschappen: 2 pakken melk, 6 eieren, 1 brood, 12 flesjes bier, 3 komkommers, 500 gram gehakt`);
  rc.clean("nl", `Staatsloterij: ${d(6)} niet gevallen, eindcijfer ${d(1)}`);
  rc.clean("nl", `uitslagen: ${Array.from({ length: 8 }, () => `${f.int(0, 5)}-${f.int(0, 5)}`).join(", ")}`);

  // =============================================================================================
  // email_obfuscated: an address spelled out or disguised, with the words for "at" and "dot".
  const NAMES = ["jan", "sanne", "piet", "marieke", "lotte", "bram", "anna", "tom", "lucia", "marco", "ines", "joao"];
  const SURN = ["devries", "jansen", "bakker", "mueller", "dubois", "garcia", "silva", "rossi", "smit", "visser"];
  const nm = (): string => f.pick(NAMES);
  const sn = (): string => f.pick(SURN);
  const em = B("email_obfuscated");
  em.pii("nl", "mijn mail is $", `${nm()} punt ${f.pick(["de vries", "van dijk", "de jong"])} apenstaartje ziggo punt nl`);
  em.pii("nl", "mail het naar $ aub", `${nm()}${d(2)} apenstaartje kpnmail punt nl`);
  em.pii("nl", "nieuw mailadres: $", `${nm()}.${sn()} [at] hotmail [punt] com`);
  em.pii("nl", "stuur de foto's naar $", `${nm()} (a) ${sn()} punt nl`);
  em.pii("nl", "het adres van de penningmeester is $", `${nm()} at xs4all punt nl`);
  em.pii("nl", "je kunt me mailen op $ hoor", `${nm()} . ${sn()} @ gmail . com`);
  em.pii("nl", "mailadres van juf Anouk: $", `juf${nm()} at-teken planet punt nl`);
  em.pii("nl", "schrijf $ op het formulier", `${nm()}_${sn()} apestaart outlook punt com`);
  em.clean("nl", "we zien elkaar om 8 uur, punt uit");
  em.clean("nl", "het apenstaartje op mijn toetsenbord doet het niet meer");
  em.clean("nl", "punt 3 van de agenda: at home werken op vrijdag");
  em.pii("en", "email me at $", `${nm()} dot ${sn()} at gmail dot com`);
  em.pii("en", "my address: $", `${nm()}${d(2)} (a) outlook (dot) com`);
  em.pii("en", "her email is $ I think", `${nm()} [at] ${sn()} [dot] co [dot] uk`);
  em.pii("en", "send the invoice to $", `${nm()} @ proton . me`);
  em.clean("en", "arrive at six, dot on the hour, at the gate");
  em.clean("en", "the twitter handle is @ziggo and the site ziggo.nl");
  em.pii("de", "meine Mail: $", `${nm()} at-Zeichen web Punkt de`);
  em.pii("de", "schreib an $", `${nm()}.${sn()} Klammeraffe gmx Punkt net`);
  em.pii("de", "die neue Adresse ist $", `${nm()} (at) posteo (punkt) de`);
  em.pii("de", "Mail an den Vermieter: $", `${sn()}${d(2)} [ät] t-online [.] de`);
  em.pii("de", "Mailadresse der Lehrerin: $", `${nm()} punkt ${sn()} at schule punkt de`);
  em.clean("de", "wir treffen uns Punkt acht, at the office wie immer");
  em.clean("de", "das at-Zeichen geht auf der Tastatur nur mit Alt Gr und Q");
  em.pii("fr", "mon adresse : $", `${nm()} point ${sn()} arobase orange point fr`);
  em.pii("fr", "écris à $", `${nm()}${d(2)} [at] free [point] fr`);
  em.pii("fr", "le mail de la maîtresse c'est $", `${nm()} (a) laposte (point) net`);
  em.pii("fr", "envoie à $", `${nm()} . ${sn()} @ sfr . fr`);
  em.clean("fr", "rendez-vous à 14h, point final, arobase dans le sujet");
  em.pii("es", "mi correo: $", `${nm()} punto ${sn()} arroba gmail punto com`);
  em.pii("es", "escríbele a $", `${nm()}${d(2)} (arroba) hotmail (punto) es`);
  em.pii("es", "el correo del casero es $", `${sn()} [at] telefonica [punto] net`);
  em.pii("es", "mándalo a $", `${nm()} @ yahoo . es`);
  em.clean("es", "a las ocho en punto, arroba en la plaza no hay nadie");
  em.pii("pt", "o meu email é $", `${nm()} ponto ${sn()} arroba sapo ponto pt`);
  em.pii("pt", "manda para $", `${nm()}${d(2)} (at) gmail (ponto) com`);
  em.pii("pt", "email da professora: $", `${nm()} [arroba] outlook [ponto] pt`);
  em.pii("pt", "escreve para $", `${nm()} . ${sn()} @ hotmail . com`);
  em.clean("pt", "às oito em ponto, ponto final");
  em.pii("it", "la mia mail è $", `${nm()} punto ${sn()} chiocciola libero punto it`);
  em.pii("it", "scrivi a $", `${nm()}${d(2)} (chiocciola) gmail (punto) com`);
  em.pii("it", "mail del condominio: $", `${sn()} [at] tiscali [punto] it`);
  em.pii("it", "mandalo a $", `${nm()} @ alice . it`);
  em.clean("it", "alle otto in punto, la chiocciola in giardino mangia l'insalata");

  // =============================================================================================
  // national_id: said in prose, every country's written form, some with check digits and some without.
  const id = B("national_id");
  const bsn = (): string => f.bsn();
  const bsnDots = (): string => {
    const b = bsn();
    return `${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6)}`;
  };
  const bsnSpaced = (): string => {
    const b = bsn();
    return `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`;
  };
  const dniDotDash = (): string => {
    const x = f.dni();
    return `${x.slice(0, 2)}.${x.slice(2, 5)}.${x.slice(5, 8)}-${x.slice(8)}`;
  };
  const nieDash = (): string => {
    const x = nie(f);
    return `${x.slice(0, 1)}-${x.slice(1, 8)}-${x.slice(8)}`;
  };
  const ausweis = (): string => {
    const body = `${f.pick([..."LMNPRT"])}${f.chars("CFGHJKLMNPRTVWXYZ" + DIGITS, 8)}`;
    const w = [7, 3, 1];
    let s = 0;
    for (let i = 0; i < body.length; i++) {
      const c = body.charAt(i);
      const v = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
      s += v * w[i % 3]!;
    }
    return body + String(s % 10);
  };
  id.pii("nl", "mijn BSN is $", bsnDots());
  id.pii("nl", "burgerservicenummer $ (voor de belastingaangifte)", bsn());
  id.pii("nl", "het BSN van Daan is $, staat op zijn paspoort", bsnSpaced());
  id.pii("nl", "voor de zorgverzekering: bsn $", bsn());
  id.pii("nl", "mijn sofinummer is nog steeds $", bsnDots());
  id.pii("nl", "BSN-nummer van mijn moeder: $", bsnSpaced());
  id.pii("nl", "vul bij burgerservicenummer dit in: $", bsn());
  id.pii("nl", "het burgerservicenummer van de kleine wordt $ volgens de gemeente", bsnDots());
  id.pii("nl", "mijn Spaanse NIE is $ voor het huurcontract", nieDash());
  id.clean("nl", "BSN staat op de achterkant van je rijbewijs, niet op de voorkant");
  id.clean("nl", `klantnummer ${d(9)} bij Eneco, factuur ${d(10)}`);
  id.clean("nl", `postcode 3512 ${f.chars(UPPER, 2)}, huisnummer ${f.int(1, 120)}`);
  id.pii("en", "my Dutch BSN is $ if the accountant asks", bsnDots());
  id.pii("en", "Sofia's codice fiscale: $", codiceFiscale(f).toLowerCase());
  id.pii("en", "my French social security number is $", nir(f));
  id.clean("en", `order ${d(3)}-${d(7)}-${d(7)} shipped, invoice INV-${d(6)}`);
  id.pii("de", "meine Steuer-ID ist $", f.steuerId());
  id.pii("de", "Steueridentifikationsnummer von Lena: $", f.steuerId().replace(/ /g, ""));
  id.pii("de", "Personalausweisnummer $, gültig bis 2031", ausweis());
  id.pii("de", "die Ausweisnummer von Papa ist $", ausweis());
  id.pii("de", "mein BSN aus der Zeit in Holland: $", bsn());
  id.clean("de", `Kundennummer ${d(10)}, Vertragsnummer ${d(8)}`);
  id.clean("de", "Steuer-ID liegt im Ordner, schick ich dir morgen");
  id.pii("fr", "mon numéro de sécu c'est le $", nir(f));
  id.pii("fr", "NIR de Léa : $", nir(f).replace(/ /g, ""));
  id.pii("fr", "numéro de sécurité sociale de maman $ pour la mutuelle", nir(f));
  id.pii("fr", "mon NIF espagnol est $", f.dni());
  id.clean("fr", `numéro de commande ${d(3)} ${d(3)} ${d(3)} ${d(2)} chez Darty`);
  id.pii("es", "mi DNI es $", dniDotDash());
  id.pii("es", "el NIE de mi marido: $", nieDash());
  id.pii("es", "NIF de la empresa no, el mío: $", f.dni());
  id.pii("es", "el DNI de la abuela es el $ por si lo piden en el hospital", dniDotDash());
  id.clean("es", `referencia catastral ${d(7)}${f.chars(UPPER, 2)}${d(4)}${f.chars(UPPER, 1)}${d(4)}${f.chars(UPPER, 2)} del piso`);
  id.pii("pt", "o meu NIF é $", nifPt(f));
  id.pii("pt", "o CPF da minha mãe é $", f.cpf());
  id.pii("pt", "contribuinte n.º $ para a fatura", nifPt(f));
  id.pii("pt", "CPF do Tiago: $", f.cpf().replace(/\D/g, ""));
  id.clean("pt", `fatura n.º FT ${f.int(2024, 2026)}/${d(5)}, referência multibanco ${d(3)} ${d(3)} ${d(3)}`);
  id.pii("it", "il mio codice fiscale è $", codiceFiscale(f).toLowerCase());
  id.pii("it", "cf di Giulia: $", codiceFiscale(f));
  id.pii("it", "codice fiscale del nonno $ per la ricetta", codiceFiscale(f).toLowerCase());
  id.clean("it", `codice prodotto ${f.chars(UPPER, 3)}${d(6)}${f.chars(UPPER, 2)}, ordine n. ${d(8)}`);

  // =============================================================================================
  // phone: national and international forms, words between the cue and the number, messengers.
  const nl06 = (): string => `06${f.int(1, 5)}${d(7)}`;
  const ph = B("phone");
  ph.pii("nl", "bel me op $", `06-${f.int(1, 5)}${d(7)}`);
  ph.pii("nl", "mijn nieuwe nummer wordt $", `+31 (0)6 ${f.int(1, 5)}${d(7)}`);
  ph.pii("nl", "bel me morgen even op mijn werk: $", `(0)20 ${d(3)} ${d(4)}`);
  ph.pii("nl", "app me via WhatsApp op $", `0031 6 ${f.int(1, 5)}${d(7)}`);
  ph.pii("nl", "Signal: $", `+316${f.int(1, 5)}${d(7)}`);
  ph.pii("nl", "mijn nummer is sinds vandaag $", `06 ${f.int(1, 5)}${d(3)} ${d(4)}`);
  ph.pii("nl", "het nummer van de oppas, Femke, is $", nl06());
  ph.pii("nl", "bereikbaar op het vaste nummer $", `030-${d(7)}`);
  ph.pii("nl", "ik heb een nieuw nummer, het wordt vanaf maandag $", `+31 6 ${f.int(1, 5)}${d(3)} ${d(4)}`);
  ph.pii("nl", "tel. $ (alleen na 18.00)", `0${f.pick(["10", "70", "40"])} - ${d(3)} ${d(2)} ${d(2)}`);
  ph.clean("nl", `bestelnummer 06${d(8)} bij Coolblue, levering morgen`);
  ph.clean("nl", `Teams-vergadering, vergader-ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}`);
  ph.clean("nl", `onderdeelnummer 0612-${d(4)}-${d(2)} past op de oude wasmachine`);
  ph.clean("nl", `versie 6.${f.int(1, 9)}.${f.int(10, 99)} van de app, build ${d(6)}`);
  ph.pii("en", "call me on $ any time after 6", `07${f.pick(["4", "7", "8"])}${d(2)} ${d(3)} ${d(3)}`);
  ph.pii("en", "my new number will be $ from Monday", `+44 (0)7${f.pick(["4", "7", "8"])}${d(2)} ${d(6)}`);
  ph.pii("en", "WhatsApp me at $ while I'm in Lisbon", `+351 9${f.int(1, 3)}${d(1)} ${d(3)} ${d(3)}`);
  ph.clean("en", `Zoom meeting ID ${d(3)} ${d(4)} ${d(4)}, passcode in the invite`);
  ph.clean("en", `tracking number ${d(4)} ${d(4)} ${d(4)} ${d(4)} with DPD`);
  ph.pii("de", "ruf mich an unter $", `0049 (0)1${f.pick(["51", "60", "76"])} ${d(7)}`);
  ph.pii("de", "meine neue Handynummer lautet ab Montag $", `+49 1${f.pick(["51", "60", "76"])} ${d(3)} ${d(4)}`);
  ph.pii("de", "erreichbar per Signal unter $", `01${f.pick(["57", "62", "73"])}/${d(7)}`);
  ph.pii("de", "Festnetz Oma: $", `(0${f.pick(["30", "40", "89"])}) ${d(3)} ${d(2)} ${d(2)}`);
  ph.clean("de", `Sendungsnummer ${d(12)}, Lieferung Donnerstag`);
  ph.clean("de", `Artikelnummer 0151-${d(4)}-${d(3)}, Menge 3`);
  ph.pii("fr", "appelle-moi sur mon nouveau numéro $", `+33 (0)6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ph.pii("fr", "mon WhatsApp c'est le $", `0033 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ph.pii("fr", "joignable au $ le soir", `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  ph.clean("fr", `facture n° ${d(2)} ${d(2)} ${d(2)} ${d(2)} ${d(2)} ${d(2)} à régler avant le 15`);
  ph.pii("es", "llámame al $ cuando llegues", `+34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ph.pii("es", "mi número nuevo va a ser el $", `0034 6${d(2)} ${d(3)} ${d(3)}`);
  ph.pii("es", "por WhatsApp mejor: $", `6${d(2)}-${d(3)}-${d(3)}`);
  ph.clean("es", `número de pedido ${d(3)}-${d(7)}, código postal 28${d(3)}`);
  ph.pii("pt", "liga-me para o $ depois das 18h", `+351 9${f.int(1, 6)}${d(1)} ${d(3)} ${d(3)}`);
  ph.pii("pt", "o meu novo número vai ser $", `00351 9${f.int(1, 6)}${d(7)}`);
  ph.pii("pt", "WhatsApp da Rita: $", `+55 (11) 9${d(4)}-${d(4)}`);
  ph.clean("pt", `código postal ${d(4)}-${d(3)} Lisboa, encomenda n.º ${d(9)}`);
  ph.pii("it", "chiamami al $ dopo le sei", `+39 3${f.pick(["33", "47", "49"])} ${d(3)} ${d(4)}`);
  ph.pii("it", "il mio nuovo numero sarà $", `0039 3${f.pick(["33", "47", "49"])}${d(7)}`);
  ph.pii("it", "scrivimi su WhatsApp al $", `3${f.pick(["33", "47", "49"])}-${d(7)}`);
  ph.clean("it", `ordine n. ${d(3)} ${d(3)} ${d(4)}, spedizione con BRT`);

  // =============================================================================================
  // lookalike: numbers and codes an owner pastes that are nobody's secret or personal data.
  const l = B("lookalike");
  l.clean("nl", `factuurnummer ${f.int(2024, 2026)}-${d(5)}, klantnummer ${d(8)}`);
  l.clean("nl", `Track & Trace: 3S${f.chars(UPPER, 4)}${d(9)} bij PostNL`);
  l.clean("nl", `artikelcodes: ${Array.from({ length: 8 }, () => `${f.chars(UPPER, 2)}-${d(4)}`).join(", ")}`);
  l.clean("nl", `de SHA-256 van de download: ${f.chars(HEX, 64)}`);
  l.clean("nl", `scores dartavond: ${Array.from({ length: 10 }, () => f.int(20, 180)).join(" ")}`);
  l.clean("nl", `meterstanden: ${d(5)} (dal), ${d(5)} (normaal), gas ${d(4)}`);
  l.clean("nl", `rekeningnummer bij de VvE? nee, kenmerk ${d(4)} ${d(4)} ${d(4)} ${d(4)}`);
  l.clean("nl", `Zoom-ID ${d(3)} ${d(4)} ${d(4)} en wachtwoord staat in de uitnodiging`);
  l.clean("nl", `bestelling:\n${Array.from({ length: 8 }, () => `${f.int(1, 12)}x ${f.pick(["schroef", "plug", "moer", "ring"])} M${f.int(3, 8)}`).join("\n")}`);
  l.clean("nl", `tafelnummers bruiloft: ${Array.from({ length: 12 }, (_, i) => i + 1).join(", ")}`);
  l.clean("en", `invoice numbers: ${Array.from({ length: 8 }, () => `INV-${d(6)}`).join(", ")}`);
  l.clean("en", `release 2.${f.int(0, 20)}.${f.int(0, 9)} checksums (published): ${f.chars(HEX, 40)}`);
  l.clean("en", `part numbers for the dishwasher:\n${Array.from({ length: 8 }, () => `${d(4)}-${d(4)}`).join("\n")}`);
  l.clean("en", `bowling scores ${Array.from({ length: 10 }, () => f.int(80, 220)).join(" ")}`);
  l.clean("de", `Bestellnummern: ${Array.from({ length: 8 }, () => d(8)).join(", ")}`);
  l.clean("de", `Einkauf: ${Array.from({ length: 8 }, () => `${f.int(1, 6)}x ${f.pick(["Milch", "Brot", "Eier", "Äpfel", "Butter"])}`).join(", ")}`);
  l.clean("de", `PLZ-Liste für die Tour: ${Array.from({ length: 8 }, () => `${f.int(10, 99)}${d(3)}`).join(" ")}`);
  l.clean("fr", `numéros de suivi Colissimo :\n${Array.from({ length: 8 }, () => `6A${d(11)}`).join("\n")}`);
  l.clean("fr", `scores de la soirée : ${Array.from({ length: 8 }, () => f.int(10, 99)).join(" - ")}`);
  l.clean("es", `referencias de producto: ${Array.from({ length: 8 }, () => `${f.chars(UPPER, 3)}-${d(5)}`).join(" ")}`);
  l.clean("es", `versión ${f.int(1, 9)}.${f.int(0, 9)}.${f.int(0, 99)}, MD5 publicado ${f.chars(HEX, 32)}`);
  l.clean("pt", `números do Euromilhões: ${Array.from({ length: 5 }, () => f.int(1, 50)).join(" ")} + ${f.int(1, 12)} ${f.int(1, 12)}`);
  l.clean("pt", `encomendas:\n${Array.from({ length: 8 }, (_, i) => `${i + 1}. ${d(9)}`).join("\n")}`);
  l.clean("it", `codici articolo:\n${Array.from({ length: 8 }, () => `${f.chars(UPPER, 2)}${d(6)}`).join("\n")}`);
  l.clean("it", `risultati della schedina: ${Array.from({ length: 13 }, () => f.pick(["1", "X", "2"])).join(" ")}`);

  return out;
}
