/**
 * A question's button answered by typing: "yes" under "Close "call the plumber"? [Yes] [No]" closes it, "não" under
 * "Fechar …? [Sim] [Não]" keeps it, "Ja!" works in German; a typed label ("15:00") presses its button. A "yes" that
 * answers nothing on screen (the last reply had no buttons, a push came after the question) stays an ordinary
 * message. Offline, in the terminal, pinned clock: Saturday 5 December 2026, 17:00 in Lisbon.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { t } from "../../lang/index.ts";
import { ackData } from "../../threads/index.ts";
import { typedChoice, type OnScreen } from "../index.ts";

const NOW = Date.parse("2026-12-05T17:00:00Z");
const yesNo = (at = NOW): OnScreen => ({ buttons: [[{ label: "Yes", data: "y" }, { label: "No", data: "n" }]], messageId: "7", at });

describe("which button a typed answer presses (pure)", () => {
  it.each([
    ["yes", "y"], ["Yes!", "y"], ["yep 👍", "y"], ["no", "n"], ["nope.", "n"], ["NO", "n"],
  ])("en: %s", (text, data) => {
    expect(typedChoice(text, yesNo(), "en", NOW)?.data).toBe(data);
  });

  it.each([
    ["pt", "sim", "Sim", "Não"], ["pt", "não", "Sim", "Não"], ["de", "Ja!", "Ja", "Nein"], ["fr", "ouais", "Oui", "Non"],
    ["es", "si", "Sí", "No"], ["it", "certo", "Sì", "No"], ["nl", "nee", "Ja", "Nee"],
  ] as Array<[Locale, string, string, string]>)("%s: %s under [%s] [%s]", (locale, text, yes, no) => {
    const screen: OnScreen = { buttons: [[{ label: yes, data: "y" }, { label: no, data: "n" }]], messageId: null, at: NOW };
    const pressed = typedChoice(text, screen, locale, NOW);
    expect(pressed?.label).toBe(["não", "nee"].includes(text) ? no : yes);
  });

  it("a label typed as shown presses it, accents and case aside", () => {
    const screen: OnScreen = { buttons: [[{ label: "15:00", data: "l" }, { label: "03:00", data: "e" }]], messageId: null, at: NOW };
    expect(typedChoice("15:00", screen, "en", NOW)?.data).toBe("l");
    const which: OnScreen = { buttons: [[{ label: "Ligar à mãe", data: "a" }], [{ label: "Nenhum destes", data: "z" }]], messageId: null, at: NOW };
    expect(typedChoice("ligar a mae", which, "pt", NOW)?.data).toBe("a");
  });

  it.each<[Locale, string]>([
    ["it", "fatto"], ["de", "erledigt"], ["en", "done ✅"], ["fr", "c'est fait"], ["es", "listo"], ["pt", "feito"], ["nl", "klaar"],
  ])("%s: a bare done (%s) under «Close X?» is its Yes; under any other yes/no, nothing", (locale, text) => {
    const yes = t(locale, "btn.yes");
    const withLabels: OnScreen = { messageId: null, at: NOW, buttons: [[{ label: yes, data: ackData("done", "th-ab12") }, { label: t(locale, "btn.no"), data: "t:k" }]] };
    expect(typedChoice(text, withLabels, locale, NOW)?.data).toBe(ackData("done", "th-ab12"));
    const other: OnScreen = { buttons: [[{ label: yes, data: "y" }, { label: t(locale, "btn.no"), data: "n" }]], messageId: null, at: NOW };
    expect(typedChoice(text, other, locale, NOW)).toBeNull();
    expect(typedChoice("not done yet", withLabels, "en", NOW)?.data).not.toBe(ackData("done", "th-ab12"));
  });

  it("presses nothing for a sentence, two buttons of that label, an old question or none", () => {
    expect(typedChoice("yes I called them yesterday", yesNo(), "en", NOW)).toBeNull();
    expect(typedChoice("yes", { buttons: [[{ label: "Yes", data: "a" }], [{ label: "Yes", data: "b" }]], messageId: null, at: NOW }, "en", NOW)).toBeNull();
    expect(typedChoice("yes", yesNo(NOW - 13 * 3_600_000), "en", NOW)).toBeNull();
    expect(typedChoice("yes", null, "en", NOW)).toBeNull();
    expect(typedChoice("maybe", yesNo(), "en", NOW)).toBeNull();
  });
});

describe("a day in the terminal: the question answered in words", () => {
  const open = terminalZoeEachTest("zoe-typed-choice-");

  it("en: 'yes' under Close? closes the loop; 'no' under the next keeps it", async () => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/Lisbon", ZOE_LOCALE: "en" }, clock);
    await term.type("I'll call the plumber tomorrow at 10:00");
    await term.type("I'll send the invoice to Sam on Monday");
    expect(await term.type("I called the plumber")).toContain('Close "call the plumber"?');
    expect(await term.type("yes")).toContain("call the plumber");
    expect(await term.type("I sent the invoice to Sam")).toContain('Close "send the invoice to Sam"?');
    expect(await term.type("no")).toContain("Okay, I left it open.");
    const list = await term.type("/threads");
    expect(list).not.toContain("call the plumber");
    expect(list).toContain("send the invoice to Sam");
  });

  it("pt: 'sim' under «Fechar …?» closes it", async () => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/Lisbon", ZOE_LOCALE: "pt" }, clock);
    await term.type("vou ligar ao canalizador amanhã às 10h");
    expect(await term.type("já liguei ao canalizador")).toContain("Fechar «ligar ao canalizador»?");
    await term.type("sim");
    expect(await term.type("/threads")).not.toContain("ligar ao canalizador");
  });

  it("a 'yes' after a reply with no buttons is an ordinary message: nothing is closed", async () => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/Lisbon", ZOE_LOCALE: "en" }, clock);
    await term.type("I'll call the plumber tomorrow at 10:00");
    expect(await term.type("I called the plumber")).toContain('Close "call the plumber"?');
    await term.type("/stats");
    await term.type("yes");
    expect(await term.type("/threads")).toContain("call the plumber");
  });
});
