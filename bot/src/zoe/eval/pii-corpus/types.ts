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

/** A case of a batch that records its language and files its sentences under the families `F`. */
export type BatchCase<F extends string = string> = CorpusCase & { family: F; lang: CorpusLang };

/** What a batch's builders write on every case. */
export interface BuilderOptions {
  /**
   * The owner's region the batch's sentences are read with where a call names none. Left out (the
   * outside batches): a secret carries no region (it is read with "DE") and a personal value or clean
   * line carries "DE". Given (the outside probes give "", the region unset): every case carries it,
   * secrets too.
   */
  region?: string;
}

/**
 * The builders every outside batch and probe writes its sentences with, pushing onto `out`: a
 * secret, a personal value (read with the owner's `region`), a clean sentence filed under
 * `cleanFamily` (`clean`) or under the family it looks like (`alike`), a value said twice and several
 * values in one message. `more` lists further sensitive values of the same sentence. A batch whose
 * clean lines each name their family passes `cleanFamily` null and writes them with `alike`.
 */
export function corpusBuilders<F extends string = string>(out: { push(c: BatchCase<F>): unknown }, cleanFamily: NoInfer<F> | null, opts: BuilderOptions = {}) {
  const region = opts.region ?? "DE";
  const secRegion = opts.region === undefined ? {} : { region: opts.region };
  const put = (c: CorpusCase, family: F, lang: CorpusLang): void => {
    out.push({ ...c, family, lang });
  };
  const sec = (lang: CorpusLang, family: F, t: string, v: string, more?: string[]): void => {
    put(sentence("secret", family, t, v, { lang, ...secRegion, ...(more ? { more } : {}) }), family, lang);
  };
  const pii = (lang: CorpusLang, family: F, t: string, v: string, r = region, more?: string[]): void => {
    put(sentence("pii", family, t, v, { lang, region: r, ...(more ? { more } : {}) }), family, lang);
  };
  const alike = (lang: CorpusLang, family: F, t: string, r = region): void => {
    put(sentence("clean", family, t, undefined, { lang, region: r }), family, lang);
  };
  const clean = (lang: CorpusLang, t: string, r = region): void => {
    if (cleanFamily === null) throw new Error("this batch files each clean line under a family: write it with alike");
    alike(lang, cleanFamily, t, r);
  };
  // A value written twice (or more) in one message: every "$" of the template is the value.
  const twice = (label: "secret" | "pii", lang: CorpusLang, family: F, t: string, v: string, r = region): void => {
    out.push({ label, family, text: t.split("$").join(v), sensitive: v, lang, region: r });
  };
  // Several values in one message: `$1`, `$2` … in the template, filled from the highest so `$10` is not read as `$1`
  // (a text with the values written in already stays as it is). The first is `sensitive`, the others `more`.
  const many = (label: "secret" | "pii", lang: CorpusLang, family: F, t: string, vs: string[], r = region): void => {
    out.push({ label, family, ...withValues(t, vs), lang, region: r });
  };
  return { sec, pii, clean, alike, twice, many };
}

/**
 * The builders of a batch that files every case under a family and writes each value with no region of its own (the
 * gate then reads it as any owner's): `B("story").sec(lang, template, value)`, `.pii`, `.clean`, `.twice`, `.many`.
 */
export function familyBuilders<F extends string>(out: { push(c: BatchCase<F>): unknown }) {
  const b = corpusBuilders<F>(out, null, { region: "" });
  return (family: F) => ({
    sec: (lang: CorpusLang, t: string, v: string) => b.sec(lang, family, t, v),
    pii: (lang: CorpusLang, t: string, v: string) => b.pii(lang, family, t, v, ""),
    clean: (lang: CorpusLang, t: string) => b.alike(lang, family, t, ""),
    twice: (label: "secret" | "pii", lang: CorpusLang, t: string, v: string) => b.twice(label, lang, family, t, v, ""),
    many: (label: "secret" | "pii", lang: CorpusLang, t: string, vs: string[]) => b.many(label, lang, family, t, vs, ""),
  });
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
