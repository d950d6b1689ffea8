/**
 * The privacy gate family by family, as an owner's notes would contain them: provider keys in
 * their documented shapes, structural secrets, assignments and prose passwords in several
 * languages, government ids with check digits, addresses of several countries, and the clean
 * prose that only looks sensitive. Values are generated at run time (seeded), never literals.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { providerTokens } from "../../eval/pii-corpus/tokens.ts";
import { gateOutbound, scan } from "../gate.ts";
import { cpfValid, ibanValid, luhnValid, ssnValid, steuerIdValid, ukNinoValid, verhoeffValid } from "../checksums.ts";
import { regionFromTimeZone, resolveRegion } from "../region.ts";
import { loadConfig } from "../../shell/config.ts";

const RUNS = { numRuns: 150 };
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/** Block refuses, redact refuses for secrets / masks for PII, and the value never comes back. */
function expectCaught(text: string, value: string, kind: "secret" | "pii", opts = {}): void {
  const findings = scan(text, opts);
  const at = text.indexOf(value);
  // A secret may be found by its secret part only (the password inside a URL); PII must be covered whole.
  const covers = (f: { start: number; end: number }) =>
    kind === "secret" ? f.start < at + value.length && f.end > at : f.start <= at && f.end >= at + value.length;
  expect(findings.some((f) => f.kind === kind && covers(f)), `${kind} in ${text}`).toBe(true);
  const blocked = gateOutbound(text, "block", opts);
  expect(blocked.ok).toBe(false);
  if (!blocked.ok) expect(blocked.reason).not.toContain(value);
  const red = gateOutbound(text, "redact", opts);
  if (kind === "secret") expect(red.ok).toBe(false);
  else {
    expect(red.ok).toBe(true);
    if (red.ok) expect(red.body).not.toContain(value);
  }
}

describe("provider credentials (always block)", () => {
  const f = new Fakes(4242);
  const t = providerTokens(f);
  it.each(Object.keys(t).filter((k) => !["datadog", "cloudflare", "okta", "aws_secret", "hex64"].includes(k)))("%s in a chat note", (family) => {
    const value = t[family]!();
    expectCaught(`FYI Sam pasted ${value} in the team chat, please rotate.`, value, "secret");
  });

  it("keys that only have a shape next to their provider's name", () => {
    for (const [text, value] of [
      [`DATADOG_API_KEY=${f.chars("0123456789abcdef", 32)}`, ""],
      [`okta token: 00${f.chars("ABCDEFabcdef0123456789_-", 40)}`, ""],
      [`cloudflare api token is ${f.chars("ABCDEFabcdef0123456789_-", 40)}`, ""],
      [`aws_secret_access_key=${f.chars("ABCDEFabcdef0123456789/+", 40)}`, ""],
    ] as const) {
      const v = value || text.split(/[=:]\s*| is /).pop()!;
      expectCaught(text, v, "secret");
    }
  });
});

describe("structural secrets", () => {
  const f = new Fakes(99);
  const body = f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 64);
  it.each([
    ["one-line PEM", ["-----BEGIN RSA ", "PRIVATE KEY----- ", body, " -----END RSA ", "PRIVATE KEY-----"].join("")],
    ["PGP block", ["-----BEGIN PGP ", "PRIVATE KEY BLOCK-----\n\n", body, "\n-----END PGP ", "PRIVATE KEY BLOCK-----"].join("")],
    ["base64-wrapped PEM", Buffer.from(["-----BEGIN ", "PRIVATE KEY-----\n", body, "\n-----END ", "PRIVATE KEY-----"].join("")).toString("base64")],
    ["PuTTY key", ["PuTTY-User-", "Key-File-3: ssh-rsa\nEncryption: none\nPrivate-Lines: 1\n", body, "\nPrivate-MAC: ", f.chars("0123456789abcdef", 64)].join("")],
    ["JWT in a URL", `https://app.example.com/cb?id_token=${Buffer.from('{"alg":"RS256"}').toString("base64url")}.${Buffer.from('{"sub":"1"}').toString("base64url")}.${f.chars("abcdefABCDEF0123456789_-", 43)}`],
    ["lower-case authorization header", `authorization: basic ${Buffer.from(`ops:${f.chars("abcdef0123456789", 12)}`).toString("base64")}`],
    ["cookie header", `Cookie: sessionid=${f.chars("abcdef0123456789", 32)}; lang=en`],
    ["redis URL with a password only", `redis://:${f.chars("abcdef0123456789", 16)}@cache:6379`],
    ["jdbc password parameter", `jdbc:mysql://db/app?user=x&password=${f.chars("abcdef0123456789", 12)}`],
    ["curl -u", `curl -u deploy:${f.chars("abcdef0123456789", 12)} https://example.com`],
    ["otpauth seed", ["otp", "auth://totp/Example:me?secret=", f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)].join("")],
    ["24-word seed phrase", f.seedPhrase(24)],
    ["raw 64-hex key", f.chars("0123456789abcdef", 64)],
  ])("%s", (_name, value) => {
    expectCaught(`note: ${value} (from the old laptop)`, value, "secret");
  });

  it("a digest labelled as one is not a key", () => {
    expect(scan(`sha256: ${f.chars("0123456789abcdef", 64)}`)).toEqual([]);
    expect(scan(`docker image app@sha256:${f.chars("0123456789abcdef", 64)}`)).toEqual([]);
  });
});

