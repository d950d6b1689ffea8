/**
 * The inputs of outside probe (p) of issue #36 (privacy/__tests__/probe-36p.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round looks for redaction leaks
 * and the three personal families the untuned corpus still fails in, each value written in the widest
 * range of forms an owner types in each of the seven languages: e-mails obfuscated with the
 * language's words and symbols mixed ("mario.rossi at gmail dot com", "m.rossi (chiocciola) libero
 * (punto) it"), split over a line break, with spaces inside the domain or in capitals ("AT … DOT");
 * national ids split by words or groups ("mein Steuer-ID ist 12 345 678 901", a NIR read aloud with
 * "clé", a DNI's letter said apart) and labels mistyped ("burgerservicenumer", "Steuer-Idnr",
 * "codice fiscle"); phones told in pieces, with a name or a word between groups, after "whatsapp",
 * "zap", "móvil", "cellulare", "mobiel", in a wa.me link, and two numbers in one sentence where only
 * one is a phone; printed recovery-code lists with headers and passwords described in a sentence with
 * the value in quotes or after a dash; leak shapes (a value said again in part); and clean look-alikes
 * of each (versions, ISBNs, order and tracking codes, sort codes, timestamps, scores, sizes,
 * coordinates, hex colours, git SHAs). All seven languages, Dutch the most.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { type CorpusCase, type CorpusLang, corpusBuilders } from "./types.ts";

export type Probe36pFamily = "email_obfuscated" | "national_id" | "phone" | "prose_password" | "recovery_codes" | "leak" | "lookalike";
export interface Probe36pCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36pFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36p(seed = 0x3700 + Number(process.env.PROBE_SEED ?? 0)): Probe36pCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const B = (family: Probe36pFamily) => {
    const b = corpusBuilders<Probe36pFamily>(out, family);
    return {
      sec: (lang: CorpusLang, t: string, v: string) => b.sec(lang, family, t, v),
      pii: (lang: CorpusLang, t: string, v: string) => b.pii(lang, family, t, v, ""),
      clean: (lang: CorpusLang, t: string) => b.clean(lang, t, ""),
      twice: (label: "secret" | "pii", lang: CorpusLang, t: string, v: string) => b.twice(label, lang, family, t, v, ""),
      /** Several values in one message, `$1`, `$2` … in the template; all must be caught and masked. */
      many: (label: "secret" | "pii", lang: CorpusLang, t: string, vs: string[]) => b.many(label, lang, family, t, vs, ""),
    };
  };

  const d = (n: number): string => f.digits(n);
  const nz = (): string => String(f.int(1, 9));
  const FIRST: Record<CorpusLang, string[]> = {
    en: ["oliver", "grace", "harry", "megan", "liam", "chloe"],
    de: ["jonas", "lena", "felix", "hannah", "lukas", "marie"],
    fr: ["camille", "hugo", "chloe", "lucas", "manon", "theo"],
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
  const fn = (l: CorpusLang): string => f.pick(FIRST[l]);
  const ln = (l: CorpusLang): string => f.pick(LAST[l]);

  // =============================================================================================
  // email_obfuscated: symbols and words mixed, brackets, a line break, spaces inside the domain.
  const e = B("email_obfuscated");
  e.pii("en", "send the invoice to $ thanks", `${fn("en")}.${ln("en")} at gmail dot com`);
  e.pii("en", "my email is $ (no spaces)", `${fn("en")}_${ln("en")}${d(2)} AT hotmail DOT co DOT uk`);
  e.pii("en", "contact: $", `${fn("en")}.${ln("en")}@outlook dot com`);
  e.pii("en", "mail me at\n$\nwhenever", `${fn("en")}${d(3)} at proton dot me`);
  e.pii("en", "you can write to $ instead", `${fn("en")} dot ${ln("en")} at g mail dot com`);
  e.clean("en", "meet at gmail's office, dot on nine");
  e.clean("en", "we're at v2 dot 3 of the app, see you at standup");

  e.pii("de", "Mail bitte an $, danke", `${fn("de")}.${ln("de")} at web punkt de`);
  e.pii("de", "meine Adresse: $", `${fn("de")}-${ln("de")} (ät) gmx (punkt) net`);
  e.pii("de", "schreib an $ wegen der Wohnung", `${fn("de")}${d(2)} [at] t-online.de`);
  e.pii("de", "die neue Mail lautet $ alles klein", `${fn("de")} punkt ${ln("de")} klammeraffe posteo punkt de`);
  e.pii("de", "Mailadresse vom Vermieter:\n$", `${ln("de")}.immobilien at gmx . de`);
  e.clean("de", "Treffen um Punkt 9 at Bahnhof, web Seite folgt");
  e.clean("de", "Punkt eins der Tagesordnung: at home office Regeln");

  e.pii("fr", "mon mail : $", `${fn("fr")}.${ln("fr")} arobase orange.fr`);
  e.pii("fr", "écris à $ pour le devis", `${fn("fr")}.${ln("fr")} at free point fr`);
  e.pii("fr", "son adresse c'est $", `${fn("fr")} (arobase) laposte (point) net`);
  e.pii("fr", "adresse mail du proprio :\n$", `${ln("fr")}${d(2)} @ wanadoo . fr`);
  e.pii("fr", "contactez $ svp", `${fn("fr")}_${ln("fr")} AROBASE gmail POINT com`);
  e.clean("fr", "rendez-vous au point presse à 10 h, arobase dans le champ");
  e.clean("fr", "point 3 : free ou orange pour la box ?");

  e.pii("es", "mi correo es $", `${fn("es")}.${ln("es")} arroba gmail.com`);
  e.pii("es", "escríbeme a $", `${fn("es")}${d(2)} at hotmail punto es`);
  e.pii("es", "el del casero: $", `${ln("es")} (arroba) yahoo (punto) es`);
  e.pii("es", "correo del cole\n$", `secretaria.${ln("es")} @ educa . madrid . org`);
  e.pii("es", "mandalo a $ porfa", `${fn("es")}_${ln("es")} ARROBA outlook PUNTO com`);
  e.clean("es", "punto de encuentro en la arroba del logo, a las 5");
  e.clean("es", "quedamos en el punto de siempre at 6");

  e.pii("pt", "meu email é $", `${fn("pt")}.${ln("pt")} arroba gmail ponto com`);
  e.pii("pt", "manda pra $", `${fn("pt")}${d(2)} at hotmail.com`);
  e.pii("pt", "o email do senhorio: $", `${ln("pt")} (arroba) sapo (ponto) pt`);
  e.pii("pt", "email da escola\n$", `secretaria.${ln("pt")} @ escola . pt`);
  e.pii("pt", "escreve para $ ok", `${fn("pt")}_${ln("pt")} ARROBA uol PONTO com PONTO br`);
  e.clean("pt", "ponto de situação às 10, at the office");
  e.clean("pt", "ponto 4 da ata: arroba no logótipo");

  e.pii("it", "scrivimi a $", `${fn("it")}.${ln("it")} at gmail dot com`);
  e.pii("it", "la mia mail: $", `${fn("it").charAt(0)}.${ln("it")} (chiocciola) libero (punto) it`);
  e.pii("it", "mail del padrone di casa $", `${ln("it")}${d(2)} chiocciola alice.it`);
  e.pii("it", "indirizzo:\n$", `${fn("it")}.${ln("it")} @ tiscali . it`);
  e.pii("it", "manda a $ grazie", `${fn("it")}_${ln("it")} CHIOCCIOLA virgilio PUNTO it`);
  e.clean("it", "punto della situazione alle 10, chiocciola nel logo");
  e.clean("it", "ci vediamo al punto di ritrovo at 9");

  e.pii("nl", "mijn mail is $", `${fn("nl")} punt ${ln("nl")} apenstaartje ziggo punt nl`);
  e.pii("nl", "mail naar $ graag", `${fn("nl")}.${ln("nl")} at kpnmail punt nl`);
  e.pii("nl", "mailadres verhuurder: $", `${ln("nl")} (apenstaartje) hotmail (punt) com`);
  e.pii("nl", "het adres is\n$", `${fn("nl")}${d(2)} @ planet . nl`);
  e.pii("nl", "stuur maar naar $", `${fn("nl")}_${ln("nl")} AT gmail PUNT com`);
  e.pii("nl", "mail van school: $", `administratie.${ln("nl")} at school punt nl`);
  e.pii("nl", "schrijf $ even aan", `${fn("nl")} punt ${ln("nl")}${d(2)} at xs4all.nl`);
  e.pii("nl", "zijn werkmail:\n$", `${fn("nl").charAt(0)}.${ln("nl")} apestaartje gemeente punt nl`);
  e.clean("nl", "punt 2 van de agenda: at home werken op vrijdag");
  e.clean("nl", "we zijn om punt 8 at the office, dan koffie");
  e.clean("nl", "het apenstaartje zit op shift 2, punt");

  // =============================================================================================
  // national_id: split by words or groups, labels mistyped or abbreviated, read aloud.
  const n = B("national_id");
  const bsn = (): string => f.bsn();
  {
    const s = f.steuerId().replace(/ /g, "");
    n.pii("de", "mein Steuer-ID ist $, steht auf der Lohnabrechnung", `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`);
  }
  { const s = f.steuerId().replace(/ /g, ""); n.pii("de", "Steuer-Idnr: $", `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6, 9)}-${s.slice(9)}`); }
  { const s = f.steuerId().replace(/ /g, ""); n.pii("de", "steueridentnummer $ fürs Finanzamt", s); }
  { const s = f.steuerId().replace(/ /g, ""); n.pii("de", "Steuer ID von Papa lautet $", `${s.slice(0, 2)} ${s.slice(2, 6)} ${s.slice(6)}`); }
  n.clean("de", "Steuer-ID kommt per Brief, Kundennummer 12 345 678 90");
  n.clean("de", "Rechnung 2026 118 447 01 bitte bis Freitag überweisen");

  {
    const v = nir(f);
    const g = v.split(" ");
    n.pii("fr", "mon numéro de sécu : $", `${g.slice(0, 6).join(" ")} clé ${g[6]}`);
  }
  { const v = nir(f).replace(/ /g, ""); n.pii("fr", "n° secu $", `${v.slice(0, 1)}.${v.slice(1, 3)}.${v.slice(3, 5)}.${v.slice(5, 7)}.${v.slice(7, 10)}.${v.slice(10, 13)}.${v.slice(13)}`); }
  { const v = nir(f).replace(/ /g, ""); n.pii("fr", "numero secu de ma fille $", `${v.slice(0, 13)}-${v.slice(13)}`); }
  n.pii("fr", "carte vitale : $ (c'est celle de Paul)", nir(f));
  n.clean("fr", "dossier 1 23 45 678 901 chez le notaire, rdv à 10 h");
  n.clean("fr", "ma carte vitale est à jour, numéro d'adhérent mutuelle 004512");

  {
    const v = f.dni();
    n.pii("es", "mi DNI es $", `${v.slice(0, 8)} letra ${v.slice(8)}`);
  }
  { const v = f.dni(); n.pii("es", "dni: $", `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`); }
  { const v = f.dni(); n.pii("es", "el D.N.I. de mi madre $", `${v.slice(0, 8)}-${v.slice(8)}`); }
  n.clean("es", "pedido 12 345 678 en curso, referencia A-2026");
  n.clean("es", "el DNI lo traigo mañana, expediente 2026/0412");

  { const v = nifPt(f); n.pii("pt", "o meu nif é $", `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`); }
  { const v = nifPt(f); n.pii("pt", "contribuinte nº $", v); }
  { const v = f.cpf().replace(/\D/g, ""); n.pii("pt", "cpf $ da minha mãe", `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6, 9)} ${v.slice(9)}`); }
  { const v = f.cpf(); n.pii("pt", "meu CPF: $", v.replace(/[.-]/g, "")); }
  n.clean("pt", "fatura 234 567 891 paga por multibanco ontem");
  n.clean("pt", "o NIF da empresa está no site, encomenda 2026-0412");

  { const v = codiceFiscale(f); n.pii("it", "il mio codice fiscle è $", v); }
  { const v = codiceFiscale(f); n.pii("it", "CF $", `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6, 8)} ${v.slice(8, 11)} ${v.slice(11)}`); }
  { const v = codiceFiscale(f).toLowerCase(); n.pii("it", "cod fiscale di mia madre $", v); }
  { const v = codiceFiscale(f); n.pii("it", "codice fiscale:\n$", `${v.slice(0, 6)}-${v.slice(6, 11)}-${v.slice(11)}`); }
  n.clean("it", "codice prodotto ABCDEF12G34H ordinato ieri, spedizione lunedì");
  n.clean("it", "il codice fiscale lo trovi sulla tessera, pratica 0412/2026");

  { const b = bsn(); n.pii("nl", "mijn burgerservicenumer is $", b); }
  { const b = bsn(); n.pii("nl", "bsn nummer: $", `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`); }
  { const b = bsn(); n.pii("nl", "BNS $ (van mijn zoon)", b); }
  { const b = bsn(); n.pii("nl", "sofi-nummer $ voor de belasting", `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6)}`); }
  { const b = bsn(); n.pii("nl", "het bsn van oma is $", `${b.slice(0, 2)} ${b.slice(2, 5)} ${b.slice(5)}`); }
  { const b = bsn(); n.pii("nl", "burgerservicenr. $", b); }
  n.clean("nl", "klantnummer 123 456 789 bij Eneco, contract loopt af");
  n.clean("nl", "bsn staat op je paspoort, ordernummer 2026-4118");
  n.clean("nl", "factuurnummer 100 200 300 graag vermelden");

  n.pii("en", "my social is $", f.ssn().replace(/-/g, " "));
  n.pii("en", "soc sec no. $", f.ssn());
  n.pii("en", "NI no $ for the payroll form", f.nino().replace(/ /g, ""));
  n.clean("en", "order 123 45 6789 shipped, tracking to follow");
  n.clean("en", "my social life is 100% gone since the baby, lol");

  // =============================================================================================
  // phone: pieces with words or a name between, whatsapp/zap/móvil/cellulare/mobiel, wa.me, two
  // numbers of which only one is a phone.
  const p = B("phone");
  const deMob = (): string => `01${f.pick(["51", "52", "60", "62", "70", "71", "72", "76", "77", "79"])}`;
  const nlMob = (): string => `06${f.int(1, 5)}`;
  const itMob = (): string => `3${f.pick(["33", "34", "35", "38", "39", "47", "48", "49"])}`;
  const ptMob = (): string => `9${f.pick(["1", "2", "3", "6"])}`;
  const esMob = (): string => `6${f.int(0, 9)}${d(1)}`;
  const ukMob = (): string => `07${f.pick(["4", "5", "7", "8", "9"])}${d(2)}`;
  const frMob = (): string => `0${f.pick(["6", "7"])}`;

  p.pii("en", "whatsapp me on $ when you land", `+44 ${ukMob().slice(1)} ${d(6)}`);
  p.pii("en", "my number's $ (uk)", `${ukMob()}.${d(3)}.${d(3)}`);
  p.many("pii", "en", "text Sam: $1 — that's the start — then $2", [ukMob(), `${d(3)} ${d(3)}`]);
  p.pii("en", "order 55120 shipped; call me on $ if the courier can't find us", `${ukMob()} ${d(6)}`);
  p.pii("en", "wa.me/$ is my whatsapp", `44${ukMob().slice(1)}${d(6)}`);
  p.clean("en", "order 55120, tracking 1Z 999 AA1 01 2345 6784, two parcels");
  p.clean("en", "room 214, ext of the building is 3 floors, call at 10:30");

  p.pii("de", "whatsapp: $", `+49 ${deMob().slice(1)} ${d(7)}`);
  p.pii("de", "Handy $ (Jonas)", `${deMob()}/${d(3)} ${d(4)}`);
  p.many("pii", "de", "meine Nummer: $1, also nochmal, $2", [deMob(), d(7)]);
  p.pii("de", "Bestellung 448120 kam nicht an, ruf mich unter $ an", `${deMob()} ${d(7)}`);
  p.pii("de", "handy nr $ ab 18 uhr", `${deMob()}-${d(3)}-${d(4)}`);
  p.clean("de", "Bestellung 448120, Paket 00340434161094042557, Zustellung Montag");
  p.clean("de", "Zimmer 0171 im 3. OG, Termin 14:30");

  p.pii("fr", "mon whatsapp c'est le $", `+33 ${frMob().slice(1)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  p.pii("fr", "portable de Léa : $", `${frMob()}.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  p.many("pii", "fr", "appelle-moi au $1 — c'est Hugo — $2", [`${frMob()} ${d(2)}`, `${d(2)} ${d(2)} ${d(2)}`]);
  p.pii("fr", "commande 778120 livrée ? sinon mon numéro : $", `${frMob()}${d(8)}`);
  p.clean("fr", "commande 778120, colis 6A12345678901, livraison mardi");
  p.clean("fr", "salle 06 12, bâtiment B, à 14 h 30");

  p.pii("es", "mi móvil $", `${esMob()} ${d(2)} ${d(2)} ${d(2)}`);
  p.pii("es", "whatsapp $ cuando llegues", `+34 ${esMob()}${d(6)}`);
  p.many("pii", "es", "mi número es $1 y luego $2, ¿vale?", [esMob(), `${d(3)} ${d(3)}`]);
  p.pii("es", "el pedido 51203 no llegó, llámame al $", `${esMob()} ${d(3)} ${d(3)}`);
  p.pii("es", "movil de Lucia: $", `${esMob()}.${d(3)}.${d(3)}`);
  p.clean("es", "pedido 51203, seguimiento PQ4B8C0123456, llega el martes");
  p.clean("es", "habitación 612, planta 3, check-in a las 14:00");

  p.pii("pt", "me chama no zap $", `(${f.pick(["11", "21", "31", "41", "51"])}) 9${d(4)}-${d(4)}`);
  p.pii("pt", "zap: $", `${f.pick(["11", "21", "31"])} 9${d(4)} ${d(4)}`);
  p.pii("pt", "whatsapp $ do Tiago", `+351 ${ptMob()}${d(1)} ${d(3)} ${d(3)}`);
  p.many("pii", "pt", "o telemóvel é $1, a seguir $2", [`${ptMob()}${d(1)} ${d(3)}`, d(3)]);
  p.pii("pt", "encomenda 44120 atrasada, liga-me para o $", `${ptMob()}${d(7)}`);
  p.clean("pt", "encomenda 44120, rastreio LB123456789PT, chega terça");
  p.clean("pt", "sala 912, piso 3, reunião às 10:30");

  p.pii("it", "cellulare $", `${itMob()}.${d(3)}.${d(4)}`);
  p.pii("it", "whatsapp $ (Giulia)", `+39 ${itMob()} ${d(3)} ${d(4)}`);
  p.many("pii", "it", "il mio cell è $1 poi $2", [itMob(), d(7)]);
  p.pii("it", "l'ordine 660120 non è arrivato, chiamami al $", `${itMob()} ${d(7)}`);
  p.pii("it", "cell. di Marco $ dopo cena", `${itMob()}-${d(7)}`);
  p.clean("it", "ordine 660120, tracking 3SABCD1234567, consegna martedì");
  p.clean("it", "aula 347, piano 3, esame alle 9:30");

  p.pii("nl", "mobiel $", `${nlMob()}-${d(7)}`);
  p.pii("nl", "app me op whatsapp: $", `+31 6 ${f.int(1, 5)}${d(7)}`);
  p.many("pii", "nl", "mijn nummer is $1, dat is van Daan, en dan $2", [nlMob(), d(7)]);
  p.pii("nl", "bestelling 88120 niet ontvangen, bel me op $", `${nlMob()} ${d(3)} ${d(4)}`);
  p.pii("nl", "mobiel van Sanne: $", `${nlMob()}.${d(3)}.${d(4)}`);
  p.pii("nl", "mijn mobiele nummer is $ na vijven", `${nlMob()}${d(7)}`);
  p.pii("nl", "wa.me/$ (mijn whatsapp)", `316${f.int(1, 5)}${d(7)}`);
  p.pii("nl", "bel $ voor de sleutel", `+31 (0)6-${f.int(1, 5)}${d(7)}`);
  p.clean("nl", "bestelling 88120, track & trace 3SABCD1234567, bezorging dinsdag");
  p.clean("nl", "lokaal 0612, verdieping 3, les om 9.30");
  p.clean("nl", "huisnummer 61 en postcode 2345 AB, bezorgen na 17.00");

  // =============================================================================================
  // prose_password: in quotes or after a dash, inside a sentence.
  const w = B("prose_password");
  const WORDS = ["tulip", "Zebra", "kanarie", "Mondo", "Sol", "Fuchs", "otter", "Biscuit", "citron", "Raposa"];
  const pw = (): string => {
    switch (f.int(0, 3)) {
      case 0: return `${f.pick(WORDS)}${d(3)}${f.pick(["!", "#", "?"])}${f.chars(UPPER, 1)}`;
      case 1: return f.chars(LOWER + UPPER + DIGITS, 12);
      case 2: return `${f.pick(WORDS)}-${f.pick(WORDS)}-${d(2)}`;
      default: return `${f.chars(UPPER, 1)}${f.chars(LOWER, 5)}${d(4)}${f.pick(["$", "%", "&"])}`;
    }
  };
  w.sec("en", "the wifi password – $ – is on the fridge too", pw());
  w.sec("en", "password for the school app is \"$\", don't share", pw());
  w.sec("en", "netflix pw - $", pw());
  w.clean("en", "the password – as I said – is on the fridge");
  w.clean("en", "password for the school app is \"the usual one\", ask mum");
  w.sec("de", "Passwort fürs WLAN – $ – klebt am Router", pw());
  w.sec("de", "das Kennwort lautet „$“, Großschreibung beachten", pw());
  w.sec("de", "passwort vom laptop - $", pw());
  w.clean("de", "das Passwort – wie immer – steht im Passwortmanager");
  w.sec("fr", "le mot de passe du wifi — $ — est sous la box", pw());
  w.sec("fr", "mdp de la banque : « $ »", pw());
  w.clean("fr", "le mot de passe — tu sais lequel — est dans le carnet");
  w.sec("es", "la contraseña del wifi – $ – está en la nevera", pw());
  w.sec("es", "contrasena del banco \"$\" ojo con las mayúsculas", pw());
  w.clean("es", "la contraseña – la de siempre – está apuntada en la agenda");
  w.sec("pt", "a senha do wifi – $ – está no router", pw());
  w.sec("pt", "senha do banco: \"$\" com maiúscula", pw());
  w.clean("pt", "a senha – a mesma de sempre – está no caderno");
  w.sec("it", "la password del wifi – $ – è sul frigo", pw());
  w.sec("it", "la pass della banca e' \"$\"", pw());
  w.clean("it", "la password – quella solita – è nel quaderno");
  w.sec("nl", "het wifi-wachtwoord – $ – hangt op de koelkast", pw());
  w.sec("nl", "wachtwoord van de bank is '$', let op de hoofdletter", pw());
  w.sec("nl", "ww laptop - $", pw());
  w.sec("nl", "het wachtwoord van ziggo: „$“", pw());
  w.clean("nl", "het wachtwoord – het gewone – staat in de kluis");
  w.clean("nl", "wachtwoord van de bank is 'verlopen', zegt de app");

  // =============================================================================================
  // recovery_codes: printed lists with headers.
  const r = B("recovery_codes");
  const eight = (): string => `${d(4)} ${d(4)}`;
  const dash = (): string => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`;
  const hex10 = (): string => f.chars(HEX, 10);
  const list = (k: number, g: () => string): string[] => Array.from({ length: k }, g);
  const tmpl = (k: number, row: (i: number) => string, sep: string): string => Array.from({ length: k }, (_, i) => row(i + 1)).join(sep);
  r.many("secret", "en", `=== BACKUP CODES ===\nAccount: ${fn("en")}\n\n${tmpl(8, (i) => `[ ] $${i}`, "\n")}\n\nKeep these somewhere safe.`, list(8, eight));
  r.many("secret", "en", `recovery codes (printed 3 Dec): ${tmpl(6, (i) => `$${i}`, "; ")}`, list(6, dash));
  r.clean("en", "=== BACKUP CODES ===\nnone left, generate new ones in Settings");
  r.many("secret", "de", `Wiederherstellungscodes für mein Konto:\n${tmpl(8, (i) => `• $${i}`, "\n")}`, list(8, hex10));
  r.many("secret", "de", `BACKUP-CODES\n------------\n${tmpl(8, (i) => `$${i}`, "  ")}`, list(8, eight));
  r.clean("de", "Backup-Codes:\n------------\nalle aufgebraucht, neue anfordern");
  r.many("secret", "fr", `Codes de secours Google\n${tmpl(8, (i) => `${i}) $${i}`, "\n")}`, list(8, eight));
  r.clean("fr", "codes de secours : imprimés et rangés dans le classeur bleu");
  r.many("secret", "es", `códigos de recuperación:\n${tmpl(6, (i) => `- $${i}`, "\n")}`, list(6, dash));
  r.clean("es", "códigos de recuperación: los guardé en el cajón, no te preocupes");
  r.many("secret", "pt", `CÓDIGOS DE BACKUP (conta da mãe)\n${tmpl(8, (i) => `$${i}`, " | ")}`, list(8, eight));
  r.clean("pt", "códigos de backup: já usei todos, tenho de gerar outros");
  r.many("secret", "it", `codici di backup\n===============\n${tmpl(8, (i) => `${String(i).padStart(2, "0")}. $${i}`, "\n")}`, list(8, hex10));
  r.clean("it", "codici di backup\n===============\nnessuno rimasto, rigenerarli");
  r.many("secret", "nl", `herstelcodes (bewaar ze goed!)\n${tmpl(8, (i) => `${i}. $${i}`, "\n")}`, list(8, eight));
  r.many("secret", "nl", `back-upcodes van mijn Google-account: ${tmpl(6, (i) => `$${i}`, ", ")}`, list(6, eight));
  r.clean("nl", "herstelcodes (bewaar ze goed!)\nstaan in de la bij de paspoorten");

  // =============================================================================================
  // leak: a value said again in part, or around its own label, so a part could stay readable.
  const k = B("leak");
  { const m = `${nlMob()} ${d(3)} ${d(4)}`; k.many("pii", "nl", "mobiel $1 (eindigt op $2)", [m, m.slice(-4)]); }
  { const b = bsn(); k.many("pii", "nl", "bsn $1, begint met $2", [b, b.slice(0, 4)]); }
  { const b = bsn(); k.many("pii", "nl", "burgerservicenummer $1\nnog eens zonder spaties: $2", [`${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`, b]); }
  { const a = `${fn("nl")}.${ln("nl")}`; k.pii("nl", `mail: $ — dus ${a} bij ziggo`, `${a} at ziggo punt nl`); }
  { const s = f.steuerId(); k.many("pii", "de", "Steuer-ID $1 (die letzten drei: $2)", [s, s.replace(/ /g, "").slice(-3)]); }
  { const m = `${deMob()} ${d(7)}`; k.twice("pii", "de", "Handy $, wie gesagt $", m); }
  { const v = nir(f); k.many("pii", "fr", "NIR $1, la clé c'est $2", [v, v.slice(-2)]); out[out.length - 1]!.more = []; }
  { const m = `${frMob()} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`; k.many("pii", "fr", "mon portable $1, je répète $2", [m, m.replace(/ /g, "")]); }
  { const v = f.dni(); k.many("pii", "es", "DNI $1, o sea número $2 y letra $3", [v, v.slice(0, 8), v.slice(8)]); out[out.length - 1]!.more = [v.slice(0, 8)]; }
  { const m = `${esMob()} ${d(3)} ${d(3)}`; k.many("pii", "es", "móvil $1, los últimos son $2", [m, m.slice(-3)]); }
  { const v = nifPt(f); k.many("pii", "pt", "NIF $1, começa por $2", [v, v.slice(0, 3)]); }
  { const a = `${fn("pt")}.${ln("pt")}`; k.pii("pt", "email $, é o meu de sempre", `${a} arroba gmail ponto com`); }
  { const v = codiceFiscale(f); k.many("pii", "it", "codice fiscale $1 (finisce con $2)", [v, v.slice(-4)]); }
  { const m = `${itMob()} ${d(3)} ${d(4)}`; k.many("pii", "it", "cellulare $1, cioè $2", [m, m.replace(/ /g, ".")]); }
  { const v = f.ssn(); k.many("pii", "en", "SSN $1, last four $2", [v, v.slice(-4)]); }
  { const m = `${ukMob()} ${d(6)}`; k.many("pii", "en", "mobile $1 or with the code $2", [m, `+44 ${m.slice(1)}`]); }
  { const v = pw(); k.many("secret", "nl", "wachtwoord: $1 — de eerste vier zijn $2", [v, v.slice(0, 4)]); out[out.length - 1]!.more = []; }
  { const v = pw(); k.twice("secret", "de", "Passwort \"$\" – also $", v); }
  { const v = pw(); k.twice("secret", "en", "password is $\nagain: $", v); }
  { const v = pw(); k.twice("secret", "fr", "mdp $ (je répète : $)", v); }
  { const v = pw(); k.twice("secret", "es", "contraseña $ — otra vez: $", v); }
  { const v = pw(); k.twice("secret", "pt", "senha $, repito $", v); }
  { const v = pw(); k.twice("secret", "it", "password $ ripeto $", v); }
  k.clean("nl", "mobiel kwijt, eindigt op een barst in het scherm");
  k.clean("de", "Steuer-ID: die letzten drei Briefe kamen nie an");
  k.clean("fr", "la clé c'est sous le paillasson, je répète, le paillasson");

  // =============================================================================================
  // lookalike: versions, ISBNs, order and tracking codes, sort codes, timestamps, scores, sizes,
  // coordinates, hex colours, git SHAs.
  const l = B("lookalike");
  const sha = (): string => f.chars(HEX, 40);
  l.clean("en", `deployed ${sha()} to staging, v3.12.0-rc.2 next`);
  l.clean("en", "ISBN 978-0-306-40615-7, paperback, 2nd edition");
  l.clean("en", "sort code 40-47-84 is the branch, account ending 6612 — per the letter");
  l.clean("en", "final score 3-1, 2026-11-04T18:45:00Z kickoff");
  l.clean("en", "the box is 120 x 80 x 45 cm, 23.5 kg");
  l.clean("en", "coords 52.3676, 4.9041 for the meet-up");
  l.clean("de", "Farbe #3A7BD5 für den Button, Schrift #222222");
  l.clean("de", "Version 4.12.1 ist raus, Build 20261204.3");
  l.clean("de", "Sendungsnummer 00340434161094042557 laut DHL");
  l.clean("de", "Koordinaten 48.1372, 11.5756 — Marienplatz");
  l.clean("de", "Ergebnis 2:1, Spielbeginn 18:30, Zuschauer 45.210");
  l.clean("fr", "ISBN 978-2-07-036822-8, poche, 7,90 €");
  l.clean("fr", "commit 7f3a9c2 corrige l'import CSV, version 2.14.3");
  l.clean("fr", "colis suivi 6A12345678901, livré le 04.12.2026");
  l.clean("fr", "taille 38, pointure 41, 1,72 m");
  l.clean("fr", "horodatage 2026-12-04 09:15:32, durée 00:04:12");
  l.clean("es", "versión 1.8.0, compilación 4471, rama main");
  l.clean("es", "ISBN 978-84-376-0494-7, tapa blanda");
  l.clean("es", "seguimiento PQ4B8C0123456 de Correos, llega el 05.12");
  l.clean("es", "color #FF5733 para el logo, #FAFAFA de fondo");
  l.clean("es", "resultado 2-0, minuto 87, asistencia 54 120");
  l.clean("pt", "versão 5.2.1 lançada, hash a3f9c0d1e2");
  l.clean("pt", "ISBN 978-972-0-04587-3, capa mole");
  l.clean("pt", "coordenadas -23.5505, -46.6333 para o encontro");
  l.clean("pt", "encomenda PT-2026-04118, código postal 1100-148");
  l.clean("pt", "placar 3 x 1, público 42 318, jogo às 21:30");
  l.clean("it", "versione 3.0.7, build 20261204");
  l.clean("it", "ISBN 978-88-04-66888-1, brossura");
  l.clean("it", `ho fatto il revert di ${sha().slice(0, 12)} su develop`);
  l.clean("it", "colore #00A86B per i titoli");
  l.clean("it", "taglia 42, misure 90-60-90, altezza 1,68");
  l.clean("nl", "versie 2.14.3 staat live, build 4471");
  l.clean("nl", `git sha ${sha()} in de dev-chat, kun je die reviewen?`);
  l.clean("nl", "ISBN 978-90-214-1482-3, paperback");
  l.clean("nl", "track & trace 3SABCD1234567 van PostNL, bezorging 05.12");
  l.clean("nl", "kleur #1E90FF voor de knoppen, #F5F5F5 als achtergrond");
  l.clean("nl", "eindstand 4-2, aftrap 20.00 uur, 41 200 toeschouwers");
  l.clean("nl", "coördinaten 52.0907, 5.1214 voor de picknick");
  l.clean("nl", "doos 60 x 40 x 40 cm, 12,5 kg");
  l.clean("nl", "tijdstempel 2026-12-04 09:15:32, duur 00:04:12");
  l.clean("nl", "bestelnummer 4471-2026-118, factuur volgt per mail");
  l.clean("nl", "sortcode van de Britse bank: 20-45-77, zei de collega");

  return out as Probe36pCase[];
}
