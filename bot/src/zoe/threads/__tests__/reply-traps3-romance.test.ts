/**
 * The third traps batch in French, Spanish, Portuguese and Italian (issue 34, "a reader that is never
 * confidently wrong"): replies that hold an action word but do not mean that action, of shapes the first
 * two traps batches did not hold (corpus/dev/replies-<code>-traps3.tsv, 45 each, written and labelled on
 * 5 December 2026 before the reader ran on them): a stop of the owner's own journey ("je m'arrête à la
 * pharmacie"), a phone left or dropped, a game finished before the task, "in your dreams" after a done,
 * a pharmacist's news, a send that stayed a draft, a done for one child only, a meeting moved (news, not a
 * reschedule), nobody did it, a done in the future, a corrected day; and plain answers of the same new
 * writers (a courier, a pharmacist, a gamer, a learner of the language) as controls. What ZOE must never
 * do with them is act on a reading the owner did not mean: close "fatto, nei tuoi sogni" or snooze the
 * thread to Thursday because the meeting moved there. Every reply answers a follow-up read on Wed 3 June
 * 2026 10:00 (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatch, followUpReading } from "../../test-support/reply-batches.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

describe("the third traps batch in fr, es, pt, it, as the new writers wrote it", () => {
  // First pass (right / confidently wrong / asked instead, of 45; acted on, of those right): fr 24/2/18
  // (18 acted on, 16 right), es 23/1/19 (16, 15), pt 25/2/18 (18, 16), it 26/2/17 (18, 16): 7 acted on
  // wrongly, precision when confident 63/70 = 90%. The mistakes: "fait, dans tes rêves 😂" read as a done
  // in all four ("in my dreams" was known, "in your dreams" not), "nessuno l'ha portata fuori" read as a
  // done, "a reunião passou para quinta" read as a snooze to Thursday, and "non, pas abandonner, juste plus
  // tard" to a decision read as a reschedule, which the earlier batches label a bare "later" to a decision
  // (replies-fr.tsv), so that row and its three siblings were relabelled a reschedule after the first pass.
  // After (lang/<code>/reply.ts caution.irony and caution.negations; threads/reply.ts `movedByAnother`):
  // none acted on wrongly; es 23 -> 22 right only by the relabel (its sibling was asked about, right as unclear).
  it.each([
    ["fr", 25, 0],
    ["es", 22, 0],
    ["pt", 26, 0],
    ["it", 26, 0],
  ] as const)("%s: at least %i of 45 right, at most %i acted on wrongly", (lang, right, wrong) => expectReplyBatch(lang, `replies-${lang}-traps3.tsv`, 45, right, wrong));
});

const read = followUpReading;

describe("irony said to ZOE ('in your dreams') takes back the done beside it, so ZOE asks", () => {
  it.each([
    ["fr", "fait, dans tes rêves 😂", "payer la facture de téléphone"],
    ["es", "hecho, en tus sueños", "pagar la factura del móvil"],
    ["pt", "feito, só nos teus sonhos", "pagar a conta do telemóvel"],
    ["it", "fatto, nei tuoi sogni", "pagare la bolletta del telefono"],
  ] as const)("%s: %j is never a done", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });
});

describe("nobody did it: the thread's verb in the past under 'nobody' is no done", () => {
  it("it: \"nessuno l'ha portata fuori\" is not closed", () => {
    expect(read("nessuno l'ha portata fuori", "it", "portare fuori la spazzatura")).not.toBe("done");
  });
});

describe("a deferral verb in another's person is news that something moved, not a snooze", () => {
  it.each([
    ["pt", "a reunião passou para quinta", "preparar a reunião de equipa"],
    ["es", "la movió al jueves", "preparar la reunión"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["pt", "passa para quinta", "preparar a reunião de equipa"],
    ["pt", "passo para quinta", "preparar a reunião de equipa"],
    ["es", "muévelo al jueves", "preparar la reunión"],
  ] as const)("%s: %j, the owner's own deferral, still snoozes to the day", (locale, text, summary) => {
    expect(read(text, locale, summary).split(" ")[0]).toBe("snooze");
  });
});

describe("plain answers of the new writers are acted on", () => {
  it.each([
    ["pt", "acabado!", "devolver o cartão", "done"],
    ["it", "aiutami a dividerlo", "riordinare le carte", "breakdown"],
    ["fr", "livré, signé par la gardienne", "livrer le colis rue Oberkampf", "done"],
    ["es", "entregado, lo firmó el portero", "entregar el paquete en la calle Atocha", "done"],
  ] as const)("%s: %j is a %s", (locale, text, summary, want) => {
    // "help me split it" answers the decision question (reschedule, drop or break it down).
    const got = want === "breakdown" ? replyOutcome(text, { summary, locale, kind: "decision" }) : read(text, locale, summary);
    expect(got.split(" ")[0]).toBe(want);
  });
});

