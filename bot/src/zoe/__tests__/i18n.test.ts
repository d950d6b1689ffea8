/**
 * The string table and the owner's language: every sentence exists in every language with the
 * same placeholders; ZOE_LOCALE and LANG choose the language, and a message's own words do when
 * neither is set.
 */
import { describe, expect, it } from "vitest";
import { COMMAND_HELP, STRING_KEYS, t } from "../i18n.ts";
import { detectLocale, localeFromEnv, LOCALES } from "../locale.ts";
import { ConfigError, loadConfig } from "../shell/config.ts";

describe("the string table", () => {
  it("has every sentence in every language, with the same placeholders", () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of STRING_KEYS) {
      const en = t("en", key);
      for (const l of LOCALES) {
        expect(t(l, key).trim(), `${key} ${l}`).not.toBe("");
        expect(holes(t(l, key)), `${key} ${l}`).toEqual(holes(en));
        if (l !== "en" && en.length > 12) expect(t(l, key), `${key} ${l} is still English`).not.toBe(en);
      }
    }
  });

  it("fills placeholders and leaves a missing one visible", () => {
    expect(t("de", "ops.done", { summary: "Bericht schicken" })).toBe("Erledigt: Bericht schicken. Stark.");
    expect(t("fr", "ops.done")).toBe("Fait : {summary}. Bravo.");
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
    expect(detectLocale("not yet, snooze until monday", "de")).toBe("en");
    expect(detectLocale("👍", "fr")).toBe("fr");
    expect(detectLocale("15", "de")).toBe("de");
  });
});
