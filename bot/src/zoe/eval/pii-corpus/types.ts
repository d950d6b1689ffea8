/**
 * The shape of a labelled corpus sentence. `sensitive` is the substring that must be caught (and
 * must not survive redaction); clean sentences have none. `region` is the owner's region the
 * sentence is read with (national phone formats), default "DE". `more` lists further sensitive
 * parts of the same sentence.
 */
export type CorpusLabel = "secret" | "pii" | "clean";

export interface CorpusCase {
  label: CorpusLabel;
  family: string;
  text: string;
  sensitive?: string;
  region?: string;
  allowHandles?: string[];
  /** Further sensitive values in the same sentence ("mobil … oder Festnetz …"): each must be caught and masked too. */
  more?: string[];
  /** The language the sentence is written in, where its file records it. */
  lang?: string;
}

/** Build a case: `$` in the template is replaced by `value`, which becomes the sensitive part. */
export function sentence(label: CorpusLabel, family: string, template: string, value?: string, extra: Partial<CorpusCase> = {}): CorpusCase {
  if (value === undefined) return { label, family, text: template, ...extra };
  if (!template.includes("$")) throw new Error(`template without $: ${template}`);
  return { label, family, text: template.replace("$", () => value), sensitive: value, ...extra };
}

/** The languages the outside batches record per sentence. */
export type CorpusLang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/**
 * The three builders every outside batch writes its sentences with, pushing onto `out`: a secret,
 * a personal value (read with the owner's `region`, default "DE") and a clean sentence filed under
 * `cleanFamily`. `more` lists further sensitive values of the same sentence.
 */
export function corpusBuilders(out: CorpusCase[], cleanFamily: string) {
  const sec = (lang: CorpusLang, family: string, t: string, v: string, more?: string[]): void => {
    out.push(sentence("secret", family, t, v, { lang, ...(more ? { more } : {}) }));
  };
  const pii = (lang: CorpusLang, family: string, t: string, v: string, region = "DE", more?: string[]): void => {
    out.push(sentence("pii", family, t, v, { lang, region, ...(more ? { more } : {}) }));
  };
  const clean = (lang: CorpusLang, t: string, region = "DE"): void => {
    out.push(sentence("clean", cleanFamily, t, undefined, { lang, region }));
  };
  // A value written twice (or more) in one message: every "$" of the template is the value.
  const twice = (label: "secret" | "pii", lang: CorpusLang, family: string, t: string, v: string, region = "DE"): void => {
    out.push({ label, family, text: t.split("$").join(v), sensitive: v, lang, region });
  };
  return { sec, pii, clean, twice };
}

/** Write `v` in groups of `size` joined by `sep` (an IBAN in fours, a card in fours). */
export const grouped = (v: string, size: number, sep: string): string => v.replace(new RegExp(`(.{${size}})(?!$)`, "g"), `$1${sep}`);

/**
 * Several values in one message: `$1`, `$2` … in the template (replaced from the highest, so `$10`
 * is not read as `$1`). The first value is the case's `sensitive`, the others its `more`.
 */
export function withValues(t: string, vs: readonly string[]): { text: string; sensitive: string; more: string[] } {
  let text = t;
  for (let i = vs.length; i >= 1; i--) text = text.split(`$${i}`).join(vs[i - 1]!);
  return { text, sensitive: vs[0]!, more: vs.slice(1) };
}
