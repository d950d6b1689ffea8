/**
 * An owner's first message is often only a greeting ("olá", "bonjour", "moin"): it decides the language ZOE answers
 * in, as a sentence would, and a greeting two languages share ("hallo") decides nothing. "boa tarde" is Portuguese,
 * not the Spanish "tarde".
 */
import { describe, expect, it } from "vitest";
import { guessLocale, type Locale } from "../index.ts";

describe("a greeting alone names the owner's language", () => {
  it.each([
    ["hi", "en"], ["hello!", "en"], ["good morning", "en"],
    ["moin", "de"], ["guten Morgen", "de"], ["servus", "de"],
    ["bonjour", "fr"], ["salut !", "fr"], ["coucou", "fr"], ["bonsoir", "fr"],
    ["hola", "es"], ["buenas", "es"], ["buenos días", "es"],
    ["olá", "pt"], ["oi, tudo bem?", "pt"], ["boa tarde", "pt"], ["bom dia", "pt"],
    ["ciao", "it"], ["buongiorno", "it"], ["buonasera", "it"],
    ["hoi", "nl"], ["goedemorgen", "nl"], ["goedenavond", "nl"],
  ] as Array<[string, Locale]>)("%s → %s", (text, locale) => {
    expect(guessLocale(text, "en")).toBe(locale);
    expect(guessLocale(text, "it" === locale ? "fr" : "it")).toBe(locale);
  });

  it("a greeting two languages share decides nothing", () => {
    expect(guessLocale("hallo", "en")).toBe("en");
    expect(guessLocale("hallo", "nl")).toBe("nl");
  });

  it("Spanish 'llego tarde' stays Spanish", () => {
    expect(guessLocale("llego tarde hoy", "en")).toBe("es");
  });
});
