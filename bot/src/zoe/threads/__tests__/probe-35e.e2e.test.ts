/**
 * Outside probe (e) of issue #35, through Telegram: the real grammY client against the Telegram
 * emulator, ZOE started as `npm start` starts it (startZoe), its scheduler under a pinned clock,
 * offline (no model) and with the fake Messages API. Inputs are fresh, written by a tester who
 * read only the README and the issue, in all seven languages. Each scenario is what the owner
 * does in the chat and what they see back: closing from /threads, /done and plain sentences by
 * words, reminders at the minute named while chatting, the Snooze choices, "at 3" asked with two
 * buttons, pairing with the terminal state carried over, and HTML in the owner's words shown as typed.
 * Must never: reach a real service, or pass on an expectation it did not check (those are it.todo).
 */
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { Pairing } from "../../access/index.ts";
import { TERMINAL_OWNER } from "../../channels/index.ts";
import type { Running } from "../../shell/runtime.ts";
import type { FakeReply } from "../../test-support/fake-anthropic.ts";
import type { BotMessage, EmuUser } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { addThread, runScheduler } from "../../test-support/tick-harness.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 5151;
const ZONE = "Europe/Berlin";
/** Wednesday 9 December 2026, owner-local. */
const DAY = "2026-12-09";
const local = (wall: string) => DateTime.fromISO(wall, { zone: ZONE }).toJSDate();
const hhmm = (iso: string | Date | null | undefined) => (iso ? DateTime.fromJSDate(new Date(iso), { zone: ZONE }).toFormat("yyyy-MM-dd HH:mm") : "none");

let e2e: TelegramZoe;
let clock: ManualClock;
let zoe: Running;
let owner: EmuUser;
/** What the fake model answers with (null: offline, no model at all). */
let script: ((last: string, tools: string[]) => FakeReply | null) | null = null;

beforeEach(async () => {
  script = null;
  e2e = await startTelegramZoe({
    owner: OWNER,
    timeZone: ZONE,
    homePrefix: "zoe-probe35e-",
    handler: (body: any) => {
      const tools: string[] = (body?.tools ?? []).map((t: { name: string }) => t.name);
      const last = String(body?.messages?.at(-1)?.content ?? "");
      return script?.(last.split("\n\n").pop() ?? "", tools) ?? { kind: "text", text: "ok" };
    },
  });
});

afterEach(() => e2e.close());

async function start(wall: string, locale: string, opts: { online?: boolean; env?: Record<string, string>; pairing?: Pairing } = {}): Promise<void> {
  clock = new ManualClock(local(wall));
  zoe = await e2e.start({
    clock,
    env: { ZOE_LOCALE: locale, LOG_LEVEL: "silent", ZOE_MODEL: "fake-main", ZOE_GATE_MODEL: "fake-gate", ...opts.env },
    ...(opts.online ? {} : { model: null }),
    ...(opts.pairing ? { pairing: opts.pairing } : {}),
  });
  owner = e2e.emu.client(OWNER, "Noor");
}

async function settle(user: EmuUser = owner): Promise<void> {
  await until(() => !zoe.zoe.isBusy(String(user.userId)), "the handler to finish");
}

/** The owner writes; the first message ZOE sends back (others may follow: see `owner.messages()`). */
async function say(text: string, user: EmuUser = owner): Promise<BotMessage> {
  const before = user.messages().length;
  await user.send(text);
  const all = await user.waitForMessages(before + 1, 20_000);
  await settle(user);
  return all[before]!;
}

/** Press the button of `m` whose label matches `label`; ZOE's next message (or the same one, edited). */
async function press(m: BotMessage, label: RegExp, user: EmuUser = owner): Promise<BotMessage> {
  const b = m.buttons.flat().find((x) => label.test(x.text));
  if (!b) throw new Error(`no button ${label} under ${JSON.stringify(m.text)}: ${JSON.stringify(m.buttons)}`);
  const before = user.messages().length;
  await user.press(b.data, m.messageId);
  await user.waitForMessages(before + 1, 5_000).catch(() => undefined);
  await settle(user);
  return user.messages().length > before ? user.messages()[before]! : user.messages().find((x) => x.messageId === m.messageId)!;
}

