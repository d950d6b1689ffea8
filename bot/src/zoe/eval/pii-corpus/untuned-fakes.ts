/**
 * More fake values for the untuned privacy corpus (untuned.ts): the national forms, codes and
 * human-chosen passwords that the base generator (fakes.ts) does not make. Everything is built at
 * run time from a seeded generator, so no file holds a literal credential or identifier, and every
 * figure is reproducible. Identifiers pass their published checksums (NIR key, codice fiscale
 * check letter, NIF, DNI/NIE letter, SV-Nummer, ISBN, S10 tracking), phone numbers are checked
 * against libphonenumber's full metadata so that each one is a valid number of its country, and
 * seed phrases carry a valid BIP39 checksum. All values are invented.
 * Written 2026-12-02 without reading the privacy gate (bot/src/zoe/privacy/); must never import it.
 */
import { friendlyFormatIBAN } from "ibantools";
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/max";
import { entropyToMnemonic } from "@scure/bip39";
import { wordlist as enWords } from "@scure/bip39/wordlists/english.js";
import { wordlist as frWords } from "@scure/bip39/wordlists/french.js";
import { wordlist as esWords } from "@scure/bip39/wordlists/spanish.js";
import { wordlist as itWords } from "@scure/bip39/wordlists/italian.js";
import { wordlist as ptWords } from "@scure/bip39/wordlists/portuguese.js";
import { ALNUM, DIGITS, Fakes, HEX, LOWER, UPPER } from "./fakes.ts";

export type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** Apple prints recovery keys without the look-alike characters. */
const APPLE = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const SYMBOLS = "!?.#*_-+&%@$";

/** Words people build passwords from, per language (pets, teams, sweets, seasons, nicknames). */
const PW_WORDS: Record<Lang, readonly string[]> = {
  en: ["falcon", "sunshine", "biscuit", "pumpkin", "maple", "rocket", "ginger", "buster", "meadow", "marmalade", "winter", "pebbles"],
  de: ["sonnenblume", "schatzi", "hasenbein", "tannenbaum", "mausi", "bergsee", "kater", "apfelbaum", "schnecke", "fussball", "lebkuchen", "sommer"],
  fr: ["soleil", "lapin", "chouchou", "doudou", "papillon", "loulou", "nounours", "framboise", "chaton", "printemps", "madeleine", "cerise"],
  es: ["mariposa", "gatito", "tortuga", "girasol", "corazon", "princesa", "estrella", "verano", "lucero", "pelusa", "churro", "sandia"],
  pt: ["girassol", "pipoca", "saudade", "gatinha", "brigadeiro", "sereia", "amorzinho", "jabuti", "caju", "sardinha", "pastel", "andorinha"],
  it: ["tartaruga", "biscotto", "girasole", "cagnolino", "farfalla", "gelato", "stellina", "topolino", "estate", "pallone", "micio", "cannolo"],
  nl: ["zonnebloem", "fietsbel", "kaasje", "schatje", "tulpen", "konijn", "hagelslag", "poesje", "molentje", "zomer", "dropje", "eekhoorn"],
};

const LEET: Record<string, readonly string[]> = { a: ["4", "@"], e: ["3"], i: ["1", "!"], o: ["0"], s: ["5", "$"], t: ["7"] };

/** Fictional first names and surnames (for e-mail local parts and the like). */
const NAMES: Record<Lang, { first: readonly string[]; last: readonly string[] }> = {
  en: { first: ["olivia", "harry", "amelia", "noah", "isla", "jack"], last: ["thornbury", "whitcombe", "ashdown", "pennington", "harlowe", "brackley"] },
  de: { first: ["anna", "lukas", "marie", "jonas", "lea", "finn"], last: ["bergmann", "kleinschmidt", "wiesner", "hollstein", "brandauer", "tiedemann"] },
  fr: { first: ["camille", "louis", "chloe", "hugo", "manon", "jules"], last: ["dumoulin", "lefebvre", "marchetti", "rochefort", "vasseur", "delaunay"] },
  es: { first: ["lucia", "mateo", "sofia", "hugo", "martina", "pablo"], last: ["olmedo", "castellanos", "iturbe", "valcarcel", "quintero", "arrieta"] },
  pt: { first: ["beatriz", "joao", "mariana", "tiago", "ines", "rafael"], last: ["figueiredo", "magalhaes", "carvalhal", "bettencourt", "arruda", "vasconcelos"] },
  it: { first: ["giulia", "lorenzo", "chiara", "matteo", "sara", "tommaso"], last: ["ferraresi", "bellandi", "castagnoli", "morandini", "zanetti", "pellegrini"] },
  nl: { first: ["sanne", "daan", "femke", "bram", "lotte", "sem"], last: ["devries", "vanderlinde", "hoogendijk", "verbeek", "brinkman", "schouten"] },
};

