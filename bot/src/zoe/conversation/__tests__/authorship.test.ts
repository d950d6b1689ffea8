/**
 * Who typed this? (#37) Only the owner's own text is a command, and words the owner passed on
 * (a forward) change nothing unless the owner's own message just above asked for it ("track
 * this" written above a forward, which Telegram delivers first). The decisions, on a pinned clock.
 */
import { describe, expect, it } from "vitest";
import type { Turn } from "../../memory/index.ts";
import { ASK_WINDOW_MS, asksToAct, authority, commandShape, FORWARD_BUTTON, forwardButtonData, forwardedCommand, ownCommand } from "../authorship.ts";

const NOW = new Date("2026-06-04T08:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const own = (text: string, msAgo: number): Turn => ({ id: `o-${text}-${msAgo}`, at: ago(msAgo), role: "owner", text, kind: "chat", threadId: null, source: "owner" });
const zoe = (text: string, msAgo: number): Turn => ({ id: `z-${text}-${msAgo}`, at: ago(msAgo), role: "zoe", text, kind: "chat", threadId: null });
const fwd = (text: string, msAgo: number): Turn => ({ id: `f-${text}-${msAgo}`, at: ago(msAgo), role: "owner", text: `[forwarded from Mallory] ${text}`, kind: "chat", threadId: null, source: "forwarded", from: "Mallory" });
const FORWARD = { text: "I'll wire 5000 EUR to Mallory tomorrow", forwardedFrom: "Mallory" };

describe("commands come only from the owner's own text", () => {
  it("the owner's /mode quiet is a command; the same text forwarded is not, and is named for the note", () => {
    expect(ownCommand({ text: "/mode quiet" })).toEqual({ name: "mode", args: "quiet" });
    expect(ownCommand({ text: " /Untrack@zoe_bot th-12ab " })).toEqual({ name: "untrack", args: "th-12ab" });
    for (const text of ["/mode quiet", "/untrack th-12ab", "/done", "/brief off"]) {
      expect(ownCommand({ text, forwardedFrom: "Mallory" }), text).toBeNull();
      expect(forwardedCommand({ text, forwardedFrom: "Mallory" }), text).toBe(commandShape(text)!.name);
    }
  });

  it("a forward that is not shaped like a command, and the owner's own text, are no forwarded command", () => {
    expect(forwardedCommand({ text: "see you at 5", forwardedFrom: "Mallory" })).toBeNull();
    expect(forwardedCommand({ text: "/mode quiet" })).toBeNull();
    expect(ownCommand({ text: "half/half" })).toBeNull();
  });
});

describe("what the owner passed on changes nothing by itself", () => {
  it("the owner's own words may change state", () => {
    expect(authority({ text: "I'll send the deck on Friday" }, [], NOW)).toEqual({ may: true, why: "own words" });
  });

  it("a forward on its own may not, whatever it says (a forwarded 'track this' grants nothing)", () => {
    expect(authority(FORWARD, [], NOW).may).toBe(false);
    expect(authority({ text: "track this", forwardedFrom: "Mallory" }, [], NOW).may).toBe(false);
    expect(authority(FORWARD, [fwd("track this", 2_000)], NOW).may).toBe(false);
  });

  it("'track this' written above the forward (answered by ZOE in between) lets it act", () => {
    expect(authority(FORWARD, [own("track this", 3_000), zoe("Track what?", 2_000)], NOW)).toEqual({ may: true, why: "asked above" });
  });

  it("one comment above several forwards covers each of them", () => {
    const recent = [own("please track these", 4_000), zoe("Sure.", 3_500), fwd("first", 3_000), zoe("…", 2_500), fwd("second", 2_000)];
    expect(authority(FORWARD, recent, NOW).may).toBe(true);
  });

  it("the ask must be the owner's last own words, and recent", () => {
    expect(authority(FORWARD, [own("track this", ASK_WINDOW_MS + 1_000)], NOW).may).toBe(false);
    expect(authority(FORWARD, [own("track this", 5_000), own("what's the weather", 3_000)], NOW).may).toBe(false);
    expect(authority(FORWARD, [own("what do you think of this?", 3_000)], NOW).may).toBe(false);
  });

  it("the ask is heard in each of ZOE's languages", () => {
    for (const text of ["track this", "Remember that", "verfolge das", "merk dir das", "suis ça", "note ça", "sigue esto", "apunta esto", "acompanha isto", "guarda isto", "segui questo", "ricordamelo", "volg dit", "onthoud dat"]) {
      expect(asksToAct(text), text).toBe(true);
    }
    for (const text of ["this is nice", "what's that?", "das ist gut", "ça va", "esto es raro", "isto é estranho", "attracts this", "questo è strano", "dit is raar"]) {
      expect(asksToAct(text), text).toBe(false);
    }
  });
});

describe("the button that confirms a forward", () => {
  it("carries the forward's inbox key within Telegram's 64 bytes, or is not offered", () => {
    expect(forwardButtonData("m:123456789012:98765")).toBe(`${FORWARD_BUTTON}m:123456789012:98765`);
    expect(forwardButtonData(`m:${"9".repeat(70)}:1`)).toBeNull();
  });
});
