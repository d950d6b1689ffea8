/**
 * The string table and the owner's language: every sentence exists in every language with the
 * same placeholders; ZOE_LOCALE and LANG choose the language, and a message's own words do when
 * neither is set.
 */
import { describe, expect, it } from "vitest";
import { COMMAND_HELP, frenchSpacing, NBSP, STRING_KEYS, t, type StringKey } from "../i18n.ts";
import { pack } from "../packs.ts";
import { detectLocale, localeFromEnv, localeScores, LOCALES, switchLocale } from "../locale.ts";
import { englishLeaks, englishStopWords, readableText } from "../../test-support/english-words.ts";
import { ConfigError, loadConfig } from "../../shell/config.ts";
import { newPairingCode } from "../../access/pairing.ts";

describe("the string table", () => {
  it("has every sentence in every language, with the same placeholders", () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of STRING_KEYS) {
      const en = t("en", key);
      for (const l of LOCALES) {
        expect(t(l, key).trim(), `${key} ${l}`).not.toBe("");
        expect(holes(t(l, key)), `${key} ${l}`).toEqual(holes(en));
        // A sentence with no word outside its placeholders ("{summary} ({clock})") cannot be left in English.
        const hasWords = /\p{L}/u.test(en.replace(/\{\w+\}/g, ""));
        if (l !== "en" && en.length > 12 && hasWords) expect(t(l, key), `${key} ${l} is still English`).not.toBe(en);
      }
    }
  });

  it("fills placeholders and leaves a missing one visible", () => {
    expect(t("de", "ops.done", { summary: "Bericht schicken" })).toBe("Erledigt: Bericht schicken. Stark.");
    expect(t("fr", "ops.done")).toBe(`Fait${NBSP}: {summary}. Bravo.`);
  });

  it("writes every key once in every language, in English's order (a key written twice does not compile; a missing or an extra one neither)", () => {
    // One table per language (lang/<code>/strings.ts), read side by side with English's.
    for (const l of LOCALES) expect(Object.keys(pack(l).strings), l).toEqual(STRING_KEYS);
    expect(new Set(STRING_KEYS).size).toBe(STRING_KEYS.length);
    expect(STRING_KEYS.length).toBeGreaterThan(250);
  });

  /** Sentences that may read the same in a language as in English (names, numbers, loanwords). */
  const SAME_AS_ENGLISH: Partial<Record<StringKey, string[]>> = {
    "banner.telegram": [],
    "cmd.modeOnline": [],
    "status.off": [],
  };

  it("every key of every catalog is translated: nothing missing, nothing left in English", () => {
    const words = (s: string) => s.replace(/\{\w+\}/g, " ").toLowerCase().match(/\p{L}{2,}/gu) ?? [];
    for (const key of STRING_KEYS) {
      const en = t("en", key);
      for (const l of LOCALES.filter((x) => x !== "en")) {
        const text = t(l, key);
        expect(text.trim(), `${key} ${l} is empty`).not.toBe("");
        // A sentence identical to English is a translation nobody wrote (short words like "OK" aside).
        if (words(en).length > 1 && !(key in SAME_AS_ENGLISH)) expect(text, `${key} ${l} is still English`).not.toBe(en);
      }
    }
  });

  it("no sentence of another language carries English function words (the, your, and, not, with, today, done…)", () => {
    const found: string[] = [];
    for (const key of STRING_KEYS) {
      for (const l of LOCALES.filter((x) => x !== "en")) {
        const text = readableText(t(l, key).replace(/\{\w+\}/g, " "));
        const stop = (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((w) => englishStopWords(l).includes(w));
        if (stop.length) found.push(`${key} ${l}: ${stop.join(", ")}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("the English detector finds English a German owner did not write, and leaves commands, paths and their own words", () => {
    expect(englishLeaks("Nichts fällig, nothing open today. Your brief is done.", "de")).toEqual(["brief", "done", "is", "nothing", "open", "today", "your"]);
    expect(englishLeaks("Modus: ausgewogen. /mode quiet, /brief off, /goals add …; Daten in /tmp/zoe/owners/local/memory/human.md, ANTHROPIC_API_KEY", "de")).toEqual([]);
    expect(englishLeaks("Notiert: the deck an Sam schicken", "de", "Ich schicke the deck an Sam")).toEqual([]);
  });

  it("French puts a no-break space before : ; ? ! and inside « », in every sentence", () => {
    for (const key of STRING_KEYS) {
      const fr = t("fr", key);
      expect(fr, key).not.toMatch(/ [:;?!»]/);
      expect(fr, key).not.toMatch(/« /);
    }
    expect(frenchSpacing("Lequel ? « Oui » : non ; stop !")).toBe(`Lequel${NBSP}? «${NBSP}Oui${NBSP}»${NBSP}: non${NBSP}; stop${NBSP}!`);
    // The owner's words filled into a sentence stay as they wrote them.
    expect(t("fr", "ops.done", { summary: "envoyer : le rapport" })).toBe(`Fait${NBSP}: envoyer : le rapport. Bravo.`);
  });

  it("every listed command has a /help line in each language", () => {
    for (const [name, byLocale] of Object.entries(COMMAND_HELP)) {
      for (const l of LOCALES.filter((x) => x !== "en")) expect(byLocale[l], `${name} ${l}`).toBeTruthy();
    }
  });
});

describe("the owner's language", () => {
  it("ZOE_LOCALE wins, then LC_ALL, LC_MESSAGES and LANG; C and unknown languages mean: detect", () => {
    expect(localeFromEnv({ ZOE_LOCALE: "fr", LANG: "de_DE.UTF-8" })).toBe("fr");
    expect(localeFromEnv({ LC_ALL: "es_ES.UTF-8", LANG: "de_DE.UTF-8" })).toBe("es");
    expect(localeFromEnv({ LANG: "pt_BR.UTF-8" })).toBe("pt");
    expect(localeFromEnv({ LANG: "it_IT.UTF-8" })).toBe("it");
    expect(localeFromEnv({ LC_ALL: "nl_BE.UTF-8" })).toBe("nl");
    expect(localeFromEnv({ LANG: "C.UTF-8" })).toBeNull();
    expect(localeFromEnv({ LANG: "ja_JP.UTF-8" })).toBeNull();
    expect(localeFromEnv({})).toBeNull();
  });

  it("the configuration rejects a language ZOE does not speak, in one line", () => {
    expect(() => loadConfig({ ZOE_LOCALE: "xx" })).toThrow(ConfigError);
    expect(loadConfig({ ZOE_LOCALE: "de" }).locale).toBe("de");
    expect(loadConfig({ LANG: "fr_FR.UTF-8" }).locale).toBe("fr");
  });

  it("a message's words say its language; a bare emoji or number keeps the one before", () => {
    expect(detectLocale("erledigt, danke", "en")).toBe("de");
    expect(detectLocale("pas encore, rappelle-moi demain", "en")).toBe("fr");
    expect(detectLocale("todavía no, mañana", "en")).toBe("es");
    expect(detectLocale("ainda não, amanhã de manhã", "en")).toBe("pt");
    expect(detectLocale("non ancora, domani mattina", "en")).toBe("it");
    expect(detectLocale("nog niet, morgenochtend", "en")).toBe("nl");
    expect(detectLocale("klaar, bedankt", "en")).toBe("nl");
    // "je" is French too: a Dutch sentence is Dutch by its other everyday words.
    expect(detectLocale("je stuurt me veel te veel berichten", "en")).toBe("nl");
    expect(detectLocale("heb je dat ook gezien", "en")).toBe("nl");
    expect(detectLocale("je dois appeler ma mère", "en")).toBe("fr");
    expect(detectLocale("fatto, grazie", "en")).toBe("it");
    expect(detectLocale("not yet, snooze until monday", "de")).toBe("en");
    expect(detectLocale("👍", "fr")).toBe("fr");
    expect(detectLocale("15", "de")).toBe("de");
  });

  it("letters glued to digits are no words: a pairing code a stranger sends says no language", () => {
    // "7Y3A-E0LA" once read as Spanish ("y", "la") and Portuguese ("a", "e"): every code, any letters.
    for (const code of ["7Y3A-E0LA", "2O9E-4A8Y", "JA1K-9NO3", "X1ES-LO22"]) expect(detectLocale(code, "en"), code).toBe("en");
    for (let seed = 1; seed <= 500; seed++) {
      let x = seed;
      const code = newPairingCode((n) => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n));
      expect(detectLocale(code, "en"), code).toBe("en");
    }
    expect(detectLocale("ya 2 veces, gracias", "en")).toBe("es");
  });

  it("the language ZOE speaks changes only on clear evidence, not on one borrowed word", () => {
    expect(switchLocale("ok, done", "de")).toBe("de");
    expect(switchLocale("merci", "de")).toBe("de");
    expect(switchLocale("Das Meeting ist done", "de")).toBe("de");
    expect(switchLocale("c'est fait, thanks", "fr")).toBe("fr");
    expect(switchLocale("erledigt", "en")).toBe("en");
    expect(switchLocale("Ich muss morgen den Bericht an Anna schicken", "en")).toBe("de");
    expect(switchLocale("Je dois envoyer le rapport demain matin", "en")).toBe("fr");
    expect(switchLocale("Devo mandare il rapporto ad Anna domani mattina", "en")).toBe("it");
    expect(switchLocale("Ik moet morgen het rapport naar Anna sturen", "en")).toBe("nl");
    expect(switchLocale("Ich muss morgen den Bericht an Anna schicken", "nl")).toBe("de");
    expect(switchLocale("ok, klaar", "it")).toBe("it");
    expect(switchLocale("not yet, snooze until monday", "de")).toBe("en");
  });

  it("a message typed in capitals, or with a capital first letter, scores as its lower-case twin", () => {
    const said = [
      "Ich muss morgen früh den Bericht an Anna schicken",
      "Übermorgen erledigt, Danke",
      "Je dois envoyer le rapport demain matin, c'est fait",
      "Ça va, j'ai terminé",
      "Todavía no, mañana por la noche. ¿Vale?",
      "Ainda não, amanhã de manhã, obrigado",
      "Non ancora, venerdì sera. Grazie",
      "Nog niet, morgenochtend, bedankt",
      "Not yet, I'll do it tomorrow, thanks",
    ];
    for (const text of said) {
      const lower = localeScores(text.toLowerCase());
      expect({ text, scores: localeScores(text.toUpperCase()) }).toEqual({ text, scores: lower });
      expect({ text, scores: localeScores(text) }).toEqual({ text, scores: lower });
    }
    expect(switchLocale("ICH MUSS MORGEN DEN BERICHT AN ANNA SCHICKEN", "en")).toBe("de");
    expect(detectLocale("AINDA NÃO, AMANHÃ", "en")).toBe("pt");
    expect(detectLocale("TODAVÍA NO, MAÑANA", "en")).toBe("es");
  });
});
