/**
 * Reminders on time. What the owner asked for is a promise: "remind me to take the pizza out in 2
 * minutes" arrives at that minute while the owner keeps writing, every reminder due at a minute
 * arrives at it, quiet hours hold one (and the owner is told), and it reads as a reminder with
 * Done and Snooze. A commitment with a time ("I'll call the bank at 15:00") is followed up at its
 * minute through the guards for unsolicited speech, in every language ZOE reads; a day-only one
 * keeps the hourly rhythm. Pinned clock, the real runtime, offline (deterministic) mode unless said.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MINUTE } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { extractCommitments } from "../capture.ts";
import { namesExactTime as namesExactTimeFromDue } from "../due.ts";
import { namesExactTime, namesExactTimeInAnyLanguage, nextReminderAt, promisedAt, reminderAt } from "../reminders.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { OWNER, HarnessModel, startHarness, type Harness } from "../../test-support/tick-harness.ts";
import type { Said } from "../../test-support/capture-channel.ts";
import type { TickResult } from "../../tick/tick.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** The owner writes every 30 seconds from `from` to `to` (owner-local wall times), as people chat. */
async function chatting(harness: Harness, from: string, to: string, line = "ok, and what about the weekend?"): Promise<void> {
  for (let t = harness.local(from).getTime(); t <= harness.local(to).getTime(); t += 30_000) {
    await harness.runUntil(new Date(t));
    await harness.channel.ownerSays(line);
  }
}

const labels = (s: Said) => s.buttons.flat().map((b) => b.label);

describe("which due phrases name a moment", () => {
  it("short delays and clock times do; days do not", () => {
    for (const p of ["in 5 minutes", "in 2 hours", "in half an hour", "in an hour", "at 15:30", "Friday 10am", "tomorrow at 9", "at noon"]) {
      expect(namesExactTime(p), p).toBe(true);
    }
    for (const p of ["today", "tomorrow", "Friday", "next week", "end of month", "in 3 days", "tonight", null]) {
      expect(namesExactTime(p), String(p)).toBe(false);
    }
  });

  it("is the due-date grammar's own reading, in the owner's language too", () => {
    expect(namesExactTime).toBe(namesExactTimeFromDue);
    for (const p of ["Dec 3 at 9am", "by 5pm", "2026-06-04T11:32"]) expect(namesExactTime(p), p).toBe(true);
    expect(namesExactTime("um 15 Uhr", "de")).toBe(true);
    expect(namesExactTime("in 5 Minuten", "de")).toBe(true);
    expect(namesExactTime("dans 10 minutes", "fr")).toBe(true);
    for (const [p, l] of [["morgen", "de"], ["heute Abend", "de"], ["demain", "fr"], ["mañana", "es"]] as const) expect(namesExactTime(p, l), p).toBe(false);
  });

  it("the wake-up reads the phrase in whichever language it is in, whatever the owner's setting", () => {
    for (const p of ["in zwei Stunden", "um 15 Uhr", "dans 2 heures", "à 15h30", "a las 15:30", "en 2 horas", "às 15h30", "daqui a 10 minutos", "tra due ore", "fra 10 minuti", "alle 15:30", "over een uur", "over twee uur", "om 15:30", "in 5 minutes", "at 15:30"]) {
      expect(namesExactTimeInAnyLanguage(p), p).toBe(true);
    }
    // A day, or a part of one, in any of the seven languages is never read as a minute in another.
    for (const p of ["today", "tomorrow", "Friday", "tonight", "in 3 days", "next week", "heute", "morgen", "heute Abend", "bis Freitag", "nächste Woche", "aujourd'hui", "demain", "ce soir", "vendredi", "hoy", "mañana", "esta noche", "el viernes", "hoje", "amanhã", "sexta", "esta noite", "em 3 dias", "oggi", "domani", "stasera", "venerdì", "la prossima settimana", "tra 3 giorni", "vandaag", "morgen", "vanavond", "vrijdag", "volgende week", "over 3 dagen"]) {
      expect(namesExactTimeInAnyLanguage(p), p).toBe(false);
    }
    // A German owner's "in 5 Minuten" gets its wake-up like an English "in 5 minutes".
    const due = "2026-06-04T11:32:00.000Z";
    expect(reminderAt(makeThread({ due_at: due, due_phrase: "in 5 Minuten" }))?.toISOString()).toBe(due);
  });

  it("only a live thread that was not followed up yet gets a wake-up", () => {
    const due = "2026-06-04T11:32:00.000Z";
    const base = makeThread({ due_at: due, due_phrase: "in 5 minutes" });
    expect(reminderAt(base)?.toISOString()).toBe(due);
    expect(reminderAt({ ...base, status: "done" })).toBeNull();
    expect(reminderAt({ ...base, last_nudged_at: due })).toBeNull();
    expect(reminderAt({ ...base, due_phrase: "today" })).toBeNull();
    expect(nextReminderAt([base], new Date(due))).toBeNull(); // strictly after
    expect(nextReminderAt([base], new Date("2026-06-04T11:00:00Z"))?.toISOString()).toBe(due);
  });

  it("a reminder the owner asked for is owed at its due time, whatever the phrase, and again when a snooze ends", () => {
    const due = "2026-06-04T16:00:00.000Z";
    const asked = makeThread({ due_at: due, due_phrase: "today", asked_reminder: true });
    expect(promisedAt(asked)?.toISOString()).toBe(due);
    expect(reminderAt(asked)?.toISOString()).toBe(due);
    const reminded = { ...asked, last_nudged_at: due, nudge_count: 1, unanswered_nudges: 1 };
    expect(promisedAt(reminded)).toBeNull();
    const snoozed = { ...reminded, status: "snoozed" as const, snooze_until: "2026-06-05T06:00:00.000Z", snooze_count: 1, unanswered_nudges: 0 };
    expect(promisedAt(snoozed)?.toISOString()).toBe("2026-06-05T06:00:00.000Z");
    expect(promisedAt({ ...asked, asked_reminder: false })).toBeNull();
    expect(promisedAt({ ...asked, due_at: null })).toBeNull();
  });
});

