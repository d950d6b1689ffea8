/**
 * A button answered by typing: after "Close "call the plumber"? [Yes] [No]" the owner types "yes", "sim" or "Ja!"
 * rather than tapping (a terminal, a habit, a keyboard already open). The text presses the button it names: the
 * one whose label it is (accents, case, end punctuation and emoji aside), or, for a yes or a no in the owner's
 * language (its pack's `reply.yes` or `reply.agree` / `reply.no`, English's too), the Yes or the No of that question. Pure.
 * Must never: press a button of a question that is no longer the last thing ZOE said, or one the text does not
 * name alone (two buttons with that label, a sentence around the word, a forwarded text). A yes/no question left for
 * an aside is said again once under the aside's answer (`reaskAfterAside`), so it is the last thing said again.
 */
import type { Button } from "../channels/index.ts";
import { pack, t, type Locale } from "../lang/index.ts";

/** The buttons ZOE's last reply to an owner carried, and when: what a typed answer may press. */
export interface OnScreen {
  buttons: Button[][];
  /** The message that carried them, when the channel said. */
  messageId: string | null;
  at: number;
  /** The question's own words, when ZOE's reply said them. */
  text?: string;
  /** Asked a second time already (after an aside): not asked again. */
  repeated?: boolean;
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
  // "ok", "dale", "blz" agree to what the question proposes: its Yes.
  if (langs.some((p) => p.reply.yes.test(plain) || p.reply.agree.test(plain))) return yesNo("btn.yes");
  if (langs.some((p) => p.reply.no.test(plain))) return yesNo("btn.no");
  return null;
}

/**
 * Whether the yes/no question on `screen` ("Close "pay the power bill"? [Yes] [No]") is asked again under an offline
 * answer to an aside the owner wrote instead ("ah, and I bought bread"), so a "yes" after it still answers it: only
 * a question with the owner's Yes and No buttons, its words known, asked once, and still answerable by typing. Pure.
 */
export function reaskAfterAside(screen: OnScreen | null, locale: Locale, now: number): boolean {
  if (!screen?.text || screen.repeated || now - screen.at > TYPED_CHOICE_MS || now < screen.at) return false;
  const labels = screen.buttons.flat().map((b) => fold(b.label));
  return labels.includes(fold(t(locale, "btn.yes"))) && labels.includes(fold(t(locale, "btn.no")));
}
