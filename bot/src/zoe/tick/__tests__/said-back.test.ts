/**
 * A task said back to the owner is in the second person: "You said you'd call your mum", not
 * "You said you'd call my mum"; "Du hattest dir vorgenommen: Mama anrufen", not "…: rufe Mama an".
 * The follow-up, the decision question, the reminder and their "Why now" lines, in every language
 * (each pack's `commitments.toOwner`); the thread's own summary stays as the owner said it.
 */
import { describe, expect, it } from "vitest";
import type { Candidate } from "../candidates.ts";
import { templateText } from "../writer.ts";
import { pack, type Locale } from "../../lang/index.ts";

const nudge = (about: string): Candidate => ({ id: "nudge:th-1:0", kind: "nudge", subject: "thread:th-1", threadId: "th-1", about, reason: "", facts: {}, deferrable: true }) as unknown as Candidate;
const reminder = (about: string): Candidate => ({ ...nudge(about), id: "reminder:th-1", kind: "reminder", facts: { overdueMs: 0 } }) as unknown as Candidate;

describe("a follow-up says the task back in the second person", () => {
  it("in English: my -> your, and a leading 'I'll' is not repeated", () => {
    expect(templateText(nudge("call my mum"))).toBe("You said you'd call your mum. Did it happen?");
    expect(templateText(nudge("I'll renew my passport"))).toBe("You said you'd renew your passport. Did it happen?");
    expect(templateText(nudge("tell Sam I'm late"))).toBe("You said you'd tell Sam you're late. Did it happen?");
    expect(templateText(reminder("take my pizza out"))).toMatch(/take your pizza out/);
  });

  it("in German: the verb said first in the first person goes last as it is named, meine -> deine", () => {
    expect(templateText(nudge("rufe Mama an"), "de")).toBe("Du hattest dir vorgenommen: Mama anrufen. Hat es geklappt?");
    expect(templateText(nudge("schicke die Präsentation"), "de")).toMatch(/: die Präsentation schicken\./);
    expect(templateText(nudge("meine Steuererklärung machen"), "de")).toMatch(/: deine Steuererklärung machen\./);
    // Already as it is named: left alone.
    expect(templateText(nudge("Miete überweisen"), "de")).toMatch(/: Miete überweisen\./);
  });

  it.each([
    ["fr", "appeler ma mère", "appeler ta mère"],
    ["es", "llamar a mi madre", "llamar a tu madre"],
    ["pt", "ligar para a minha mãe", "ligar para a tua mãe"],
    ["it", "chiamare mia madre", "chiamare tua madre"],
    ["nl", "mijn moeder bellen", "je moeder bellen"],
  ] as Array<[Locale, string, string]>)("in %s: %j is said back as %j", (locale, said, back) => {
    expect(pack(locale).commitments.toOwner(said)).toBe(back);
    expect(templateText(nudge(said), locale)).toContain(back);
  });

  it("leaves words that only look alike alone", () => {
    expect(pack("en").commitments.toOwner("book Myrtle's table")).toBe("book Myrtle's table");
    expect(pack("es").commitments.toOwner("comprar mimosas")).toBe("comprar mimosas");
  });
});