describe("a reminder the owner asked for", () => {
  it("(a, f) 'remind me to take the pizza out in 2 minutes' arrives at that minute while the owner keeps writing, and reads as a reminder", async () => {
    h = await startHarness({ start: "2026-06-04T14:02", model: null });
    const [ack] = await h.channel.ownerSays("remind me to take the pizza out in 2 minutes");
    expect(ack!.text).toMatch(/^Reminder set: take the pizza out, today 14:04 \(undo: \/untrack th-[a-z0-9]+\)$/);

    await chatting(h, "2026-06-04T14:02:30", "2026-06-04T14:06:00");
    const sent = await h.sentOf();
    expect(sent).toHaveLength(1);
    const due = h.local("2026-06-04T14:04").getTime();
    expect(sent[0]!.at.getTime() - due).toBeGreaterThanOrEqual(0);
    expect(sent[0]!.at.getTime() - due).toBeLessThan(MINUTE);

    // What the owner reads: the reminder, why it came now (not the reminder again), Done and Snooze.
    expect(sent[0]!.text).toBe("⏰ Reminder: take the pizza out\n\nWhy now: You asked me at 14:02 to remind you at 14:04.");
    expect(sent[0]!.text).not.toMatch(/Did it happen/);
    expect(labels(sent[0]!)).toEqual(["Done", "Snooze"]);

    // Recorded like every push, so /why explains it; the decision log has the wake-up that sent it.
    const [push] = (await h.pushLog()).filter((p) => p.kind === "reminder");
    expect(push).toMatchObject({ reason: "You asked me at 14:02 to remind you at 14:04.", score: null, threshold: null });
    const pushed = (await h.decisions()).filter((d) => d.outcome === "pushed");
    expect(pushed).toMatchObject([{ trigger: "event", guard: null, pushId: push!.id }]);
    const [why] = await h.channel.ownerSays("/why");
    expect(why!.text).toBe("My last message (reminder, Thu 4 Jun 14:04): You asked me at 14:02 to remind you at 14:04.");

    // Done closes it; nothing more comes about it.
    const [done] = await h.channel.press(sent[0]!.buttons[0]![0]!.data);
    expect(done!.text).toMatch(/^Done: take the pizza out/);
    await h.runUntil("2026-06-06T12:00");
    expect(await h.sentOf()).toHaveLength(1);
  });

  it("(a) with the language model on, neither the decision model nor the writer is asked: the promise does not wait for a model", async () => {
    const model = new HarnessModel();
    model.commitments.set("pizza", { summary: "take the pizza out", due: "in 2 minutes", reminder: true });
    h = await startHarness({ start: "2026-06-04T14:02", model });
    const [ack] = await h.channel.ownerSays("remind me to take the pizza out in 2 minutes");
    expect(ack!.text).toMatch(/Reminder set: take the pizza out, today 14:04/);
    await chatting(h, "2026-06-04T14:02:30", "2026-06-04T14:05:00");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 14:04"]);
    expect(sent[0]!.text).toMatch(/^⏰ Reminder: take the pizza out\n\nWhy now: You asked me at 14:02/);
    expect(model.callsFor("gate")).toEqual([]);
    expect(model.callsFor("writer")).toEqual([]);
  });

  it("(b) two reminders due at the same minute both arrive at it", async () => {
    h = await startHarness({ start: "2026-06-04T14:00", model: null });
    await h.channel.ownerSays("remind me at 14:10 to take the pizza out");
    await h.channel.ownerSays("remind me to call Anna at 14:10");
    await chatting(h, "2026-06-04T14:08", "2026-06-04T14:12");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 14:10", "Thu 4 Jun 14:10"]);
    expect(sent.map((s) => s.text.split("\n")[0]).sort()).toEqual(["⏰ Reminder: call Anna", "⏰ Reminder: take the pizza out"]);
    for (const s of sent) expect(labels(s)).toEqual(["Done", "Snooze"]);
    // One wake-up, one decision-log line, two messages: the first names the push on record.
    const pushed = (await h.decisions()).filter((d) => d.outcome === "pushed");
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.candidates.map((c) => c.kind)).toEqual(["reminder", "reminder"]);
  });

  it("(c) one due in quiet hours comes at its minute: asked for, it is no unsolicited push (issue #35)", async () => {
    h = await startHarness({ start: "2026-06-04T21:50", model: null });
    const [ack] = await h.channel.ownerSays("remind me to lock the door in 20 minutes");
    expect(ack!.text).toMatch(/^Reminder set: lock the door, today 22:10 \(undo: \/untrack th-[a-z0-9]+\)$/);
    await h.runUntil("2026-06-05T08:30");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 22:10"]);
    expect(sent[0]!.text).toBe("⏰ Reminder: lock the door\n\nWhy now: You asked me at 21:50 to remind you at 22:10.");
  });

  it("(d) a German 'erinnere mich in 2 Stunden daran, Frau Berger zurückzurufen' arrives at that minute, in German", async () => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null, env: { ZOE_LOCALE: "de" } });
    const [ack] = await h.channel.ownerSays("erinnere mich in 2 Stunden daran, Frau Berger zurückzurufen");
    expect(ack!.text).toMatch(/^Erinnerung gesetzt: Frau Berger zurückrufen, heute 12:00 \(rückgängig: \/untrack th-[a-z0-9]+\)$/);
    await chatting(h, "2026-06-04T11:58", "2026-06-04T12:01", "Wie war eigentlich das Wetter gestern?");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 12:00"]);
    expect(sent[0]!.text).toBe("⏰ Erinnerung: Frau Berger zurückrufen\n\nWarum jetzt: Du hast mich um 10:00 gebeten, dich um 12:00 zu erinnern.");
    expect(labels(sent[0]!)).toEqual(["Erledigt", "Später"]);
  });

  // Every language's request with a minute in it, as people say it, arrives at that minute while the
  // owner keeps writing, in the owner's language with not one English word.
  it.each([
    ["it", "ricordami tra 2 minuti di togliere la pizza dal forno", "10:02", "⏰ Promemoria: togliere la pizza dal forno"],
    ["it", "ricordami tra due ore di chiamare la signora Berger", "12:00", "⏰ Promemoria: chiamare la signora Berger"],
    ["it", "mi ricordi alle 15:30 di chiamare la banca?", "15:30", "⏰ Promemoria: chiamare la banca"],
    ["nl", "herinner me over 2 minuten aan de pizza in de oven", "10:02", "⏰ Herinnering: de pizza in de oven"],
    ["nl", "herinner me over een uur eraan mevrouw Berger terug te bellen", "11:00", "⏰ Herinnering: mevrouw Berger terugbellen"],
    ["nl", "herinner me om 15:30 eraan de bank te bellen", "15:30", "⏰ Herinnering: de bank bellen"],
    ["de", "erinnere mich in 2 Stunden daran, Frau Berger zurückzurufen", "12:00", "⏰ Erinnerung: Frau Berger zurückrufen"],
    ["fr", "rappelle-moi dans 2 heures d'appeler Mme Berger", "12:00", "⏰ Rappel\u00a0: appeler Mme Berger"],
    ["es", "recuérdame a las 15:30 llamar al banco", "15:30", "⏰ Recordatorio: llamar al banco"],
    ["pt", "lembra-me às 15h30 de ligar ao banco", "15:30", "⏰ Lembrete: ligar ao banco"],
    // Asked as a reminder to set, the time before a colon or after the noun.
    ["en", "set a reminder for 15:30: call the bank", "15:30", "⏰ Reminder: call the bank"],
    ["de", "stell mir eine Erinnerung in 2 Stunden: Frau Berger zurückrufen", "12:00", "⏰ Erinnerung: Frau Berger zurückrufen"],
    ["fr", "mets-moi un rappel à 15h30 : appeler la banque", "15:30", "⏰ Rappel\u00a0: appeler la banque"],
    ["es", "ponme un recordatorio en 2 minutos para sacar la pizza", "10:02", "⏰ Recordatorio: sacar la pizza"],
    ["pt", "cria um lembrete para as 15h30: ligar ao banco", "15:30", "⏰ Lembrete: ligar ao banco"],
    ["it", "mettimi un promemoria alle 15:30: chiamare la banca", "15:30", "⏰ Promemoria: chiamare la banca"],
    ["nl", "zet een herinnering over 2 minuten: pizza uit de oven", "10:02", "⏰ Herinnering: pizza uit de oven"],
  ] as const)("in %s, %j arrives at %s, in the owner's language", async (locale: Locale, request, at, first) => {
    h = await startHarness({ start: "2026-06-04T10:00", model: null, env: { ZOE_LOCALE: locale } });
    const [ack] = await h.channel.ownerSays(request);
    expect(ack!.text).toMatch(/th-[a-z0-9]+\)$/);
    // The owner writes through the last minutes before it (from 10:00:30 at the earliest).
    const [hh, mm] = at.split(":").map(Number) as [number, number];
    const wall = (min: number, sec: number) => `2026-06-04T${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}:${String(sec).padStart(2, "0")}`;
    const from = Math.max(10 * 60, hh * 60 + mm - 3);
    await chatting(h, wall(from, 30), wall(hh * 60 + mm - 1, 30), "ok");
    await h.runUntil(`2026-06-04T${at}:30`);
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual([`Thu 4 Jun ${at}`]);
    expect(sent[0]!.text.split("\n")[0]).toBe(first);
    expect(englishLeaks(sent[0]!.text, locale, request)).toEqual([]);
  });

  it("arrives in quiet mode too: /mode quiet silences what ZOE says unprompted, not what the owner asked for", async () => {
    h = await startHarness({ start: "2026-06-04T14:00", model: null });
    await h.channel.ownerSays("/mode quiet");
    await h.channel.ownerSays("remind me to take the pizza out in 5 minutes");
    await h.runUntil("2026-06-04T14:10");
    expect((await h.sentOf()).map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 14:05"]);
  });

  it("Snooze brings it back at the end of the snooze, at that minute, saying it was snoozed", async () => {
    h = await startHarness({ start: "2026-06-04T14:00", model: null });
    await h.channel.ownerSays("remind me to water the plants in 5 minutes");
    await h.runUntil("2026-06-04T14:06");
    const [first] = await h.sentOf();
    const [asked] = await h.channel.press(first!.buttons[0]![1]!.data);
    const morning = asked!.buttons!.flat().find((b) => b.label === "Tomorrow morning 08:00")!;
    const [snoozed] = await h.channel.press(morning.data);
    expect(snoozed!.text).toMatch(/Snoozed: water the plants, until tomorrow 08:00/);
    await h.channel.ownerSays("good night");
    await h.runUntil("2026-06-05T07:59:30");
    await h.channel.ownerSays("morning!");
    await h.runUntil("2026-06-05T08:10");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 14:05", "Fri 5 Jun 08:00"]);
    expect(sent[1]!.text).toBe("⏰ Reminder: water the plants\n\nWhy now: You snoozed this reminder until 08:00.");
  });
});