describe("assignments and passwords in prose", () => {
  const f = new Fakes(7);
  const v = () => f.chars("abcdefghijABCDEF0123456789", 14);
  it.each([
    ["STRIPE_SECRET_KEY=$"], ["DB_PASS=$"], ["service_credentials: $"], ['{"refresh_token": "$"}'], ["my_app_pwd = '$'"],
    ["the password is $"], ["pw: $"], ["passphrase: \"$\""], ["login admin / $"], ["Kennwort: $"], ["das Passwort lautet $"],
    ["le mot de passe est $"], ["la contraseña es $"], ["wachtwoord: $"],
  ])("%s", (tmpl) => {
    const value = v();
    expectCaught(tmpl.replace("$", value), value, "secret");
  });

  it("a PIN or passcode of 4 to 8 digits", () => {
    expectCaught("her PIN is 4821", "4821", "secret");
    expectCaught("passcode: 738201", "738201", "secret");
  });

  it.each([
    "Fix the password reset flow before launch.",
    "Our secret sauce is the morning brief.",
    "the password is stored hashed",
    "Secret Santa is on Friday",
    "token budget is 4000 per turn",
    "the key decision was to wait",
    "PIN the message in the channel",
    "password: ******** in the log",
    "api_key=${API_KEY} in the example",
  ])("%j stays clean", (text) => {
    expect(scan(text)).toEqual([]);
  });
});

describe("government ids and checksums (properties)", () => {
  const embed = (v: string) => `Form data for the visa appointment: ${v}, thanks.`;
  it("generated ids pass their own check digits", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const f = new Fakes(seed);
        expect(cpfValid(f.cpf().replace(/\D/g, ""))).toBe(true);
        expect(verhoeffValid(f.aadhaar().replace(/\D/g, ""))).toBe(true);
        expect(steuerIdValid(f.steuerId().replace(/\D/g, ""))).toBe(true);
        expect(ssnValid(f.ssn().replace(/\D/g, ""))).toBe(true);
        expect(ukNinoValid(f.nino().replace(/\s/g, ""))).toBe(true);
        expect(luhnValid(f.card())).toBe(true);
        expect(ibanValid(f.iban("DE"))).toBe(true);
      }),
      RUNS,
    );
  });

  it.each([
    ["SSN", (f: Fakes) => f.ssn(), (v: string) => `SSN ${v}`],
    ["UK NI", (f: Fakes) => f.nino(), (v: string) => v],
    ["CPF", (f: Fakes) => f.cpf(), (v: string) => v],
    ["Aadhaar", (f: Fakes) => f.aadhaar(), (v: string) => v],
    ["PAN", (f: Fakes) => f.pan(), (v: string) => `PAN ${v}`],
    ["Steuer-ID", (f: Fakes) => f.steuerId(), (v: string) => `Steuer-ID ${v}`],
    ["card", (f: Fakes) => f.card(), (v: string) => v],
    ["IBAN", (f: Fakes) => f.iban(f.pick(["DE", "GB", "NL", "FR", "ES", "IT"] as const)), (v: string) => v],
    ["passport", (f: Fakes) => f.passport(), (v: string) => `passport number ${v}`],
  ] as const)("%s anywhere in a note is caught and masked without a trace", (_n, gen, wrap) => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const value = gen(new Fakes(seed));
        expectCaught(embed(wrap(value)), value, "pii");
      }),
      { numRuns: 60 },
    );
  });

  it("a single changed digit breaks the checksum families", () => {
    expect(cpfValid("12345678909")).toBe(true);
    expect(cpfValid("12345678919")).toBe(false);
    expect(scan("CPF 123.456.789-19")).toEqual([]);
    expect(scan("card 4111 1111 1111 1112")).toEqual([]);
  });
});

