/**
 * The held-out part of the privacy corpus, written after the rules were tuned and not used to
 * tune them: different phrasings, other providers' shapes, other people and places. Its figures
 * are reported on their own, as the honest estimate of how the gate does on unseen text.
 * Must never: hold a literal secret (values come from fakes.ts at run time).
 */
import { Fakes, HEX } from "./fakes.ts";
import { providerTokens } from "./tokens.ts";
import { sentence as s, type CorpusCase } from "./types.ts";

const CONTEXTS = [
  "FYI the nightly export broke because someone rotated $ without telling us.",
  "From Maya's handover note — token for the integration: $",
  "In the screenshot you can read $ in the terminal, blur it before sharing.",
  "Reminder to self: $ lives in the old laptop's shell history.",
];

export function holdoutCorpus(): CorpusCase[] {
  const f = new Fakes(777);
  const t = providerTokens(f);
  const out: CorpusCase[] = [];
  let k = 0;
  for (const fam of Object.keys(t)) {
    if (fam === "datadog" || fam === "cloudflare" || fam === "okta" || fam === "aws_secret" || fam === "hex64") continue;
    out.push(s("secret", fam.replace(/_(?:pat|webhook|admin|oauth_secret|oauth_token|dsn|storage|client_secret)$/, ""), CONTEXTS[k++ % CONTEXTS.length]!, t[fam]!()));
  }
  const sec = (family: string, tmpl: string, v: string) => out.push(s("secret", family, tmpl, v));
  sec("aws", "[default]\naws_access_key_id = AKIA" + "EXAMPLEFAKE12345\naws_secret_access_key = $", f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+", 40));
  sec("datadog", "datadog api key: $", f.chars(HEX, 32));
  sec("cloudflare", "cloudflare token is $", f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-", 40));
  sec("private_key", "id_ed25519 contents: $", ["-----BEGIN OPENSSH ", "PRIVATE KEY----- ", f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 70), " -----END OPENSSH ", "PRIVATE KEY-----"].join(""));
  sec("private_key", "openssh body without header: $", "b3BlbnNzaC1rZXktdjEAAAAA" + f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 60));
  sec("jwt", "Bearer $ was in the access log", t.jwt!());
  sec("jwt", "wss://rt.example.com/socket?access_token=$", t.jwt!());
  sec("auth_header", "Proxy-Authorization: Basic $", Buffer.from("svc:" + f.chars("abcdefghijklmnop0123456789", 12)).toString("base64"));
  sec("auth_header", "authorization=Bearer $", f.chars("abcdefghijklmnopqrstuvwxyzABCDEF0123456789", 36));
  sec("cookie", "copied the cookie: $ into Postman", "connect.sid=s%3A" + f.chars("abcdefghijklmnopqrstuvwxyz0123456789", 30));
  sec("cookie", "JSESSIONID=$ from the browser", f.chars("ABCDEF0123456789", 32));
  sec("credential_url", "postgresql://reporting:$@10.1.2.3/warehouse", f.chars("abcdefghij0123456789", 14));
  sec("credential_url", "REDIS_URL=rediss://default:$@eu1-cache.example.io:6380", f.chars("abcdefghijABCDEF0123456789", 24));
  sec("credential_url", "ftp://upload:$@files.example.org/in", f.chars("abcdefghij0123456789", 10));
  sec("credential_url", "jdbc:mysql://db/app?user=bi&password=$", f.chars("abcdefghij0123456789", 12));
  sec("curl", "curl -s -u 'ci-bot:$' https://jenkins.example.com/job/x/build", f.chars("abcdefghij0123456789", 14));
  sec("otpauth", "authenticator export: $", "otp" + "auth://totp/GitHub:maya?secret=" + f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "&issuer=GitHub");
  sec("seed_phrase", "Ledger words (keep offline): $", f.seedPhrase(24).split(" ").map((w, i) => `${i + 1}. ${w}`).join(" "));
  sec("seed_phrase", "the 12 words are $", f.seedPhrase(12).split(" ").join(", "));
  sec("hex_key", "ETH key: $", "0x" + f.chars(HEX, 64));
  sec("assignment", "OPENWEATHER_API_KEY=$", f.chars("0123456789abcdef", 32));
  sec("assignment", "postgres_password: \"$\"", f.chars("abcdefghijABCDEF0123456789", 14));
  sec("assignment", "const clientSecret = '$';", f.chars("abcdefghijABCDEF0123456789", 26));
  sec("assignment", "SENTRY_AUTH_TOKEN=$", f.chars("0123456789abcdef", 64));
  sec("prose_password", "new password: $ (changed after the incident)", "Kiwi-" + f.digits(4) + "-tram");
  sec("prose_password", "the alarm code is $", f.digits(6));
  sec("prose_password", "Passwort für das WLAN lautet $", f.chars("abcdefghijABCDEF0123456789", 14));
  sec("prose_password", "le mdp : $", f.chars("abcdefghijABCDEF0123456789", 10));
  sec("prose_password", "contraseña del router: $", f.chars("abcdefghijABCDEF0123456789", 12));
  sec("prose_password", "user: maya pass: $", f.chars("abcdefghij0123456789", 10));
  sec("entropy_blob", "the API secret — $ — is only valid in staging", f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 40));

  const p = (family: string, tmpl: string, v: string, extra: Partial<CorpusCase> = {}) => out.push(s("pii", family, tmpl, v, extra));
  p("email", "Her new address: $ — old one bounces.", "r.castellanos@example.com");
  p("email", "Forward the lease to $ please", "kowalski.marta@example.pl");
  p("email", "mail: $", "hugo at example dot fr");
  p("phone", "WhatsApp me at $", "+31 6 12345678");
  p("phone", "Zahnarzt Dr. Weber, Tel. $", "089 1234567");
  p("phone", "call the landlord: $", "212-555-0175");
  p("phone", "Mobil: $", "0176 98765432");
  p("phone", "reach Priya on $", "+91 98765 43210");
  p("phone", "his number is $", "07700 900123", { region: "GB" });
  p("card", "Visa $, CVC on the back", f.card("4").replace(/(\d{4})(?=\d)/g, "$1 "));
  p("card", "Mastercard ending... actually full number $", f.card("55"));
  p("iban", "Kontoverbindung: $", f.iban("AT").replace(/(.{4})(?=.)/g, "$1 "));
  p("iban", "refund to $", f.iban("BE"));
  p("iban", "IBAN $ (Zürcher Kantonalbank)", f.iban("CH"));
  p("ssn", "SSN $ on the I-9", f.ssn());
  p("uk_nino", "my NINO is $", f.nino());
  p("cpf", "CPF: $", f.cpf());
  p("aadhaar", "UIDAI number $", f.aadhaar());
  p("pan", "Income-tax PAN $", f.pan());
  p("steuer_id", "Ihre Identifikationsnummer: $", f.steuerId());
  p("passport", "passport no. $ (renewed)", f.passport());
  p("driving_licence", "DL number $ for the car share", "S" + f.digits(3) + "-" + f.digits(4) + "-" + f.digits(4));
  p("national_id", "NIE $ para el contrato", "X" + ((n) => String(n).padStart(7, "0") + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])(f.int(1000000, 9999999)));
  p("dob", "Date of Birth: $", "07/11/1986");
  p("dob", "born $ in Leeds", "22 August 1979");
  p("dob", "geb. $", "03.02.1975");
  p("dob", "nacida el $", "4 de julio de 1992");
  p("dob", "data di nascita: $", "15/06/1981");
  p("address", "new place: $", "1208 Maple Drive");
  p("address", "pick-up from $", "47 Kings Road, Brighton BN1 2GS");
  p("address", "Wohnung in der $", "Schönhauser Allee 144");
  p("address", "adresse : $", "8 boulevard Haussmann");
  p("address", "dirección: $", "Calle de Alcalá 45");
  p("address", "adres: $", "Prinsengracht 263");
  p("address", "send to $", "PO Box 1187");
  p("handle", "her handle is $", "@marta_kow");
  p("handle", "join via $", "https://t.me/hugo_lefevre");

  const c = (family: string, text: string) => out.push(s("clean", family, text));
  for (const text of [
    "/** @throws {Error} when the file is missing */",
    "use @Component with the new selector",
    "@all please fill in the survey by Thursday",
    "the @mention rules in Slack changed",
    "message @TranslateBot to test the flow",
    "Postgres 16.4, Redis 7.2 and Node 22.12 on the new box",
    "the invoice 2026-0415 for 1,450.00 EUR is paid",
    "part number 8472-113-09 ships next week",
    "order ID 7734921 arrived damaged",
    `docker pull app@sha256:${f.chars(HEX, 64)}`,
    `git sha ${f.chars(HEX, 40)} is the release tag`,
    "deadline moved to 2026-12-01 17:00",
    "Review on 3 December at 14:00",
    "the product was born out of the 2023 hackathon",
    "our Slack workspace's birthday is on 2020-05-14",
    "Plan a birthday dinner for Tom on Friday",
    "We have 3 Open Questions and 2 Main Risks.",
    "24 Hour Fitness opens a new club",
    "the password manager rollout is done",
    "forgot my password again, reset link sent",
    "the secret ingredient is patience",
    "rotate the keys quarterly per the policy",
    "token limits per model are in the docs",
    "the login flow now uses passkeys",
    "the session was productive, 5 decisions",
    "Auth service latency is 120 ms p95",
    "the wifi in room 4 is flaky",
    "PIN codes are 6 digits since the last update",
    "price is $49/month or $490/year",
    "v3.2.1-beta.4 fixes the crash",
    "see design_v2_FINAL (3).fig and notes-2026-06-04.md",
    "the SLA is 99.95% with 4h response",
    "12 Angry Men is on the watch list",
    "Pay the 1,200 EUR deposit by 2026-07-01",
    "meeting ID 845 2231 9087 for the board call",
    "Hauptsache, das Team ist zufrieden.",
    "Leave at 7:45, arrive 9:10, platform 12",
    "the build took 1,337 seconds",
    "random seed 42 for the eval",
    "ISO 27001 audit in Q4",
  ]) c("mixed", text);
  return out;
}
