/**
 * A commitment's summary put in task form: the owner's first-person verb at its head ("passe chez le notaire", "mando la
 * presentación a María", "ligo ao dentista", "chiamo il medico", "lui paierais sa part") becomes the infinitive a to-do is
 * written with ("passer chez le notaire", "mandar la presentación a María", "ligar ao dentista", "chiamare il medico", "lui
 * payer sa part"). Shared by the packs of languages whose to-dos are infinitives; each pack gives its verbs, endings and
 * irregular forms (lang/<code>/errands.ts), so no word of a language lives here.
 * Must never: turn a word into a verb no pack lists (a form whose infinitive is not among the pack's verbs stays as said),
 * turn a noun that heads a phrase ("pago del alquiler", "contrôle technique") or follows an article, or change anything
 * but the head verb and the object pronouns before it.
 */

/** How one language turns a first-person form into its infinitive. */
export interface TaskFormRules {
  /** The infinitives the rules may give (the pack's errand verbs and its everyday ones). */
  verbs: ReadonlySet<string>;
  /** Forms no ending rule reaches ("fais" -> "faire", "hago" -> "hacer"). */
  irregular: Readonly<Record<string, string>>;
  /** Endings of a form and the endings its infinitive may have, longest first ("rais" -> ["r", "re"]). */
  endings: ReadonlyArray<readonly [string, readonly string[]]>;
  /** Changes a stem may undo to find its infinitive ("ue" -> "o": "devuelvo" -> "devolver"), tried after the plain one. */
  stems?: ReadonlyArray<readonly [RegExp, string]>;
  /** Object pronouns that may stand before the verb ("lui", "le", "lhe", "gli"), whole words. */
  clitics: RegExp;
  /** The pronoun put back with the infinitive ("lui" + "payer" -> "lui payer", "le" + "buscar" -> "buscarle"). */
  attach(infinitive: string, clitic: string, rest: string): string;
  /** What may come right after a noun that looks like a verb ("pago del alquiler"): the head is left alone before it. */
  nounNext: RegExp;
  /**
   * Where in the owner's words the form must stand to be a verb of theirs (French: after "je"; a language that drops the
   * subject: not after an article), given the form as a pattern source.
   */
  saidAsVerb(said: string, form: string): boolean;
}

const lower = (s: string): string => s.toLocaleLowerCase();

/** The infinitive of a first-person form, or null when no rule gives a verb the language lists. */
export function infinitiveOf(rules: TaskFormRules, form: string): string | null {
  const w = lower(form);
  if (rules.verbs.has(w)) return null;
  const irregular = rules.irregular[w];
  if (irregular) return irregular;
  for (const [from, tos] of rules.endings) {
    if (!w.endsWith(from) || w.length - from.length < 2) continue;
    const stem = w.slice(0, w.length - from.length);
    const stems = [stem, ...(rules.stems ?? []).filter(([re]) => re.test(stem)).map(([re, to]) => stem.replace(re, to))];
    for (const s of stems) for (const to of tos) if (rules.verbs.has(s + to)) return s + to;
  }
  return null;
}

/** The summary with its head verb in the infinitive, or as it was when its head is no first-person verb the rules know. */
export function taskForm(rules: TaskFormRules, summary: string, said: string): string {
  const m = new RegExp(`^((?:(?:${rules.clitics.source})\\s+)?)(\\p{L}+)(?=\\s|$)`, "iu").exec(summary);
  if (!m) return summary;
  const [whole, clitic = "", form = ""] = m;
  const rest = summary.slice(whole.length);
  // A pronoun and its verb alone ("la llamo") stay two words: said as one ("llamarla") the task would name nothing to find it by.
  if (clitic && !rest.trim()) return summary;
  if (rules.nounNext.test(rest)) return summary;
  const inf = infinitiveOf(rules, form);
  // A pronoun before the form is looked for with it: "che gli pago" is a verb although "gli" is also an article.
  if (!inf || !rules.saidAsVerb(lower(said), clitic ? `${lower(clitic.trim())}\\s+${lower(form)}` : lower(form))) return summary;
  const cased = /^\p{Lu}/u.test(clitic || form) ? inf.charAt(0).toLocaleUpperCase() + inf.slice(1) : inf;
  return clitic ? rules.attach(cased, clitic.trim(), rest) + rest : cased + rest;
}
