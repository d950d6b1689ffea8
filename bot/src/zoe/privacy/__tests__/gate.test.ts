/**
 * The outbound gate is the last thing between the owner's private life and a shared knowledge
 * graph. These tests pin what it catches, what it leaves alone in ordinary summaries, and that
 * nothing it refuses is ever echoed back. Secret-shaped strings are built at run time so that
 * no key-looking literal sits in the repository.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gateOutbound, redact, scan } from "../gate.ts";
import type { Finding } from "../gate.ts";

const RUNS = { numRuns: 300 };

// --- builders (run time only) ------------------------------------------------------------------

const rep = (s: string, n: number): string => s.repeat(n);
const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    // Counting from the right of the payload, every first digit is doubled (the check digit
    // will sit to its right).
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

function ibanWithCheck(country: string, bban: string): string {
  const numeric = (bban + country + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const d of numeric) rem = (rem * 10 + Number(d)) % 97;
  return country + String(98 - rem).padStart(2, "0") + bban;
}

const groupsOf4 = (s: string, sep: string): string => s.match(/.{1,4}/g)?.join(sep) ?? s;

const secrets = {
  anthropic_key: () => "sk-ant-" + "api03-" + rep("a1B2", 20) + "AA",
  openai_key: () => "sk-" + rep("A1b2C3d4", 6),
  openai_project_key: () => "sk-" + "proj-" + rep("Zx9_Qw3-", 8),
  github_token: () => "ghp" + "_" + rep("A1b2", 9),
  github_pat: () => "github" + "_pat_" + "11AB" + rep("c", 18) + "_" + rep("Z9", 29) + "x",
  aws_access_key: () => "AKIA" + "QWERTYU" + "123456789",
  aws_secret_key: () => "aws_secret_access_key = " + rep("Ab1/", 10),
  slack_token: () => "xoxb" + "-" + "123456789012-" + "1234567890123-" + rep("aB3", 8),
  google_api_key: () => "AIza" + "Sy" + rep("b7_K", 8) + "q",
  telegram_bot_token: () => "123456789" + ":" + "AAH" + rep("x1Y2", 8),
  pem_private_key: () =>
    "-----BEGIN " + "RSA PRIVATE KEY-----\n" + rep("MIIEpAIBAAKCAQEA", 4) + "\n-----END " + "RSA PRIVATE KEY-----",
  jwt: () => b64url({ alg: "HS256", typ: "JWT" }) + "." + b64url({ sub: "owner", iat: 1 }) + "." + rep("sIg_", 10),
  hex_private_key: () => rep("4f3c2a1b", 8),
  hex_private_key_0x: () => "0x" + rep("9e8d7c6b", 8),
  password_assignment: () => "password=" + "hunter2" + "Hunter2",
};

// --- table tests ---------------------------------------------------------------------------------

/** The single finding that covers `needle` inside `text`, or undefined. */
function findingOver(text: string, needle: string, findings: Finding[] = scan(text)): Finding | undefined {
  const at = text.indexOf(needle);
  expect(at, `needle must be in text`).toBeGreaterThanOrEqual(0);
  return findings.find((f) => f.start <= at && f.end >= at + needle.length);
}

