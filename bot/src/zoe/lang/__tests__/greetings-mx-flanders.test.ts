/**
 * A Mexican and a Flemish owner open with the greeting they type in chat (exploration, issues #34/#35): "qué onda
 * zoe" got ZOE's whole first answer in English. Their greetings name their language as "hola" and "hoi" do.
 * Must never: make a greeting of another language (or a shared one, "hallo") read as Spanish or Dutch.
 */
import { expect, it } from "vitest";
import { guessLocale, type Locale } from "../index.ts";

it.each([
  ["qué onda zoe", "es"], ["que onda", "es"], ["quiubo", "es"], ["holi", "es"], ["buen día zoe", "es"], ["qué pasa zoe", "es"],
  ["goeiemorgen", "nl"], ["goeiedag zoe", "nl"], ["alles goed?", "nl"], ["hoe is't?", "nl"],
] as Array<[string, Locale]>)("%j → %s", (text, locale) => {
  expect(guessLocale(text, "en")).toBe(locale);
  expect(guessLocale(text, "fr")).toBe(locale);
});

it.each([
  ["bom dia", "pt"], ["buongiorno", "it"], ["bonjour", "fr"], ["good morning", "en"], ["guten Tag", "de"], ["ça va ?", "fr"],
] as Array<[string, Locale]>)("%j stays %s", (text, locale) => {
  expect(guessLocale(text, "en")).toBe(locale);
});

it("'hallo' alone still decides nothing", () => {
  expect(guessLocale("hallo", "en")).toBe("en");
});