describe("a reminder asked for as one to set, and talk about reminders that asks for none", () => {
  it.each<[Locale, string, string, string]>([
    ["en", "can you set a reminder for 4pm to call Jo", "call Jo", "for 4pm"],
    ["en", "reminder in 10 min - take the cake out", "take the cake out", "in 10 min"],
    ["de", "Erinnerung um 16 Uhr: Zahnarzt anrufen", "Zahnarzt anrufen", "um 16 Uhr"],
    ["fr", "rappel dans 10 minutes : sortir le gâteau", "sortir le gâteau", "dans 10 minutes"],
    ["es", "recordatorio en 10 minutos: sacar la ropa", "sacar la ropa", "en 10 minutos"],
    ["it", "promemoria tra 10 minuti: spegnere il forno", "spegnere il forno", "tra 10 minuti"],
    ["nl", "maak een herinnering voor morgen 9 uur: huur betalen", "huur betalen", "voor morgen 9 uur"],
  ])("%s: %j is a reminder of %j at %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due, reminder: true }]);
  });

  it.each<[Locale, string]>([
    ["en", "I forgot to set a reminder for the dentist"],
    ["en", "Did you set a reminder for 4pm?"],
    ["en", "the reminder at 4pm didn't come"],
    ["de", "Ich habe vergessen, eine Erinnerung zu stellen"],
    ["nl", "herinnering om 9 uur kwam niet door"],
    ["fr", "le rappel de 16h n'est jamais arrivé"],
    ["pt", "lembrete para todos: amanhã não há aulas"],
    ["es", "recordatorio para el equipo: mañana no hay reunión"],
  ])("%s: %j asks for no reminder", (locale, text) => {
    expect(extractCommitments(text, locale).filter((op) => op.op === "open" && op.reminder)).toEqual([]);
  });
});