const MAIL_DOMAINS: Record<Lang, readonly [string, string][]> = {
  en: [["gmail", "com"], ["outlook", "com"], ["yahoo", "co.uk"], ["icloud", "com"]],
  de: [["gmx", "de"], ["web", "de"], ["t-online", "de"], ["posteo", "de"]],
  fr: [["orange", "fr"], ["free", "fr"], ["laposte", "net"], ["sfr", "fr"]],
  es: [["gmail", "com"], ["hotmail", "es"], ["yahoo", "es"], ["telefonica", "net"]],
  pt: [["sapo", "pt"], ["gmail", "com"], ["uol", "com.br"], ["bol", "com.br"]],
  it: [["libero", "it"], ["tiscali", "it"], ["virgilio", "it"], ["alice", "it"]],
  nl: [["ziggo", "nl"], ["kpnmail", "nl"], ["xs4all", "nl"], ["hotmail", "nl"]],
};

export interface MailParts {
  local: string[]; // parts of the local part, joined by `sep`
  sep: "." | "_" | "";
  domain: string;
  tld: string; // may contain dots ("com.br")
}

/** One generator per corpus part; extends the base generator with national forms. */
export class UntunedFakes extends Fakes {
  constructor(seed: number) {
    super(seed);
  }

  // ---------------------------------------------------------------- passwords people choose
  private leet(w: string, share: number): string {
    return [...w].map((c) => (LEET[c] && this.int(0, 99) < share ? this.pick(LEET[c]!) : c)).join("");
  }
  private cap(w: string): string {
    return w.charAt(0).toUpperCase() + w.slice(1);
  }
  /** A password a person picked: words, digits, a symbol, some leetspeak; weak ones included. */
  humanPassword(lang: Lang): string {
    // distinct words per password, so no "KaterKater12"
    const pool = [...PW_WORDS[lang]];
    const w = () => pool.splice(this.int(0, pool.length - 1), 1)[0]!;
    const year = () => String(this.int(1961, 2019));
    // a trailing symbol that does not read as the sentence's own punctuation
    const sym = () => this.pick([..."!?#*_+&"]);
    switch (this.int(0, 8)) {
      case 0: return this.cap(w()) + year() + sym(); // Sonnenblume1987!
      case 1: return this.leet(w(), 70) + "." + this.digits(2); // falc0n.77
      case 2: return this.cap(w()) + this.cap(w()) + this.digits(2); // LunaBruno12
      case 3: return this.cap(this.leet(w(), 60)) + "#" + this.digits(3); // M4r1p0s4#214
      case 4: return w() + "_" + w() + this.digits(1) + sym(); // kater_mausi7!
      case 5: return w() + this.digits(this.int(3, 4)); // weak: schatzi2016
      case 6: return this.cap(w()) + "-" + this.cap(w()) + "-" + this.cap(w()) + this.digits(2); // passphrase
      case 7: return this.leet(this.cap(w()), 100) + sym() + this.digits(2); // full leet
      default: return this.managerPassword(this.int(12, 18)); // from a password manager
    }
  }
  /** A generated password: mixed case, digits and symbols. */
  managerPassword(n = 16): string {
    let s = this.chars(ALNUM, n - 2);
    const at1 = this.int(1, s.length - 1);
    s = s.slice(0, at1) + this.pick([...SYMBOLS]) + s.slice(at1);
    const at2 = this.int(1, s.length - 1);
    return s.slice(0, at2) + this.pick([...SYMBOLS]) + s.slice(at2);
  }
  /** Router keys as printed on the sticker. */
  routerKey(kind: "fritz" | "livebox" | "vodafone" | "meo" | "ziggo" | "human", lang: Lang = "en"): string {
    switch (kind) {
      case "fritz": return [0, 1, 2, 3, 4].map(() => this.digits(4)).join(" "); // 20 digits in groups
      case "livebox": return this.chars("0123456789ABCDEF", 26).replace(/^[0-9]/, "F");
      case "vodafone": return this.chars("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", 16);
      case "meo": return this.chars(LOWER + DIGITS, 10).replace(/^./, () => this.pick([...LOWER]));
      case "ziggo": return this.chars(UPPER + LOWER + DIGITS, 12);
      default: return this.humanPassword(lang);
    }
  }

