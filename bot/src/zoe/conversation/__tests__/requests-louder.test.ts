/**
 * "Remind me more often", said offline (issue 34 h, follow-up requests-h2): the capture may read "lembrar-me" as a
 * reminder and keep "mais vezes"; such an open, every word of which is the louder (or quieter) request's own, is
 * dropped, and a loop the request names besides ("… de beber água") is kept.
 * Must never: drop a loop that names something besides the request.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../../threads/index.ts";
import type { Locale } from "../../lang/index.ts";
import { offlineIntents, withoutGateEcho } from "../offline-intents.ts";

const opens = (text: string, locale: Locale) => withoutGateEcho(extractCommitments(text, locale), text).filter((op) => op.op === "open");

describe("a louder request in Portuguese tracks nothing", () => {
  it.each(["lembra-me mais vezes", "podes lembrar-me mais vezes, por favor", "lembrar-me mais vezes", "manda-me mais lembretes", "podes insistir mais"])("%s", (text) => {
    expect(offlineIntents(text, [], "pt").gateOps).toEqual([{ op: "louder" }]);
    expect(opens(text, "pt")).toEqual([]);
  });
  it("remind me more often (en) is louder only", () => {
    expect(opens("remind me more often", "en")).toEqual([]);
  });
});

describe("a loop named besides the request is kept", () => {
  it("lembra-me mais vezes de beber água keeps 'beber água'", () => {
    const kept = opens("lembra-me mais vezes de beber água", "pt");
    expect(kept.length).toBe(1);
    expect(kept[0]!.op === "open" && kept[0]!.summary).toContain("beber água");
  });
});
