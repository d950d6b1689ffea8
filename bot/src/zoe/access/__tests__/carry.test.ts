/**
 * From the terminal to Telegram (#35): an owner who tried ZOE in the terminal (a thread, a goal,
 * a fact in memory under the local owner) pairs in Telegram and is offered to bring it over, in
 * their language, with Yes/No. Yes brings every item over once (a second press, a run again
 * after a crash between two stores, add nothing twice), and the terminal keeps its copy; No
 * changes nothing. Nothing in the terminal: no offer.
 * Pinned clock: Thu 4 June 2026, 10:00 in Berlin.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PAIRED_REPLY, Zoe } from "../../app.ts";
import type { Button, Conversation, Inbound } from "../../channels/types.ts";
import { TERMINAL_OWNER } from "../../channels/index.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { ManualClock } from "../../base/clock.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { silentLogger } from "../../base/log.ts";
import type { Locale } from "../../lang/index.ts";
import { filesOwners } from "../../test-support/storage.ts";
import { newPairingCode, Pairing } from "../pairing.ts";
import { carryFeature, carryOver } from "../carry.ts";

const PHONE = "4242";
let home: string;

interface Rig {
  zoe: Zoe;
  clock: ManualClock;
  code: string;
  channel: CaptureChannel;
}

function rig(locale: Locale | null = null): Rig {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-carry-"));
  const clock = new ManualClock("2026-06-04T08:00:00Z");
  const code = newPairingCode();
  const concierge = new Concierge({ model: null, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
  const zoe = new Zoe({ ownerIds: [], timeZone: "Europe/Berlin", clock, logger: silentLogger, owners: filesOwners(home, locale), concierge, pairing: new Pairing({ home, code }) });
  zoe.use(carryFeature);
  const channel = new CaptureChannel({ clock });
  zoe.attach(channel);
  return { zoe, clock, code, channel };
}
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

/** What the owner reads in answer to an event: texts and the buttons under them. */
async function handle(r: Rig, event: Inbound): Promise<Array<{ text: string; buttons: Button[][] }>> {
  const out: Array<{ text: string; buttons: Button[][] }> = [];
  const convo: Conversation = {
    reply: async (m) => (out.push({ text: m.text, buttons: m.buttons ?? [] }), { messageId: String(out.length) }),
    typing: () => () => undefined,
    ack: async () => undefined,
    clearButtons: async () => undefined,
    edit: async () => undefined,
  };
  await r.zoe.handle(event, convo);
  return out;
}

let n = 0;
const say = (r: Rig, text: string) => handle(r, { kind: "text", userId: PHONE, address: r.channel.addressOf(PHONE), at: r.clock.now(), text, messageId: `m${++n}` });
const press = (r: Rig, data: string) => handle(r, { kind: "button", userId: PHONE, address: r.channel.addressOf(PHONE), at: r.clock.now(), data, messageId: `b${++n}`, key: `press-${n}` });

/** The terminal owner's day: a thread, a goal and a fact about them. */
async function terminalDay(r: Rig): Promise<void> {
  const local = r.zoe.owner(TERMINAL_OWNER);
  await r.zoe.concierge.applyThreadOps(local, [{ op: "open", summary: "send the deck to Maria", due: "friday" }], null);
  await r.zoe.concierge.applyGoalOps(local, [{ op: "set", text: "run a half marathon" }], null);
  await local.memory.apply({ block: "human", op: "append", text: "Lives in Berlin; sister Maria." });
}

/** What an owner has, as the owner would recognise it. */
async function view(r: Rig, id: string) {
  const o = r.zoe.owner(id);
  return { threads: (await o.threads.all()).map((x) => [x.id, x.summary]), goals: (await o.goals.all()).map((g) => [g.id, g.text]), human: (await o.memory.blocks()).human };
}

describe("pairing after a day in the terminal", () => {
  it("offers to bring the state over; Yes brings every item once, twice pressed; the terminal keeps its copy", async () => {
    const r = rig();
    await terminalDay(r);
    const before = await view(r, TERMINAL_OWNER);

    const paired = await say(r, r.code);
    expect(paired.map((m) => m.text)).toEqual([
      PAIRED_REPLY,
      "You used me in the terminal before pairing: open loops 1, goals 1, memory blocks 1. Shall I bring them over here?",
    ]);
    const [yes, no] = paired[1]!.buttons.flat();
    expect([yes!.label, no!.label]).toEqual(["Yes", "No"]);
    expect(await view(r, PHONE)).toEqual({ threads: [], goals: [], human: "" });

    expect((await press(r, yes!.data)).map((m) => m.text)).toEqual([
      "Brought over from the terminal: open loops 1, goals 1, memory blocks 1. The terminal keeps its copy.",
    ]);
    expect(await view(r, PHONE)).toEqual(before);
    // Pressed again (a second tap that got through): nothing twice.
    await press(r, yes!.data);
    expect(await view(r, PHONE)).toEqual(before);
    expect(await view(r, TERMINAL_OWNER)).toEqual(before);
    expect((await r.zoe.owner(PHONE).threads.live()).map((x) => x.summary)).toEqual(["send the deck to Maria"]);
  });

  it("No leaves everything where it was", async () => {
    const r = rig();
    await terminalDay(r);
    const before = await view(r, TERMINAL_OWNER);
    const [, offer] = await say(r, r.code);
    const no = offer!.buttons.flat()[1]!;
    expect((await press(r, no.data)).map((m) => m.text)).toEqual(["Left it in the terminal; nothing here changed."]);
    expect(await view(r, PHONE)).toEqual({ threads: [], goals: [], human: "" });
    expect(await view(r, TERMINAL_OWNER)).toEqual(before);
  });

  it("in German, the offer and its buttons are German", async () => {
    const r = rig("de");
    await terminalDay(r);
    const [, offer] = await say(r, r.code);
    expect(offer!.text).toMatch(/^Vor dem Koppeln hast du mich im Terminal benutzt: offene Punkte 1, Ziele 1, Gedächtnisblöcke 1\./);
    expect(offer!.buttons.flat().map((b) => b.label)).toEqual(["Ja", "Nein"]);
  });

  it("with nothing in the terminal there is no offer", async () => {
    const r = rig();
    expect((await say(r, r.code)).map((m) => m.text)).toEqual([PAIRED_REPLY]);
  });
});