  // ---------------------------------------------------------------- codes
  /** A door, gate or keybox code: 4-6 digits, sometimes with a letter (French digicode). */
  doorCode(letter = false): string {
    if (letter) {
      const d = this.digits(3);
      const at = this.int(0, 3);
      return d.slice(0, at) + this.pick([..."ABCD"]) + d.slice(at);
    }
    return this.nonTrivialDigits(this.pick([4, 4, 4, 5, 6]));
  }
  /** Digits that are not a run like 1234 or 0000 (people are told not to; those read as clean). */
  nonTrivialDigits(n: number): string {
    for (;;) {
      const d = this.digits(n);
      if (/^(\d)\1+$/.test(d) || "0123456789".includes(d) || "9876543210".includes(d)) continue;
      if (n === 4 && /^(19|20)\d\d$/.test(d)) continue; // would read as a year
      return d;
    }
  }
  pin(n = 4): string {
    return this.nonTrivialDigits(n);
  }
  puk(): string {
    return this.nonTrivialDigits(8);
  }
  /** 2FA backup codes as services print them. */
  recoveryCodes(style: "github" | "google" | "dashed" | "microsoft", count: number, sep = " "): string {
    const one = () => {
      switch (style) {
        case "github": return this.chars(HEX, 5) + "-" + this.chars(HEX, 5);
        case "google": return this.digits(4) + " " + this.digits(4);
        case "dashed": return this.chars(UPPER + DIGITS, 4) + "-" + this.chars(UPPER + DIGITS, 4);
        case "microsoft": return [0, 1, 2, 3, 4].map(() => this.chars(UPPER + DIGITS, 5)).join("-");
      }
    };
    return Array.from({ length: count }, one).join(sep);
  }
  /** A TOTP setup key: base32, grouped in fours and lower-case as authenticator pages show it, or raw. */
  totpKey(grouped: boolean, n = 32): string {
    const raw = this.chars(BASE32, n);
    return grouped ? raw.toLowerCase().match(/.{4}/g)!.join(" ") : raw;
  }
  appleRecoveryKey(): string {
    return Array.from({ length: 7 }, () => this.chars(APPLE, 4)).join("-");
  }
  /** A seed phrase with a valid BIP39 checksum, in the wallet's language. */
  bip39(lang: "en" | "fr" | "es" | "it" | "pt", words: 12 | 24 = 12): string {
    const list = { en: enWords, fr: frWords, es: esWords, it: itWords, pt: ptWords }[lang];
    const entropy = new Uint8Array(words === 12 ? 16 : 32);
    for (let i = 0; i < entropy.length; i++) entropy[i] = this.int(0, 255);
    return entropyToMnemonic(entropy, list);
  }