describe("scan: secrets", () => {
  const cases: Array<[string, string, string?]> = [
    ["anthropic_key", secrets.anthropic_key()],
    ["openai_key", secrets.openai_key()],
    ["openai_key", secrets.openai_project_key()],
    ["github_token", secrets.github_token()],
    ["github_token", "gho" + "_" + rep("Q7w8", 9)],
    ["github_token", "ghs" + "_" + rep("Q7w8", 9)],
    ["github_token", "ghu" + "_" + rep("Q7w8", 9)],
    ["github_token", secrets.github_pat()],
    ["aws_access_key", secrets.aws_access_key()],
    ["aws_access_key", "ASIA" + "ZXCVBNM" + "987654321"],
    ["aws_secret_key", secrets.aws_secret_key(), rep("Ab1/", 10)],
    ["slack_token", secrets.slack_token()],
    ["google_api_key", secrets.google_api_key()],
    ["telegram_bot_token", secrets.telegram_bot_token()],
    ["telegram_bot_token", "https://api.telegram.org/bot" + secrets.telegram_bot_token() + "/getMe", secrets.telegram_bot_token()],
    ["pem_private_key", secrets.pem_private_key()],
    ["jwt", secrets.jwt()],
    ["hex_private_key", secrets.hex_private_key()],
    ["hex_private_key", secrets.hex_private_key_0x()],
    ["password_assignment", secrets.password_assignment(), "hunter2Hunter2"],
    ["password_assignment", 'passwd: "' + "s3cr3t-val" + 'ue"', "s3cr3t-value"],
    ["password_assignment", "DB_PASSWORD='" + "c0rrect horse" + "'", "c0rrect horse"],
    ["password_assignment", "token=" + rep("t0k", 4), rep("t0k", 4)],
    ["password_assignment", "secret: " + rep("S3c", 4), rep("S3c", 4)],
    ["password_assignment", "api_key=" + rep("k3y", 4), rep("k3y", 4)],
    ["url_credentials", "postgres://zoe:" + "pg-pass-1" + "@db.internal:5432/zoe", "pg-pass-1"],
  ];

  it.each(cases)("finds a %s and blocks it in both modes", (type, snippet, sensitive) => {
    const text = `Thread summary: deploy notes ${snippet} then ship the onepager.`;
    const hit = findingOver(text, sensitive ?? snippet);
    expect(hit).toMatchObject({ kind: "secret", type });
    for (const mode of ["block", "redact"] as const) {
      const res = gateOutbound(text, mode);
      expect(res.ok).toBe(false);
      if (!res.ok) {
        expect(res.reason).toBe(`blocked: contains secret (${type})`);
        expect(res.types).toEqual([type]);
        expect(res.reason).not.toContain(sensitive ?? snippet);
      }
    }
  });

  it("does not take placeholders and env references for a password", () => {
    for (const text of ["password=********", "token=${GITHUB_TOKEN}", "secret: <your-secret>", "api_key=process.env.API_KEY"]) {
      expect(scan(text), text).toEqual([]);
    }
  });

  it("does not read 'sk-' inside an ordinary hyphenated word as a key", () => {
    expect(scan("the task-abcdefghijklmnopqrstuvwxyz is done")).toEqual([]);
    expect(scan("we use an sk-learn-compatible-pipeline-wrapper")).toEqual([]);
  });

  it("sees through zero-width characters hidden inside a key", () => {
    const key = secrets.anthropic_key();
    const hidden = key.slice(0, 5) + "\u200B" + key.slice(5);
    const res = gateOutbound(`note: ${hidden}`, "redact");
    expect(res).toEqual({ ok: false, reason: "blocked: contains secret (anthropic_key)", types: ["anthropic_key"] });
  });
});

