/**
 * What the sixth batch of development replies taught the reader (issue 34), as behaviour: replies
 * that hold an action word but do not ask for it are asked about, never acted on. A closing act put
 * as a question, a question back about the thread's own thing after a done, a stop beside a
 * deferral or beside a number, and another doing of the thread's thing ("paid Sam's invoice" under
 * "send the invoice to Sam"). The reading is the one ZOE acts on (sure) or "unclear" when it would
 * ask; every reply answers a follow-up read on Wed 3 June 2026 10:00 (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

type Lang = "en" | "de" | "nl" | "es";
const INVOICE: Record<Lang, string> = { en: "send the invoice to Sam", de: "die Rechnung an Sam schicken", nl: "de factuur naar Sam sturen", es: "enviar la factura a Sam" };

/** What ZOE does with a reply to a follow-up: the actions it applies, or "unclear" / "other" / "question". */
const read = (text: string, locale: Lang, summary = INVOICE[locale]) => replyOutcome(text, { summary, locale, kind: "nudge" });

describe("a closing act put as a question asks, it does not close", () => {
  it.each([
    ["en", "should I just drop it?"],
    ["de", "soll ich es einfach streichen?"],
    ["nl", "zal ik het gewoon schrappen?"],
    ["en", "done?"],
  ] as const)("%s: %j is asked about", (locale, text) => {
    expect(read(text, locale)).toBe("unclear");
  });

  it.each([
    // A request put as a question is still one: a deferral asked of ZOE.
    ["de", "kannst du mich morgen um 9 Uhr erinnern?", "snooze morgen um 9 uhr"],
    ["en", "drop it", "stop"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});

describe("a question back about the thread after a done", () => {
  it.each([
    ["en", "done and done. wait which invoice"],
    ["de", "erledigt und erledigt. welche Rechnung eigentlich?"],
    ["nl", "klaar en klaar. welke factuur eigenlijk?"],
  ] as const)("%s: %j is asked about (which thing is closed?)", (locale, text) => {
    expect(read(text, locale)).toBe("unclear");
  });

  it("a question about something else after the done leaves it done", () => {
    expect(read("it's done, thanks. what's next on my list?", "en", "file the tax return")).toBe("done");
  });

  it("a question before a stop, not about the thread, leaves the stop sure", () => {
    expect(read("we're selling the house so who cares, drop it", "en", "fix the garden fence")).toBe("stop");
  });
});

describe("a stop with something beside it that may put it off instead", () => {
  it.each([
    ["en", "stop, I'm in a meeting till 3"],
    ["de", "stopp, bin bis 3 im Meeting"],
    ["de", "lass es, ich bin grad beim Arzt, später"],
    ["en", "forget it, later"],
  ] as const)("%s: %j is asked about", (locale, text) => {
    expect(read(text, locale)).toBe("unclear");
  });

  it.each([
    ["en", "not done, drop it"],
    ["de", "nicht erledigt, streich es"],
    ["nl", "niet gedaan, schrap het maar"],
    ["en", "forget it, Sam is sending the invoices himself now"],
  ] as const)("%s: %j still drops the thread (a not-done beside a stop says why, it puts nothing off)", (locale, text) => {
    expect(read(text, locale)).toBe("stop");
  });
});

describe("another doing of the thread's thing", () => {
  it.each([
    ["en", "paid sam's invoice"],
    ["de", "hab Sams Rechnung bezahlt"],
    ["nl", "heb Sams factuur betaald"],
  ] as const)("%s: %j under sending the invoice is asked about", (locale, text) => {
    expect(read(text, locale)).toBe("unclear");
  });

  it.each([
    ["en", "sent the invoice", "done"],
    ["en", "sent it", "done"],
    ["en", "finished the invoice", "done"],
    ["de", "Rechnung geschickt", "done"],
    ["nl", "factuur verstuurd", "done"],
  ] as const)("%s: %j, the thread's own verb or a general done, stays sure", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });

  it("the thread's person as the one who did it is no other doing: 'Sam paid already' under sending Sam the invoice", () => {
    expect(read("Sam paid already", "en")).toBe("done");
  });
});

describe("a day's morning said as owners say it (the packs' shorthands)", () => {
  it.each([
    ["en", "tmrw am", "snooze tomorrow morning"],
    ["en", "not yet, this arvo", "not_yet+snooze this afternoon"],
    ["de", "morgen als erstes", "snooze morgen früh"],
    ["nl", "morgen als eerste", "snooze morgenochtend"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});

describe("a stop beside a done may be the work done: asked about, never dropped", () => {
  it.each([
    ["es", "olvídalo ya lo hice"],
    ["en", "stop reminding me i did it"],
  ] as const)("%s: %j is asked about", (locale, text) => {
    expect(read(text, locale)).toBe("unclear");
  });

  it.each([
    // A done denied is the reason for the drop.
    ["en", "not done, drop it", "stop"],
    ["de", "nicht erledigt, streich es", "stop"],
    ["nl", "niet gedaan, schrap het maar", "stop"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});