describe("settings and persona come along where the Telegram side has none", () => {
  const MY_PERSONA = "You are ZOE. Be brief and dry; call me Sam.";
  async function terminalSettings(r: Rig): Promise<void> {
    const local = r.zoe.owner(TERMINAL_OWNER);
    await local.settings.update((s) => {
      s.mode = "quiet";
      s.activeHours = { start: "09:00", end: "20:00" };
      s.briefAt = "07:30";
    });
    await local.memory.blocks();
    await local.memory.adoptPersona(MY_PERSONA);
  }

  it("offers them beside the counts; Yes brings the mode, quiet hours, brief time and persona over", async () => {
    const r = rig();
    await terminalSettings(r);
    const [, offer] = await say(r, r.code);
    expect(offer!.text).toBe(
      "You used me in the terminal before pairing: open loops 0, goals 0, memory blocks 0. Shall I bring them over here? Your settings (mode, quiet hours, brief, language) come along where you have not set your own here. The persona you wrote for me there comes along, unless you wrote one here.",
    );
    const done = await press(r, offer!.buttons.flat()[0]!.data);
    expect(done.map((m) => m.text)).toEqual([
      "Brought over from the terminal: open loops 0, goals 0, memory blocks 0. The terminal keeps its copy. Your settings (mode, quiet hours, brief, language) come along where you have not set your own here. The persona you wrote for me there comes along, unless you wrote one here.",
    ]);
    const phone = r.zoe.owner(PHONE);
    const s = await phone.settings.get();
    expect([s.mode, s.activeHours, s.briefAt]).toEqual(["quiet", { start: "09:00", end: "20:00" }, "07:30"]);
    expect((await phone.memory.blocks()).persona).toBe(MY_PERSONA);
  });

  it("keeps what the Telegram side set itself: its own mode and its own persona stay", async () => {
    const r = rig();
    await terminalSettings(r);
    const phone = r.zoe.owner(PHONE);
    await phone.settings.update((s) => void (s.mode = "proactive"));
    await phone.memory.blocks();
    await phone.memory.adoptPersona("You are ZOE, cheerful.");
    const moved = await carryOver(r.zoe.owner(TERMINAL_OWNER), phone);
    expect([moved.settings, moved.persona]).toEqual([2, false]);
    const s = await phone.settings.get();
    expect([s.mode, s.activeHours, s.briefAt]).toEqual(["proactive", { start: "09:00", end: "20:00" }, "07:30"]);
    expect((await phone.memory.blocks()).persona).toBe("You are ZOE, cheerful.");
  });

  it("in German, the sentences about settings and persona are German", async () => {
    const r = rig("de");
    await terminalSettings(r);
    const [, offer] = await say(r, r.code);
    expect(offer!.text).toMatch(/Deine Einstellungen \(Modus, Ruhezeiten, Briefing, Sprache\) kommen mit.* Die Persona, die du mir dort geschrieben hast, kommt mit/);
  });
});

describe("a carry run again after a crash mid-way", () => {
  it("adds only what is missing: a thread already over is not doubled, the goal and the memory arrive", async () => {
    const r = rig();
    await terminalDay(r);
    const local = r.zoe.owner(TERMINAL_OWNER);
    const phone = r.zoe.owner(PHONE);
    // The crash came after the threads' transaction: the thread is over, nothing else.
    const [thread] = await local.threads.all();
    await phone.threads.transact((list) => void list.push(structuredClone(thread!)));

    expect(await carryOver(local, phone)).toEqual({ threads: 1, goals: 1, blocks: 1, settings: 0, persona: false });
    expect(await view(r, PHONE)).toEqual(await view(r, TERMINAL_OWNER));
  });

  it("a thread the owner untracked after the carry does not come back with a second run", async () => {
    const r = rig();
    await terminalDay(r);
    const local = r.zoe.owner(TERMINAL_OWNER);
    const phone = r.zoe.owner(PHONE);
    await carryOver(local, phone);
    await phone.threads.transact((list) => void list.splice(0, list.length));
    await carryOver(local, phone);
    expect(await phone.threads.all()).toEqual([]);
  });
});