describe("scan: PII", () => {
  const cases: Array<[string, string, string?]> = [
    ["email", "alice.smith+zoe@example.co.uk"],
    ["phone", "+49 30 1234567"],
    ["phone", "+1 (415) 555-0100"],
    ["phone", "+44 20 7946 0958"],
    ["phone", "030 1234567"],
    ["phone", "(415) 555-0100"],
    ["phone", "0171-1234567"],
    ["phone", "415-555-0100"],
    ["phone", "1-800-555-0199"],
    ["phone", "+49 (0) 30 1234567"],
    ["street_address", "221B Baker Street"],
    ["street_address", "12 Main St"],
    ["street_address", "1600 Pennsylvania Avenue"],
    ["street_address", "Hauptstraße 5"],
    ["street_address", "Hauptstr. 5a"],
    ["street_address", "Berliner Strasse 12a"],
    ["street_address", "Karl-Marx-Allee 33"],
    ["street_address", "Unter den Linden 77"],
    ["street_address", "Gartenweg 3"],
    ["date_of_birth", "born 1990-05-12", "1990-05-12"],
    ["date_of_birth", "DOB: 12/05/1990", "12/05/1990"],
    ["date_of_birth", "1990/05/12 (date of birth)", "1990/05/12"],
    ["date_of_birth", "her birthday is March 3, 1991", "March 3, 1991"],
    ["date_of_birth", "date of birth: 3rd of March 1991", "3rd of March 1991"],
    ["date_of_birth", "geboren am 04.06.1990", "04.06.1990"],
    ["card", "4111 1111 1111 1111"],
    ["card", "5555-5555-5555-4444"],
    ["card", "4012888888881881"],
    ["card", "3782 822463 10005"],
    ["iban", "DE89 3704 0044 0532 0130 00"],
    ["iban", "GB82WEST12345698765432"],
    ["handle", "@alice_w"],
    ["uk_nino", "JG 12 34 56 C"],
    ["uk_nino", "JG123456C"],
    ["uk_nino", "JG 123456 C"],
  ];

  it.each(cases)("finds %s in %j", (type, snippet, sensitive) => {
    const needle = sensitive ?? snippet;
    const text = `Recap for the owner: ${snippet}, follow up in 3 days.`;
    expect(findingOver(text, needle)).toMatchObject({ kind: "pii", type });

    const blocked = gateOutbound(text, "block");
    expect(blocked).toEqual({ ok: false, reason: `blocked: contains PII (${type})`, types: [type] });

    const redacted = gateOutbound(text, "redact");
    expect(redacted.ok).toBe(true);
    if (redacted.ok) {
      expect(redacted.redacted).toBe(true);
      expect(redacted.body).not.toContain(needle);
      expect(redacted.body).toContain(`[redacted:${type}]`);
      expect(redacted.body).toContain("Recap for the owner:");
      expect(redacted.body).toContain("follow up in 3 days.");
    }
  });

  it("does not join a pull request number and a house number into a National Insurance number (property seed 540601480)", () => {
    const text = "see PR 4821 10A Baker Street";
    expect(scan(text).map((f) => f.type)).not.toContain("uk_nino");
    expect(findingOver(text, "10A Baker Street")).toMatchObject({ kind: "pii", type: "street_address" });
  });

  it("names every PII type in the refusal, without the text", () => {
    const text = "Mail bob@example.org or call +49 30 1234567 about it.";
    const res = gateOutbound(text, "block");
    expect(res).toEqual({ ok: false, reason: "blocked: contains PII (email, phone)", types: ["email", "phone"] });
  });

  it("names secrets and PII together when both are present", () => {
    const text = `bob@example.org pasted ${secrets.github_token()} in the thread`;
    const res = gateOutbound(text, "redact");
    expect(res).toEqual({
      ok: false,
      reason: "blocked: contains secret (github_token) and PII (email)",
      types: ["github_token", "email"],
    });
  });

  it("lets allowed handles through, case-insensitively and with or without @", () => {
    const text = "Ping @Zoe_Bot and @TeamLead about the onepager, cc @alice_w";
    const findings = scan(text, { allowHandles: ["zoe_bot", "@teamlead"] });
    expect(findings.map((f) => text.slice(f.start, f.end))).toEqual(["@alice_w"]);
    const res = gateOutbound(text, "redact", { allowHandles: ["@ZOE_BOT", "teamlead"] });
    expect(res).toEqual({
      ok: true,
      body: "Ping @Zoe_Bot and @TeamLead about the onepager, cc [redacted:handle]",
      redacted: true,
    });
  });

  it("does not take the domain of an e-mail or an npm scope for a handle", () => {
    expect(scan("write to ops@example.com").map((f) => f.type)).toEqual(["email"]);
    expect(scan("bump @types/node and @grammyjs/runner")).toEqual([]);
  });

  it("sees an e-mail written with a full-width at sign", () => {
    const res = gateOutbound("reach carol\uFF20example.com today", "redact");
    expect(res).toEqual({ ok: true, body: "reach [redacted:email] today", redacted: true });
  });
});

describe("scan: an IBAN whose bank code spells a password word", () => {
  // "NL86 MDPE 0000 0000 00" was read as the French "mdp" and a code after it (the PII property
  // test's seed -1609003573): a bank code is no keyword, whatever four capitals it holds.
  it.each(["MDPE", "PASS", "CODE", "PINS", "CLAV", "SENH"])("NL.. %s …: an IBAN, written whole or in groups, masked whole", (bank) => {
    const value = ibanWithCheck("NL", `${bank}0000000000`);
    for (const text of [value, groupsOf4(value, " ")]) {
      expect(scan(`paid to ${text} yesterday`).map((f) => f.type)).toEqual(["iban"]);
      const res = gateOutbound(`paid to ${text} yesterday`, "redact");
      expect(res.ok && res.body).toBe("paid to [redacted:iban] yesterday");
    }
  });

  it("an e-mail address whose name is an id label ('rg', 'cc', 'niss') is an e-mail, not a national id", () => {
    // The PII property test's seed -1944578112: "rg@80a.com v2.10.3 is live" was a national id over the whole line.
    for (const name of ["rg", "cc", "niss"]) {
      expect(scan(`${name}@80a.com v2.10.3 is live`).map((f) => f.type)).toEqual(["email"]);
    }
    expect(scan("meu RG é 12.345.678-9").map((f) => f.type)).toEqual(["national_id"]);
    // The same for a document's word with a sign after it (seed -1144477600 at 6,000 runs).
    expect(scan("dl-@aaa4aaaa.com").map((f) => f.type)).toEqual(["email"]);
  });

  it("the same word in prose is still a keyword: 'PIN 4821' is a secret", () => {
    expect(scan("my card PIN 4821, don't share").map((f) => f.type)).toEqual(["password_in_prose"]);
  });
});

