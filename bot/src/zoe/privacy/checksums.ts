/**
 * Check-digit algorithms for the personal-data detectors: Luhn (cards), Verhoeff (Aadhaar),
 * mod-11 (CPF, Steuer-ID, Mexican RFC), and the IBAN check through ibantools.
 * Must never: accept a malformed input as valid because a length happened to fit.
 */
import { countrySpecs, electronicFormatIBAN, isValidIBAN } from "ibantools";

/** Luhn check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The length of an IBAN of country `cc` ("DE" 22, "FR" 27), 0 for a code that has none. */
export function ibanLength(cc: string): number {
  return (countrySpecs as Record<string, { chars?: number | null } | undefined>)[cc]?.chars ?? 0;
}

/** ISO 13616 (country length, BBAN shape, mod-97) on an IBAN written with or without spaces. */
export function ibanValid(iban: string): boolean {
  const compact = electronicFormatIBAN(iban);
  return compact !== null && isValidIBAN(compact);
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff check over a digit string whose last digit is the check digit (Aadhaar). */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const rev = [...digits].reverse();
  for (let i = 0; i < rev.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(rev[i])]!]!;
  return c === 0;
}

/** Brazilian CPF: 11 digits, not all equal, two mod-11 check digits. */
export function cpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** German Steuer-Identifikationsnummer: 11 digits, no leading 0, ISO 7064 MOD 11,10 check. */
export function steuerIdValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  // In the first ten digits exactly one digit appears twice or three times.
  const counts = new Map<string, number>();
  for (const d of digits.slice(0, 10)) counts.set(d, (counts.get(d) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || repeated[0]! > 3) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (Number(digits[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[10]);
}

/** US SSN: area not 000, 666 or 900-999; group not 00; serial not 0000. */
export function ssnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== "00" && digits.slice(5) !== "0000";
}

/** UK National Insurance number prefix and suffix rules (HMRC). */
export function ukNinoValid(compact: string): boolean {
  const m = /^([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])$/.exec(compact);
  if (!m) return false;
  return !["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"].includes(m[1]! + m[2]!);
}

/** Spanish DNI/NIE: 8 digits (NIE: X/Y/Z + 7) and the mod-23 control letter. */
export function dniValid(compact: string): boolean {
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(compact);
  if (!m) return false;
  const lead = m[1] ? String("XYZ".indexOf(m[1])) : "";
  const digits = lead + m[2]!;
  if (digits.length !== 8) return false;
  return "TRWAGMYFPDXBNJZSQVHLCKE"[Number(digits) % 23] === m[3];
}

/** Dutch BSN: 9 digits passing the "elfproef" (11-test). */
export function bsnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  sum -= Number(digits[8]);
  return sum % 11 === 0;
}

/** French NIR (numéro de sécurité sociale): 13 characters (Corsica's 2A/2B read as 19/18) and the key 97 - (number mod 97). */
export function nirValid(compact: string): boolean {
  const m = /^([1-478]\d{4}(?:\d{2}|2[AB])\d{6})(\d{2})$/i.exec(compact);
  if (!m) return false;
  const body = m[1]!.toUpperCase().replace("2A", "19").replace("2B", "18");
  const month = Number(body.slice(3, 5));
  if (month === 0 || (month > 12 && month < 20)) return false;
  return 97 - Number(BigInt(body) % 97n) === Number(m[2]);
}

// The codice fiscale's check letter: characters in odd positions (1st, 3rd, …) weigh by this table, the others by their value.
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Italian codice fiscale: 16 characters (digits may be replaced by the omocodia letters) and the check letter. */
export function codiceFiscaleValid(code: string): boolean {
  const c = code.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(c)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = c.charCodeAt(i);
    const v = ch <= 57 ? ch - 48 : ch - 65;
    sum += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === c[15];
}

/** Portuguese NIF: nine digits, a first digit a NIF may have, and the mod-11 check digit. */
export function nifPtValid(digits: string): boolean {
  if (!/^[1235689]\d{8}$/.test(digits) && !/^(?:45|7[0-9])\d{7}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  const r = 11 - (sum % 11);
  return (r >= 10 ? 0 : r) === Number(digits[8]);
}

/** Belgian national register number: eleven digits, the last two 97 - (first nine mod 97), a 2 before them for births from 2000. */
export function belgianNationalValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const body = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  return 97 - (Number(body) % 97) === check || 97 - (Number(`2${body}`) % 97) === check;
}

const RFC_ALPHABET = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ";
/** Mexican RFC of a person (13 characters): a real date in its six digits and the SAT's mod-11 check character. */
export function rfcValid(code: string): boolean {
  if (!/^[A-ZÑ&]{4}\d{6}[A-Z0-9]{2}[0-9A]$/.test(code)) return false;
  const mm = Number(code.slice(6, 8));
  const dd = Number(code.slice(8, 10));
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(code.charAt(i)) * (13 - i);
  const r = 11 - (sum % 11);
  return code.charAt(12) === (r === 11 ? "0" : r === 10 ? "A" : String(r));
}