describe("a reminder asked for the way people ask in each language", () => {
  it.each<[Locale, string, string, string]>([
    ["de", "Kannst du mich in einer halben Stunde an die Wäsche erinnern?", "die Wäsche", "in einer halben Stunde"],
    ["de", "Sag mir in 20 Minuten Bescheid wegen dem Tierarzt", "wegen dem Tierarzt", "in 20 Minuten"],
    ["fr", "fais-moi penser à arroser les plantes à 18h", "arroser les plantes", "à 18h"],
    ["es", "recordame mañana a las 9 pagar el alquiler", "pagar el alquiler", "mañana a las 9"],
    ["it", "avvisami tra 20 minuti per spostare la macchina", "spostare la macchina", "tra 20 minuti"],
    ["nl", "laat me over 20 minuten weten dat ik de auto moet verzetten", "de auto verzetten", "over 20 minuten"],
  ])("%s: %j is a reminder of %j at %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due, reminder: true }]);
    expect(namesExactTimeInAnyLanguage(due), due).toBe(true);
  });

  it.each<[Locale, string, string, string]>([
    ["en", "remind me at the end of the month to pay rent", "pay rent", "at the end of the month"],
    ["en", "remind me a week from friday to check the invoice", "check the invoice", "a week from friday"],
    ["de", "erinnere mich Freitag in einer Woche an die Rechnung", "die Rechnung", "Freitag in einer Woche"],
    ["es", "recuérdame el viernes de la semana que viene revisar la factura", "revisar la factura", "el viernes de la semana que viene"],
    ["nl", "herinner me vrijdag over een week aan de factuur", "de factuur", "vrijdag over een week"],
  ])("%s: %j is a reminder of %j on the day %j names, its words all in the due", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due, reminder: true }]);
  });

  it.each<[Locale, string]>([
    ["de", "Sag mir Bescheid, wenn du fertig bist"],
    ["nl", "laat me morgen weten of je komt"],
    ["nl", "laat me even weten dat je veilig thuis bent"],
    ["fr", "fais-moi penser à toi demain"],
    ["it", "avvisami quando arrivi per favore"],
  ])("%s: %j asks to be told something, not reminded", (locale, text) => {
    expect(extractCommitments(text, locale).filter((op) => op.op === "open" && op.reminder)).toEqual([]);
  });
});