describe("scan: ordinary chief-of-staff prose is left alone", () => {
  const gitSha = rep("0a1b2c3d4e", 4);
  const clean = [
    "ship the onepager by 18:00",
    "release v2.10.3 went out",
    "deadline 2026-06-04",
    "in 3 days",
    "call at 3pm",
    "order #12345 shipped",
    "the year 2026",
    `fixed in ${gitSha}`,
    "card ending 4111 1111 1111 1112 was declined", // Luhn-invalid
    "IBAN DE89 3704 0044 0532 0130 01 bounced", // mod-97 invalid
    "meeting at 10:30, 14:00 and 16:45",
    "budget 12,500 EUR, 3.5% over",
    "PR 1234 and issue 5678",
    "Q3 planning with 12 people on 04.06.2026",
    "auf Platz 1 im Ranking",
    "Im Team 5 Leute",
    "ping me @ 3pm",
    "timestamp 1717459200000",
    "room 101, floor 3",
    "the Main Street launch", // street word, no number
    "we need 2 Main Street-level changes",
    "the 9 Supreme Court justices",
    "Am Montag 3 Termine, zum Beispiel 3 Punkte",
    "ref 0001234567 and ISBN 978-3-16-148410-0",
    "uuid 123e4567-e89b-12d3-a456-426614174000",
    "https://x.com/status/1798765432109876543",
    "+0.5% growth, +1 to that",
    `mirror on token.example.org has ${gitSha}`, // a label word inside a host name labels nothing
    `see secret.dev, then ${gitSha}`,
  ];

  it.each(clean)("%j passes untouched", (text) => {
    expect(scan(text)).toEqual([]);
    expect(gateOutbound(text, "block")).toEqual({ ok: true, body: text, redacted: false });
  });

  it("reads a label word inside an e-mail domain as part of the address, not as a key's label", () => {
    // Found by the redact property below: "a@key.com <git sha>" was blocked as a labelled blob.
    const text = `a@key.com ${"0a00a000a00a0aa0aa0003a1112e5d367cb40b82"}`;
    expect(scan(text).map((f) => f.type)).toEqual(["email"]);
    expect(gateOutbound(text, "redact")).toEqual({ ok: true, body: "[redacted:email] 0a00a000a00a0aa0aa0003a1112e5d367cb40b82", redacted: true });
    // The label still works when it is a word of its own.
    expect(scan(`my key 9f8e7d6c5b4a39281706f5e4d3c2b1a0ffee1234`).map((f) => f.type)).toEqual(["high_entropy_blob"]);
  });

  it("does not take a 40-hex git sha for a 64-hex key, nor a 64-hex run inside a longer one", () => {
    expect(scan(rep("f", 40))).toEqual([]);
    expect(scan(rep("ab", 33))).toEqual([]);
    expect(scan(rep("ab", 32)).map((f) => f.type)).toEqual(["hex_private_key"]);
  });
});

describe("scan: a number written with its country code is judged by that code alone", () => {
  // Seed -2024187464 drew "+33 8000 00000": a French free line (0800 000 000). Whether it was masked
  // hung on a guess at the language of the words after it ("… are scope and timing" read as Portuguese).
  const tails = ["", ", order #12345 Main concerns", ", order #12345 Main concerns are scope and timing", " x y z w v u"];

  it("a free line is let through whatever words follow it", () => {
    for (const tail of tails) expect(scan(`+33 8000 00000${tail}`).filter((f) => f.type === "phone")).toEqual([]);
  });

  it("a mobile is masked whatever words follow it", () => {
    for (const tail of tails) expect(scan(`+33 6 12 34 56 78${tail}`)).toContainEqual({ kind: "pii", type: "phone", start: 0, end: 17 });
  });
});

describe("redact", () => {
  it("replaces each finding with its type and keeps the rest byte for byte", () => {
    const text = "Ana (ana@example.com, +49 30 1234567) owes the deck.";
    expect(redact(text)).toBe("Ana ([redacted:email], [redacted:phone]) owes the deck.");
  });

  it("accepts unsorted, overlapping findings and merges them", () => {
    const text = "0123456789";
    const findings: Finding[] = [
      { kind: "pii", type: "phone", start: 4, end: 8 },
      { kind: "pii", type: "card", start: 2, end: 6 },
    ];
    expect(redact(text, findings)).toBe("01[redacted:card]89");
  });

  it("returns sorted, non-overlapping findings from scan", () => {
    const text = `x ${secrets.jwt()} y bob@example.org z ${secrets.aws_access_key()} @someone`;
    const findings = scan(text);
    expect(findings.map((f) => f.type)).toEqual(["jwt", "email", "aws_access_key", "handle"]);
    for (let i = 1; i < findings.length; i++) {
      expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.end);
    }
  });
});

