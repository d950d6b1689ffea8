/**
 * Commands that explain themselves: a bad argument gets what was not understood and an example,
 * and changes nothing; natural forms (/brief 9am, /quiet 10pm-7am) work; /status asked while ZOE
 * is still starting waits for the scheduler.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseClockTime, parseTimeRange } from "../command-args.ts";
import { applyThresholdOps } from "../commands.ts";
import { startHarness, type Harness } from "../../test-support/tick-harness.ts";
import { englishLeaks } from "../../test-support/english-words.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** What an owner types, and the clock time it means (null: not a time of day). */
type Typed = Array<[typed: string, means: string | null]>;
const readsAs = (table: Typed) => {
  for (const [typed, means] of table) expect(parseClockTime(typed), typed).toBe(means);
};

describe("clock times and ranges as owners type them", () => {
  it("reads 12- and 24-hour forms and refuses times that do not exist", () => {
    readsAs([
      ["9am", "09:00"], ["9:30 pm", "21:30"], ["12am", "00:00"], ["12pm", "12:00"], ["07:05", "07:05"], ["noon", "12:00"],
      ...["25:00", "99:00", "9:75", "13pm", "0am", "930", "soon", ""].map((bad): [string, null] => [bad, null]),
    ]);
    expect(parseTimeRange("10pm-7am")).toEqual({ start: "22:00", end: "07:00" });
    expect(parseTimeRange("22:00 to 08:00")).toEqual({ start: "22:00", end: "08:00" });
    expect(parseTimeRange("25:00-99:00")).toBeNull();
    expect(parseTimeRange("22:00-22:00")).toBeNull();
  });

  it("reads the forms Spanish and Portuguese owners type: a leading 'a las'/'às', noon and midnight words, 'de las … a las …', 'das … às …'", () => {
    readsAs([
      ["a las 9", "09:00"], ["a las 21:30", "21:30"], ["às 9h", "09:00"], ["um 9 Uhr", "09:00"], ["at 7:45pm", "19:45"],
      ["mediodía", "12:00"], ["Mediodia", "12:00"], ["meio-dia", "12:00"], ["medianoche", "00:00"], ["meia-noite", "00:00"],
      ...["a las", "las", "a las 25", "mañana", "às"].map((bad): [string, null] => [bad, null]),
    ]);
    for (const range of ["de las 22 a las 7", "desde las 22 hasta las 7", "22 a 7", "das 22h às 7h", "22h às 7h", "22h até 7h"]) {
      expect(parseTimeRange(range), range).toEqual({ start: "22:00", end: "07:00" });
    }
  });

  it("reads the forms Italian and Dutch owners type: 'alle 9', 'om 9 uur', 'mezzogiorno', 'middernacht', 'dalle … alle …', 'van … tot …'", () => {
    readsAs([
      ["alle 9", "09:00"], ["alle 21:30", "21:30"], ["om 9 uur", "09:00"], ["9 uur", "09:00"], ["mezzogiorno", "12:00"], ["mezzanotte", "00:00"], ["middernacht", "00:00"],
      ...["alle", "alle 25", "domani", "om"].map((bad): [string, null] => [bad, null]),
    ]);
    for (const range of ["dalle 22 alle 7", "22 alle 7", "van 22 tot 7 uur", "van 22 uur tot 7 uur", "22 tot 7"]) {
      expect(parseTimeRange(range), range).toEqual({ start: "22:00", end: "07:00" });
    }
  });
});