describe("a second reminder asked for with 'and' or 'also', as people add one", () => {
  it.each<[Locale, string, string, string]>([
    ["en", "also remind me to call mum in 2 minutes", "call mum", "in 2 minutes"],
    ["en", "oh and can you also remind me to water the plants at 4pm", "water the plants", "at 4pm"],
    ["en", "and remind me to move the car in 20 minutes", "move the car", "in 20 minutes"],
    ["de", "und erinnere mich auch in 2 Minuten daran, Mama anzurufen", "Mama anrufen", "in 2 Minuten"],
    ["de", "ach ja, erinnere mich um 16 Uhr an die Blumen", "die Blumen", "um 16 Uhr"],
    ["fr", "et rappelle-moi aussi d'appeler maman dans 10 minutes", "appeler maman", "dans 10 minutes"],
    ["es", "y recuérdame también llamar a mamá en 10 minutos", "llamar a mamá", "en 10 minutos"],
    ["pt", "e lembra-me também de ligar à mãe daqui a 10 minutos", "ligar à mãe", "daqui a 10 minutos"],
    ["it", "e ricordami anche di chiamare la mamma tra 2 minuti", "chiamare la mamma", "tra 2 minuti"],
    ["nl", "en herinner me ook om over 10 minuten mama te bellen", "mama bellen", "over 10 minuten"],
  ])("%s: %j is a reminder of %j at %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due, reminder: true }]);
  });

  it.each<[Locale, string]>([
    ["en", "and remind me what the wifi password is"],
    ["en", "also, it reminds me of my holiday"],
    ["it", "e mi ricorda anche la vacanza"],
  ])("%s: %j asks for no reminder", (locale, text) => {
    expect(extractCommitments(text, locale).filter((op) => op.op === "open" && op.reminder)).toEqual([]);
  });
});

