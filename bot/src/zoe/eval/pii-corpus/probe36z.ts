/**
 * The inputs of outside probe (z) of issue #36 (privacy/__tests__/probe-36z.test.ts), written by a
 * tester who had not run the gate on them, before running it. Weighted to what probe (y) left:
 * health look-alikes that must stay clean (zodiac signs, "depression glass", the Great Depression,
 * idioms of hunger and sickness, the pet's or someone else's appointment, sport and news about a
 * medicine); the owner's own health still missed (a medicine by its brand alone, a lab result: HbA1c,
 * cholesterol, blood pressure as "15/9" or "150/95"); a person's handle after a service word ("ask
 * support's @…") against companies' handles; and numbers cut by a line or blanks, UK sort code and
 * account, a Portuguese NIF said without (or with a wrong) check digit, Spanish NIE, Belgian national
 * number, Swiss AHV number and Austrian SVNR, beside their clean look-alikes.
 * Decisions written into the labels: a zodiac sign, an idiom, a pet's vet visit and a medicine in the
 * news are clean; a medicine the owner takes (brand alone) and the owner's own lab value are health
 * data; a NIF after its word is personal data even when its check digit is missing or wrong (an owner's
 * typo still identifies them).
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { ahv, Fakes, nie } from "./fakes.ts";
import { nifPt } from "./outside.ts";
import { type CorpusCase, type CorpusLang, familyBuilders, grouped } from "./types.ts";

export type Probe36zFamily = "health" | "handle" | "number" | "lookalike";
export interface Probe36zCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36zFamily;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/** A Belgian national number (YY.MM.DD-SSS.CC, check 97 - n mod 97; born from 2000 on, "2" before n). */
function belgianNumber(f: Fakes, dotted: boolean): string {
  const yy = f.int(0, 99);
  const born2000 = yy < 10;
  const body = `${pad2(yy)}${pad2(f.int(1, 12))}${pad2(f.int(1, 28))}${String(f.int(1, 997)).padStart(3, "0")}`;
  const n = BigInt((born2000 ? "2" : "") + body);
  const cc = pad2(Number(97n - (n % 97n)));
  return dotted ? `${body.slice(0, 2)}.${body.slice(2, 4)}.${body.slice(4, 6)}-${body.slice(6, 9)}.${cc}` : `${body}${cc}`;
}


/** An Austrian SVNR: three serial digits, a check digit (weights 3 7 9 · 5 8 4 2 1 6, mod 11), the birth date DDMMYY. */
function svnr(f: Fakes, spaced: boolean): string {
  for (;;) {
    const serial = `${f.int(1, 9)}${f.digits(2)}`;
    const date = `${pad2(f.int(1, 28))}${pad2(f.int(1, 12))}${pad2(f.int(40, 99))}`;
    const ds = serial + date;
    const w = [3, 7, 9, 5, 8, 4, 2, 1, 6];
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(ds[i]) * w[i]!;
    const c = sum % 11;
    if (c === 10) continue;
    return `${serial}${c}${spaced ? " " : ""}${date}`;
  }
}

const sortCode = (f: Fakes): string => `${f.digits(2)}-${f.digits(2)}-${f.digits(2)}`;

/** A Portuguese NIF with its last digit wrong (a typo): nine digits that fail mod 11. */
function nifTypo(f: Fakes): string {
  const good = nifPt(f);
  const last = Number(good.slice(-1));
  return good.slice(0, 8) + String((last + f.int(1, 8)) % 10);
}