// --- property tests ---------------------------------------------------------------------------

/** A generated sensitive value: `text` goes into the prose, `needle` must never come out. */
interface Sample {
  type: string;
  text: string;
  needle: string;
}
const sample = (type: string, text: string, needle: string = text): Sample => ({ type, text, needle });

const PROSE = [
  "ship the onepager",
  "thread summary:",
  "owner wants the deck by 18:00",
  "follow up with design",
  "v2.10.3 is live",
  "due 2026-06-04",
  "in 3 days",
  "call at 3pm",
  "order #12345",
  "the year 2026",
  "Q3 roadmap review",
  "blocked on legal",
  "Main concerns are scope and timing",
  "see PR 4821",
  "budget is 12,500 EUR",
  "moved to Thursday",
  "Standup notes",
  "-",
  "and",
  "ok",
];

const gitSha = fc.stringMatching(/^[0-9a-f]{40}$/);
const prose = fc.array(
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...PROSE) }, { weight: 1, arbitrary: gitSha }),
  { maxLength: 12 },
);
// Prose whose words never end in a number, for checks where a neighbouring number could
// legitimately combine with the value (e.g. "2026 4111 1111 1111" is itself card-shaped).
const wordyProse = fc.array(fc.constantFrom(...PROSE.filter((p) => !/\d$/.test(p))), { maxLength: 12 });

/** Embed a sample at a random word position of random innocent prose, maybe bracketed or quoted. */
const embedded = (value: fc.Arbitrary<Sample>, words: fc.Arbitrary<string[]> = prose) =>
  fc
    .record({
      v: value,
      words,
      at: fc.nat(),
      pre: fc.constantFrom("", "(", '"'),
      post: fc.constantFrom("", ".", ",", ")", '"', ":"),
    })
    .map(({ v, words: ws, at, pre, post }) => {
      const i = at % (ws.length + 1);
      return { ...v, full: [...ws.slice(0, i), pre + v.text + post, ...ws.slice(i)].join(" ") };
    });

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const DIGITS = "0123456789";
const ALNUM = LOWER + UPPER + DIGITS;
const str = (chars: string, min: number, max: number = min) =>
  fc.string({ unit: fc.constantFrom(...chars.split("")), minLength: min, maxLength: max });
const digits = (min: number, max: number = min) => str(DIGITS, min, max);
// Real keys are random; one forced digit keeps the generator honest about that.
const keyBody = (chars: string, n: number) => str(chars, n - 1).map((s) => s + "7");

const secretArb: fc.Arbitrary<Sample> = fc.oneof(
  keyBody(ALNUM + "_-", 90).map((b) => sample("anthropic_key", "sk-ant-" + "api03-" + b)),
  keyBody(ALNUM, 48).map((b) => sample("openai_key", "sk-" + b)),
  keyBody(ALNUM + "_-", 120).map((b) => sample("openai_key", "sk-" + "proj-" + b)),
  fc
    .tuple(fc.constantFrom("ghp", "gho", "ghs", "ghu"), str(ALNUM, 36))
    .map(([p, b]) => sample("github_token", `${p}_${b}`)),
  fc
    .tuple(str(ALNUM, 22), str(ALNUM, 59))
    .map(([a, b]) => sample("github_token", "github" + "_pat_" + a + "_" + b)),
  fc
    .tuple(fc.constantFrom("AKIA", "ASIA"), str(UPPER + DIGITS, 16))
    .map(([p, b]) => sample("aws_access_key", p + b)),
  fc
    .tuple(fc.constantFrom("aws_secret_access_key=", "AWS_SECRET_ACCESS_KEY: ", "aws_secret_key = "), str(ALNUM + "/+", 40))
    .map(([k, b]) => sample("aws_secret_key", k + b, b)),
  fc
    .tuple(fc.constantFrom("a", "b", "p", "r", "s"), digits(12), digits(13), str(ALNUM, 24))
    .map(([t, a, b, c]) => sample("slack_token", `xox${t}-${a}-${b}-${c}`)),
  str(ALNUM + "_-", 35).map((b) => sample("google_api_key", "AIza" + b)),
  fc
    .tuple(digits(6, 12), str(ALNUM + "_-", 35))
    .map(([id, b]) => sample("telegram_bot_token", id + ":" + b)),
  fc
    .tuple(
      fc.constantFrom("RSA ", "EC ", "OPENSSH ", "", "ENCRYPTED "),
      fc.array(str(ALNUM + "+/", 64), { minLength: 1, maxLength: 5 }),
    )
    .map(([kind, lines]) =>
      sample("pem_private_key", `-----BEGIN ${kind}PRIVATE KEY-----\n${lines.join("\n")}\n-----END ${kind}PRIVATE KEY-----`),
    ),
  fc
    .tuple(
      fc.record({ alg: fc.constantFrom("HS256", "RS256", "ES256"), typ: fc.constant("JWT") }),
      fc.record({ sub: fc.string({ maxLength: 20 }), iat: fc.nat() }),
      str(ALNUM + "_-", 20, 86),
    )
    .map(([h, p, sig]) => sample("jwt", `${b64url(h)}.${b64url(p)}.${sig}`)),
  fc
    .tuple(fc.boolean(), str("0123456789abcdefABCDEF", 64))
    .map(([ox, hex]) => sample("hex_private_key", (ox ? "0x" : "") + hex)),
  fc
    .tuple(
      fc.constantFrom("password", "passwd", "token", "secret", "api_key", "DB_PASSWORD", "apiKey", "client_secret"),
      fc.constantFrom("=", ": ", " = ", ":"),
      fc.constantFrom("", '"', "'"),
      fc.integer({ min: 8, max: 24 }).chain((n) => keyBody(ALNUM + "!#%&*+/?^_~-", n)),
    )
    .map(([k, sep, q, v]) => sample("password_assignment", `${k}${sep}${q}${v}${q}`, v)),
);

