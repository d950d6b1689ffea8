/**
 * Closing a loop without typing its id: /threads numbers its items and gives each its own Done /
 * Snooze / Untrack buttons, "/done 2" and "/done deck" work, and offline, with no follow-up on
 * screen, "I sent the deck to Maria" asks "Close …? [Yes] [No]" in every language ZOE speaks.
 * Pinned clock (Wed 3 June 2026, 18:00 in Berlin), ZOE in the test's process, no model.
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
import { matchThreads, saidDone } from "../closing.ts";
import { nudgeButtons } from "../ack.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { silentLogger } from "../../base/log.ts";
import type { OwnerContext } from "../../owner.ts";
import type { Locale } from "../../lang/index.ts";
import type { Thread } from "../store.ts";
import { filesOwners } from "../../test-support/storage.ts";

const TZ = "Europe/Berlin";
const OWNER = "local";

const thread = (id: string, summary: string): Thread =>
  ({ id, summary, status: "open", due_at: null, created_at: "2026-06-01T08:00:00.000Z" }) as unknown as Thread;

describe("matchThreads: which open loop the words name", () => {
  const live = [thread("th-aa01", "send the deck to Maria"), thread("th-aa02", "review Sarah's PR"), thread("th-aa03", "call the bank"), thread("th-aa04", "pay the bank")];
  it.each([
    ["the deck", ["th-aa01"]],
    ["I sent the deck to Maria", ["th-aa01"]],
    ["sarah", ["th-aa02"]],
    ["bank", ["th-aa03", "th-aa04"]],
    ["called the bank", ["th-aa03"]],
    ["th-aa04", ["th-aa04"]],
    ["zebra", []],
    ["the", []],
  ])("%j -> %j", (words, ids) => {
    expect(matchThreads(words, live).map((t) => t.id).sort()).toEqual([...ids].sort());
  });
});

describe("saidDone: a sentence that says something is done, in every language", () => {
  it.each([
    ["I sent the deck to Maria", "en"],
    ["done with the deck", "en"],
    ["done", "en"],
    ["Ich habe die Präsentation an Maria geschickt", "de"],
    ["erledigt", "de"],
    ["J'ai envoyé la présentation à Maria", "fr"],
    ["Le mandé la presentación a María", "es"],
    ["Enviei a apresentação à Maria", "pt"],
    ["Ho mandato la presentazione a Maria", "it"],
    ["Ik heb de presentatie naar Maria gestuurd", "nl"],
  ] as Array<[string, Locale]>)("%j (%s) says done", (text, locale) => {
    expect(saidDone(text, locale)).not.toBeNull();
  });

  it.each(["I haven't sent the deck yet", "did you send the deck?", "I'll send the deck tomorrow", "the weather is lovely", "not done with the deck"])("%j does not", (text) => {
    expect(saidDone(text, "en")).toBeNull();
  });

  it("what is left once the done-words are out names the thread", () => {
    expect(saidDone("I sent the deck to Maria", "en")!.rest).toBe("I the deck to Maria");
  });

  // Found in a first day: "passt, erledigt" with two loops open answered "no open thread for 'passt, erledigt'".
  it.each([
    ["passt, erledigt", "de"],
    ["gut, erledigt!", "de"],
    ["dale, listo", "es"],
    ["d'accord, c'est fait", "fr"],
    ["blz, feito", "pt"],
    ["okay done", "en"],
  ] as Array<[string, Locale]>)("%j (%s): a yes or an ok beside the done-word names no loop", (text, locale) => {
    expect(saidDone(text, locale)!.rest).toBe("");
  });

  it.each([
    ["Miete erledigt", "de", "Miete"],
    ["listo lo del banco", "es", "lo del banco"],
  ] as Array<[string, Locale, string]>)("%j (%s): a loop's word beside it still names it", (text, locale, rest) => {
    expect(saidDone(text, locale)!.rest).toBe(rest);
  });
});

// --- through the core -------------------------------------------------------------------------

type Seen = RecordedConversation;
const seen = recordedConversation;

let dir: string;
let clock: ManualClock;
let zoe: Zoe;
let concierge: Concierge;
let channel: CaptureChannel;
let owner: OwnerContext;
let seq = 0;

async function start(locale: Locale | null = null): Promise<void> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-closing-"));
  clock = new ManualClock("2026-06-03T16:00:00Z"); // Wed 18:00 in Berlin
  concierge = new Concierge({ model: null, clock, logger: silentLogger, timeZone: TZ });
  zoe = new Zoe({ ownerIds: [OWNER], timeZone: TZ, clock, logger: silentLogger, owners: filesOwners(dir, locale), concierge });
  for (const f of openLoopFeatures()) zoe.use(f);
  channel = new CaptureChannel({ clock, owner: OWNER });
  zoe.attach(channel);
  owner = zoe.owner(OWNER);
}

beforeEach(() => start());
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function say(text: string): Promise<Seen> {
  const convo = seen();
  const event: InboundText = { kind: "text", userId: OWNER, address: channel.addressOf(OWNER), at: clock.now(), text, messageId: `m${++seq}` };
  await zoe.handle(event, convo);
  return convo;
}

async function press(button: Button | undefined): Promise<Seen> {
  if (!button) throw new Error("no such button");
  const convo = seen();
  const event: InboundButton = { kind: "button", userId: OWNER, address: channel.addressOf(OWNER), at: clock.now(), data: button.data, messageId: `b${++seq}` };
  await zoe.handle(event, convo);
  return convo;
}

const labels = (c: Seen, i = 0) => c.buttons[i]!.map((b) => b.label);
const button = (c: Seen, label: string) => c.buttons.flat().find((b) => b.label === label);

async function open(...summaries: string[]): Promise<string[]> {
  const outs = await concierge.applyThreadOps(owner, summaries.map((summary) => ({ op: "open" as const, summary, due: "tomorrow" })), null);
  return outs.map((o) => o.thread!.id);
}
const status = async (id: string) => (await owner.threads.all()).find((t) => t.id === id)?.status ?? "gone";

describe("offline, a plain sentence closes what it names, after a yes", () => {
  it('"I sent the deck to Maria" asks "Close …?"; Yes closes it through the follow-up\'s Done', async () => {
    const [deck, pr] = await open("send the deck to Maria", "review Sarah's PR");
    const asked = await say("I sent the deck to Maria");
    expect(asked.replies).toEqual(['Close "send the deck to Maria"?']);
    expect(labels(asked)).toEqual(["Yes", "No"]);
    expect(await status(deck!)).toBe("open"); // words alone change nothing
    expect((await press(button(asked, "Yes"))).replies).toEqual(["Done: send the deck to Maria. Nice."]);
    expect(await status(deck!)).toBe("done");
    expect(await status(pr!)).toBe("open");
  });

  it('No leaves it open; "done" alone with one open loop asks about that one', async () => {
    const [dentist] = await open("book the dentist");
    const asked = await say("done with the dentist");
    expect(asked.replies).toEqual(['Close "book the dentist"?']);
    expect((await press(button(asked, "No"))).replies).toEqual(["Okay, I left it open."]);
    expect(await status(dentist!)).toBe("open");
    expect((await say("done")).replies).toEqual(['Close "book the dentist"?']);
  });

  it("several matches: which one, a button each; none: says so and changes nothing", async () => {
    const [call, pay] = await open("call the bank", "pay the bank");
    const which = await say("sorted the bank thing, finished");
    expect(which.replies).toEqual(["Which one do you want to close?"]);
    expect(labels(which)).toEqual(["call the bank", "pay the bank", "None of these"]);
    await press(button(which, "pay the bank"));
    expect([await status(call!), await status(pay!)]).toEqual(["open", "done"]);
    expect((await say("I sent the invoice to Sam")).replies).toEqual(['I couldn\'t find an open loop about "I sent the invoice to Sam", so nothing changed. /threads lists them.']);
  });

  it('the thread\'s own verb in the past, without a done-word: "I called the bank" asks to close "call the bank"', async () => {
    const [call, pay] = await open("call the bank", "pay the bank");
    const asked = await say("I called the bank");
    expect(asked.replies).toEqual(['Close "call the bank"?']);
    expect(await status(call!)).toBe("open");
    await press(button(asked, "Yes"));
    expect([await status(call!), await status(pay!)]).toEqual(["done", "open"]);
    expect((await say("I haven't paid the bank")).replies.join("\n")).not.toMatch(/^Close /);
  });

  it.each([
    ["de", "Mama anrufen", "Ich habe Mama angerufen", "„Mama anrufen“ abschließen?"],
    ["es", "llamar al banco", "Llamé al banco", "¿Cerrar «llamar al banco»?"],
    ["nl", "de bank bellen", "Ik heb de bank gebeld", "„de bank bellen” afsluiten?"],
  ] as Array<[Locale, string, string, string]>)("in %s, %j is asked to close by %j", async (locale, summary, sentence, question) => {
    await start(locale);
    await open(summary);
    expect((await say(sentence)).replies).toEqual([question]);
  });

  it("with nothing open, a sentence that says done is just conversation", async () => {
    expect((await say("I sent the deck to Maria")).replies.join("\n")).toMatch(/^I'm running without my language model/);
  });

  it("with a follow-up on screen the sentence answers the follow-up instead", async () => {
    const [deck] = await open("send the deck to Maria");
    await zoe.push(OWNER, { text: "Did you send the deck to Maria?", buttons: nudgeButtons(deck!) }, { kind: "nudge", threadId: deck!, reason: "due" });
    const answer = await say("I sent the deck to Maria");
    expect(answer.replies.join("\n")).not.toMatch(/^Close /);
  });

  it("an unanswered reminder about the oven on screen does not stop 'I sent the deck to Maria' from asking to close the deck", async () => {
    const [deck, oven] = await open("send the deck to Maria", "check the oven");
    await zoe.push(OWNER, { text: "⏰ Reminder: check the oven", buttons: nudgeButtons(oven!) }, { kind: "nudge", threadId: oven!, reason: "due" });
    const asked = await say("I sent the deck to Maria");
    expect(asked.replies).toEqual(['Close "send the deck to Maria"?']);
    await press(button(asked, "Yes"));
    expect(await status(deck!)).toBe("done");
    expect(await status(oven!)).toBe("open");
  });

  it("a reminder about the tea, already snoozed, on screen: the deck's own verb in the past still asks, in German", async () => {
    await start("de");
    const [deck, tea] = await open("die Präsentation an Maria schicken", "den Tee");
    await zoe.push(OWNER, { text: "⏰ Erinnerung: den Tee", buttons: nudgeButtons(tea!) }, { kind: "nudge", threadId: tea!, reason: "due" });
    await owner.pushes.markAnswered((p) => p.threadId === tea, clock.now(), "snooze");
    const asked = await say("hab die Präsentation geschickt");
    expect(asked.replies).toEqual(["„die Präsentation an Maria schicken“ abschließen?"]);
    await press(button(asked, "Ja"));
    expect(await status(deck!)).toBe("done");
  });

  it("a bare 'done' with a follow-up on screen answers that follow-up, never a list of every loop", async () => {
    const [deck, oven] = await open("send the deck to Maria", "check the oven");
    await zoe.push(OWNER, { text: "⏰ Reminder: check the oven", buttons: nudgeButtons(oven!) }, { kind: "nudge", threadId: oven!, reason: "due" });
    const answer = await say("done");
    expect(answer.replies.join("\n")).not.toMatch(/^Close |Which one/);
    expect(await status(deck!)).toBe("open");
  });

  it.each([
    ["de", "Präsentation an Maria schicken", "Ich habe die Präsentation an Maria geschickt", "„Präsentation an Maria schicken“ abschließen?", "Ja"],
    ["fr", "envoyer la présentation à Maria", "J'ai envoyé la présentation à Maria", "Clore «\u00a0envoyer la présentation à Maria\u00a0»\u00a0?", "Oui"],
    ["es", "mandar la presentación a María", "Le mandé la presentación a María", "¿Cerrar «mandar la presentación a María»?", "Sí"],
    ["pt", "enviar a apresentação à Maria", "Enviei a apresentação à Maria", "Fechar «enviar a apresentação à Maria»?", "Sim"],
    ["it", "mandare la presentazione a Maria", "Ho mandato la presentazione a Maria", "Chiudo «mandare la presentazione a Maria»?", "Sì"],
    ["nl", "de presentatie naar Maria sturen", "Ik heb de presentatie naar Maria gestuurd", "„de presentatie naar Maria sturen” afsluiten?", "Ja"],
  ] as Array<[Locale, string, string, string, string]>)("in %s too", async (locale, summary, sentence, question, yes) => {
    await start(locale);
    const [id] = await open(summary);
    const asked = await say(sentence);
    expect(asked.replies).toEqual([question]);
    await press(button(asked, yes));
    expect(await status(id!)).toBe("done");
  });
});

describe("/threads numbers its items; buttons and numbers close, snooze and untrack", () => {
  it("a press in the listing shows it anew with the loops still open, their buttons renumbered, instead of taking every button away", async () => {
    const [deck, pr, bank] = await open("send the deck to Maria", "review Sarah's PR", "call the bank");
    const list = await say("/threads");
    const pressIn = async (b: Button | undefined, messageId: string): Promise<Seen> => {
      const convo = seen();
      const event: InboundButton = { kind: "button", userId: OWNER, address: channel.addressOf(OWNER), at: clock.now(), data: b!.data, messageId };
      await zoe.handle(event, convo);
      return convo;
    };
    const first = await pressIn(button(list, "1. Done"), "r1");
    expect(first.replies).toEqual(["Done: send the deck to Maria. Nice."]);
    expect(first.cleared).toEqual([]);
    expect(first.edits.map((e) => e.messageId)).toEqual(["r1"]);
    expect(first.edits[0]!.text).toMatch(/^Open threads \(2\):\n1\. th-\S+ {2}review Sarah's PR: due tomorrow 18:00\n2\. th-\S+ {2}call the bank/);
    expect(first.edits[0]!.buttons.map((b) => b.label)).toEqual(["1. Done", "1. Snooze", "1. Untrack", "2. Done", "2. Snooze", "2. Untrack"]);
    // The new buttons and the numbers of "/done 1" are the listing's as now shown.
    const second = await pressIn(first.edits[0]!.buttons.find((b) => b.label === "2. Untrack"), "r1");
    expect(second.replies).toEqual(["Untracked: call the bank. Forgotten."]);
    expect(second.edits[0]!.buttons.map((b) => b.label)).toEqual(["1. Done", "1. Snooze", "1. Untrack"]);
    expect((await say("/done 1")).replies).toEqual(["Done: review Sarah's PR. Nice."]);
    expect([await status(deck!), await status(pr!), await status(bank!)]).toEqual(["done", "done", "gone"]);
  });

  it("the last loop closed from the listing leaves it saying nothing is open, without buttons", async () => {
    await open("call the bank");
    const list = await say("/threads");
    const convo = seen();
    await zoe.handle({ kind: "button", userId: OWNER, address: channel.addressOf(OWNER), at: clock.now(), data: button(list, "1. Done")!.data, messageId: "r1" }, convo);
    expect(convo.edits).toEqual([{ messageId: "r1", text: "No open threads.", buttons: [] }]);
  });


  it("each item has Done / Snooze / Untrack buttons, the same transitions as a follow-up's", async () => {
    const [deck, pr, bank] = await open("send the deck to Maria", "review Sarah's PR", "call the bank");
    const list = await say("/threads");
    expect(list.replies[0]).toMatch(/^Open threads \(3\):\n1\. th-\S+ {2}send the deck to Maria: due tomorrow 18:00\n2\. th-\S+ {2}review Sarah's PR/);
    expect(labels(list)).toEqual(["1. Done", "1. Snooze", "1. Untrack", "2. Done", "2. Snooze", "2. Untrack", "3. Done", "3. Snooze", "3. Untrack"]);
    const when = await press(button(list, "3. Snooze"));
    expect(when.replies).toEqual(['Snooze "call the bank" until when?']);
    expect((await press(button(when, "Tomorrow morning 08:00"))).replies).toEqual(["Snoozed: call the bank, until tomorrow 08:00."]);
    expect((await press(button(list, "2. Untrack"))).replies).toEqual(["Untracked: review Sarah's PR. Forgotten."]);
    expect((await press(button(list, "1. Done"))).replies).toEqual(["Done: send the deck to Maria. Nice."]);
    expect([await status(bank!), await status(pr!), await status(deck!)]).toEqual(["snoozed", "gone", "done"]);
  });

  it('"/done 2" closes the second item of the list shown; "/done 9" says there is none', async () => {
    const [deck, pr] = await open("send the deck to Maria", "review Sarah's PR");
    await say("/threads");
    expect((await say("/done 2")).replies).toEqual(["Done: review Sarah's PR. Nice."]);
    expect((await say("/done 9")).replies).toEqual(["There is no item 9 in the list. /threads shows the numbers."]);
    expect([await status(deck!), await status(pr!)]).toEqual(["open", "done"]);
  });

  it('"/snooze 2 tomorrow morning" snoozes the second item; an unreadable time or no item changes nothing', async () => {
    const [deck, pr] = await open("send the deck to Maria", "review Sarah's PR");
    await say("/threads");
    expect((await say("/snooze 2 tomorrow morning")).replies).toEqual(["Snoozed: review Sarah's PR, until tomorrow 09:00."]);
    expect((await say("/snooze 1 whenever")).replies).toEqual(['I couldn\'t read "whenever" as a time, so nothing changed. For example: /snooze 2 tomorrow morning, /snooze 2 in 3 hours.']);
    expect((await say("/snooze")).replies[0]).toMatch(/^Which one, and until when\?/);
    expect((await say("/snooze 7")).replies).toEqual(["There is no item 7 in the list. /threads shows the numbers."]);
    expect([await status(deck!), await status(pr!)]).toEqual(["open", "snoozed"]);
  });

  it('"/done deck" asks first, one match or several; "/done zebra" says nothing matched', async () => {
    const [deck] = await open("send the deck to Maria", "review Sarah's PR");
    const asked = await say("/done deck");
    expect(asked.replies).toEqual(['Close "send the deck to Maria"?']);
    await press(button(asked, "Yes"));
    expect(await status(deck!)).toBe("done");
    expect((await say("/done zebra")).replies).toEqual(['I couldn\'t find an open loop about "zebra", so nothing changed. /threads lists them.']);
  });
});