  // ---------------------------------------------------------------- e-mail spelled out
  mail(lang: Lang): MailParts {
    const n = NAMES[lang];
    const [domain, tld] = this.pick(MAIL_DOMAINS[lang]);
    const first = this.pick(n.first);
    const last = this.pick(n.last);
    switch (this.int(0, 3)) {
      case 0: return { local: [first, last], sep: ".", domain, tld };
      case 1: return { local: [first, last.charAt(0)], sep: ".", domain, tld };
      case 2: return { local: [first, last + this.digits(2)], sep: "_", domain, tld };
      default: return { local: [first.charAt(0) + last + this.digits(2)], sep: "", domain, tld };
    }
  }
  /** Write an address with words for "at" and "dot" (`sepWord` replaces "." and "_" in the local part when set). */
  spellMail(m: MailParts, at: string, dot: string, opts: { spellLocal?: boolean; spellDomain?: boolean; underscore?: string } = {}): string {
    const spellLocal = opts.spellLocal ?? true;
    const spellDomain = opts.spellDomain ?? true;
    const sepWord = m.sep === "." ? (spellLocal ? dot : ".") : m.sep === "_" ? (opts.underscore ?? "_") : "";
    const local = m.local.join(sepWord);
    const host = [m.domain, ...m.tld.split(".")].join(spellDomain ? dot : ".");
    return `${local}${at}${host}`;
  }
  plainMail(m: MailParts): string {
    return `${m.local.join(m.sep)}@${m.domain}.${m.tld}`;
  }