describe("commands with arguments", () => {
  async function say(text: string): Promise<string> {
    const [reply] = await h!.channel.ownerSays(text);
    return reply!.text;
  }

  it.each([
    ["it", "/mode discreta", /^Modalità impostata: discreta\./, "/mode equilibrata", /^Modalità impostata: equilibrata\./, "/brief spento", /^Riepilogo del mattino disattivato\./, "/brief alle 8:30", /^Riepilogo del mattino alle 08:30\./],
    ["nl", "/mode stil", /^Modus ingesteld op stil\./, "/mode proactief", /^Modus ingesteld op proactief\./, "/brief uit", /^Ochtendoverzicht uit\./, "/brief om 8:30", /^Ochtendoverzicht om 08:30\./],
  ] as const)("in %s, the modes and on/off are understood in the owner's words", async (locale, quiet, quietSaid, other, otherSaid, off, offSaid, at, atSaid) => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null, env: { ZOE_LOCALE: locale } });
    expect(await say(quiet)).toMatch(quietSaid);
    expect((await h.owner.settings.get()).mode).toBe("quiet");
    expect(await say(other)).toMatch(otherSaid);
    expect(await say(off)).toMatch(offSaid);
    expect(await say(at)).toMatch(atSaid);
  });

  it.each([
    ["en", ["calm", "silent", "quiet"], ["normal", "balanced"], ["active", "proactive"]],
    ["de", ["ruhig", "leise", "still"], ["ausgewogen", "normal"], ["proaktiv", "aktiv"]],
    ["fr", ["tranquille", "calme", "discret", "silencieux"], ["équilibré", "equilibre", "normal"], ["proactif", "actif"]],
    ["es", ["tranquilo", "silencioso", "calmado"], ["equilibrado", "normal"], ["proactivo", "activo"]],
    ["pt", ["tranquilo", "calmo", "silencioso"], ["equilibrado", "normal"], ["proativo", "proactivo", "ativo"]],
    ["it", ["calmo", "tranquilla", "discreta", "silenziosa"], ["equilibrata", "normale"], ["proattiva", "attiva"]],
    ["nl", ["rustig", "stil", "kalm"], ["gebalanceerd", "normaal"], ["proactief", "actief"]],
  ] as const)("in %s, the common words for each mode set it", async (locale, quiet, balanced, proactive) => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null, env: { ZOE_LOCALE: locale } });
    for (const [mode, words] of [["quiet", quiet], ["balanced", balanced], ["proactive", proactive]] as const) {
      for (const word of words) {
        await say(`/mode ${word.toUpperCase()}`);
        expect((await h.owner.settings.get()).mode, `/mode ${word}`).toBe(mode);
      }
    }
  });

  it("in Spanish, /mode tranquilo is the quiet mode, said in Spanish; a word it does not know lists the modes in Spanish", async () => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null, env: { ZOE_LOCALE: "es" } });
    expect(await say("/mode tranquilo")).toMatch(/^Modo cambiado a silencioso\./);
    const refused = await say("/mode ruidoso");
    expect(refused).toContain("silencioso, equilibrado, proactivo");
    expect(englishLeaks(refused, "es", "ruidoso")).toEqual([]);
  });

  it.each([
    ["de", "ZOE-Unterbrechungsschwelle: 0,60 (Modus ausgewogen, Grundwert 0,60)"],
    ["fr", "Seuil d'interruption de ZOE\u00A0: 0,60 (mode équilibré, valeur de base 0,60)"],
    ["es", "Umbral de interrupción de ZOE: 0,60 (modo equilibrado, base 0,60)"],
    ["nl", "Onderbrekingsdrempel van ZOE: 0,60 (modus gebalanceerd, basis 0,60)"],
  ] as const)("in %s, /memory shows the threshold in the owner's words with a decimal comma; the English line written before is replaced", async (locale, line) => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null, env: { ZOE_LOCALE: locale } });
    // What an earlier version wrote, in English whatever the owner's language.
    await h.owner.memory.setLine("preferences", "ZOE interrupt threshold", "0.70 (mode balanced, base 0.60)");
    await say("/mode balanced");
    expect(await say("/memory")).toContain(line);
    const prefs = (await h.owner.memory.blocks()).preferences;
    expect(prefs).toBe(line);
    expect(englishLeaks(prefs, locale)).toEqual([]);
  });

  it("in Italian, a thread's own threshold is written in Italian with a decimal comma", async () => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null, env: { ZOE_LOCALE: "it" } });
    const t = await h.seedThread("annaffiare le piante", "2026-06-04T18:00");
    await applyThresholdOps(h.owner, [{ op: "quieter", scope: t.id }]);
    const prefs = (await h.owner.memory.blocks()).preferences;
    expect(prefs).toContain(`Soglia di interruzione di ZOE per ${t.id}: 0,70 (annaffiare le piante)`);
    expect(englishLeaks(prefs, "it", t.id)).toEqual([]);
  });

  it("/mode loud says what it did not understand, with an example, and changes nothing", async () => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null });
    const before = await h.owner.settings.get();
    expect(await say("/mode loud")).toMatch(/^I didn't understand "loud" as a mode: the modes are quiet, balanced, proactive\. Nothing changed\. For example: \/mode quiet/);
    expect((await h.owner.settings.get()).mode).toBe(before.mode);
    expect(await say("/mode proactive")).toMatch(/^Mode set to proactive/);
    expect(await say("/mode")).toMatch(/^Mode is proactive/);
  });

  it("/quiet 25:00-99:00 names both bad times; /quiet 10pm-7am works", async () => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null });
    const before = (await h.owner.settings.get()).activeHours;
    const bad = await say("/quiet 25:00-99:00");
    expect(bad).toMatch(/I didn't understand "25:00-99:00" as quiet hours: "25:00" and "99:00" are not times of day/);
    expect(bad).toMatch(/\/quiet 22:00-08:00/);
    expect((await h.owner.settings.get()).activeHours).toEqual(before);
    expect(await say("/quiet 10pm-7am")).toBe("Quiet hours set: 22:00-07:00. I won't message you first in that window.");
    expect((await h.owner.settings.get()).activeHours).toEqual({ start: "07:00", end: "22:00" });
  });

  it("/brief 9am sets the brief; /brief sometime says what it did not understand", async () => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null });
    expect(await say("/brief 9am")).toBe("Morning brief at 09:00.");
    expect((await h.owner.settings.get()).briefAt).toBe("09:00");
    expect(await say("/brief 7:45pm")).toBe("Morning brief at 19:45.");
    const bad = await say("/brief sometime");
    expect(bad).toMatch(/^I didn't understand "sometime" as a brief setting.*For example: \/brief 8:30, \/brief 9am or \/brief off\./);
    expect((await h.owner.settings.get()).briefAt).toBe("19:45");
  });

  it("/status asked before the scheduler is ready waits for it instead of reporting everything off", async () => {
    h = await startHarness({ start: "2026-06-04T09:00", model: null });
    // A scheduler that has not finished starting: a fresh one, initialised only after /status is asked.
    const { Scheduler } = await import("../../schedule/scheduler.ts");
    const fresh = new Scheduler({ zoe: h.running.zoe, clock: h.clock, logger: h.running.zoe.logger, ownerIds: ["4242"], jobs: [...h.running.scheduler.jobs] });
    const { statusFeature } = await import("../../schedule/status.ts");
    h.running.zoe.use(statusFeature(() => fresh));
    const asked = h.channel.ownerSays("/status");
    await new Promise((r) => setTimeout(r, 50));
    await fresh.init();
    const [reply] = await asked;
    expect(reply!.text).toMatch(/reasoning tick: next today 09:30/);
    expect(reply!.text).toMatch(/morning brief: next (today|tomorrow)/);
    expect(reply!.text).not.toMatch(/reasoning tick: off/);
  });
});