const threads = () => zoe.zoe.owner(String(OWNER)).threads.all();
const open = async () => (await threads()).filter((t) => t.status === "open" || t.status === "snoozed");
const find = async (word: RegExp) => (await threads()).find((t) => word.test(t.summary));
const labels = (m: BotMessage) => m.buttons.flat().map((b) => b.text);
/** When ZOE recorded sending `m` (Telegram's own dates are real time). */
async function sentAt(m: BotMessage): Promise<string> {
  const p = (await zoe.zoe.owner(String(OWNER)).pushes.all()).find((x) => x.messageId === String(m.messageId));
  return p ? hhmm(p.at) : "not a push";
}

describe("closing without an id, in Telegram, offline", () => {
  it("en: /threads has a button per item; pressing one closes that item and says so", async () => {
    await start(`${DAY}T10:00`, "en");
    await say("I'll return the drill to Marek on Friday");
    await say("I need to pay the plumber's invoice tomorrow");
    expect(await open()).toHaveLength(2);
    const list = await say("/threads");
    expect(list.text).toMatch(/drill/);
    expect(list.text).toMatch(/plumber/);
    expect(list.buttons.flat().length).toBeGreaterThanOrEqual(2);
    // Each item's buttons carry its number in the list.
    const n = /(\d+)\.[^\n]*drill/.exec(list.text)?.[1];
    expect(labels(list).filter((l) => l.startsWith(`${n}.`)).length).toBeGreaterThanOrEqual(2);
    const answer = await press(list, new RegExp(`^${n}\\. Done$`));
    // Whether the button closes at once or asks first, the owner ends with the drill closed.
    const after = answer.buttons.length > 0 ? await press(answer, /yes|done|close/i) : answer;
    expect(after.text).toMatch(/drill/);
    expect((await find(/drill/))?.status).not.toBe("open");
    expect((await find(/plumber/))?.status).toBe("open");
  });

  it("de: '/done Nebenkostenabrechnung' asks 'close …?' with two buttons; Ja closes it", async () => {
    await start(`${DAY}T10:00`, "de");
    const tracked = await say("Ich muss bis Freitag die Nebenkostenabrechnung prüfen");
    expect(tracked.text).toMatch(/Nebenkostenabrechnung/);
    const ask = await say("/done Nebenkostenabrechnung");
    expect(ask.text).toMatch(/Nebenkostenabrechnung/);
    expect(ask.buttons.flat()).toHaveLength(2);
    const closed = await press(ask, /^ja/i);
    expect(closed.text).toMatch(/Nebenkostenabrechnung/);
    expect((await find(/Nebenkostenabrechnung/))?.status).not.toBe("open");
  });

  it("fr: a plain sentence 'J'ai renvoyé le colis à Chloé' offers to close it; Oui closes it", async () => {
    await start(`${DAY}T10:00`, "fr");
    await say("Je dois renvoyer le colis à Chloé demain");
    expect(await find(/colis/)).toBeTruthy();
    const ask = await say("J'ai renvoyé le colis à Chloé");
    expect(ask.text).toMatch(/colis/);
    expect(ask.buttons.flat().length).toBeGreaterThanOrEqual(2);
    await press(ask, /^oui/i);
    expect((await find(/colis/))?.status).not.toBe("open");
  });

  it("es: '/done fontanero' then No leaves it open", async () => {
    await start(`${DAY}T10:00`, "es");
    await say("Tengo que llamar al fontanero mañana");
    const ask = await say("/done fontanero");
    expect(ask.text).toMatch(/fontanero/);
    await press(ask, /^no/i);
    expect((await find(/fontanero/))?.status).toBe("open");
  });

  it("pt: '/threads' then the button closes; nl: 'klaar' with words finds the thread", async () => {
    await start(`${DAY}T10:00`, "pt");
    await say("Tenho de renovar o seguro do carro até sexta");
    const list = await say("/threads");
    expect(list.text).toMatch(/seguro/);
    const answer = await press(list, /./);
    if (answer.buttons.length > 0) await press(answer, /^sim/i);
    expect((await find(/seguro/))?.status).not.toBe("open");
  });

  it("nl: a plain sentence 'ik heb de huur overgemaakt' offers to close 'de huur overmaken'", async () => {
    await start(`${DAY}T10:00`, "nl");
    await say("Ik moet vrijdag de huur overmaken");
    expect(await find(/huur/)).toBeTruthy();
    const ask = await say("Ik heb de huur overgemaakt");
    expect(ask.text).toMatch(/huur/);
    await press(ask, /^ja/i);
    expect((await find(/huur/))?.status).not.toBe("open");
  });
});

