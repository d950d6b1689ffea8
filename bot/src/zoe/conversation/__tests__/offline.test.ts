/**
 * Offline mode worth using (no model key): one-word reminders are tracked, "you message me too
 * much" and "stop reminding me about X" work, small talk is useful and varied.
 */
import { afterEach, describe, expect, it } from "vitest";
import { offlineIntents, offlineSmallTalk, threadNamed } from "../offline-intents.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { startHarness, type Harness } from "../../test-support/tick-harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function say(text: string): Promise<string> {
  const [reply] = await h!.channel.ownerSays(text);
  return reply!.text;
}

describe("offline mode", () => {
  it("'remind me to stretch in 2 hours' is a reminder set for that minute", async () => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null });
    expect(await say("remind me to stretch in 2 hours")).toMatch(/^Reminder set: stretch, today 12:00 \(undo: \/untrack th-[a-z0-9]+\)$/);
    expect((await h.owner.threads.live()).map((t) => [t.summary, t.asked_reminder])).toEqual([["stretch", true]]);
  });

  it("'you message me too much' raises the bar and says so; 'more nudges' lowers it", async () => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null });
    const before = (await h.owner.settings.get()).thresholdOffset;
    expect(await say("you message me too much")).toMatch(/I'll be quieter: my bar is now/);
    expect((await h.owner.settings.get()).thresholdOffset).toBeGreaterThan(before);
    expect((await h.owner.memory.blocks()).preferences).toMatch(/ZOE interrupt threshold/);
    expect(await say("more nudges please")).toMatch(/I'll speak up more/);
  });

  it("'stop reminding me about the onepager' drops that thread only; an unknown name changes nothing", async () => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null });
    await say("I'll ship the onepager today");
    await say("I'll call the bank tomorrow");
    expect(await say("stop reminding me about the onepager")).toMatch(/onepager/);
    expect((await h.owner.threads.live()).map((t) => t.summary)).toEqual(["call the bank"]);
    expect(await say("stop reminding me about the garden")).toMatch(/couldn't tell which open loop "the garden" is/);
    expect((await h.owner.threads.live()).map((t) => t.summary)).toEqual(["call the bank"]);
  });

  it.each([
    ["it", "mi scrivi troppo", /^Mi farò sentire meno: la mia soglia ora è/, "più promemoria, grazie", /^Mi farò sentire di più/, "Devo spedire il pacco domani", "smetti di ricordarmi del pacco", /pacco/],
    ["nl", "je stuurt me te veel berichten", /^Ik laat minder van me horen: mijn drempel ligt nu op/, "meer herinneringen graag", /^Ik laat meer van me horen/, "Ik moet morgen het pakket versturen", "stop met herinneren aan het pakket", /pakket/],
  ] as const)("in %s: fewer and more messages, and 'stop reminding me about X', in the owner's words", async (locale, quieter, quieterSaid, louder, louderSaid, task, stop, stopSaid) => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null, env: { ZOE_LOCALE: locale } });
    const before = (await h.owner.settings.get()).thresholdOffset;
    expect(await say(quieter)).toMatch(quieterSaid);
    expect((await h.owner.settings.get()).thresholdOffset).toBeGreaterThan(before);
    expect(await say(louder)).toMatch(louderSaid);
    await say(task);
    expect((await h.owner.threads.live())).toHaveLength(1);
    expect(await say(stop)).toMatch(stopSaid);
    expect(await h.owner.threads.live()).toEqual([]);
  });

  it("small talk names the next due item and does not repeat itself word for word", async () => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null });
    await say("I'll send the deck to Priya tomorrow");
    const a = await say("hello");
    const b = await say("how are you?");
    expect(a).toMatch(/without my language model/);
    expect(a).toMatch(/Next up: send the deck to Priya, due tomorrow 18:00/);
    expect(a).not.toBe(b);
  });

  it("small talk names a snoozed item by when it comes back, never by its old due time", () => {
    const now = new Date("2026-06-04T14:00:00Z"); // Thu 16:00 in Berlin
    const snoozed = makeThread({ id: "th-aaaa", summary: "renew the gym membership", due_at: "2026-06-04T15:31:00Z", status: "snoozed", snooze_until: "2026-06-04T19:00:00Z" });
    const line = offlineSmallTalk("Hi.", [snoozed], now, "Europe/Berlin", 0);
    expect(line).toMatch(/Next up: renew the gym membership, snoozed until today 21:00\./);
    expect(line).not.toMatch(/17:31/);
    // With another item due before the snooze ends, that one is next.
    const other = makeThread({ id: "th-bbbb", summary: "call the bank", due_at: "2026-06-04T16:00:00Z" });
    expect(offlineSmallTalk("Hi.", [snoozed, other], now, "Europe/Berlin", 0)).toMatch(/Next up: call the bank, due today 18:00 \(2 open in all/);
    expect(offlineSmallTalk("Hallo.", [snoozed], now, "Europe/Berlin", 0, "de")).toMatch(/zurückgestellt bis heute 21:00/);
  });

  it("small talk right after a reminder fell due calls it overdue, not 'next up', in the owner's language", () => {
    const now = new Date("2026-06-04T17:20:00Z"); // 19:20 in Berlin, the reminder was due at 19:15
    const due = makeThread({ id: "th-cccc", summary: "take the pizza out", due_at: "2026-06-04T17:15:00Z" });
    const line = offlineSmallTalk("Hi.", [due], now, "Europe/Berlin", 0);
    expect(line).toMatch(/Still open: take the pizza out, overdue since today 19:15\./);
    expect(line).not.toMatch(/Next up/);
    expect(offlineSmallTalk("Hallo.", [due], now, "Europe/Berlin", 0, "de")).toMatch(/Noch offen: take the pizza out, überfällig seit heute 19:15/);
    // One still ahead goes first, as before.
    const later = makeThread({ id: "th-dddd", summary: "call the bank", due_at: "2026-06-04T18:00:00Z" });
    expect(offlineSmallTalk("Hi.", [due, later], now, "Europe/Berlin", 0)).toMatch(/Next up: call the bank, due today 20:00 \(2 open in all/);
  });

  it("a reminder the owner asked for that already rang is 'reminded', never 'overdue', in small talk", () => {
    const now = new Date("2026-06-04T17:20:00Z"); // 19:20 in Berlin; asked for 19:15, rang at 19:15
    const rang = makeThread({ id: "th-eeee", summary: "take the pizza out", due_at: "2026-06-04T17:15:00Z", asked_reminder: true, last_nudged_at: "2026-06-04T17:15:00Z" });
    const line = offlineSmallTalk("Hi.", [rang], now, "Europe/Berlin", 0);
    expect(line).toMatch(/Still open: take the pizza out, reminded today 19:15\./);
    expect(line).not.toMatch(/overdue/);
    expect(offlineSmallTalk("Hallo.", [rang], now, "Europe/Berlin", 0, "de")).toMatch(/Noch offen: take the pizza out, erinnert heute 19:15/);
    // Not yet rung (ZOE was down at 19:15): it is still owed, so it still reads as overdue.
    const owed = makeThread({ id: "th-ffff", summary: "take the pizza out", due_at: "2026-06-04T17:15:00Z", asked_reminder: true, last_nudged_at: null });
    expect(offlineSmallTalk("Hi.", [owed], now, "Europe/Berlin", 0)).toMatch(/overdue since today 19:15/);
  });

  it("the 'no model' notice is said once after start, then ZOE just answers (seven messages, one notice)", async () => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null });
    await say("I'll send the deck to Priya tomorrow");
    const replies: string[] = [];
    for (const text of ["hello", "how are you?", "what's up", "nice weather", "ok", "cool", "thanks"]) replies.push(await say(text));
    expect(replies.filter((r) => /without my language model/.test(r))).toHaveLength(1);
    expect(replies[0]).toMatch(/^I'm running without my language model/);
    expect(replies[1]).toMatch(/^Next up: send the deck to Priya, due tomorrow 18:00/);
  });

  it("names a thread only when the words pick exactly one", () => {
    const threads = [makeThread({ id: "th-aaaa", summary: "ship the onepager" }), makeThread({ id: "th-bbbb", summary: "ship the deck" })];
    expect(threadNamed("the onepager", threads)?.id).toBe("th-aaaa");
    expect(threadNamed("shipping", threads)).toBeNull();
    expect(threadNamed("th-bbbb", threads)?.id).toBe("th-bbbb");
    expect(offlineIntents("please be quieter", threads).gateOps).toEqual([{ op: "quieter" }]);
    expect(offlineIntents("I'll ship it", threads)).toEqual({ gateOps: [], threadOps: [], notes: [] });
  });

  it.each([
    ["en", "you're messaging me way too much"],
    ["de", "du schreibst mir echt zu oft"],
    ["de", "du nervst mich wirklich viel zu oft"],
    ["pt", "você me manda mensagens demais"],
    ["pt", "vc me manda mensagem demais"],
    ["pt", "estás a mandar-me mensagens a mais"],
  ] as const)("in %s, 'you message me too much' said with an intensifier or another verb form makes ZOE quieter: %j", (locale, text) => {
    expect(offlineIntents(text, [], locale).gateOps).toEqual([{ op: "quieter" }]);
  });

  it("someone else writing too much is not the owner asking for quiet", () => {
    expect(offlineIntents("o João escreve demais no grupo", [], "pt").gateOps).toEqual([]);
    expect(offlineIntents("my sister messages me way too much", [], "en").gateOps).toEqual([]);
  });
});