  // ---------------------------------------------------------------- phone numbers, national forms
  /** Digits of a valid national significant number (no trunk prefix) for `country`. */
  private validNsn(country: CountryCode, make: () => string, trunk: string): string {
    for (let i = 0; i < 500; i++) {
      const nsn = make();
      if (isValidPhoneNumber(trunk + nsn, country)) return nsn;
    }
    throw new Error(`no valid ${country} number generated`);
  }
  phone(country: "BR" | "FR" | "ES" | "PT" | "IT" | "NL" | "GB" | "US" | "DE", kind: "mobile" | "landline", style: "national" | "international" | "compact" | "dotted" = "national"): string {
    const d = (n: number) => this.digits(n);
    switch (country) {
      case "BR": {
        const ddd = this.pick(["11", "21", "31", "41", "51", "61", "71", "81", "85", "92"]);
        const nsn = this.validNsn("BR", () => (kind === "mobile" ? ddd + "9" + this.int(6, 9) + d(7) : ddd + this.int(2, 5) + d(7)), "");
        const local = nsn.slice(2);
        const cut = local.length - 4;
        if (style === "international") return `+55 ${ddd} ${local.slice(0, cut)}-${local.slice(cut)}`;
        if (style === "compact") return `${ddd} ${local.slice(0, cut)}-${local.slice(cut)}`;
        return `(${ddd}) ${local.slice(0, cut)}-${local.slice(cut)}`;
      }
      case "FR": {
        const nsn = this.validNsn("FR", () => (kind === "mobile" ? this.pick(["6", "7"]) + d(8) : String(this.int(1, 5)) + d(8)), "0");
        const pairs = ("0" + nsn).match(/../g)!;
        if (style === "international") return `+33 ${nsn[0]} ${nsn.slice(1).match(/../g)!.join(" ")}`;
        if (style === "dotted") return pairs.join(".");
        if (style === "compact") return pairs.join("");
        return pairs.join(" ");
      }
      case "ES": {
        const nsn = this.validNsn("ES", () => (kind === "mobile" ? "6" + d(8) : "91" + d(7)), "");
        if (style === "international") return `+34 ${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
        if (style === "dotted") return `${nsn.slice(0, 3)} ${nsn.slice(3, 5)} ${nsn.slice(5, 7)} ${nsn.slice(7)}`;
        return `${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
      }
      case "PT": {
        const nsn = this.validNsn("PT", () => (kind === "mobile" ? this.pick(["91", "92", "93", "96"]) + d(7) : this.pick(["21", "22"]) + d(7)), "");
        const spaced = `${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
        return style === "international" ? `+351 ${spaced}` : spaced;
      }
      case "IT": {
        if (kind === "mobile") {
          const nsn = this.validNsn("IT", () => this.pick(["328", "333", "338", "340", "347", "348", "349", "366", "380", "392"]) + d(7), "");
          if (style === "international") return `+39 ${nsn.slice(0, 3)} ${nsn.slice(3)}`;
          if (style === "dotted") return `${nsn.slice(0, 3)}-${nsn.slice(3)}`;
          return `${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
        }
        const nsn = this.validNsn("IT", () => this.pick(["06", "02"]) + d(8), "");
        return style === "international" ? `+39 ${nsn.slice(0, 2)} ${nsn.slice(2, 6)} ${nsn.slice(6)}` : `${nsn.slice(0, 2)} ${nsn.slice(2, 6)} ${nsn.slice(6)}`;
      }
      case "NL": {
        if (kind === "mobile") {
          const nsn = this.validNsn("NL", () => "6" + this.int(1, 5) + d(7), "0");
          if (style === "international") return `+31 6 ${nsn.slice(1, 5)} ${nsn.slice(5)}`;
          if (style === "dotted") return `06-${nsn.slice(1)}`;
          return `06 ${nsn.slice(1, 5)} ${nsn.slice(5)}`;
        }
        const nsn = this.validNsn("NL", () => this.pick(["20", "10", "30", "70"]) + d(7), "0");
        return style === "international" ? `+31 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}` : `0${nsn.slice(0, 2)}-${nsn.slice(2)}`;
      }
      case "GB": {
        if (kind === "mobile") {
          const nsn = this.validNsn("GB", () => "7" + this.int(4, 9) + d(8), "0");
          return style === "international" ? `+44 ${nsn.slice(0, 4)} ${nsn.slice(4)}` : `0${nsn.slice(0, 4)} ${nsn.slice(4)}`;
        }
        const nsn = this.validNsn("GB", () => this.pick(["113", "161", "131", "117"]) + String(this.int(2, 8)) + d(6), "0");
        return style === "international" ? `+44 ${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}` : `0${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
      }
      case "US": {
        const nsn = this.validNsn("US", () => this.pick(["212", "312", "415", "503", "617", "718", "972", "206"]) + String(this.int(2, 9)) + d(2).replace(/^55$/, "56") + d(4), "");
        const [a, b, c] = [nsn.slice(0, 3), nsn.slice(3, 6), nsn.slice(6)];
        if (style === "international") return `+1 ${a} ${b} ${c}`;
        if (style === "dotted") return `${a}.${b}.${c}`;
        if (style === "compact") return `${a}-${b}-${c}`;
        return `(${a}) ${b}-${c}`;
      }
      case "DE": {
        if (kind === "mobile") {
          const nsn = this.validNsn("DE", () => this.pick(["151", "160", "170", "171", "176", "152"]) + d(this.pick([7, 8])), "0");
          return style === "international" ? `+49 ${nsn.slice(0, 3)} ${nsn.slice(3)}` : `0${nsn.slice(0, 3)} ${nsn.slice(3)}`;
        }
        const nsn = this.validNsn("DE", () => this.pick(["30", "89", "40", "221"]) + String(this.int(2, 9)) + d(6), "0");
        const area = nsn.startsWith("221") ? 3 : 2;
        return style === "international" ? `+49 ${nsn.slice(0, area)} ${nsn.slice(area)}` : `0${nsn.slice(0, area)} / ${nsn.slice(area)}`;
      }
    }
  }

  // ---------------------------------------------------------------- national identifiers
  /** French NIR (numéro de sécurité sociale) with its two-digit key. */
  nir(spaced: boolean): string {
    const sex = String(this.int(1, 2));
    const yy = String(this.int(50, 99)).padStart(2, "0");
    const mm = String(this.int(1, 12)).padStart(2, "0");
    let dept = this.int(1, 95);
    if (dept === 20) dept = 21;
    const dep = String(dept).padStart(2, "0");
    const commune = String(this.int(1, 899)).padStart(3, "0");
    const order = String(this.int(1, 999)).padStart(3, "0");
    const body = sex + yy + mm + dep + commune + order;
    const key = String(97 - (Number(body) % 97)).padStart(2, "0");
    return spaced ? `${sex} ${yy} ${mm} ${dep} ${commune} ${order} ${key}` : body + key;
  }
  /** Italian codice fiscale with its check letter. */
  codiceFiscale(): string {
    const cons = "BCDFGLMNPRSTVZ";
    const vow = "AEIOU";
    const part = () => this.pick([...cons]) + this.pick([...cons]) + this.pick([...(cons + vow)]);
    const yy = String(this.int(50, 99));
    const month = this.pick([..."ABCDEHLMPRST"]);
    const day = this.int(1, 28) + (this.int(0, 1) ? 40 : 0);
    const place = this.pick(["H501", "F205", "F839", "L219", "G273", "D612", "A944", "L736"]);
    const body = part() + part() + yy + month + String(day).padStart(2, "0") + place;
    return body + cfCheck(body);
  }
  /** Spanish DNI, optionally with dots and a dash ("12.345.678-Z"). */
  dniFormatted(style: "dots-dash" | "dots-space" | "plain"): string {
    const n = this.int(10_000_000, 99_999_999);
    const letter = DNI_LETTERS[n % 23]!;
    const s = String(n);
    if (style === "plain") return s + letter;
    const dotted = `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5)}`;
    return style === "dots-dash" ? `${dotted}-${letter}` : `${dotted} ${letter}`;
  }
  /** Spanish NIE ("X1234567L"). */
  nie(): string {
    const p = this.pick(["X", "Y", "Z"]);
    const d = this.digits(7);
    const n = Number(String("XYZ".indexOf(p)) + d);
    return p + d + DNI_LETTERS[n % 23];
  }
  /** Portuguese NIF of a person (starts 1, 2 or 3), with its mod-11 check digit. */
  nif(spaced: boolean): string {
    const d = String(this.int(1, 3)) + this.digits(7);
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
    const r = sum % 11;
    const full = d + String(r < 2 ? 0 : 11 - r);
    return spaced ? `${full.slice(0, 3)} ${full.slice(3, 6)} ${full.slice(6)}` : full;
  }
  /** Dutch BSN with dots ("1234.56.789"). */
  bsnDotted(): string {
    const b = this.bsn();
    return `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}`;
  }
  /** German Rentenversicherungsnummer (SV-Nummer) with its check digit: "12 150785 M 04 3". */
  svNummer(spaced: boolean): string {
    const area = this.pick(["12", "13", "15", "24", "28", "38", "42", "53", "65", "79"]);
    const dob = String(this.int(1, 28)).padStart(2, "0") + String(this.int(1, 12)).padStart(2, "0") + String(this.int(50, 99));
    const letter = this.pick([..."ABDFGHKLMNPRSTVWZ"]);
    const serial = String(this.int(0, 99)).padStart(2, "0");
    const digits = area + dob + String(letter.charCodeAt(0) - 64).padStart(2, "0") + serial;
    const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
    let sum = 0;
    for (let i = 0; i < 12; i++) {
      const p = Number(digits[i]) * w[i]!;
      sum += Math.floor(p / 10) + (p % 10);
    }
    const check = String(sum % 10);
    return spaced ? `${area} ${dob} ${letter} ${serial} ${check}` : `${area}${dob}${letter}${serial}${check}`;
  }
  /** Steuer-ID without spaces (the base generator spaces it). */
  steuerIdCompact(): string {
    return this.steuerId().replace(/ /g, "");
  }
  /** CPF without punctuation. */
  cpfCompact(): string {
    return this.cpf().replace(/[.-]/g, "");
  }

  // ---------------------------------------------------------------- passports, by country form
  passportOf(country: "DE" | "FR" | "ES" | "IT" | "NL" | "PT" | "BR" | "US" | "GB" | "IN"): string {
    switch (country) {
      case "DE": return this.pick([..."CFGHJK"]) + this.chars("CFGHJKLMNPRTVWXYZ0123456789", 8);
      case "FR": return this.digits(2) + this.chars(UPPER, 2) + this.digits(5);
      case "ES": return this.pick(["PAA", "PAB", "PAC", "PAD", "PAE"]) + this.digits(6);
      case "IT": return this.pick(["YA", "YB", "YC", "AA", "AB"]) + this.digits(7);
      case "NL": return this.chars("ABCDEFGHIJKLMNPRSTUVWXYZ", 2) + this.chars("ABCDEFGHIJKLMNPRSTUVWXYZ0123456789", 6) + this.digits(1);
      case "PT": return this.pick(["C", "CA", "CB", "P"]) + this.digits(6);
      case "BR": return this.pick(["FZ", "GA", "FU", "GB"]) + this.digits(6);
      case "US": return this.int(0, 1) ? this.digits(9) : this.pick(["A", "C", "E"]) + this.digits(8);
      case "GB": return String(this.int(1, 9)) + this.digits(8);
      case "IN": return this.passport();
    }
  }

  // ---------------------------------------------------------------- IBANs written for people
  /** IBAN in groups of four, as printed on a bank card or statement. */
  ibanPrinted(country: "DE" | "GB" | "NL" | "FR" | "ES" | "IT" | "BE"): string {
    return friendlyFormatIBAN(this.iban(country)) ?? "";
  }
  /** Portuguese IBAN ("PT50 …") with a valid NIB key. */
  ibanPT(printed: boolean): string {
    const bank = this.pick(["0007", "0010", "0018", "0033", "0035", "0036"]);
    const body = bank + this.digits(4) + this.digits(11);
    const nibKey = String(98 - mod97(body + "00")).padStart(2, "0");
    const bban = body + nibKey;
    const check = String(98 - mod97(bban + "252900")).padStart(2, "0"); // P=25 T=29
    const iban = "PT" + check + bban;
    return printed ? (friendlyFormatIBAN(iban) ?? "") : iban;
  }

  // ---------------------------------------------------------------- dates of birth
  /** A birth date as day, month (1-12) and year, for the sentence to write in its own language. */
  birth(years: readonly [number, number] = [1948, 2006]): { d: number; m: number; y: number } {
    return { d: this.int(1, 28), m: this.int(1, 12), y: this.int(years[0], years[1]) };
  }

  // ---------------------------------------------------------------- addresses
  houseNumber(): string {
    return String(this.int(1, 180));
  }
  /** A postcode of the given shape: `#` a digit, `A` a capital letter ("1### AA" is a Dutch one). */
  postcode(shape: string): string {
    return shape.replace(/[#A]/g, (c) => (c === "#" ? this.digits(1) : this.pick([..."ABCDEGHJKLMNPRSTVWXZ"])));
  }

  // ---------------------------------------------------------------- clean look-alikes
  sha256(): string {
    return this.chars(HEX, 64);
  }
  commit(full: boolean): string {
    return this.chars(HEX, full ? 40 : 7);
  }
  /** A video-call meeting ID: Zoom "941 0084 6881", Teams "352 618 947 21". */
  meetingId(kind: "zoom" | "zoom10" | "teams"): string {
    if (kind === "zoom") return `${this.int(810, 989)} ${this.digits(4)} ${this.digits(4)}`;
    if (kind === "zoom10") return `${this.int(810, 989)} ${this.digits(3)} ${this.digits(4)}`;
    return `${this.int(200, 399)} ${this.digits(3)} ${this.digits(3)} ${this.digits(2)}`;
  }
  amazonOrder(): string {
    return `${this.int(302, 306)}-${this.digits(7)}-${this.digits(7)}`;
  }
  /** UPU S10 tracking number with its check digit ("RR123456789PT"). */
  s10(country: string): string {
    const serial = this.digits(8);
    const w = [8, 6, 4, 2, 3, 5, 9, 7];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(serial[i]) * w[i]!;
    let c = 11 - (sum % 11);
    if (c === 10) c = 0;
    if (c === 11) c = 5;
    return this.pick(["RR", "LX", "CP", "LB", "RB"]) + serial + String(c) + country;
  }
  upsTracking(): string {
    return "1Z" + this.chars(UPPER + DIGITS, 6) + this.digits(10);
  }
  isbn13(): string {
    const body = "978" + this.int(0, 1) + this.digits(8);
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 ? 3 : 1);
    const full = body + String((10 - (sum % 10)) % 10);
    return `${full.slice(0, 3)}-${full[3]}-${full.slice(4, 8)}-${full.slice(8, 12)}-${full[12]}`;
  }
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

function mod97(numeric: string): number {
  let rem = 0;
  for (const d of numeric) rem = (rem * 10 + Number(d)) % 97;
  return rem;
}

const CF_ODD: Record<string, number> = {
  "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** The check letter of a codice fiscale over its first 15 characters. */
export function cfCheck(body15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body15[i]!;
    if (i % 2 === 0) sum += CF_ODD[c]!;
    else sum += /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}
