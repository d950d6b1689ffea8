/**
 * A word or phrase as the source of a regular expression that matches it literally ("c'est-à-dire", "5.30", "(am)").
 * Must never: change what the text says (only the characters the expression syntax gives a meaning are escaped).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
