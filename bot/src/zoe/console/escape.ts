/**
 * The one escape of the console: every piece of text that reaches a page (thread summaries, push
 * texts, reasons, ZOE's replies, the owner's own words) goes through `escapeHtml`, in element
 * content and in quoted attributes alike.
 * Must never: be bypassed by building markup from unescaped data; there is no "raw" variant.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML that shows exactly that text (safe in element content and quoted attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
