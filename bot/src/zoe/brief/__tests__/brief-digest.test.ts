/**
 * The brief's digest says what is open, in every language: a thread due later this week (or one
 * too new to be "worth a glance") is listed under "Nothing due today. Still open:", never hidden
 * behind "Nothing due and nothing open"; that line is kept for a day with truly nothing open.
 */
import { describe, expect, it } from "vitest";
import { buildDigest, digestText } from "../brief.ts";
import { NBSP } from "../../lang/i18n.ts";
import { LOCALES } from "../../lang/locale.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const ZONE = "Europe/Berlin";
// Thursday 4 June 2026, 09:00 in Berlin.
const NOW = new Date("2026-06-04T07:00:00Z");

describe("the brief's digest", () => {
  it("lists a thread due on Friday when nothing is due today, in each language", () => {
    const friday = makeThread({ id: "th-fri1", summary: "finish the quote", due_at: "2026-06-05T16:00:00.000Z", created_at: "2026-06-03T08:00:00.000Z" });
    const d = buildDigest([friday], [], NOW, ZONE);
    expect(digestText(d, NOW, ZONE, "en")).toBe("Nothing due today. Still open:\n- finish the quote (tomorrow 18:00) [th-fri1]");
    expect(digestText(d, NOW, ZONE, "de")).toBe("Heute ist nichts fällig. Noch offen:\n- finish the quote (morgen 18:00) [th-fri1]");
    expect(digestText(d, NOW, ZONE, "fr")).toBe(`Rien pour aujourd'hui. Toujours en cours${NBSP}:\n- finish the quote (demain 18:00) [th-fri1]`);
    for (const l of LOCALES) expect(digestText(d, NOW, ZONE, l), l).toContain("[th-fri1]");
  });

  it("lists a thread opened an hour ago without a date, rather than saying nothing is open", () => {
    const fresh = makeThread({ id: "th-new1", summary: "call the bank", created_at: "2026-06-04T06:00:00.000Z" });
    expect(digestText(buildDigest([fresh], [], NOW, ZONE), NOW, ZONE, "en")).toBe("Nothing due today. Still open:\n- call the bank [th-new1]");
  });

  it("says the day is clear only when nothing is open at all (closed threads do not count)", () => {
    const closed = makeThread({ id: "th-old1", status: "done", due_at: "2026-06-05T16:00:00.000Z" });
    expect(digestText(buildDigest([closed], [], NOW, ZONE), NOW, ZONE, "en")).toBe("Nothing due and nothing open. A clear day.");
    expect(digestText(buildDigest([], [], NOW, ZONE), NOW, ZONE, "de")).toBe("Nichts fällig, nichts offen. Ein freier Tag.");
  });

  it("keeps due-today threads in their own section and does not repeat them as still open", () => {
    const today = makeThread({ id: "th-tdy1", summary: "send the report", due_at: "2026-06-04T13:00:00.000Z" });
    const friday = makeThread({ id: "th-fri1", summary: "finish the quote", due_at: "2026-06-05T16:00:00.000Z" });
    const text = digestText(buildDigest([today, friday], [], NOW, ZONE), NOW, ZONE, "en");
    expect(text).toBe("Due today:\n- send the report (today 15:00) [th-tdy1]");
  });
});