/** An IBAN in fours, cut by a line break after `at` groups (pasted from two lines of a PDF or a chat). */
function ibanOverLines(f: Fakes, country: "NL" | "DE" | "BE" | "FR" | "ES" | "IT" | "AT", at: number): string {
  const groups = grouped(f.iban(country), 4, " ").split(" ");
  return `${groups.slice(0, at).join(" ")}\n${groups.slice(at).join(" ")}`;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36z(seed = 0x3f7a + Number(process.env.PROBE_SEED ?? 0)): Probe36zCase[] {
  const f = new Fakes(seed);
  const out: Probe36zCase[] = [];
  const B = familyBuilders<Probe36zFamily>(out);
  const hl = B("health");
  const hd = B("handle");
  const nb = B("number");
  const lk = B("lookalike");
  const NAMES = ["jan", "sanne", "lotte", "camille", "hugo", "lena", "max", "lucia", "pablo", "joao", "bea", "giulia", "marco", "emma", "noor"];
  const SURN = ["devries", "bakker", "dubois", "martin", "weber", "fischer", "garcia", "ruiz", "santos", "costa", "ricci", "conti", "jones", "obrien"];
  const handle = (): string => `@${f.pick(NAMES)}${f.pick(["_", ".", ""])}${f.pick(SURN)}${f.pick(["", String(f.int(1, 99))])}`;
  const dec = (lo: number, hi: number, sep = "."): string => `${f.int(lo, hi)}${sep}${f.int(0, 9)}`;
  const bp = (): string => `${f.int(135, 175)}/${f.int(85, 105)}`;

  // =============================================================================================
  // English
  hl.pii("en", "on $ since march, down 6kg already", f.pick(["Ozempic", "Wegovy", "Mounjaro"]));
  hl.pii("en", "took a $ before the flight and im still groggy", f.pick(["Xanax", "Valium"]));
  hl.pii("en", "need to refill the $ before friday, 2 left", f.pick(["Ritalin 10mg", "Adderall 20mg", "Concerta 36mg"]));
  hl.pii("en", "my $, doc wants it under 6.5", `HbA1c was ${dec(6, 9)}`);
  hl.pii("en", "bp this morning $ 😬 retake tmrw", bp());
  hl.pii("en", "cholesterol came back $, gotta cut the cheese", `at ${dec(6, 8)}`);
  lk.clean("en", "im a cancer so obviously i cried at the film ♋");
  lk.clean("en", "found a pink depression glass bowl at the flea market, 12 quid");
  lk.clean("en", "podcast on the Great Depression for the drive");
  lk.clean("en", "dog has to go to the vet thurs 10am, book the car");
  lk.clean("en", "cat's appointment with the vet moved to 4");
  lk.clean("en", "new Ozempic ads are literally everywhere on the tube");
  lk.clean("en", "article: NICE revises HbA1c targets, read later");
  lk.clean("en", "Saka out 3 weeks with a hamstring injury");
  lk.clean("en", "im starving, could eat a horse");
  hd.pii("en", "ask support's $ about the refund, he's on it", handle());
  hd.pii("en", "DM my friend $ from customer service, she can sort it", handle());
  hd.clean("en", "ask @AmazonHelp about the refund");
  hd.clean("en", "customer service is @AppleSupport, try them first");
  nb.many("pii", "en", "rent goes to sort code $1, acc $2", [sortCode(f), f.digits(8)]);
  nb.many("pii", "en", "pay me back: sort code $1 account number $2 ta", [sortCode(f), f.digits(8)]);
  nb.pii("en", "my iban for the deposit:\n$", ibanOverLines(f, "NL", 2));
  nb.pii("en", "Swiss payroll wants my AHV number: $", ahv(f));
  nb.clean("en", "order no. 4411 2290 3381, arriving tuesday");
  nb.clean("en", "score ended 12-10, rematch next week");
  hl.pii("en", "my $ now 🎉 doc was impressed", `A1C's ${dec(5, 6)}`);
  lk.clean("en", "mum's HbA1c was 7.8, worried about her tbh");
  hd.clean("en", "@British_Airways still no bag, 3 days now");

  // =============================================================================================
  // German
  hl.pii("de", "spritze mir seit 3 monaten $, läuft gut", f.pick(["Ozempic", "Mounjaro", "Saxenda"]));
  hl.pii("de", "hab ne $ genommen, kann nicht fahren", f.pick(["Tavor", "Xanax", "Diazepam"]));
  hl.pii("de", "mein $, arzt ist nicht begeistert", `Cholesterin ist ${f.int(240, 300)}`);
  hl.pii("de", "Langzeitzucker $ beim letzten Check", `HbA1c ${dec(6, 9, ",")}`);
  hl.pii("de", "blutdruck heute früh $ gemessen", bp());
  lk.clean("de", "bin Krebs vom Sternzeichen, deswegen so emotional 😅");
  lk.clean("de", "der Hund muss zum Tierarzt, Donnerstag 9 Uhr");
  lk.clean("de", "er fährt in einem Herzinfarkt-Tempo durch die Stadt");
  lk.clean("de", "Doku über die Weltwirtschaftskrise heute auf arte");
  lk.clean("de", "Katze hat Termin beim Tierarzt wegen Impfung");
  lk.clean("de", "Werbung für Ozempic jetzt auch im Fernsehen");
  lk.clean("de", "Musiala fällt mit Muskelfaserriss aus");
  hd.pii("de", "frag mal beim Support nach, die $ kümmert sich", handle());
  hd.pii("de", "schreib dem Kundenservice-Typen $ direkt an", handle());
  hd.clean("de", "Support @DKB_de hat endlich geantwortet");
  nb.pii("de", "IBAN fürs Gehalt:\n$", ibanOverLines(f, "DE", 3));
  nb.pii("de", "meine SV-Nummer in Österreich ist $", svnr(f, true));
  nb.pii("de", "Versicherungsnummer (AT) $, steht auf der e-card", svnr(f, false));
  nb.pii("de", "AHV-Nummer für den neuen Job: $", ahv(f));
  nb.pii("de", "IBAN: $ (Leerzeichen egal)", grouped(f.iban("AT"), 4, "  "));
  nb.clean("de", "Bestellnummer 3301 4420 1187, kommt Montag");
  nb.clean("de", "Termin am 12.03. um 14:30 in Raum 2.17");
  lk.clean("de", "Mamas Blutdruck war 160 zu 95, Hausarzt anrufen");
  hd.clean("de", "@Sparkasse Hotline seit 20 min in der Warteschleife");

  // =============================================================================================
  // French
  hl.pii("fr", "j'ai pris un $ pour dormir, je suis dans le coltar", f.pick(["Xanax", "Stilnox", "Lexomil"]));
  hl.pii("fr", "sous $ depuis janvier, -5 kg", f.pick(["Ozempic", "Wegovy"]));
  hl.pii("fr", "tension à $ ce matin, je rappelle le doc", `${f.int(14, 17)}/${f.int(8, 10)}`);
  hl.pii("fr", "mon $, faut que je fasse gaffe", `cholesterol est a ${dec(2, 3, ",")}`);
  hl.pii("fr", "glycémie à jeun $ ce matin", `${dec(1, 2, ",")} g/l`);
  lk.clean("fr", "je suis cancer ascendant lion, ça explique tout");
  lk.clean("fr", "j'ai une faim de loup, on mange où ?");
  lk.clean("fr", "rdv chez le véto pour le chat mardi 17h");
  lk.clean("fr", "rdv chez le psy du chat, oui ça existe 🙄");
  lk.clean("fr", "la tension monte entre les deux équipes avant le match");
  lk.clean("fr", "Dembélé blessé à la cuisse, forfait contre Lens");
  lk.clean("fr", "reportage sur la crise de 1929 ce soir");
  hd.pii("fr", "demande au service client, c'est $ qui gère mon dossier", handle());
  hd.pii("fr", "mon pote du SAV $ peut t'aider", handle());
  hd.clean("fr", "SAV @Darty_Off toujours rien");
  nb.pii("fr", "mon numéro national belge : $", belgianNumber(f, true));
  nb.pii("fr", "numero AVS $ pour la caisse", ahv(f));
  nb.pii("fr", "RIB: $", ibanOverLines(f, "FR", 3));
  nb.pii("fr", "n° de registre national $ (carte d'identité)", belgianNumber(f, false));
  nb.clean("fr", "commande n° 7712 0034 5561, livraison jeudi");
  lk.clean("fr", "le chien prend du Previcox pour son arthrose");
  hl.pii("fr", "j'ai repris du $ hier soir, ça m'a assommée", f.pick(["Lexomil", "Xanax"]));

  // =============================================================================================
  // Spanish
  hl.pii("es", "me pincho $ desde febrero", f.pick(["Ozempic", "Saxenda"]));
  hl.pii("es", "me tomé un $ antes del vuelo", f.pick(["Orfidal", "Lexatin", "Valium"]));
  hl.pii("es", "el $, el medico quiere repetirlo", `colesterol me salio en ${f.int(240, 290)}`);
  hl.pii("es", "tension hoy $, fatal", `${f.int(14, 17)}/${f.int(8, 10)}`);
  lk.clean("es", "soy cáncer, por eso lloro con todo jaja");
  lk.clean("es", "estoy enfermo de trabajo, necesito vacaciones");
  lk.clean("es", "llevar al perro al veterinario el martes");
  lk.clean("es", "tengo un hambre que me muero");
  lk.clean("es", "documental sobre la Gran Depresión esta noche");
  lk.clean("es", "Pedri, baja tres semanas por lesión muscular");
  hd.pii("es", "pregunta en atención al cliente por $, ella lleva lo mío", handle());
  hd.pii("es", "mi amigo $ trabaja en soporte, escríbele", handle());
  hd.clean("es", "soporte de @Vueling_es no responde");
  nb.pii("es", "mi NIE es $", nie(f));
  nb.pii("es", "NIE $ para el contrato del piso", `${nie(f).slice(0, 1)}-${f.digits(7)}-${f.pick(["T", "R", "W", "A"])}`);
  nb.pii("es", "te paso el IBAN:\n$", ibanOverLines(f, "ES", 2));
  nb.clean("es", "pedido 5512 3380 2291, llega el lunes");
  hl.pii("es", "mi $, a vigilar el azúcar", `hemoglobina glicosilada salió en ${dec(6, 8, ",")}`);
  lk.clean("es", "mi madre tiene la tensión a 16/9, llamar al médico");
  nb.pii("es", "NIE: $", nie(f).replace(/^(.)(\d{7})(.)$/, "$1 $2 $3"));

  // =============================================================================================
  // Portuguese
  hl.pii("pt", "tomei um $ pra dormir", f.pick(["Rivotril", "Xanax", "Frontal"]));
  hl.pii("pt", "comecei o $ semana passada", f.pick(["Ozempic", "Mounjaro"]));
  hl.pii("pt", "minha $, preciso cuidar", `glicemia deu ${f.int(130, 220)}`);
  hl.pii("pt", "pressão $ hoje de manhã", `${f.int(14, 17)} por ${f.int(8, 10)}`);
  lk.clean("pt", "sou de câncer, choro em tudo 😭");
  lk.clean("pt", "levar o gato no veterinário quinta");
  lk.clean("pt", "to morrendo de fome, bora almoçar");
  lk.clean("pt", "documentário sobre a Grande Depressão hoje");
  lk.clean("pt", "Neymar lesionado de novo, fora da Copa");
  hd.pii("pt", "fala com o $ do suporte, ele resolve", handle());
  hd.pii("pt", "minha amiga $ trabalha no atendimento, manda dm", handle());
  hd.clean("pt", "suporte @MEOpt demora imenso");
  nb.pii("pt", "o meu NIF é $ e o último não me lembro", nifPt(f).slice(0, 8));
  nb.pii("pt", "NIF $ para a fatura", nifTypo(f));
  nb.pii("pt", "contribuinte $ se pedirem", grouped(nifPt(f), 3, " "));
  nb.pii("pt", "meu IBAN:\n$", ibanOverLines(f, "FR", 2));
  nb.clean("pt", "encomenda 8812 4407 3390 chega sexta");
  lk.clean("pt", "meu pai tá com pressão 15 por 9, ligar pro médico");
  hd.clean("pt", "@NubankBrasil me ajuda aqui pfv");

  // =============================================================================================
  // Italian
  hl.pii("it", "ho preso uno $ per dormire", f.pick(["Xanax", "Lexotan", "Tavor"]));
  hl.pii("it", "faccio $ da gennaio, già -4 kg", f.pick(["Ozempic", "Mounjaro"]));
  hl.pii("it", "la mia $, il medico non è contento", `glicata è ${dec(6, 8, ",")}`);
  hl.pii("it", "pressione stamattina $", `${f.int(140, 170)} su ${f.int(85, 100)}`);
  lk.clean("it", "sono del cancro, per questo piango sempre");
  lk.clean("it", "porto il cane dal veterinario martedì");
  lk.clean("it", "ho una fame da lupi");
  lk.clean("it", "documentario sulla Grande Depressione stasera");
  lk.clean("it", "Lautaro si ferma per un problema al polpaccio");
  hd.pii("it", "chiedi all'assistenza, c'è $ che segue la pratica", handle());
  hd.pii("it", "il mio amico $ lavora al servizio clienti", handle());
  hd.clean("it", "assistenza @Iliad_Italia non risponde");
  nb.pii("it", "numero AVS $ (lavoro in Ticino)", ahv(f));
  nb.pii("it", "IBAN per l'affitto:\n$", ibanOverLines(f, "IT", 3));
  nb.clean("it", "ordine 6610 2283 4475 in arrivo");
  hl.pii("it", "$ la mattina, ricordamelo", f.pick(["Ritalin 10 mg", "Concerta 18mg"]));
  lk.clean("it", "sono depresso perché la Roma ha perso di nuovo");

  // =============================================================================================
  // Dutch
  hl.pii("nl", "sinds april aan de $, gaat goed", f.pick(["Ozempic", "Saxenda"]));
  hl.pii("nl", "een $ genomen voor de vlucht", f.pick(["oxazepam", "Xanax", "temazepam"]));
  hl.pii("nl", "mijn $, huisarts wil het omlaag", `cholesterol is ${dec(6, 8, ",")}`);
  hl.pii("nl", "bloeddruk vanochtend $, niet best", bp());
  hl.pii("nl", "$ 10mg weer ophalen bij de apotheek", f.pick(["Ritalin", "Concerta", "Medikinet"]));
  lk.clean("nl", "ik ben kreeft, dus ja, gevoelig");
  lk.clean("nl", "de hond moet naar de dierenarts donderdag");
  lk.clean("nl", "ik heb honger als een paard");
  lk.clean("nl", "docu over de crisis van de jaren 30 vanavond");
  lk.clean("nl", "Frenkie weer geblesseerd, zes weken eruit");
  lk.clean("nl", "afspraak bij de dierenarts voor de kat om 11u");
  hd.pii("nl", "vraag het aan support, $ doet mijn dossier", handle());
  hd.pii("nl", "DM mijn vriendin $ van de klantenservice, zij regelt het", handle());
  hd.clean("nl", "support van @Coolblue reageert snel");
  nb.pii("nl", "rekeningnummer:\n$", ibanOverLines(f, "NL", 2));
  nb.pii("nl", "mijn rijksregisternummer is $", belgianNumber(f, true));
  nb.pii("nl", "rijksregisternr $ voor de huurovereenkomst", belgianNumber(f, false));
  nb.pii("nl", "IBAN $ graag voor vrijdag", grouped(f.iban("BE"), 4, "  "));
  nb.clean("nl", "bestelnummer 2210 4456 7789, komt dinsdag");
  nb.clean("nl", "wedstrijd eindigde 12-10 na verlenging");
  lk.clean("nl", "de kat slikt Metacam sinds maart");
  hd.clean("nl", "@bunq support is top trouwens");
  return out;
}
