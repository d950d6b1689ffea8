/**
 * What a credential value looks like, shared by the secret detectors: trimming a bare value off its
 * sentence, telling a placeholder or mask from a value, and "looks like a secret" (mixed character
 * classes, length, digits). Must never: look at anything but the value it is given.
 */
import { LOCALES, pack } from "../lang/index.ts";

/** Cut sentence punctuation and unbalanced closing brackets off a bare value. */
export function trimBare(v: string): string {
  // Most values end in a letter or a digit: nothing to cut, and no expression to run.
  if (!".,!?:)]}>".includes(v.charAt(v.length - 1)) || v.length === 0) return v;
  let out = v.replace(/[.,!?:]+$/, "");
  while (/[)\]}>]$/.test(out)) {
    const close = out.slice(-1);
    const open = { ")": "(", "]": "[", "}": "{", ">": "<" }[close]!;
    if (out.split(open).length >= out.split(close).length) break;
    out = out.slice(0, -1).replace(/[.,!?:]+$/, "");
  }
  return out;
}

/** Values that name a secret without being one: masks, env references, our own placeholders. */
const PLACEHOLDER =
  /^(?:\*+|x+|X+|•+|\.{3,}|…|<[^>]*>|\[[^\]]*\]|\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_]+%|\{\{[^}]*\}\}|\[redacted(?::[a-z_]+)?\]|process\.env\.[A-Za-z0-9_.]+|os\.environ.*|env\(.*|(?:your|my|some)[_-][a-z_-]+|change[_-]?me(?:[_-]?here)?|placeholder|redacted|example|none|null|nil|undefined|true|false|required|optional|string|secret|password|token|hidden|empty|unset|todo|tbd|n\/a)$/i;

/**
 * A documentation placeholder keeps a provider's prefix and masks the body: "ghp_XXXX…",
 * "sk-xxxxxxxx", "AKIA****************". A body of one or two repeated characters is a mask.
 */
function maskedToken(v: string): boolean {
  const cut = Math.max(v.lastIndexOf("_", 16), v.lastIndexOf("-", 16));
  const body = v.slice(cut + 1).replace(/[…]+$/, "");
  return body.length >= 6 && /^[xX*•.0#…]+$/.test(body) && new Set(body).size <= 2;
}

// The signs a placeholder may be wrapped in; "" (an empty value) takes the expression's path.
const QUOTE_EDGE = "\"'`,;";
// A provider's prefix kept and the body written as words between dots: "sk-...your-key-here...".
const PREFIXED_WORDS = /^[A-Za-z]{2,5}[-_](?:\.{2,}|…)(.+?)(?:\.{2,}|…)?$/;

// Every language's words for an example or a placeholder ("your", "votre", "tu", "aqui", "hier"), lower case.
const EXAMPLE_WORDS = new Set(LOCALES.flatMap((l) => pack(l).personal.examples));
/** Words joined by "_" or "-", no digit, one of them an example's word: "YOUR_API_KEY", "VOTRE_MOT_DE_PASSE", "tu_clave_aqui". */
function exampleWords(v: string): boolean {
  if (!/^[\p{L}]+(?:[_-][\p{L}]+)+$/u.test(v)) return false;
  return v.toLowerCase().split(/[_-]/).some((w) => EXAMPLE_WORDS.has(w));
}
/** A mask with the last few characters left: "****1234", "••••4821", "******88", "XXXX-XXXX-1234". */
const MASKED_TAIL = /^(?:[*•·]{4,}[\s-]?|[xX]{4}[\s-])+[0-9A-Za-z]{1,4}$/;

/** A run of eight digits or more no one is given: one digit repeated or counted up ("123456789", "00000000"). */
export function dummyDigits(v: string): boolean {
  const d = v.replace(/\D/g, "");
  if (d.length < 8) return false;
  if (/^(\d)\1+$/.test(d)) return true;
  for (let i = 1; i < d.length; i++) if ((Number(d[i - 1]) + 1) % 10 !== Number(d[i])) return false;
  return true;
}

/** A provider's documentation example: AWS's keys end in "EXAMPLE" or "EXAMPLEKEY" ("AKIA…EXAMPLE"), and so do the docs that copy them. */
const DOCS_EXAMPLE = /^[A-Za-z0-9+/_-]{4,}EXAMPLE(?:KEY)?$/;

export const isPlaceholder = (v: string): boolean => {
  const bare = QUOTE_EDGE.includes(v.charAt(0)) || QUOTE_EDGE.includes(v.charAt(v.length - 1)) ? v.replace(/^["'`]|["'`,;]$/g, "") : v;
  const inner = bare.includes("..") || bare.includes("…") ? PREFIXED_WORDS.exec(bare)?.[1] : undefined;
  if (exampleWords(bare) || MASKED_TAIL.test(bare) || DOCS_EXAMPLE.test(bare)) return true;
  return PLACEHOLDER.test(bare) || (inner !== undefined && PLACEHOLDER.test(inner)) || (/[xX*•.0#…]{6}/.test(bare) && (maskedToken(bare) || /^(?:AKIA|AIza|xox[bpa]-)?[X*]{12,}$/.test(bare)));
};

/** A value looks like a credential: random-looking or at least not a plain word. */
export function secretShaped(v: string, minLen = 6): boolean {
  if (v.length < minLen || isPlaceholder(v)) return false;
  const hasDigit = /\d/.test(v);
  const hasLetter = /[A-Za-zÀ-ÿ]/.test(v);
  const hasSymbol = /[^A-Za-z0-9À-ÿ\s]/.test(v);
  const mixedCase = /[a-z]/.test(v) && /[A-Z]/.test(v.slice(1));
  if (hasDigit && hasLetter) return true;
  if (hasSymbol && (hasLetter || hasDigit) && !/^[a-z]+(?:[-'][a-z]+)*[.,!?]?$/i.test(v)) return true;
  if (mixedCase) return true;
  // A long unbroken lower-case run ("correcthorsebatterystaple") or a long digit run (a PIN).
  if (v.length >= 14 && !/\s/.test(v)) return true;
  return hasDigit && !hasLetter && v.length >= 6;
}

