/**
 * Fake sensitive values for the privacy corpus, built at run time from a seeded generator so
 * that no file in the repository holds a literal a secret scanner would flag (prefixes are
 * split and joined here), and every figure is reproducible. All values are invented: card and id
 * numbers only pass their checksums, keys are random characters in the provider's shape.
 * Must never: contain a real credential or a real person's data.
 */
import { electronicFormatIBAN } from "ibantools";
import { wordlist } from "@scure/bip39/wordlists/english.js";

/** mulberry32: a tiny seeded PRNG, enough for reproducible fixtures. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = LOWER.toUpperCase();
export const DIGITS = "0123456789";
export const ALNUM = LOWER + UPPER + DIGITS;
export const HEX = "0123456789abcdef";
export const B64 = ALNUM + "+/";
export const URLSAFE = ALNUM + "_-";

/**
 * A North American area code drawn in 201–989, moved off the toll-free codes (800, 833 … 888): no
 * person holds those numbers, and the gate reads them as a business's free line.
 */
export function usAreaCode(n: number): number {
  return ({ 800: 801, 833: 832, 844: 843, 855: 856, 866: 865, 877: 878, 888: 828 } as Record<number, number>)[n] ?? n;
}

/** A generator of fake values; one per corpus part so parts do not shift each other. */
/** A word with its first letter in capitals ("hamburg" -> "Hamburg"). */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export class Fakes {
  private readonly r: () => number;
  constructor(seed: number) {
    this.r = rng(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.r() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)]!;
  }
  /** `n` random characters from `chars`, with at least one digit and one capital when the alphabet has them. */
  chars(chars: string, n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += chars[Math.floor(this.r() * chars.length)];
    if (n >= 8 && /\d/.test(chars) && !/\d/.test(s)) s = s.slice(0, -1) + String(this.int(0, 9));
    if (n >= 8 && /[A-Z]/.test(chars) && /[a-z]/.test(chars) && !/[A-Z]/.test(s)) s = this.pick([...UPPER]) + s.slice(1);
    return s;
  }
  /**
   * A password of a word and a year as owners pick them: glued, capitalised, the year's two digits
   * and a sign (drawn when there is more than one), or a dot between. Draws in the order the probes
   * that wrote it first drew (probes (r) and (s) give the same sentences as before).
   */
  wordAndYear(words: readonly string[], lastYear: number, signs: readonly string[]): string {
    const year = (): string => String(this.int(1960, lastYear));
    switch (this.int(0, 3)) {
      case 0: return `${this.pick(words)}${year()}`;
      case 1: return `${capitalised(this.pick(words))}${year()}`;
      case 2: return `${this.pick(words)}${year().slice(2)}${signs.length === 1 ? signs[0]! : this.pick(signs)}`;
      default: return `${capitalised(this.pick(words))}.${year()}`;
    }
  }
  digits(n: number): string {
    return this.chars(DIGITS, n);
  }

  // --- personal data with valid check digits
  card(prefix = this.pick(["4", "51", "55", "2221", "6011"]), length = 16): string {
    const payload = (prefix + this.digits(length)).slice(0, length - 1);
    return payload + luhnDigit(payload);
  }
  amex(): string {
    return this.card(this.pick(["34", "37"]), 15);
  }
  iban(country: "DE" | "GB" | "NL" | "FR" | "ES" | "IT" | "CH" | "AT" | "BE"): string {
    const bban: Record<string, () => string> = {
      DE: () => this.digits(18),
      GB: () => this.chars(UPPER, 4) + this.digits(14),
      NL: () => this.chars(UPPER, 4) + this.digits(10),
      FR: () => this.digits(10) + this.chars(UPPER + DIGITS, 11) + this.digits(2),
      ES: () => this.digits(20),
      IT: () => this.chars(UPPER, 1) + this.digits(10) + this.chars(UPPER + DIGITS, 12),
      CH: () => this.digits(5) + this.chars(UPPER + DIGITS, 12),
      AT: () => this.digits(16),
      BE: () => this.digits(12),
    };
    let b = bban[country]!();
    if (country === "BE") b = b.slice(0, 10) + String(Number(b.slice(0, 10)) % 97 || 97).padStart(2, "0");
    if (country === "FR") b = b.slice(0, 21) + frRib(b.slice(0, 21));
    if (country === "ES") b = esCcc(b);
    return ibanWithCheck(country, b);
  }
  ssn(): string {
    let area = this.int(1, 899);
    if (area === 666) area = 667;
    return `${String(area).padStart(3, "0")}-${String(this.int(1, 99)).padStart(2, "0")}-${String(this.int(1, 9999)).padStart(4, "0")}`;
  }
  nino(): string {
    return this.pick(["AB", "CE", "JG", "PR", "SK", "WL", "ZX"]) + " " + this.digits(2) + " " + this.digits(2) + " " + this.digits(2) + " " + this.pick(["A", "B", "C", "D"]);
  }
  cpf(): string {
    const d = this.digits(9);
    const c1 = cpfDigit(d, 10);
    const c2 = cpfDigit(d + c1, 11);
    return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}-${c1}${c2}`;
  }
  aadhaar(): string {
    const d = String(this.int(2, 9)) + this.digits(10);
    const full = d + verhoeffDigit(d);
    return `${full.slice(0, 4)} ${full.slice(4, 8)} ${full.slice(8)}`;
  }
  pan(): string {
    return this.chars(UPPER, 3) + "P" + this.chars(UPPER, 1) + this.digits(4) + this.chars(UPPER, 1);
  }
  steuerId(): string {
    for (;;) {
      const base = [...this.digits(9)];
      base.unshift(String(this.int(1, 9)));
      // make exactly one digit appear twice
      const uniq = [...new Set(base)];
      if (uniq.length !== 9) continue;
      const d = base.join("");
      const check = steuerCheck(d);
      const full = d + check;
      return `${full.slice(0, 2)} ${full.slice(2, 5)} ${full.slice(5, 8)} ${full.slice(8)}`;
    }
  }
  dni(): string {
    const n = this.int(10_000_000, 99_999_999);
    return String(n) + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23];
  }
  bsn(): string {
    for (;;) {
      const d = this.digits(8);
      let sum = 0;
      for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
      const last = sum % 11;
      if (last < 10 && d[0] !== "0") return d + String(last);
    }
  }
  passport(): string {
    return this.chars(UPPER, this.int(1, 2)) + this.digits(7);
  }
  seedPhrase(words = 12): string {
    return Array.from({ length: words }, () => this.pick(wordlist)).join(" ");
  }
}

/** A Spanish NIE drawn from `f`: X, Y or Z, seven digits, the check letter. */
export function nie(f: Fakes): string {
  const lead = f.int(0, 2);
  const body = f.digits(7);
  return `${"XYZ"[lead]}${body}${"TRWAGMYFPDXBNJZSQVHLCKE"[Number(`${lead}${body}`) % 23]}`;
}

/** Sixteen digits drawn from `f` that fail Luhn (an order, booking or gift-card number, no payment card), in one run. */
export function notCard(f: Fakes): string {
  for (;;) {
    const d = `${f.int(1, 9)}${f.digits(15)}`;
    if (luhnDigit(d.slice(0, 15)) !== d[15]) return d;
  }
}

function luhnDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

function mod97(numeric: string): number {
  let rem = 0;
  for (const d of numeric) rem = (rem * 10 + Number(d)) % 97;
  return rem;
}

function ibanWithCheck(country: string, bban: string): string {
  const numeric = (bban + country + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return electronicFormatIBAN(country + String(98 - mod97(numeric)).padStart(2, "0") + bban) ?? "";
}

/** French RIB key over bank(5) branch(5) account(11). */
function frRib(s: string): string {
  const conv = s.replace(/[A-Z]/g, (c) => String("123456789123456789234567890".charAt(c.charCodeAt(0) - 65)));
  const bank = Number(conv.slice(0, 5));
  const branch = Number(conv.slice(5, 10));
  const account = Number(conv.slice(10, 21));
  return String(97 - ((89 * bank + 15 * branch + 3 * account) % 97)).padStart(2, "0");
}

/** Spanish CCC control digits at positions 9-10 of the 20-digit BBAN. */
function esCcc(b: string): string {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const dc = (s: string) => {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += Number(s[i]) * w[i]!;
    const r = 11 - (sum % 11);
    return r === 11 ? 0 : r === 10 ? 1 : r;
  };
  const bankBranch = b.slice(0, 8);
  const account = b.slice(10, 20);
  return bankBranch + String(dc("00" + bankBranch)) + String(dc(account)) + account;
}

function cpfDigit(d: string, weight: number): string {
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += Number(d[i]) * (weight - i);
  const r = (sum * 10) % 11;
  return String(r === 10 ? 0 : r);
}

const VD = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VP = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeffDigit(d: string): string {
  let c = 0;
  const rev = [...d].reverse();
  for (let i = 0; i < rev.length; i++) c = VD[c]![VP[(i + 1) % 8]![Number(rev[i])]!]!;
  return String(VINV[c]);
}

function steuerCheck(d: string): string {
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (Number(d[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return String((11 - product) % 10);
}

/** A Swiss AHV/AVS number (756.xxxx.xxxx.xx) with its EAN-13 check digit. */
export function ahv(f: Fakes): string {
  const d = `756${f.digits(9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d[i]) * (i % 2 === 0 ? 1 : 3);
  const full = d + String((10 - (sum % 10)) % 10);
  return `${full.slice(0, 3)}.${full.slice(3, 7)}.${full.slice(7, 11)}.${full.slice(11)}`;
}