const email = fc
  .tuple(
    str(LOWER, 1),
    str(LOWER + DIGITS + "._+-", 0, 15),
    str(LOWER + DIGITS, 1, 12),
    fc.constantFrom("com", "de", "org", "co.uk", "io", "berlin"),
  )
  .map(([a, b, dom, tld]) => sample("email", `${a}${b}@${dom}.${tld}`));

// Areas opening with 8 or 9 (and North American 8xx and 9xx) are left out: there they are free,
// shared-cost or premium lines ("+33 800 …", "0900 …"), public numbers the gate lets through on purpose.
const intlPhone = fc
  .tuple(
    fc.constantFrom("+49", "+44", "+33", "+31", "+41", "0049"),
    fc.tuple(str("1234567", 1), digits(1, 3)).map(([a, b]) => a + b),
    digits(5, 8),
    fc.constantFrom(" ", "-", ""),
  )
  .map(([cc, area, sub, sep]) => sample("phone", sep === "" ? `${cc}${area}${sub}` : `${cc} ${area}${sep}${sub}`));

const nationalPhone = fc.oneof(
  fc
    .tuple(str("1234567", 1), digits(1, 3), digits(6, 8), fc.constantFrom(" ", "-", "/"))
    .map(([a, b, sub, sep]) => sample("phone", `0${a}${b}${sep}${sub}`)),
  fc
    .tuple(fc.integer({ min: 200, max: 799 }), digits(3), digits(4), fc.constantFrom("+1 (a) b-c", "(a) b-c", "a-b-c", "+1 a-b-c"))
    .map(([a, b, c, shape]) =>
      sample("phone", shape.replace("a", String(a)).replace("b", b).replace("c", c)),
    ),
);

const card = fc
  .tuple(
    fc.constantFrom(
      { prefix: "4", length: 16 },
      { prefix: "51", length: 16 },
      { prefix: "55", length: 16 },
      { prefix: "2221", length: 16 },
      { prefix: "37", length: 15 },
      { prefix: "6011", length: 16 },
    ),
    digits(16),
    fc.constantFrom("", " ", "-"),
  )
  .map(([{ prefix, length }, rnd, sep]) => {
    const payload = (prefix + rnd).slice(0, length - 1);
    const number = payload + luhnCheckDigit(payload);
    const text =
      sep === ""
        ? number
        : length === 15
          ? [number.slice(0, 4), number.slice(4, 10), number.slice(10)].join(sep)
          : groupsOf4(number, sep);
    return sample("card", text);
  });

const iban = fc
  .tuple(
    fc.oneof(
      digits(18).map((bban) => ibanWithCheck("DE", bban)),
      fc.tuple(str(UPPER, 4), digits(14)).map(([bank, n]) => ibanWithCheck("GB", bank + n)),
      fc.tuple(str(UPPER, 4), digits(10)).map(([bank, n]) => ibanWithCheck("NL", bank + n)),
    ),
    fc.boolean(),
  )
  .map(([value, spaced]) => sample("iban", spaced ? groupsOf4(value, " ") : value));

