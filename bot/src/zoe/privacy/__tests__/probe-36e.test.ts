/**
 * Outside probe (e) of issue #36, the gate and the chat's secret filter (written before running ZOE on
 * them), in each of the seven languages with the owner's region unset: other providers' secrets pasted
 * in chat, in a memory line and in a thread's summary; a password said far from its word or on the line
 * after it; personal data in new forms (an IBAN in lower case in one run, a phone with its extension, an
 * e-mail with a plus tag or an accented domain, a date of birth with the month's name; health data is
 * left as a todo); developers' clean text (UUID, commit hash, base64 image, hex colour, version, Docker digest, documentation
 * example keys) left alone. Values drawn at run time.
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import type { CorpusCase } from "../../eval/pii-corpus/types.ts";
import { corpusFaults } from "../../test-support/privacy-gate.ts";
import { gateOutbound, scan, secretKinds } from "../gate.ts";
import { clean, LANGS, LOCALES, looseIban, password, plusMail, PROVIDERS, reseed, secretPart } from "./probe-36e-inputs.ts";

const pii = (family: string, text: string, value: string, more: string[] = []): CorpusCase => ({ label: "pii", family, text, sensitive: value, more, region: "" });

describe.each(LOCALES)("outside probe (e), #36, [%s]: other providers' secrets", (locale) => {
  const lang = LANGS[locale];

  it("pasted in chat, each is taken out of the message before ZOE keeps or sends it", () => {
    reseed(`${locale} paste`);
    const kept = PROVIDERS.map(([name, make]) => {
      const v = make();
      return { name, out: removeSecrets(lang.paste(name, v)).text, part: secretPart(name, v) };
    }).filter((x) => x.out.includes(x.part));
    expect(kept.map((x) => x.name)).toEqual([]);
  });

  it("in a memory line the model writes, each is a secret (the memory write is refused)", () => {
    reseed(`${locale} memory`);
    const missed = PROVIDERS.filter(([name, make]) => secretKinds(lang.memory(name, make())).length === 0).map(([name]) => name);
    expect(missed).toEqual([]);
  });

  it("in a Bonfire-bound thread summary, each blocks even in redact mode", () => {
    reseed(`${locale} thread`);
    const through = PROVIDERS.filter(([name, make]) => gateOutbound(lang.thread(name, make()), "redact", {}).ok).map(([name]) => name);
    expect(through).toEqual([]);
  });
});

describe.each(LOCALES)("outside probe (e), #36, [%s]: passwords in the owner's prose", (locale) => {
  const lang = LANGS[locale];

  it("a password said more than seven words after its word is taken out of the message", () => {
    reseed(`${locale} far`);
    const v = password();
    expect(removeSecrets(lang.far(v)).text).not.toContain(v);
  });

  it("a password on the line after \"the new one is below:\" is taken out of the message", () => {
    reseed(`${locale} below`);
    const v = password();
    const [first, second] = lang.below;
    expect(removeSecrets(`${first}\n${second(v)}`).text).not.toContain(v);
  });
});

describe.each(LOCALES)("outside probe (e), #36, [%s]: personal data in new forms, region unset", (locale) => {
  const lang = LANGS[locale];

  it("an IBAN in lower case in one run, a plus-tagged and an accented e-mail, a date of birth with the month's name are masked whole", () => {
    reseed(`${locale} pii`);
    lang.extPhone();
    const [dobLine, dob] = lang.dob();
    const ib = looseIban(locale);
    const mail = plusMail();
    const idn = lang.idnMail();
    const cases = [pii("iban", lang.ibanLine(ib), ib), pii("email", lang.mailLine(mail), mail), pii("email", lang.mailLine(idn), idn), pii("dob", dobLine, dob)];
    const faults = cases.map((c) => ({ family: c.family, faults: corpusFaults(c) })).filter((x) => x.faults.length > 0);
    expect(faults).toEqual([]);
  });

  if (locale === "it") {
    it.todo("a phone with its extension is masked whole — left: \"la segreteria … è lo 02 … interno …, chiedi di …\" is read as Spanish (la, lo), so the Milan number is tried in Spain's regions and missed");
  } else {
    it("a phone with its extension is masked whole, the extension with it", () => {
      reseed(`${locale} pii`);
      const [phoneLine, phone, ext] = lang.extPhone();
      expect(corpusFaults(pii("phone", phoneLine, phone, [ext]))).toEqual([]);
    });
  }

  it.todo("health data (a diagnosis: type 2 diabetes, metformin) is masked in redact mode — left: the gate has no health family, and docs/privacy-gate.md claims none");
});

describe.each(LOCALES)("outside probe (e), #36, [%s]: developers' clean text", (locale) => {
  const lang = LANGS[locale];

  it("UUIDs, commit hashes, a base64 image, a hex colour, a version, a Docker digest and documentation example keys pass untouched", () => {
    reseed(`${locale} clean`);
    const lines = lang.clean(clean());
    const flagged = lines.map((text) => ({ text: text.slice(0, 40), found: scan(text, {}).map((f) => f.type) })).filter((x) => x.found.length > 0);
    expect(flagged).toEqual([]);
    for (const text of lines) expect(removeSecrets(text).removed).toBe(0);
  });
});

describe.each(LOCALES)("outside probe (e), #36, [%s]: a value sent alone after the owner's question", (locale) => {
  const lang = LANGS[locale];

  it("after \"wifi password?\" a password sent on its own is taken out; an ordinary answer with a digit stays", () => {
    reseed(`${locale} split`);
    const v = password();
    expect(removeSecrets(v, lang.ask).text).not.toContain(v);
    expect(removeSecrets(v).removed).toBe(0);
    const plain = lang.clean(clean())[0]!;
    expect(removeSecrets(plain, lang.ask)).toEqual({ text: plain, removed: 0 });
  });
});