describe("addresses, dates of birth, contacts", () => {
  it.each([
    ["US", "Ship to 1600 Amphitheatre Parkway, Mountain View", "1600 Amphitheatre Parkway"],
    ["UK", "Flat 2, 15 High Street, London SW1A 1AA", "15 High Street"],
    ["DE", "Neue Adresse: Hauptstraße 12, 10115 Berlin", "Hauptstraße 12"],
    ["FR", "chez Claire, 15 rue de Rivoli", "15 rue de Rivoli"],
    ["ES", "Calle de Alcalá 45, Madrid", "Calle de Alcalá 45"],
    ["NL", "wonen op Kalverstraat 92", "Kalverstraat 92"],
    ["PO box", "post to P.O. Box 1234", "P.O. Box 1234"],
    ["Postfach", "an Postfach 10 20 30", "Postfach 10 20 30"],
  ])("%s street address", (_c, text, value) => expectCaught(text, value, "pii"));

  it.each([
    ["born on 12/03/1985", "12/03/1985"],
    ["DOB 1985-03-12", "1985-03-12"],
    ["date of birth: 12 March 1985", "12 March 1985"],
    ["Geburtsdatum: 12.03.1985", "12.03.1985"],
    ["née le 12 mars 1985", "12 mars 1985"],
    ["fecha de nacimiento 12/03/1985", "12/03/1985"],
  ])("date of birth %j", (text, value) => expectCaught(text, value, "pii"));

  it.each([
    ["e-mail", "write to jane.doe@example.com", "jane.doe@example.com"],
    ["spelled e-mail", "mail john dot doe at example dot com", "john dot doe at example dot com"],
    ["phone", "call +44 7700 900123", "+44 7700 900123"],
    ["handle", "ask @jane_doe", "@jane_doe"],
    ["t.me link", "her Telegram: t.me/jane_doe", "t.me/jane_doe"],
  ])("%s", (_n, text, value) => expectCaught(text, value, "pii"));

  it("a national number in the owner's region (libphonenumber-js)", () => {
    expectCaught("llámame al 612 345 678", "612 345 678", "pii", { region: "ES" });
    expect(scan("ticket 612 345 678", { region: "ES" })).toEqual([]);
  });

  it.each([
    "Document the @param and @returns tags.",
    "@here standup moved to 10:30",
    "Forward it to @zoe_bot",
    "Updated README.md and passport_scan_template.docx",
    "Order #4821-3390 shipped; invoice INV-2026-00417; part no. 74HC595N",
    "Price $1,299.00, v2.11.0-rc.1, deadline 2026-06-04 at 18:00",
    "The project was born on 2019-04-01.",
    "Buy a birthday present for Anna by 2026-06-04.",
    "12 Big Wins and 3 Ways to improve",
  ])("%j stays clean", (text) => expect(scan(text)).toEqual([]));
});

describe("ZOE's own episode prose in the owner's region", () => {
  it.each(["DE", "GB", "US", "ES", "FR", undefined])("passes untouched with region %s", (region) => {
    for (const text of [
      "The owner committed on 2026-06-04 to send the deck to the design team, due 2026-06-06 at 10:00.",
      "The owner decided: move the launch to June (2026-06-04).",
      "The owner finished 'ship the onepager' on 2026-06-05.",
      "Retraction: the earlier episode task-1 about 'ship the onepager' was recorded by mistake; the owner did not commit to it.",
      "ZOE chief-of-staff, opened thread th-ab12; episode key 0f1e2d3c4b5a69788796a5b4c3d2e1f0",
      "tracking number 00340434161094042557 and meeting ID 845 2231 9087",
    ]) expect(scan(text, region ? { region } : {}), `${region}: ${text}`).toEqual([]);
  });
  it("still reads the client's number after a colon", () => {
    expectCaught("Call the client: +49 171 2345678", "+49 171 2345678", "pii", { region: "DE" });
  });
});

describe("the owner's region", () => {
  it("comes from ZOE_REGION, else from ZOE_TZ", () => {
    expect(regionFromTimeZone("Europe/Berlin")).toBe("DE");
    expect(regionFromTimeZone("UTC")).toBeUndefined();
    expect(resolveRegion("gb", "Europe/Berlin")).toBe("GB");
    expect(loadConfig({ ZOE_TZ: "Europe/Madrid" }).region).toBe("ES");
    expect(loadConfig({ ZOE_TZ: "Europe/Madrid", ZOE_REGION: "us" }).region).toBe("US");
    expect(() => loadConfig({ ZOE_REGION: "Germany" })).toThrow(/ZOE_REGION/);
  });
});
