/**
 * Outside probe (d) of issue #36, the gate itself (written before running ZOE on it): in each of the
 * seven languages clean look-alikes pass untouched (a meeting id with its word, a published
 * checksum, a documentation placeholder, a part number, logo@2x.png, talk about a password with no
 * value), and in redact mode no masked value stays partly readable (a phone's digits split by
 * spaces, an IBAN in groups), with the owner's region unset. Values drawn at run time.
 */
import { describe, expect, it } from "vitest";
import { type CorpusCase, sentence } from "../../eval/pii-corpus/types.ts";
import { corpusFaults } from "../../test-support/privacy-gate.ts";
import { gateOutbound, scan, secretKinds } from "../gate.ts";
import { CODES, iban, LANGS, LOCALES, PHONES, reseed, THIRD } from "../../eval/pii-corpus/probe36d.ts";

describe.each(LOCALES)("outside probe (d), #36, [%s]: the gate on clean look-alikes and in redact mode", (locale) => {
  const lang = LANGS[locale];

  it("clean lines pass the gate untouched (meeting id, checksum, placeholder, part number, logo@2x.png, talk about a password)", () => {
    reseed(`${locale} clean`);
    const flagged = lang.clean().map((text) => ({ text, found: scan(text, {}).map((f) => f.type) })).filter((x) => x.found.length > 0);
    expect(flagged).toEqual([]);
  });

  it("in redact mode no masked value stays partly readable: a phone's digits split by spaces, an IBAN in groups", () => {
    reseed(`${locale} redact`);
    const phone = PHONES[locale]().replace(/\D/g, "").split("").join(" ");
    const [cc, bank, len] = lang.ibanCountry;
    const cases: CorpusCase[] = [
      sentence("pii", "phone", lang.splitPhone("$"), phone, { region: "" }),
      sentence("pii", "iban", lang.ibanLine("$"), iban(cc, bank, len), { region: "" }),
    ];
    const faults = cases.map((c) => ({ family: c.family, faults: corpusFaults(c) })).filter((x) => x.faults.length > 0);
    expect(faults).toEqual([]);
    for (const c of cases) {
      const r = gateOutbound(c.text, "redact", {});
      expect(r.ok).toBe(true);
    }
  });
});

describe.each(LOCALES)("outside probe (d), #36, [%s], second batch: codes in the owner's words", (locale) => {
  it("a memory line holding a PUK, PIN, alarm or gate code, backup codes, a recovery key or a Wi-Fi QR string is a secret; talk about them with no value is not", () => {
    reseed(`${locale} codes`);
    const missed = CODES[locale].secrets.map(([line, make]) => line.replace("$", make())).filter((text) => secretKinds(text).length === 0);
    expect(missed).toEqual([]);
    const flagged = CODES[locale].clean.filter((text) => scan(text, {}).length > 0);
    expect(flagged).toEqual([]);
  });
});

describe.each(LOCALES)("outside probe (d), #36, [%s], third batch: landlines and spelled e-mail with the region unset", (locale) => {
  it("a landline in the national format and another spelling of an e-mail are masked whole; order and tracking numbers stay clean", () => {
    reseed(`${locale} third`);
    const { landline, mail, clean } = THIRD[locale];
    const faults = corpusFaults(sentence("pii", "phone", landline[0], landline[1](), { region: "" }));
    expect(faults).toEqual([]);
    const [spelled, parts] = mail[1]();
    const r = gateOutbound(mail[0].replace("$", spelled), "redact", {});
    expect(r.ok).toBe(true);
    const body = r.ok ? r.body.toLowerCase() : "";
    expect(parts.filter((p) => body.includes(p))).toEqual([]);
    expect(clean().filter((text) => scan(text, {}).length > 0)).toEqual([]);
  });
});
