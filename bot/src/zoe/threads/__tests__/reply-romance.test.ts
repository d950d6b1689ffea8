/**
 * French, Spanish, Portuguese and Italian replies are read as English ones are (issue 34): on
 * each language's development replies (corpus/dev/replies-<code>.tsv, written and labelled before
 * the reader ran on them: phone typing, missing accents, slang, negations, compound replies,
 * polite long forms, decisions), what the reader is sure of is right; a negated action never reads
 * as that action; accents are optional; a reply holding an action word is never other talk.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { classifyReply, CONFIDENT } from "../reply.ts";

const DEV = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus", "dev");

type Romance = "fr" | "es" | "pt" | "it";

/** What the owner sees happen: the sure actions ("not_yet", "snooze tomorrow"), or "unclear" / "question" / "other". */
function reading(text: string, locale: Romance, summary = SUMMARY[locale]): string {
  const r = classifyReply(text, { summary, locale });
  if (r.intent !== "ack") return r.intent;
  return r.confidence >= CONFIDENT ? r.actions.map((a) => (a.until ? `${a.action} ${a.until}` : a.action)).join("+") : "unclear";
}

const SUMMARY: Record<Romance, string> = {
  fr: "envoyer la facture à Sam",
  es: "enviar la factura a Sam",
  pt: "enviar a fatura ao Sam",
  it: "mandare la fattura a Sam",
};

describe("the development replies", () => {
  // Floors a little under what the reader reaches (fr 188/198, es 185/195, pt 185/192, it 145/152
  // since the coverage rule asks about replies with more than one word it cannot account for):
  // they fail on a regression, not on one new hard reply. The one confident mistake allowed is
  // not the lexicon's: in French a not-yet beside a time the reader cannot place ("pas encore
  // acheté, je passe au magasin samedi"); in Spanish and Italian a bare hour the due grammar does
  // not resolve ("mañana a las 9", "domani alle 9"); in Portuguese a turned-down option beside a
  // deferral ("não cancela, faço hoje", labelled to be asked, read as a snooze to today). With the
  // stricter reader of threads/reply.ts a done beside a not-yet ("fiz o orçamento mas ainda não
  // enviei") is asked about: safe, but a miss against its label.
  it.each([
    ["fr", 195, 0.94, 0],
    ["es", 190, 0.94, 1],
    ["pt", 190, 0.95, 1],
    ["it", 150, 0.94, 1],
  ] as const)("%s: at least %i replies, right at least %d of the time, at most %i acted on wrongly", (lang, replies, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV);
    expect(items.length).toBeGreaterThanOrEqual(replies);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
  });
});

describe("a negated action never reads as that action", () => {
  it.each([
    ["fr", "pas fait"],
    ["fr", "je l'ai pas encore envoyée"],
    ["fr", "c'est pas réglé"],
    ["fr", "j'ai pas eu le temps"],
    ["es", "no lo he hecho"],
    ["es", "no está listo"],
    ["es", "nunca lo hice"],
    ["es", "no tuve tiempo"],
    ["pt", "não fiz"],
    ["pt", "não está pronto"],
    ["pt", "ainda não terminei"],
    ["pt", "não deu tempo"],
    ["it", "non l'ho fatto"],
    ["it", "non è pronto"],
    ["it", "mai fatto"],
    ["it", "non ho avuto tempo"],
  ] as const)("%s: '%s' is not yet, never done", (locale, text) => {
    expect(reading(text, locale)).toBe("not_yet");
  });

  it.each([
    ["fr", "ne le reporte pas"],
    ["fr", "n'annule pas, je m'en occupe"],
    ["fr", "n'arrête pas de me le rappeler"],
    ["es", "no lo canceles"],
    ["es", "no lo pospongas, lo hago ahora"],
    ["es", "no dejes de recordármelo"],
    ["pt", "não cancela"],
    ["pt", "não adies, vou fazer agora"],
    ["pt", "não esquece de me lembrar amanhã"],
    ["it", "non cancellarlo"],
    ["it", "non rimandarlo, lo faccio oggi"],
    ["it", "non smettere di ricordarmelo"],
  ] as const)("%s: '%s' is asked about, never acted on", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });
});

describe("accents are optional", () => {
  it.each([
    ["fr", "déjà fait", "deja fait", "done"],
    ["fr", "arrête de me le rappeler", "arrete de me le rappeler", "stop"],
    ["fr", "c'est réglé", "c'est regle", "done"],
    ["es", "todavía no", "todavia no", "not_yet"],
    ["es", "recuérdamelo mañana", "recuerdamelo manana", "snooze mañana"],
    ["es", "olvídalo", "olvidalo", "stop"],
    ["pt", "ainda não", "ainda nao", "not_yet"],
    ["pt", "já está", "ja esta", "done"],
    ["pt", "concluído", "concluido", "done"],
    ["it", "più tardi", "piu tardi", "snooze"],
    ["it", "già fatto", "gia fatto", "done"],
    ["it", "chiedimelo venerdì", "chiedimelo venerdi", "snooze venerdì"],
  ] as const)("%s: '%s' and '%s'", (locale, accented, plain, want) => {
    // The date is kept as typed ("mañana" or "manana"): the due grammar reads both alike.
    const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");
    expect(fold(reading(accented, locale))).toBe(fold(want));
    expect(fold(reading(plain, locale))).toBe(fold(want));
  });
});

describe("an action word is never other talk", () => {
  it.each([
    ["fr", "il faut que je le reporte encore"],
    ["fr", "faudrait que je l'envoie"],
    ["fr", "je me demande si je devrais annuler"],
    ["es", "creo que lo voy a posponer otra vez"],
    ["es", "tendría que enviarlo"],
    ["es", "igual lo cancelo"],
    ["pt", "acho que vou adiar de novo"],
    ["pt", "tenho de enviar isso"],
    ["pt", "se calhar cancelo"],
    ["it", "forse lo rimando ancora"],
    ["it", "devo ancora mandarla"],
    ["it", "magari lo cancello"],
  ] as const)("%s: '%s' is asked about", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });

  it("talk without an action word is still other talk, and a new request no answer", () => {
    expect(reading("j'ai faim", "fr")).toBe("other");
    expect(reading("tengo hambre", "es")).toBe("other");
    expect(reading("estou com fome", "pt")).toBe("other");
    expect(reading("ho fame", "it")).toBe("other");
    expect(reading("rappelle-moi d'acheter du lait ce soir", "fr")).not.toMatch(/snooze|done|stop/);
  });
});