// Only names the gate takes for a person's: a role or group word (@sre, @dev, @qa) is not PII by
// design, and a generated one failed the redact property (seed -1220543139).
const handle = fc
  .tuple(str(LOWER + "_", 1), str(LOWER + DIGITS + "_", 2, 14))
  .filter(([a, b]) => scan(`@${a}${b}`).some((f) => f.type === "handle"))
  .map(([a, b]) => sample("handle", `@${a}${b}`));

const street = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1, max: 9999 }),
      fc.constantFrom("", "A", "b"),
      fc.constantFrom("Baker", "Main", "Elm", "Market", "Old Mill"),
      fc.constantFrom("Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Boulevard", "Drive"),
    )
    .map(([n, letter, name, suf]) => sample("street_address", `${n}${letter} ${name} ${suf}`)),
  fc
    .tuple(
      fc.constantFrom("Haupt", "Linden", "Schiller", "Garten", "Bahnhof"),
      fc.constantFrom("straße", "strasse", "str.", "weg", "platz", "allee", "gasse"),
      fc.integer({ min: 1, max: 250 }),
    )
    .map(([name, suf, n]) => sample("street_address", `${name}${suf} ${n}`)),
);

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const birthDate = fc
  .tuple(
    fc.constantFrom("born on", "DOB:", "date of birth:", "birthday", "geboren am"),
    fc.integer({ min: 1940, max: 2010 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.constantFrom("iso", "dmy", "month"),
  )
  .map(([kw, y, m, d, style]) => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const date =
      style === "iso"
        ? `${y}-${pad(m)}-${pad(d)}`
        : style === "dmy"
          ? `${pad(d)}.${pad(m)}.${y}`
          : `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
    return sample("date_of_birth", `${kw} ${date}`, date);
  });

const piiArb: fc.Arbitrary<Sample> = fc.oneof(email, intlPhone, nationalPhone, card, iban, handle, street, birthDate);

describe("properties: secrets never leave", () => {
  it("a generated secret anywhere in prose is found, refused in both modes and never echoed", () => {
    fc.assert(
      fc.property(embedded(secretArb), ({ full, needle, type }) => {
        expect(findingOver(full, needle)).toMatchObject({ kind: "secret", type });
        for (const mode of ["block", "redact"] as const) {
          const res = gateOutbound(full, mode);
          expect(res.ok).toBe(false);
          if (!res.ok) {
            expect(res.types).toContain(type);
            expect(res.reason).toMatch(/^blocked: contains secret \(/);
            expect(res.reason).not.toContain(needle);
          }
        }
      }),
      RUNS,
    );
  });
});

describe("properties: PII", () => {
  it("generated PII anywhere in prose is found over its whole extent", () => {
    fc.assert(
      fc.property(embedded(piiArb), ({ full, needle, type }) => {
        expect(findingOver(full, needle)).toMatchObject({ kind: "pii", type });
      }),
      RUNS,
    );
  });

  it("block mode refuses it, naming only types", () => {
    fc.assert(
      fc.property(embedded(piiArb), ({ full, needle, type }) => {
        const res = gateOutbound(full, "block");
        expect(res.ok).toBe(false);
        if (!res.ok) {
          expect(res.types).toContain(type);
          expect(res.reason).not.toContain(needle);
        }
      }),
      RUNS,
    );
  });

  it("redact mode sends it with the value masked, and the result is clean", () => {
    // Words that end in a number would let a neighbour legitimately join the value into another
    // shape ("the year 2026 0049 2782 00000" holds a 4-4-4 Aadhaar number), masked under that type.
    fc.assert(
      fc.property(embedded(piiArb, wordyProse), ({ full, needle, type }) => {
        const res = gateOutbound(full, "redact");
        expect(res.ok).toBe(true);
        if (res.ok) {
          expect(res.redacted).toBe(true);
          expect(res.body).not.toContain(needle);
          expect(res.body).toContain(`[redacted:${type}]`);
          expect(gateOutbound(res.body, "block")).toEqual({ ok: true, body: res.body, redacted: false });
        }
      }),
      RUNS,
    );
  });

  it("an allowed handle ending in an id's label ('@a_cc') does not make the next code a national id (seed 587504971)", () => {
    const full = "@a_cc ship the onepager 00aaaaa000aa0a000aa0aa0a00aa00a0a00aa00a";
    expect(gateOutbound(full, "block", { allowHandles: ["a_cc"] })).toEqual({ ok: true, body: full, redacted: false });
    // The label on its own still marks the number: a Portuguese citizen card after "CC".
    expect(gateOutbound("o meu CC é 12345678 9 ZZ4", "block").ok).toBe(false);
  });

  it("an allowed handle is never flagged", () => {
    fc.assert(
      fc.property(embedded(handle), fc.boolean(), ({ full, text }, withAt) => {
        const allow = withAt ? text.toUpperCase() : text.slice(1);
        expect(gateOutbound(full, "block", { allowHandles: [allow] })).toEqual({ ok: true, body: full, redacted: false });
      }),
      RUNS,
    );
  });
});

describe("properties: innocent prose", () => {
  it("passes untouched in both modes", () => {
    fc.assert(
      fc.property(prose, (words) => {
        const text = words.join(" ");
        expect(scan(text)).toEqual([]);
        expect(gateOutbound(text, "block")).toEqual({ ok: true, body: text, redacted: false });
        expect(gateOutbound(text, "redact")).toEqual({ ok: true, body: text, redacted: false });
      }),
      RUNS,
    );
  });

  it("a card number failing Luhn or an IBAN failing mod-97 is not flagged as one", () => {
    fc.assert(
      fc.property(embedded(fc.oneof(card, iban), wordyProse), fc.nat(), ({ full, text }, k) => {
        // Change one digit after the leading four (which fix network and country shape): Luhn
        // and mod-97 both catch every single-digit change.
        const positions = [...text].flatMap((c, i) => (i >= 4 && /\d/.test(c) ? [i] : []));
        const i = positions[k % positions.length]!;
        const broken = text.slice(0, i) + String((Number(text[i]) + 1) % 10) + text.slice(i + 1);
        const brokenFull = full.replace(text, () => broken);
        expect(scan(brokenFull).filter((f) => f.type === "card" || f.type === "iban")).toEqual([]);
      }),
      RUNS,
    );
  });

  it("an IBAN of its full length with one digit wrong never borrows its end from a number after it (a property run's counterexample)", () => {
    const valid = "DE03 0000 0000 0000 0000 12";
    for (let i = 4; i < valid.length; i++) {
      if (!/\d/.test(valid[i]!)) continue;
      const broken = valid.slice(0, i) + String((Number(valid[i]) + 1) % 10) + valid.slice(i + 1);
      for (const tail of [" budget is 12,500 EUR", " budget is 12.5 EUR", " and 34 more came"]) {
        expect(scan(broken + tail).filter((f) => f.type === "iban"), broken + tail).toEqual([]);
      }
    }
  });
});

describe("ZOE's own episode prose passes the gate", () => {
  it("a UUID (an episode id named in a retraction) is not a phone number", () => {
    const text = "Retraction: the earlier episode 3f2a9c1e-0087-4918-8155-7d2b1c0e9a11 was recorded by mistake.";
    expect(scan(text)).toEqual([]);
  });

  it("an episode's source description with its idempotency key is not a secret", () => {
    expect(scan("ZOE chief-of-staff, opened thread th-ab12; episode key 8f3a2b1c4d5e6f708192a3b4c5d6e7f8")).toEqual([]);
    expect(scan("idempotency key 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")).toEqual([]);
  });


  it("a short document word inside an e-mail address is part of the address, not a licence label", () => {
    // fast-check seed -411759973 found it: "a.dl@5aaaaaaa.com" was read as a driving licence ("DL") number.
    const address = "a.dl@5aaaaaaa.com";
    expect(scan(`write to ${address} today`)).toEqual([expect.objectContaining({ kind: "pii", type: "email" })]);
    const res = gateOutbound(address, "redact");
    expect(res.ok && res.body).toBe("[redacted:email]");
    // The label on its own still reads the number after it.
    expect(scan("DL: D1234567 expires next year").map((f) => f.type)).toContain("id_document");
  });
  it("an errand about a birthday present is not a date of birth", () => {
    expect(scan("The owner committed on 2026-06-04 to buy a birthday present for Anna, due that evening.")).toEqual([]);
    expect(scan("my birthday is 1990-03-12").map((f) => f.type)).toEqual(["date_of_birth"]);
  });

  // fast-check seed 613008550 found it: "dob" inside a handle was read as a birth label.
  it("a birth word inside a handle or identifier is part of a name, not a label", () => {
    expect(gateOutbound("@a_dob due 2026-06-04", "block", { allowHandles: ["a_dob"] })).toEqual({
      ok: true,
      body: "@a_dob due 2026-06-04",
      redacted: false,
    });
    expect(scan("set dob_field to 2026-06-04").map((f) => f.type)).toEqual([]);
    expect(scan("DOB: 2026-06-04").map((f) => f.type)).toEqual(["date_of_birth"]);
  });
});
