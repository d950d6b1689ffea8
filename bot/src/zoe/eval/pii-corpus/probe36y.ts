/**
 * The inputs of outside probe (y) of issue #36 (privacy/__tests__/probe-36y.test.ts), written by a
 * tester who had not run the gate on them, before running it. A short round on the two things probe (x)
 * left: health facts said without a dose or a diagnosis label (a condition the owner has, a pregnancy, a
 * planned operation, a medicine by name alone after a taking verb, therapy and psychiatrist visits), in
 * all seven languages, beside clean look-alikes (health words in news, recipes, sport, small talk such as
 * "I have a cold" or "my back hurts after the gym", "sick of this", someone else's health in an errand);
 * and handles: a person's handle stays personal data ("my handle is @…", "DM @jan_devries"), a brand's
 * or company's handle after a service word or in a company-account shape is clean.
 * Decisions written into the labels: the owner's own lasting condition, pregnancy, planned operation,
 * medicine and therapy are health data; passing small talk (a cold, sore legs, a hangover) is not;
 * someone else's health mentioned in an errand is not the owner's data and is labelled clean.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { Fakes } from "./fakes.ts";
import { type CorpusCase, type CorpusLang, familyBuilders } from "./types.ts";

export type Probe36yFamily = "health" | "handle" | "lookalike";
export interface Probe36yCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36yFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36y(seed = 0x3f20 + Number(process.env.PROBE_SEED ?? 0)): Probe36yCase[] {
  const f = new Fakes(seed);
  const out: Probe36yCase[] = [];
  const B = familyBuilders<Probe36yFamily>(out);
  const hl = B("health");
  const hd = B("handle");
  const lk = B("lookalike");
  const NAMES = ["jan", "sanne", "lotte", "camille", "hugo", "lena", "max", "lucia", "pablo", "joao", "bea", "giulia", "marco", "emma", "liam"];
  const SURN = ["devries", "bos", "dubois", "roux", "mueller", "schmidt", "garcia", "lopez", "silva", "costa", "rossi", "bianchi", "smith", "walsh"];
  const handle = (): string => `@${f.pick(NAMES)}${f.pick(["_", ".", ""])}${f.pick(SURN)}${f.pick(["", String(f.int(1, 99))])}`.replace(/\.$/, "");
  const weeks = (): number => f.int(6, 30);

  // =============================================================================================
  // English
  hl.pii("en", "fyi I have $ so no salt in mine pls", f.pick(["high blood pressure", "type 2 diabetes", "hypothyroidism"]));
  hl.pii("en", "im $ but havent told work yet", `${weeks()} weeks pregnant`);
  hl.pii("en", "still on the waiting list for $, maybe march", f.pick(["a knee operation", "hip surgery", "a hernia op"]));
  hl.pii("en", "remind me to pick up my $ prescription tmrw", f.pick(["sertraline", "levothyroxine", "Ozempic"]));
  hl.pii("en", "therapy with $ every tuesday at 6 dont book anything", `Dr ${f.pick(["Walsh", "Patel", "Okafor"])}`);
  hl.pii("en", "i was diagnosed with $ last year so flights are hard", f.pick(["MS", "epilepsy", "Crohn's disease"]));
  hl.pii("en", "i suffer from $, need a quiet room", f.pick(["migraines", "anxiety", "PTSD"]));
  hd.pii("en", "my handle is $ if they ask", handle());
  hd.pii("en", "DM $ about the flat, she's the landlord", handle());
  lk.clean("en", "I have a cold, gonna skip the gym today 🤧");
  lk.clean("en", "my back hurts after the gym lol");
  lk.clean("en", "honestly sick of this weather");
  lk.clean("en", "article: diabetes rates up 20% in the UK, read later");
  lk.clean("en", "recipe says 2 tbsp sugar, skip if diabetic guests");
  lk.clean("en", "mum's blood pressure pills need picking up from boots");
  lk.clean("en", "tweeted @AskAmex about the double charge");
  lk.clean("en", "customer service @BTCare said 3-5 days");
  lk.clean("en", "@NETFLIX why is my account logged out again");
  hl.pii("en", "my psychiatrist upped my $ dose again", f.pick(["lithium", "quetiapine", "bupropion"]));
  hd.pii("en", "follow $ on insta, that's me", handle());
  lk.clean("en", "Haaland out for three weeks with an ankle injury");

  // =============================================================================================
  // German
  hl.pii("de", "ich habe $, bitte beim Essen dran denken", f.pick(["Diabetes Typ 2", "Bluthochdruck", "eine Schilddrüsenunterfunktion"]));
  hl.pii("de", "bin in der $ schwanger, noch geheim", `${weeks()}. Woche`);
  hl.pii("de", "nehme jeden morgen $ vor dem Frühstück", `L-Thyroxin ${f.pick([50, 75, 100, 125])}`);
  hl.pii("de", "OP-Termin für $ am Donnerstag, danach 2 wochen krank", f.pick(["die Meniskus-OP", "die Gallenblase", "den Leistenbruch"]));
  hl.pii("de", "termin beim $ mittwoch 16 uhr, nicht verschieben", f.pick(["Psychiater", "Psychotherapeuten", "Therapeuten"]));
  hl.pii("de", "ich leide an $ seit der Geburt", f.pick(["Depressionen", "Migräne", "Rheuma"]));
  hd.pii("de", "schreib $ an wegen der Wohnung", handle());
  hd.pii("de", "mein insta ist $", handle());
  lk.clean("de", "hab ne Erkältung, heut nur Sofa");
  lk.clean("de", "Muskelkater vom Training, autsch");
  lk.clean("de", "Tagesschau: Grippewelle erreicht Höhepunkt");
  lk.clean("de", "Rezept für Diabetiker-Kuchen ausprobieren");
  lk.clean("de", "@Telekom_hilft der Router blinkt schon wieder");
  lk.clean("de", "Kundenservice @DB_Bahn antwortet nicht");
  lk.clean("de", "@ADAC_Hilfe Panne auf der A3");
  lk.clean("de", "Oma hat Diabetes, Rezept bei der Apotheke abholen");
  lk.clean("de", "Kimmich fällt mit Kreuzbandriss aus");

  // =============================================================================================
  // French
  hl.pii("fr", "je suis $, faut prendre la ventoline pour la rando", "asthmatique");
  hl.pii("fr", "je prends $ tous les soirs", f.pick(["de la Ventoline", "du Levothyrox", "du Seroplex"]));
  hl.pii("fr", "enceinte de $ et toujours des nausees", `${weeks()} semaines`);
  hl.pii("fr", "rdv chez $ jeudi 18h", f.pick(["le psy", "la psychiatre", "ma psychologue"]));
  hl.pii("fr", "j'ai $ depuis 2019", f.pick(["un diabète de type 1", "de l'hypertension", "la maladie de Crohn"]));
  hl.pii("fr", "operation $ prevue le 12, liste d'attente enfin finie", f.pick(["du genou", "de la hanche", "des amygdales"]));
  hd.pii("fr", "mon pseudo insta c'est $", handle());
  hd.pii("fr", "envoie un dm a $ pour la coloc", handle());
  lk.clean("fr", "j'ai la creve, je reste au lit");
  lk.clean("fr", "marre de ce boulot, j'en suis malade");
  lk.clean("fr", "Le Monde : l'asthme en hausse chez les enfants");
  lk.clean("fr", "recette sans gluten pour les invités coeliaques");
  lk.clean("fr", "service client @SNCF toujours pas de reponse");
  lk.clean("fr", "@Free_1337 coupure fibre depuis ce matin");
  lk.clean("fr", "@BouyguesTelecom ma facture est fausse");
  lk.clean("fr", "Mbappé blessé au genou, forfait samedi");

  // =============================================================================================
  // Spanish
  hl.pii("es", "tengo $, el endocrino dice que es leve", f.pick(["hipotiroidismo", "diabetes tipo 2", "colesterol alto"]));
  hl.pii("es", "estoy embarazada de $, no lo digas", `${weeks()} semanas`);
  hl.pii("es", "tomo $ cada mañana", f.pick(["Eutirox", "sertralina", "omeprazol"]));
  hl.pii("es", "cita con $ el lunes a las 5", f.pick(["el psiquiatra", "la psicóloga", "mi terapeuta"]));
  hl.pii("es", "en lista de espera para $", f.pick(["operarme de la rodilla", "la operación de cadera", "una cirugía de menisco"]));
  hl.pii("es", "sufro de $ desde niña", f.pick(["migrañas", "ansiedad", "epilepsia"]));
  hd.pii("es", "mi usuario es $ por si preguntan", handle());
  hd.pii("es", "escríbele a $ por privado", handle());
  lk.clean("es", "estoy resfriado, hoy no voy al gym");
  lk.clean("es", "harto de esto, me tiene enferma");
  lk.clean("es", "El País: sube la diabetes en España");
  lk.clean("es", "receta para celíacos, sin harina de trigo");
  lk.clean("es", "atención al cliente @Renfe no contesta");
  lk.clean("es", "@Movistar_es sin internet desde ayer");
  lk.clean("es", "@AtencionIberia perdieron mi maleta");
  lk.clean("es", "mi madre tiene diabetes, recoger su receta el lunes");

  // =============================================================================================
  // Portuguese
  hl.pii("pt", "tenho $, o medico mudou a dose", f.pick(["depressão", "hipertensão", "diabetes tipo 1"]));
  hl.pii("pt", "to gravida de $ 🥰 segredo ainda", `${weeks()} semanas`);
  hl.pii("pt", "tomo $ de manha", f.pick(["Puran T4", "fluoxetina", "Ritalina"]));
  hl.pii("pt", "consulta com $ quinta as 19h", f.pick(["o psiquiatra", "a psicologa", "minha terapeuta"]));
  hl.pii("pt", "estou na lista de espera para $", f.pick(["a cirurgia do joelho", "operar a vesícula", "a cirurgia bariátrica"]));
  hl.pii("pt", "sofro de $ ha anos", f.pick(["enxaqueca", "ansiedade", "asma"]));
  hd.pii("pt", "meu insta é $", handle());
  hd.pii("pt", "manda dm pro $ sobre o apartamento", handle());
  lk.clean("pt", "to gripado, hoje nao saio");
  lk.clean("pt", "Público: casos de asma sobem no inverno");
  lk.clean("pt", "receita low carb para diabeticos testar domingo");
  lk.clean("pt", "atendimento @CP_Comboios nunca responde");
  lk.clean("pt", "@VivoEmpresas minha internet caiu");
  lk.clean("pt", "@NubankBrasil cartão bloqueado sem motivo");
  lk.clean("pt", "minha mae tem pressao alta, buscar o remedio dela");

  // =============================================================================================
  // Italian
  hl.pii("it", "soffro di $, niente luci forti", f.pick(["emicrania", "epilessia", "attacchi di panico"]));
  hl.pii("it", "ho $, il medico dice di stare attento", f.pick(["la pressione alta", "il diabete", "l'ipotiroidismo"]));
  hl.pii("it", "sono incinta di $ 🤰", `${weeks()} settimane`);
  hl.pii("it", "prendo $ la sera", f.pick(["lo Xanax", "l'Eutirox", "la sertralina"]));
  hl.pii("it", "seduta dallo $ martedì alle 18", f.pick(["psicologo", "psichiatra", "psicoterapeuta"]));
  hl.pii("it", "in lista d'attesa per $", f.pick(["l'operazione al ginocchio", "l'intervento all'anca", "l'operazione alle tonsille"]));
  hd.pii("it", "il mio profilo è $", handle());
  hd.pii("it", "scrivi in dm a $ per la casa", handle());
  lk.clean("it", "ho il raffreddore, salto la palestra");
  lk.clean("it", "Corriere: l'influenza arriva prima quest'anno");
  lk.clean("it", "ricetta senza glutine per gli ospiti celiaci");
  lk.clean("it", "assistenza clienti @Trenitalia non risponde");
  lk.clean("it", "@TIM_Official linea assente da stamattina");
  lk.clean("it", "@enel_energia bolletta doppia");
  lk.clean("it", "Leao fuori per infortunio muscolare, salta il derby");

  // =============================================================================================
  // Dutch
  hl.pii("nl", "ik heb $, dus geen drop voor mij", f.pick(["hoge bloeddruk", "diabetes type 2", "een hartritmestoornis"]));
  hl.pii("nl", "ben $ 🤫", `${weeks()} weken zwanger`);
  hl.pii("nl", "ik slik $ voor mijn schildklier", f.pick(["Thyrax", "levothyroxine", "Euthyrox"]));
  hl.pii("nl", "afspraak bij $ donderdag 15u", f.pick(["de psychiater", "de psycholoog", "mijn therapeut"]));
  hl.pii("nl", "sta al maanden op de wachtlijst voor $", f.pick(["een knieoperatie", "een nieuwe heup", "de GGZ"]));
  hl.pii("nl", "ik lijd aan $, vandaar", f.pick(["migraine", "reuma", "een angststoornis"]));
  hd.pii("nl", "mijn insta is $", handle());
  hd.pii("nl", "stuur even een dm naar $ over de kamer", handle());
  lk.clean("nl", "ben verkouden, blijf vandaag thuis");
  lk.clean("nl", "spierpijn van het hardlopen gisteren");
  lk.clean("nl", "ik word ziek van dit gedoe");
  lk.clean("nl", "NOS: griepgolf houdt aan");
  lk.clean("nl", "mama's bloeddrukpillen ophalen bij de apotheek");
  lk.clean("nl", "klantenservice @ziggo belt morgen terug");
  lk.clean("nl", "@bol_com pakket nog steeds niet binnen");
  lk.clean("nl", "@NS_online trein naar Utrecht valt uit");
  lk.clean("nl", "@KLM_NL mijn koffer is zoek");
  lk.clean("nl", "support van @VodafoneNL reageert wel snel");
  return out;
}
