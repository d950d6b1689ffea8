/**
 * A "Close …? [Yes] [No]" the owner leaves for an aside (explore-br-latam, issue #35): said again once under the
 * aside's offline answer, and answered by the chat's own "ok" words ("dale", "blz", "passt", "d'accord") as by a yes.
 * Must never: ask it a third time, ask a question that is stale or has no Yes and No, or press Yes for a sentence.
 */
import { describe, expect, it } from "vitest";
import { t, type Locale } from "../../lang/index.ts";
import { reaskAfterAside, TYPED_CHOICE_MS, typedChoice, type OnScreen } from "../typed-choice.ts";

const AT = Date.parse("2026-12-07T09:00:00Z");
const closeQuestion = (locale: Locale, extra: Partial<OnScreen> = {}): OnScreen => ({
  buttons: [[{ label: t(locale, "btn.yes"), data: "c:y" }, { label: t(locale, "btn.no"), data: "c:n" }]],
  messageId: "m1",
  at: AT,
  text: "¿Cerrar «pagar la luz»?",
  ...extra,
});

describe("a yes/no question left for an aside is asked again once", () => {
  it("fresh and asked once: asked again", () => {
    expect(reaskAfterAside(closeQuestion("es"), "es", AT + 60_000)).toBe(true);
  });
  it("already asked again: not a third time", () => {
    expect(reaskAfterAside(closeQuestion("es", { repeated: true }), "es", AT + 60_000)).toBe(false);
  });
  it("stale: not asked again", () => {
    expect(reaskAfterAside(closeQuestion("es"), "es", AT + TYPED_CHOICE_MS + 1)).toBe(false);
  });
  it("a list of loops, not a yes/no: not asked again", () => {
    const which: OnScreen = { buttons: [[{ label: "pagar la luz", data: "a" }], [{ label: "llamar al banco", data: "b" }]], messageId: null, at: AT, text: "¿Cuál?" };
    expect(reaskAfterAside(which, "es", AT + 60_000)).toBe(false);
  });
});

describe("the chat's 'ok' presses Yes", () => {
  it.each([
    ["es", "dale"], ["es", "Dale!"], ["es", "sale"], ["es", "órale"], ["pt", "blz"], ["pt", "beleza"], ["pt", "pode ser"], ["pt", "fechou"],
    ["en", "ok"], ["en", "sounds good"], ["de", "passt"], ["fr", "d'accord"], ["it", "va bene"], ["nl", "prima"],
  ] as Array<[Locale, string]>)("[%s] %s", (locale, text) => {
    expect(typedChoice(text, closeQuestion(locale), locale, AT + 60_000)?.data).toBe("c:y");
  });
  it.each([
    ["es", "dale, mañana lo pago"], ["pt", "blz, depois eu vejo"], ["en", "ok but not now"], ["es", "dale que dale con la luz"],
  ] as Array<[Locale, string]>)("[%s] %s is no Yes", (locale, text) => {
    expect(typedChoice(text, closeQuestion(locale), locale, AT + 60_000)).toBeNull();
  });
});