describe("a reminder's wake-up while another tick runs", () => {
  it("waits for that tick (it gathered before the minute came) and then sends the reminder, instead of sharing its answer", async () => {
    const model = new HarnessModel();
    h = await startHarness({ start: "2026-06-04T14:00", model });
    await h.seedThread("call the bank", "2026-06-04T14:00");
    await h.seedThread("take the pizza out", "2026-06-04T14:31", { asked_reminder: true, due_phrase: "at 14:31" });
    // The 14:30 tick is with the decision model about the bank when 14:31 comes and the reminder wakes.
    let wake: Promise<TickResult> | null = null;
    model.duringGate = async () => {
      h!.clock.set(h!.local("2026-06-04T14:31"));
      wake = h!.running.tick.run(OWNER, h!.clock.now(), "event", undefined, { after: true });
    };
    const hourly = await h.running.tick.run(OWNER, h.local("2026-06-04T14:30"), "tick");
    expect(hourly.push?.kind).toBe("nudge");
    const reminder = await wake!;
    expect(reminder.push).toMatchObject({ kind: "reminder", text: expect.stringMatching(/^⏰ Reminder: take the pizza out/) });
    expect((await h.sentOf()).map((s) => s.text.split("\n")[0])).toEqual(["Quick check: did it happen?", "⏰ Reminder: take the pizza out"]);
  });
});

