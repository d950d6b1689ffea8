/**
 * A button answered by typing: after "Close "call the plumber"? [Yes] [No]" the owner types "yes", "sim" or "Ja!"
 * rather than tapping (a terminal, a habit, a keyboard already open). The text presses the button it names: the
 * one whose label it is (accents, case, end punctuation and emoji aside), or, for a yes or a no in the owner's
 * language (its pack's `reply.yes` or `reply.agree` / `reply.no`, English's too), the Yes or the No of that question;
 * a bare done ("fatto", "erledigt") under "Close "X"?" is its Yes.
 * Under a "which one?" (a button per loop, "None of these" last) a place picks ("the second", "die zweite", "2", the
 * pack's `commands.ordinals`), a no is "None of these", and a bare yes, which says no item, is asked again. Pure.
 * Must never: press a button of a question that is no longer the last thing ZOE said, or one the text does not
 * name alone (two buttons with that label, a sentence around the word, a forwarded text). A yes/no question left for
 * an aside is said again once under the aside's answer (`reaskAfterAside`), so it is the last thing said again.
 */
import type { Button } from "../channels/index.ts";
import { pack, t, type Locale } from "../lang/index.ts";
import { ackData, classifyReply, CONFIDENT } from "../threads/index.ts";

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
  const items = whichItems(screen, locale);
  // "the second", "die zweite", "o segundo", "2": the item at that place of a "which one?" question.
  if (items) {
    const n = pickedPlace(said, langs);
    if (n !== null) return n <= items.length ? items[n - 1]! : null;
    // "no" to "which one?": none of them.
    return langs.some((p) => p.reply.no.test(bareAnswer(text))) ? all[all.length - 1]! : null;
  }
  const plain = bareAnswer(text);
  // "ok", "dale", "blz" agree to what the question proposes: its Yes.
  if (isYes(plain, langs)) return yesNo("btn.yes");
  if (langs.some((p) => p.reply.no.test(plain))) return yesNo("btn.no");
  // "fatto", "done", "erledigt" to "Close "X"? [Yes] [No]": the loop asked about is done, which its Yes says.
  const yes = yesNo("btn.yes");
  return yes && saysDoneTo(yes, plain, locale) ? yes : null;
}

/** Whether `plain` is a bare done (no loop named, nothing else said) and `yes` closes a loop as done. */
function saysDoneTo(yes: Button, plain: string, locale: Locale): boolean {
  const id = /(th-[a-z0-9]{4,8})$/u.exec(yes.data)?.[1];
  if (!id || yes.data !== ackData("done", id) || plain.split(/\s+/u).length > 3) return false;
  const r = classifyReply(plain, { kind: "nudge", locale });
  return r.intent === "ack" && r.confidence >= CONFIDENT && r.actions.length > 0 && r.actions.every((a) => a.action === "done");
}

const bareAnswer = (text: string) => text.trim().replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "").replace(/[.!…]+$/u, "").trim();
const isYes = (plain: string, langs: readonly ReturnType<typeof pack>[]) => langs.some((p) => p.reply.yes.test(plain) || p.reply.agree.test(plain));

/**
 * The items of a "which one?" question (a button per loop, "None of these" last), in the order shown; null for any
 * other question (a yes/no, snooze times), where a place or a bare number would be a guess.
 */
function whichItems(screen: OnScreen, locale: Locale): Button[] | null {
  const all = screen.buttons.flat();
  const none = fold(t(locale, "btn.noneOfThese"));
  return all.length >= 3 && fold(all[all.length - 1]!.label) === none ? all.slice(0, -1) : null;
}

/** "2", "#2", "2nd", "nummer 2", "the second one", "la deuxième": the place (1-based) the words pick, else null. */
function pickedPlace(said: string, langs: readonly ReturnType<typeof pack>[]): number | null {
  const fillers = new Set(langs.flatMap((p) => p.commands.pickFillers));
  const left = said.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !fillers.has(w));
  if (left.length !== 1) return null;
  const w = left[0]!;
  const digit = /^([1-9])(?:st|nd|rd|th|er|re|ere|e|eme|o|a|º|ª)?$/u.exec(w);
  if (digit) return Number(digit[1]);
  for (const p of langs) {
    const i = p.commands.ordinals.findIndex((forms) => forms.includes(w));
    if (i >= 0) return i + 1;
  }
  return null;
}

/**
 * A bare yes typed under a "which one?" question ("ja" to "Which one do you want to close?"): it says yes to
 * something without saying which, so the question is asked again, briefly (`close.whichAgain`). Pure.
 */
export function yesToWhich(text: string, screen: OnScreen | null, locale: Locale, now: number): boolean {
  if (!screen || now - screen.at > TYPED_CHOICE_MS || now < screen.at || !whichItems(screen, locale)) return false;
  const langs = locale === "en" ? [pack("en")] : [pack(locale), pack("en")];
  const plain = bareAnswer(text);
  return plain.length <= 40 && isYes(plain, langs);
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
