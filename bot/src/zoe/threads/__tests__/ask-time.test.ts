/**
 * A bare hour is asked about, never guessed: "at 3" could be 15:00 or 03:00. The decision is a
 * pure function of the phrase, an explicit `now` and zone; "I'll call the bank at 3" is tracked
 * and ZOE asks "15:00 or 03:00?" with a button each; the answer sets the due time. `zoe due "at 3"`
 * says the two readings. Pinned clock: Wed 3 June 2026, 10:00 in Berlin.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Zoe } from "../../app.ts";
import type { Button, InboundButton, InboundText } from "../../channels/types.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { recordedConversation, type RecordedConversation } from "../../test-support/conversation.ts";
import { ManualClock } from "../../base/clock.ts";
import { openLoopFeatures } from "../commands.ts";
import { ambiguousTime, dueCli, formatIsoInZone, inLikelyOrder, resolveDue, settledTime } from "../due.ts";
import { extractCommitments } from "../capture.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { silentLogger } from "../../base/log.ts";
import type { Locale } from "../../lang/index.ts";
import { filesOwners } from "../../test-support/storage.ts";

const BER = "Europe/Berlin";
const NYC = "America/New_York";
const WED_10 = new Date("2026-06-03T08:00:00Z"); // Wed 10:00 in Berlin

describe("ambiguousTime: whether a bare hour needs asking, and its readings in the order offered (pure: phrase, now, zone)", () => {
  const readings = (phrase: string, now: Date, zone: string, locale: Locale = "en") => {
    const a = ambiguousTime(phrase, now, zone, locale);
    return a && inLikelyOrder(a).map((r) => formatIsoInZone(r.due, zone));
  };

  it.each([
    ["at 3", BER, "en", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    // 08 to 11 is the working morning: offered first ("at 11" said at 10:00 is most likely 11:00).
    ["tomorrow at 9", BER, "en", ["2026-06-04T09:00:00.000+02:00", "2026-06-04T21:00:00.000+02:00"]],
    ["at 11", NYC, "en", ["2026-06-03T11:00:00.000-04:00", "2026-06-03T23:00:00.000-04:00"]],
    ["hoy a las 11", BER, "es", ["2026-06-03T11:00:00.000+02:00", "2026-06-03T23:00:00.000+02:00"]],
    ["at 7", BER, "en", ["2026-06-03T19:00:00.000+02:00", "2026-06-04T07:00:00.000+02:00"]],
    ["um 3", BER, "de", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    ["a las 3", BER, "es", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    ["às 3", BER, "pt", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    ["alle 3", BER, "it", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    ["om 3", BER, "nl", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    // Whatever the grammar leaves ambiguous is asked about, not only a bare number.
    ["at 3:30", BER, "en", ["2026-06-03T15:30:00.000+02:00", "2026-06-04T03:30:00.000+02:00"]],
    ["quarter past 3", BER, "en", ["2026-06-03T15:15:00.000+02:00", "2026-06-04T03:15:00.000+02:00"]],
    ["um drei", BER, "de", ["2026-06-03T15:00:00.000+02:00", "2026-06-04T03:00:00.000+02:00"]],
    // An hour in words with its minutes is as open as the hour alone; "15h15" and "quinze heures quinze" are not.
    ["à trois heures et quart", BER, "fr", ["2026-06-03T15:15:00.000+02:00", "2026-06-04T03:15:00.000+02:00"]],
    ["à une heure et demie", BER, "fr", ["2026-06-03T13:30:00.000+02:00", "2026-06-04T01:30:00.000+02:00"]],
    ["all'una e mezza", BER, "it", ["2026-06-03T13:30:00.000+02:00", "2026-06-04T01:30:00.000+02:00"]],
    ["all’una e un quarto", BER, "it", ["2026-06-03T13:15:00.000+02:00", "2026-06-04T01:15:00.000+02:00"]],
    // "3:30" is as open in every language as in English: owners of the 24-hour clock type it for the afternoon too.
    ["um 3:30", BER, "de", ["2026-06-03T15:30:00.000+02:00", "2026-06-04T03:30:00.000+02:00"]],
    ["um 4:45 Uhr", BER, "de", ["2026-06-03T16:45:00.000+02:00", "2026-06-04T04:45:00.000+02:00"]],
    ["à 3h30", BER, "fr", ["2026-06-03T15:30:00.000+02:00", "2026-06-04T03:30:00.000+02:00"]],
    ["a las 5:15", BER, "es", ["2026-06-03T17:15:00.000+02:00", "2026-06-04T05:15:00.000+02:00"]],
    ["às 2:30", BER, "pt", ["2026-06-03T14:30:00.000+02:00", "2026-06-04T02:30:00.000+02:00"]],
    ["alle 4h", BER, "it", ["2026-06-03T16:00:00.000+02:00", "2026-06-04T04:00:00.000+02:00"]],
    ["om 4u", BER, "nl", ["2026-06-03T16:00:00.000+02:00", "2026-06-04T04:00:00.000+02:00"]],
    ["om 6:30", BER, "nl", ["2026-06-03T18:30:00.000+02:00", "2026-06-04T06:30:00.000+02:00"]],
  ] as Array<[string, string, Locale, string[]]>)("%j in %s (%s) is asked about: %j", (phrase, zone, locale, want) => {
    expect(readings(phrase, WED_10, zone, locale)).toEqual(want);
  });

  it.each([
    ["um 03:30", "de", "2026-06-04T03:30:00.000+02:00"],
    ["à 02h30", "fr", "2026-06-04T02:30:00.000+02:00"],
    ["om 04:00", "nl", "2026-06-04T04:00:00.000+02:00"],
    ["alle 7:30", "it", "2026-06-04T07:30:00.000+02:00"],
    ["at 3 at night", "en", "2026-06-04T03:00:00.000+02:00"],
    ["tonight at 2", "en", "2026-06-04T02:00:00.000+02:00"],
    ["heute Nacht um 3", "de", "2026-06-04T03:00:00.000+02:00"],
    ["om 3 uur 's nachts", "nl", "2026-06-04T03:00:00.000+02:00"],
    ["tonight at 11", "en", "2026-06-03T23:00:00.000+02:00"],
  ] as Array<[string, Locale, string]>)("%j (%s) is the clock as written, not asked: a leading zero or the night says which", (phrase, locale, want) => {
    expect(ambiguousTime(phrase, WED_10, BER, locale)).toBeNull();
    expect(formatIsoInZone(resolveDue(phrase, WED_10, BER, locale)!, BER)).toBe(want);
  });

  it("one reading already past: not asked, the other is settled (pure)", () => {
    expect(ambiguousTime("at 5 today", WED_10, BER)).toBeNull();
    expect(settledTime("at 5 today", WED_10, BER)?.clock).toBe("17:00");
    expect(settledTime("at 3", WED_10, BER)).toBeNull(); // both ahead: asked instead
  });

  it.each(["at 3pm", "at 15", "at 12", "tonight at 10", "at 9:30", "in 3 days", "tomorrow", "the 3 decks"])("%j is not: the grammar reads it, or there is no hour", (phrase) => {
    expect(readings(phrase, WED_10, BER)).toBeNull();
  });

  it("commitments keep the bare hour as their due phrase, in every language that says one", () => {
    expect(extractCommitments("I'll call the bank at 3", "en")).toEqual([{ op: "open", summary: "call the bank", due: "at 3" }]);
    expect(extractCommitments("Ich muss die Bank um 3 anrufen", "de")).toEqual([{ op: "open", summary: "die Bank anrufen", due: "um 3" }]);
    expect(extractCommitments("Tengo que llamar al banco a las 3", "es")).toEqual([{ op: "open", summary: "llamar al banco", due: "a las 3" }]);
    expect(extractCommitments("Vou ligar ao banco às 3", "pt")).toEqual([{ op: "open", summary: "ligar ao banco", due: "às 3" }]);
    expect(extractCommitments("Devo chiamare la banca alle 3", "it")).toEqual([{ op: "open", summary: "chiamare la banca", due: "alle 3" }]);
    expect(extractCommitments("Ik moet de bank om 3 bellen", "nl")).toEqual([{ op: "open", summary: "de bank bellen", due: "om 3" }]);
    expect(extractCommitments("I'll ship 3 decks", "en")).toEqual([{ op: "open", summary: "ship 3 decks" }]);
  });

  it('`zoe due "at 3"` names both readings instead of "not understood"', () => {
    const lines: string[] = [];
    expect(dueCli(["at 3", "--now", "2026-06-03T10:00:00+02:00", "--tz", BER], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual(['ambiguous: "at 3" could be 15:00 (2026-06-03T15:00:00.000+02:00) or 03:00 (2026-06-04T03:00:00.000+02:00); ZOE asks "15:00 or 03:00?"']);
  });
});

// --- through the core -------------------------------------------------------------------------

type Seen = RecordedConversation;
const seen = recordedConversation;

let dir: string;
let zoe: Zoe;
let channel: CaptureChannel;
let clock: ManualClock;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-ask-time-"));
  clock = new ManualClock(WED_10);
  const concierge = new Concierge({ model: null, clock, logger: silentLogger, timeZone: BER });
  zoe = new Zoe({ ownerIds: ["local"], timeZone: BER, clock, logger: silentLogger, owners: filesOwners(dir, "en"), concierge });
  for (const f of openLoopFeatures()) zoe.use(f);
  channel = new CaptureChannel({ clock, owner: "local" });
  zoe.attach(channel);
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function say(text: string): Promise<Seen> {
  const convo = seen();
  const event: InboundText = { kind: "text", userId: "local", address: channel.addressOf("local"), at: clock.now(), text, messageId: `m${Math.random()}` };
  await zoe.handle(event, convo);
  return convo;
}

async function press(b: Button | undefined): Promise<Seen> {
  if (!b) throw new Error("no such button");
  const convo = seen();
  const event: InboundButton = { kind: "button", userId: "local", address: channel.addressOf("local"), at: clock.now(), data: b.data, messageId: "q1" };
  await zoe.handle(event, convo);
  return convo;
}

describe('"I\'ll call the bank at 3": tracked, asked, set by the answer', () => {
  it("asks 15:00 or 03:00 with a button each; 15:00 sets today 15:00", async () => {
    const convo = await say("I'll call the bank at 3");
    expect(convo.replies[0]).toContain("Tracking: call the bank");
    expect(convo.replies[1]).toBe('What time is "call the bank": 15:00 or 03:00? Until you say, I\'ll go with 15:00.');
    expect(convo.buttons[1]!.map((b) => b.label)).toEqual(["15:00", "03:00"]);
    const [thread] = await zoe.owner("local").threads.live();
    expect(thread).toMatchObject({ due_at: "2026-06-03T13:00:00.000Z", due_phrase: "at 3" }); // held at 15:00 until answered (#35)

    clock.set(new Date("2026-06-03T08:05:00Z"));
    const answer = await press(convo.buttons[1]!.find((b) => b.label === "15:00"));
    expect(answer.replies).toEqual([`Updated: call the bank, due today 15:00 (${thread!.id}).`]);
    expect((await zoe.owner("local").threads.live())[0]!.due_at).toBe("2026-06-03T13:00:00.000Z");
  });

  it("03:00 sets the next 03:00; a second press changes nothing", async () => {
    const convo = await say("I'll call the bank at 3");
    const early = convo.buttons[1]!.find((b) => b.label === "03:00");
    expect((await press(early)).replies[0]).toMatch(/^Updated: call the bank, due tomorrow 03:00/);
    expect((await press(early)).replies).toEqual([]);
    expect((await zoe.owner("local").threads.live())[0]!.due_at).toBe("2026-06-04T01:00:00.000Z");
  });

  it('"remind me to call the bank at 3" asks too, and the answer sets the reminder\'s minute', async () => {
    const convo = await say("remind me to call the bank at 3");
    expect(convo.replies.at(-1)).toBe('What time is "call the bank": 15:00 or 03:00? Until you say, I\'ll go with 15:00.');
    await press(convo.buttons.at(-1)!.find((b) => b.label === "15:00"));
    expect((await zoe.owner("local").threads.live())[0]).toMatchObject({ summary: "call the bank", asked_reminder: true, due_at: "2026-06-03T13:00:00.000Z" });
  });

  it('"I need to call mum at 5 today" at 10:00: 05:00 has passed, so 17:00 is set and said, not asked', async () => {
    expect(extractCommitments("I need to call mum at 5 today", "en")).toEqual([{ op: "open", summary: "call mum", due: "at 5 today" }]);
    const convo = await say("I need to call mum at 5 today");
    expect(convo.replies.at(-1)).toMatch(/^Updated: call mum, due today 17:00 \(th-[a-z0-9]+\)\.$/);
    expect(convo.buttons.flat()).toEqual([]);
  });

  it('"I\'ll call the bank at 11 today" at 10:00: 11:00 is offered first, and its button sets 11:00', async () => {
    const convo = await say("I'll call the bank at 11 today");
    expect(convo.replies.at(-1)).toBe('What time is "call the bank": 11:00 or 23:00? Until you say, I\'ll go with 11:00.');
    expect(convo.buttons.at(-1)!.map((b) => b.label)).toEqual(["11:00", "23:00"]);
    await press(convo.buttons.at(-1)![0]);
    expect((await zoe.owner("local").threads.live())[0]!.due_at).toBe("2026-06-03T09:00:00.000Z");
  });

  it("a clear time asks nothing", async () => {
    const convo = await say("I'll call the bank at 3pm");
    expect(convo.replies).toHaveLength(1);
    expect(convo.replies[0]).toContain("Tracking: call the bank, due today 15:00");
  });
});