describe("a commitment with a time", () => {
  it("(e) 'I'll call the bank at 15:00' is followed up through the guards for unsolicited speech: it asks, after the owner finished writing", async () => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null });
    const [ack] = await h.channel.ownerSays("I'll call the bank at 15:00");
    expect(ack!.text).toMatch(/^Tracking: call the bank, due today 15:00/);
    await h.runUntil("2026-06-04T14:58");
    await h.channel.ownerSays("what a day");
    await h.runUntil("2026-06-04T15:30");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 15:03"]);
    expect(sent[0]!.text).toMatch(/^You said you'd call the bank\. Did it happen\?\n\nWhy now: You said you'd call the bank, due today 15:00\./);
    expect(labels(sent[0]!)).toEqual(["Done", "Not yet", "Snooze", "Stop reminding"]);
    const atThree = (await h.decisions()).find((d) => d.trigger === "event");
    expect(atThree).toMatchObject({ outcome: "held", guard: "owner_active" });
  });

  it("a named time is met, and a day-only commitment keeps the hourly rhythm", async () => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null });
    await h.channel.ownerSays("I'll call the bank at 15:10");
    await h.channel.ownerSays("I'll ship the onepager today");
    await h.runUntil("2026-06-04T19:00");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 15:10", "Thu 4 Jun 18:30"]);
    expect(sent[0]!.text).toMatch(/call the bank/);
    expect(sent[1]!.text).toMatch(/onepager/);
  });

  it("'not yet, in 10 minutes' on its follow-up is a promise: it comes back at that minute, still asking, whatever the owner is typing", async () => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null });
    await h.channel.ownerSays("I'll ship the onepager today");
    await h.runUntil("2026-06-04T18:31");
    const [ack] = await h.channel.ownerSays("not yet, in 10 minutes");
    expect(ack!.text).toBe("Okay, not yet. Snoozed: ship the onepager, until today 18:41.");
    await chatting(h, "2026-06-04T18:35", "2026-06-04T18:45");
    await h.runUntil("2026-06-04T19:00");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 18:30", "Thu 4 Jun 18:41"]);
    expect(sent[1]!.text).toBe("You said you'd ship the onepager. Did it happen?\n\nWhy now: You snoozed this until 18:41.");
    expect(labels(sent[1]!)).toEqual(["Done", "Not yet", "Snooze", "Stop reminding"]);
  });

  it("a snooze to a minute the owner named in quiet hours comes at that minute (issue #35)", async () => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null });
    await h.channel.ownerSays("I'll call the bank at 21:30");
    await h.runUntil("2026-06-04T21:35");
    const [ack] = await h.channel.ownerSays("not yet, in 40 minutes");
    expect(ack!.text).toBe("Okay, not yet. Snoozed: call the bank, until today 22:15.");
    await h.runUntil("2026-06-05T08:30");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 21:30", "Thu 4 Jun 22:15"]);
    expect(sent[1]!.text).toBe("You said you'd call the bank. Did it happen?\n\nWhy now: You snoozed this until 22:15.");
  });

  it("a snooze to a part of the day ('not yet, tonight') promises no minute: the hourly rhythm brings it back", async () => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null });
    await h.channel.ownerSays("I'll ship the onepager today");
    await h.runUntil("2026-06-04T16:00");
    await h.channel.ownerSays("hi");
    await h.runUntil("2026-06-04T18:31");
    const [ack] = await h.channel.ownerSays("not yet, tonight");
    expect(ack!.text).toBe("Okay, not yet. Snoozed: ship the onepager, until today 21:00.");
    const thread = (await h.running.zoe.owner(OWNER).threads.all())[0]!;
    expect(thread.snooze_exact).toBe(false);
    expect(reminderAt(thread)).toBeNull();
  });

  it.each([
    ["de", "Ich muss heute um 15 Uhr den Bericht an Anna schicken"],
    ["fr", "Je dois envoyer le rapport à Anna aujourd'hui à 15h"],
    ["es", "Tengo que enviar el informe a Anna hoy a las 15"],
    ["pt", "Tenho que enviar o relatório para a Anna hoje às 15h"],
    ["it", "Devo mandare il rapporto ad Anna oggi alle 15"],
    ["nl", "Ik moet vandaag om 15 uur het rapport naar Anna sturen"],
  ] as const)("in %s, a time said as people say it is followed up at that minute, not at the next hourly tick", async (locale: Locale, text) => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null, env: { ZOE_LOCALE: locale } });
    await h.channel.ownerSays(text);
    await h.runUntil("2026-06-04T15:20");
    expect((await h.sentOf()).map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 15:00"]);
  });
});
