/**
 * Calendar heads-ups and changes, end to end: the real runtime (startZoe) with real grammY against
 * the Telegram emulator, the real model client against the fake Messages API, a private ICS
 * address served by a loopback HTTP server with ETags (ZOE_CALENDAR_ICS), and time driven by a
 * ManualClock (autoSchedule off, scheduler.runDue()). The owner is in Berlin; each scenario is
 * what they see in their Telegram chat.
 */
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Running } from "../../shell/runtime.ts";
import type { FakeAnthropic, FakeReply } from "../../test-support/fake-anthropic.ts";
import type { BotMessage, Emulator, EmuUser } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { runScheduler } from "../../test-support/tick-harness.ts";
import { IcsServer } from "../../test-support/ics-server.ts";
import { ics, meeting } from "../../test-support/ics-text.ts";

const OWNER = 4242;
const ZONE = "Europe/Berlin";
const local = (wall: string) => DateTime.fromISO(wall, { zone: ZONE }).toJSDate();
const show = (at: Date) => DateTime.fromJSDate(at, { zone: ZONE }).toFormat("HH:mm");

const REVIEW = meeting("review@example.com", "Design review", "20250602T120000Z", 60, ["Anna"]); // 14:00
const SYNC = meeting("sync@example.com", "Budget sync", "20250602T143000Z", 30, ["Ben"]); // 16:30


/** The gate says yes with the candidate's own id; the writer repeats ZOE's sentence about the meeting. */
function answer(body: any): FakeReply {
  const tools: string[] = (body?.tools ?? []).map((t: { name: string }) => t.name);
  const last = String(body?.messages?.at(-1)?.content ?? "");
  if (tools.includes("submit")) {
    const id = /Candidate (\S+) \(/.exec(last)?.[1] ?? "?";
    return { kind: "tool", name: "submit", input: { speak: true, reason: "It concerns a meeting today.", candidate_id: id } };
  }
  if (tools.includes("respond")) return { kind: "tool", name: "respond", input: { reply: "Sounds good." } };
  // The writer: repeats what the candidate is about, as ZOE worded it.
  const about = /<evidence source="about">\ncalendar: ([^\n]*)\n<\/evidence>/.exec(last)?.[1];
  return { kind: "text", text: about ?? "(no calendar candidate)" };
}

let e2e: TelegramZoe;
let emu: Emulator;
let fake: FakeAnthropic;
let ics_: IcsServer;
let clock: ManualClock;
let zoe: Running | null;
let owner: EmuUser;

async function start(at: string): Promise<void> {
  clock = new ManualClock(local(at));
  const env = {
    ZOE_MODEL: "fake-main",
    ZOE_GATE_MODEL: "fake-gate",
    LOG_LEVEL: "silent",
    ZOE_CALENDAR_ICS: ics_.url(`/calendar/private-${"0".repeat(16)}/basic.ics`),
  };
  zoe = await e2e.start({ clock, env });
  owner = emu.client(OWNER, "Ada");
}

const runUntil = (wall: string) => runScheduler(clock, zoe!.scheduler, local(wall));

/** ZOE's unsolicited messages in the chat: every one ends with its "Why now" line. */
const pushes = () => owner.messages().filter((m) => m.text.includes("Why now:"));

/** When a bot message was sent, by the push ZOE recorded (Telegram's own dates are real time). */
async function sentAt(m: BotMessage): Promise<string> {
  const p = (await zoe!.zoe.owner(String(OWNER)).pushes.all()).find((x) => x.messageId === String(m.messageId));
  return p ? `${show(new Date(p.at))} ${p.kind}` : "?";
}

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, timeZone: ZONE, homePrefix: "zoe-cal-e2e-", handler: answer });
  ({ emu, model: fake } = e2e);
  ics_ = new IcsServer(ics(REVIEW, SYNC));
  await ics_.start();
  zoe = null;
});

afterEach(async () => {
  await e2e.close();
  await ics_.stop();
});

describe("meetings from a private ICS address, in Telegram", () => {
  it("a heads-up arrives once, 15 minutes before; a cancellation is reported once and no heads-up follows it", async () => {
    await start("2025-06-02T10:00");
    await runUntil("2025-06-02T13:44");
    expect(pushes()).toEqual([]);

    await runUntil("2025-06-02T13:55");
    const [headsUp, ...early] = pushes();
    expect(early).toEqual([]);
    expect(await sentAt(headsUp!)).toBe("13:45 calendar");
    expect(headsUp!.text).toBe('Heads-up: "Design review" starts at 14:00 (in 15 min), with Anna.\n\nWhy now: It concerns a meeting today.');

    ics_.body = ics(REVIEW); // the 16:30 budget sync is cancelled (gone from the feed)
    await runUntil("2025-06-02T18:00");
    const [, cancelled, ...rest] = pushes();
    expect(rest).toEqual([]);
    expect(await sentAt(cancelled!)).toBe("14:00 calendar");
    expect(cancelled!.text).toBe('Cancelled: "Budget sync" (today 16:30, with Ben) was cancelled.\n\nWhy now: It concerns a meeting today.');

    // The feed was read with conditional requests: unchanged polls cost a 304, not a download.
    expect(ics_.counts.ok).toBe(2);
    expect(ics_.counts.notModified).toBeGreaterThan(20);
    // The meeting's title reached the models only inside evidence tags.
    const gate = fake.requests.filter((r) => (r.body.tools ?? []).some((t: { name: string }) => t.name === "submit"));
    expect(gate).toHaveLength(2);
    expect(String(gate[0]!.body.messages.at(-1).content)).toContain("Candidate calendar:headsup:review@example.com (calendar, score 0.62");
    for (const r of fake.requests) {
      const content = String(r.body.messages.at(-1).content);
      for (const title of ["Design review", "Budget sync"]) {
        if (content.includes(title)) expect(content).toMatch(new RegExp(`<evidence source="[^"]+">[^<]*${title}[^<]*</evidence>`));
      }
    }
  }, 120_000);
});