describe("reminders at the minute named, in Telegram, under a pinned clock", () => {
  it("es offline: 'en 2 minutos' arrives at 10:02 while the owner keeps writing; a reminder with done and snooze, not a question", async () => {
    await start(`${DAY}T10:00`, "es");
    const set = await say("recuérdame sacar la ropa de la lavadora en 2 minutos");
    expect(set.text).toMatch(/10:02/);
    for (let t = local(`${DAY}T10:00:20`).getTime(); t <= local(`${DAY}T10:04`).getTime(); t += 20_000) {
      await runScheduler(clock, zoe.scheduler, new Date(t));
      await say("¿y qué hacemos el sábado?");
    }
    const reminders = owner.messages().filter((m) => /lavadora/.test(m.text) && m.buttons.length > 0);
    expect(reminders).toHaveLength(1);
    expect(await sentAt(reminders[0]!)).toBe(`${DAY} 10:02`);
    expect(reminders[0]!.text).not.toMatch(/¿/);
    expect(labels(reminders[0]!)).toHaveLength(2);
  });

  it("pt offline: two reminders 'daqui a 5 minutos' both arrive at 10:05", async () => {
    await start(`${DAY}T10:00`, "pt");
    await say("lembra-me de tirar o bolo do forno daqui a 5 minutos");
    await say("lembra-me de ligar à Inês daqui a 5 minutos");
    await runScheduler(clock, zoe.scheduler, local(`${DAY}T10:04:59`));
    expect(owner.messages().filter((m) => /bolo|Inês/.test(m.text) && m.buttons.length > 0)).toEqual([]);
    await runScheduler(clock, zoe.scheduler, local(`${DAY}T10:07`));
    const pushed = owner.messages().filter((m) => m.buttons.length > 0);
    expect(pushed.some((m) => /bolo/.test(m.text))).toBe(true);
    expect(pushed.some((m) => /Inês/.test(m.text))).toBe(true);
    for (const m of pushed) expect(await sentAt(m)).toBe(`${DAY} 10:05`);
  });

  it("it offline: the Snooze button offers choices that fit the moment, and each one sets what it says", async () => {
    await start(`${DAY}T10:00`, "it");
    await say("ricordami di stendere il bucato tra 2 minuti");
    await runScheduler(clock, zoe.scheduler, local(`${DAY}T10:02:30`));
    const reminder = owner.messages().find((m) => /bucato/.test(m.text) && m.buttons.length > 0)!;
    expect(reminder).toBeTruthy();
    const choices = await press(reminder, /posticipa|rimanda|snooze|più tardi/i);
    const names = labels(choices);
    expect(names.length).toBeGreaterThanOrEqual(3);
    // Each choice pressed on a fresh reminder: what the thread's due time becomes.
    const want: Array<[RegExp, string]> = [
      [/10\s*min/i, `${DAY} 10:1`], // 10:12:30, shown to the minute
      [/\b(un'?\s?ora|1\s*ora)\b/i, `${DAY} 11:0`], // 11:02:30, shown to the minute
      [/stasera/i, `${DAY} 2`],
      [/domani|domattina/i, "2026-12-10 0"],
    ];
    for (const [label, due] of want) {
      const b = names.find((n) => label.test(n));
      expect(b, `a choice like ${label} in ${JSON.stringify(names)}`).toBeTruthy();
      await press(choices, new RegExp(`^${b!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      const t = await find(/bucato/);
      expect(hhmm(t?.snooze_until ?? t?.due_at).startsWith(due) || hhmm(t?.snooze_until ?? t?.due_at).startsWith(due.replace(/ 0$/, " 08")), `${b} → ${hhmm(t?.snooze_until ?? t?.due_at)}`).toBe(true);
    }
  });

  it("de with the fake model: 'erinnere mich in 2 Minuten …' arrives at 10:02 while chatting, in German, with Erledigt and Später", async () => {
    script = (last, tools) => {
      if (!tools.includes("respond")) return null;
      if (/erinnere/i.test(last)) return { kind: "tool", name: "respond", input: { reply: "Mache ich.", thread_ops: [{ op: "open", summary: "das Auto umparken", due: "in 2 minutes", reminder: true }] } };
      return { kind: "tool", name: "respond", input: { reply: "Klingt gut.", thread_ops: [] } };
    };
    await start(`${DAY}T10:00`, "de", { online: true });
    const set = await say("erinnere mich in 2 Minuten daran, das Auto umzuparken");
    expect(set.text).toMatch(/10:02/);
    for (let t = local(`${DAY}T10:00:30`).getTime(); t <= local(`${DAY}T10:03`).getTime(); t += 30_000) {
      await runScheduler(clock, zoe.scheduler, new Date(t));
      await say("was kochen wir heute Abend?");
    }
    const reminder = owner.messages().find((m) => /Auto umparken/.test(m.text) && m.buttons.length > 0)!;
    expect(reminder).toBeTruthy();
    expect(await sentAt(reminder)).toBe(`${DAY} 10:02`);
    expect(reminder.text).not.toMatch(/Did it happen|Hat es geklappt|\?\s*$/m);
    expect(labels(reminder).join(" ")).not.toMatch(/Done|Snooze/);
  });
});

describe("'at 3' is asked with two buttons", () => {
  it("en offline: 'I'll call the bank at 3' asks 15:00 or 03:00; the 03:00 button sets 03:00", async () => {
    await start(`${DAY}T10:00`, "en");
    await say("I'll call the bank at 3");
    const ask = owner.messages().at(-1)!;
    expect(ask.buttons.flat()).toHaveLength(2);
    expect(labels(ask).join(" ")).toMatch(/15:00|3 ?pm/i);
    const answer = await press(ask, /03:00|3 ?am/i);
    expect(answer.text).toMatch(/bank/);
    expect(hhmm((await find(/bank/))?.due_at).slice(11)).toBe("03:00");
  });

  it("nl offline: 'Ik bel morgen de verzekering om 3' asks; the 15:00 button sets tomorrow 15:00", async () => {
    await start(`${DAY}T10:00`, "nl");
    await say("Ik bel morgen de verzekering om 3");
    const ask = owner.messages().at(-1)!;
    expect(ask.buttons.flat()).toHaveLength(2);
    await press(ask, /15:00|15\.00|15 uur/);
    expect(hhmm((await find(/verzekering/))?.due_at)).toBe("2026-12-10 15:00");
  });
});

describe("pairing in Telegram", () => {
  it("en: 'hi' before the code and a wrong code are told so; the right code pairs and offers the terminal state; Yes brings it", async () => {
    const pairing = new Pairing({ home: e2e.home, code: "QWER-7TY2" });
    await start(`${DAY}T10:00`, "en", { env: { ZOE_OWNER_IDS: "" }, pairing });
    await addThread(zoe.zoe.owner(TERMINAL_OWNER), clock.now(), "water the ficus", local(`${DAY}T18:00`));
    const hi = await say("hi");
    expect(hi.text).toMatch(/code/i);
    expect(hi.text).toMatch(/log|terminal|printed/i);
    const wrong = await say("QWER-7TY3");
    expect(wrong.text).toMatch(/(not|n't) match|wrong|incorrect/i);
    await owner.send("QWER-7TY2");
    await owner.waitForMessages(owner.messages().length + 1, 20_000);
    await until(() => owner.messages().some((m) => m.buttons.length > 0), "the carry offer");
    await settle();
    const offer = owner.messages().find((m) => m.buttons.length > 0)!;
    expect(offer.text).toMatch(/terminal/i);
    await press(offer, /^yes/i);
    expect((await find(/ficus/))?.status).toBe("open");
  });

  it("fr: the carry offer's No leaves the Telegram owner empty", async () => {
    const pairing = new Pairing({ home: e2e.home, code: "ZXCV-4BN8" });
    await start(`${DAY}T10:00`, "fr", { env: { ZOE_OWNER_IDS: "" }, pairing });
    await addThread(zoe.zoe.owner(TERMINAL_OWNER), clock.now(), "arroser le ficus", null);
    const hi = await say("bonjour");
    expect(hi.text).toMatch(/code/i);
    await owner.send("zxcv4bn8");
    await until(() => owner.messages().some((m) => m.buttons.length > 0), "the carry offer");
    await settle();
    const offer = owner.messages().find((m) => m.buttons.length > 0)!;
    await press(offer, /^non/i);
    expect(await threads()).toEqual([]);
  });
});

describe("HTML in the owner's words is shown as typed", () => {
  const WORDS = "send <b>Tom</b> the Q&A notes <script>alert(1)</script>";
  it("en offline: the tracking line, /threads, the /done question and the reminder quote it as typed", async () => {
    await start(`${DAY}T10:00`, "en");
    const tracked = await say(`I'll ${WORDS} tomorrow`);
    expect(tracked.text).toContain("<b>Tom</b> the Q&A notes <script>alert(1)</script>");
    const list = await say("/threads");
    expect(list.text).toContain("<b>Tom</b> the Q&A notes <script>alert(1)</script>");
    const ask = await say("/done Q&A notes");
    expect(ask.text).toContain("<b>Tom</b> the Q&A notes <script>alert(1)</script>");
    await press(ask, /^no/i);
    const set = await say("remind me to check <i>a & b</i> in 2 minutes");
    expect(set.text).toContain("<i>a & b</i>");
    await runScheduler(clock, zoe.scheduler, local(`${DAY}T10:03`));
    const reminder = owner.messages().find((m) => m.text.includes("a & b") && m.buttons.length > 0);
    expect(reminder?.text).toContain("<i>a & b</i>");
  });
});

describe("second batch, written after the first pass and before its run", () => {
  it("fr offline: the Snooze choice 'pick a day' offers days, and the day pressed is the day set", async () => {
    await start(`${DAY}T10:00`, "fr");
    await say("rappelle-moi d'arroser les tomates dans 2 minutes");
    await runScheduler(clock, zoe.scheduler, local(`${DAY}T10:02:30`));
    const reminder = owner.messages().find((m) => /tomates/.test(m.text) && m.buttons.length > 0)!;
    expect(reminder).toBeTruthy();
    const choices = await press(reminder, /plus tard|reporter|snooze|rappeler/i);
    const days = await press(choices, /jour/i);
    const dayLabels = labels(days);
    expect(dayLabels.length).toBeGreaterThanOrEqual(3);
    const friday = dayLabels.find((l) => /^ven/i.test(l));
    expect(friday, JSON.stringify(dayLabels)).toBeTruthy();
    await press(days, new RegExp(`^${friday!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    const t = await find(/tomates/);
    expect(hhmm(t?.snooze_until ?? t?.due_at).slice(0, 10)).toBe("2026-12-11");
  });

  it("de pairing: 'hallo' before the code and a wrong code are answered in German, naming the code and where it is", async () => {
    const pairing = new Pairing({ home: e2e.home, code: "MNBV-3CX9" });
    await start(`${DAY}T10:00`, "de", { env: { ZOE_OWNER_IDS: "" }, pairing });
    const hi = await say("hallo");
    expect(hi.text).toMatch(/Code/);
    expect(hi.text).not.toMatch(/\b(the|send|your)\b/);
    const wrong = await say("MNBV-3CX8");
    expect(wrong.text).toMatch(/Code/);
    expect(wrong.text).not.toMatch(/\b(the|send|your)\b/);
    await owner.send("/start MNBV-3CX9");
    await owner.waitForMessages(owner.messages().length + 1, 20_000);
    await settle();
    expect((await say("/threads")).text).not.toMatch(/Code/);
  });

  it("es offline: '<b>' and '&' in a plain done-sentence's question are shown as typed", async () => {
    await start(`${DAY}T10:00`, "es");
    await say("Tengo que mandar a Pepe & Co. el <b>presupuesto</b> mañana");
    const ask = await say("/done presupuesto");
    expect(ask.text).toContain("Pepe & Co. el <b>presupuesto</b>");
    const list = await say("/threads");
    expect(list.text).toContain("Pepe & Co. el <b>presupuesto</b>");
  });
});
