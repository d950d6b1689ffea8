/**
 * A button answered by typing: after "Close "call the plumber"? [Yes] [No]" the owner types "yes", "sim" or "Ja!"
 * rather than tapping (a terminal, a habit, a keyboard already open). The text presses the button it names: the
 * one whose label it is (accents, case, end punctuation and emoji aside), or, for a yes or a no in the owner's
 * language (its pack's `reply.yes` / `reply.no`, English's too), the Yes or the No of that question. Pure.
 * Must never: press a button of a question that is no longer the last thing ZOE said, or one the text does not
 * name alone (two buttons with that label, a sentence around the word, a forwarded text).
 */
import type { Button } from "../channels/index.ts";
import { pack, t, type Locale } from "../lang/index.ts";

/** The buttons ZOE's last reply to an owner carried, and when: what a typed answer may press. */
export interface OnScreen {
  buttons: Button[][];
  /** The message that carried them, when the channel said. */
  messageId: string | null;
  at: number;
}

/** How long a question stays answerable by typing. */
export const TYPED_CHOICE_MS = 12 * 3_600_000;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "")
    .toLowerCase()
    .replace(/^[\s¡¿"'«“„]+|[\s.!?…"'»”]+$/gu, "")
    .replace(/\s+/g, " ");

/** The button `text` presses on `screen`, or null (pure). */
export function typedChoice(text: string, screen: OnScreen | null, locale: Locale, now: number): Button | null {
  if (!screen || now - screen.at > TYPED_CHOICE_MS || now < screen.at) return null;
  const said = fold(text);
  if (!said || said.length > 40) return null;
  const all = screen.buttons.flat();
  const labelled = all.filter((b) => fold(b.label) === said);
  if (labelled.length === 1) return labelled[0]!;
  if (labelled.length > 1) return null;
  const yesNo = (label: string) => {
    const found = all.filter((b) => fold(b.label) === fold(t(locale, label as "btn.yes")));
    return found.length === 1 ? found[0]! : null;
  };
  const langs = locale === "en" ? [pack("en")] : [pack(locale), pack("en")];
  const plain = text.trim().replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "").replace(/[.!…]+$/u, "").trim();
  if (langs.some((p) => p.reply.yes.test(plain))) return yesNo("btn.yes");
  if (langs.some((p) => p.reply.no.test(plain))) return yesNo("btn.no");
  return null;
}
