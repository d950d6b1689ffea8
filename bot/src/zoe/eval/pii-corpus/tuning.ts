/**
 * The tuning part of the privacy corpus: sentences of the kind episodes and drafts contain,
 * labelled secret / pii / clean with their family and sensitive substring. The rules were tuned
 * against this part; holdout.ts was written afterwards and is reported separately.
 * Must never: hold a literal secret (values come from fakes.ts at run time).
 */
import { Fakes } from "./fakes.ts";
import { outsideSentences } from "./outside.ts";
import { outside2Sentences } from "./outside2.ts";
import { outside3Sentences } from "./outside3.ts";
import { outside4Sentences } from "./outside4.ts";
import { ownerSentences } from "./owners.ts";
import { providerTokens } from "./tokens.ts";
import { sentence as s, type CorpusCase } from "./types.ts";

const PROVIDER_CONTEXTS = [
  "Deploy notes: the release job authenticates with $ until we move it to the vault.",
  "Ana pasted $ into the ops thread by mistake; rotate it today.",
  "Reminder for Friday: revoke $ before the contractor handover.",
  "The staging config still has $ hard-coded, fix before the audit.",
  "Found $ in the old onboarding doc, owner wants it scrubbed.",
  "Quick note from the call: Ben's script prints $ on every run.",
];

export function tuningCorpus(): CorpusCase[] {
  const f = new Fakes(20261130);
  const t = providerTokens(f);
  const out: CorpusCase[] = [];
  let ctx = 0;
  const provider = (family: string, make: () => string, n = 2) => {
    for (let i = 0; i < n; i++) out.push(s("secret", family, PROVIDER_CONTEXTS[ctx++ % PROVIDER_CONTEXTS.length]!, make()));
  };
  provider("aws", t.aws!);
  out.push(s("secret", "aws", "aws_secret_access_key = $", t.aws_secret!()));
  out.push(s("secret", "aws", "AWS secret access key is $ (the old one)", t.aws_secret!()));
  for (const fam of ["github", "github_pat", "gitlab", "bitbucket", "atlassian", "slack", "slack_webhook", "stripe", "stripe_webhook", "openai", "openai_admin", "anthropic", "anthropic_admin", "google", "google_oauth_secret", "google_oauth_token", "telegram", "twilio", "sendgrid", "mailgun", "mailchimp", "discord", "discord_webhook", "npm", "pypi", "docker", "huggingface", "digitalocean", "notion", "linear", "postman", "shopify", "terraform", "vault", "sentry", "sentry_dsn", "azure_storage", "azure_client_secret", "firebase", "age", "groq", "supabase", "databricks", "grafana", "newrelic", "heroku", "square", "doppler"]) {
    provider(fam.replace(/_(?:pat|webhook|admin|oauth_secret|oauth_token|dsn|storage|client_secret)$/, ""), t[fam]!);
  }
  out.push(s("secret", "okta", "okta api token: $", t.okta!()));
  out.push(s("secret", "datadog", "DD_API_KEY=$", t.datadog!()));
  out.push(s("secret", "datadog", "the datadog app key is $", f.chars("0123456789abcdef", 40)));
  out.push(s("secret", "cloudflare", "CLOUDFLARE_API_TOKEN: $", t.cloudflare!()));
  out.push(s("secret", "twilio", "twilio auth token = $", f.chars("0123456789abcdef", 32)));

  // --- structure
  const pemBody = () => Array.from({ length: 4 }, () => f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 64)).join("\n");
  const armour = (kind: string) => ["-----BEGIN ", kind, "PRIVATE KEY-----"].join("");
  const end = (kind: string) => ["-----END ", kind, "PRIVATE KEY-----"].join("");
  out.push(s("secret", "private_key", "Server key for the VPN box:\n$\nkeep it off Slack.", `${armour("RSA ")}\n${pemBody()}\n${end("RSA ")}`));
  out.push(s("secret", "private_key", "$", `${armour("OPENSSH ")}\n${pemBody()}\n${end("OPENSSH ")}`));
  out.push(s("secret", "private_key", "He pasted the EC key on one line: $ — rotate it.", `${armour("EC ")} ${pemBody().replace(/\n/g, " ")} ${end("EC ")}`));
  out.push(s("secret", "private_key", "backup of the signing key: $", `-----BEGIN PGP ${"PRIVATE KEY BLOCK"}-----\n\n${pemBody()}\n-----END PGP ${"PRIVATE KEY BLOCK"}-----`));
  out.push(s("secret", "private_key", "the .ppk for the router:\n$", `PuTTY-User-${"Key-File"}-3: ssh-ed25519\nEncryption: none\nComment: router\nPublic-Lines: 2\n${pemBody()}\nPrivate-Lines: 1\n${f.chars("ABCDEFabcdef0123456789+/", 44)}\nPrivate-MAC: ${f.chars("0123456789abcdef", 64)}`));
  out.push(s("secret", "private_key", "k8s secret tls.key: $", Buffer.from(`${armour("")}\n${pemBody()}\n${end("")}`).toString("base64")));
  out.push(s("secret", "jwt", "The session JWT was $ — it expires tomorrow anyway.", t.jwt!()));
  out.push(s("secret", "jwt", "reset link https://app.example.com/reset?token=$ went to the wrong inbox", t.jwt!()));
  out.push(s("secret", "jwt", "curl -H 'Authorization: Bearer $' https://api.example.com/me", t.jwt!()));
  out.push(s("secret", "auth_header", "authorization: Basic $", Buffer.from(`deploy:${f.chars("abcdefghijk0123456789", 14)}`).toString("base64")));
  out.push(s("secret", "auth_header", "AUTHORIZATION: bearer $", f.chars("abcdefghijklmnopqrstuvwxyz0123456789", 40)));
  out.push(s("secret", "auth_header", "header was Authorization: Token $", f.chars("0123456789abcdef", 40)));
  out.push(s("secret", "cookie", "Cookie: $", `session=${f.chars("abcdefghijklmnopqrstuvwxyz0123456789", 32)}; theme=dark`));
  out.push(s("secret", "cookie", "Set-Cookie: $", `sid=${f.chars("ABCDEFabcdef0123456789", 40)}; Path=/; HttpOnly`));
  out.push(s("secret", "cookie", "my PHPSESSID=$ still works after logout", f.chars("abcdefghijklmnopqrstuv0123456789", 26)));
  out.push(s("secret", "credential_url", "DATABASE_URL=postgres://app:$@db.internal:5432/app", f.chars("abcdefghijkmnopqrstuvwxyz23456789", 16)));
  out.push(s("secret", "credential_url", "connect with mysql://root:$@10.0.0.7/shop", f.chars("abcdefXYZ0123456789!", 12)));
  out.push(s("secret", "credential_url", "cache is at redis://:$@cache.internal:6379/0", f.chars("abcdefghij0123456789", 20)));
  out.push(s("secret", "credential_url", "broker amqp://guest:$@rabbit:5672/ for the worker", f.chars("abcdefghij0123456789", 12)));
  out.push(s("secret", "credential_url", "mail relay smtp://alerts%40example.com:$@smtp.example.com:587", f.chars("abcdefghij0123456789", 14)));
  out.push(s("secret", "credential_url", "mongo: mongodb+srv://svc:$@cluster0.abcde.mongodb.net/prod", f.chars("ABCDEFabcdef0123456789", 18)));
  out.push(s("secret", "credential_url", "jdbc:postgresql://db:5432/app?user=etl&password=$&ssl=true", f.chars("ABCDEFabcdef0123456789", 14)));
  out.push(s("secret", "credential_url", "jdbc:sqlserver://sql01;databaseName=crm;user=sa;password=$;", f.chars("ABCDEFabcdef0123456789", 12)));
  out.push(s("secret", "curl", "curl -u admin:$ https://ci.example.com/api/json", f.chars("abcdefghij0123456789", 12)));
  out.push(s("secret", "curl", "run curl --user 'bob:$' -X POST https://hooks.example.com", f.chars("abcdefghij0123456789", 10)));
  out.push(s("secret", "otpauth", "2FA seed for the shared account: $", `otp${"auth"}://totp/Acme:ops?secret=${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)}&issuer=Acme`));
  out.push(s("secret", "otpauth", "QR decoded to $", `otp${"auth"}://hotp/VPN?secret=${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}&counter=1`));
  out.push(s("secret", "seed_phrase", "Recovery phrase for the test wallet: $", f.seedPhrase(12)));
  out.push(s("secret", "seed_phrase", "seed: $", f.seedPhrase(24)));
  out.push(s("secret", "hex_key", "wallet private key 0x$ — move funds", t.hex64!()));
  out.push(s("secret", "hex_key", "the signer uses $ as its key", t.hex64!()));

  // --- assignments
  out.push(s("secret", "assignment", "STRIPE_SECRET_KEY=$", f.chars("abcdefghijklmnopqrstuvwxyz0123456789", 24)));
  out.push(s("secret", "assignment", "DB_PASS=$", f.chars("abcdefghij0123456789", 10)));
  out.push(s("secret", "assignment", "api_token: $", f.chars("abcdefghijklmnop0123456789", 32)));
  out.push(s("secret", "assignment", '{"client_secret": "$", "client_id": "web"}', f.chars("abcdefghijklmnopABCDEF0123456789", 30)));
  out.push(s("secret", "assignment", "MY_APP_CREDENTIALS=$", f.chars("abcdefghijklmnopABCDEF0123456789", 28)));
  out.push(s("secret", "assignment", "SMTP_PWD='$'", f.chars("abcdefghijABC0123456789", 12)));
  out.push(s("secret", "assignment", "  redis_password: $", f.chars("abcdefghijABC0123456789", 16)));
  out.push(s("secret", "assignment", "export GH_TOKEN=$", f.chars("abcdefghijABC0123456789", 30)));

  // --- prose
  out.push(s("secret", "prose_password", "the password is $ for the shared laptop", `Summer${f.digits(4)}!`));
  out.push(s("secret", "prose_password", "router pw: $", f.chars("abcdefghij0123456789", 10)));
  out.push(s("secret", "prose_password", "door passcode is $ since Monday", f.chars("abcdef0123456789", 8)));
  out.push(s("secret", "prose_password", "Her card PIN is $, she asked me to remember it", f.digits(4)));
  out.push(s("secret", "prose_password", "The passphrase is \"$\" for the backup disk", "tangerine lamp " + f.digits(3) + " orbit"));
  out.push(s("secret", "prose_password", "login admin / $ for the NAS", f.chars("abcdefgh0123456789", 10)));
  out.push(s("secret", "prose_password", "Kennwort: $ (WLAN im Büro)", f.chars("abcdefghABCD0123456789", 12)));
  out.push(s("secret", "prose_password", "Das Passwort ist $ für den Drucker", f.chars("abcdefghABCD0123456789", 10)));
  out.push(s("secret", "prose_password", "le mot de passe est $ pour le compte partagé", f.chars("abcdefghABCD0123456789", 10)));
  out.push(s("secret", "prose_password", "la contraseña es $ para la oficina", f.chars("abcdefghABCD0123456789", 10)));
  out.push(s("secret", "prose_password", "guest wifi password: $", f.chars("abcdefghABCD0123456789", 12)));
  out.push(s("secret", "entropy_blob", "webhook signing secret $ is in the dashboard", f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 44)));
  out.push(s("secret", "entropy_blob", "backup encryption key: $", f.chars("0123456789abcdef", 48)));

  // --- personal data
  const p = (family: string, tmpl: string, v: string, extra: Partial<CorpusCase> = {}) => out.push(s("pii", family, tmpl, v, extra));
  p("email", "Send the contract to $ before noon.", "lena.hoffmann@example.de");
  p("email", "cc $ on the invoice thread", "j.okafor+billing@example.org");
  p("email", "Her private address is $, not the work one.", "mariag1987@example.com");
  p("email", "write to $ for the keys", "hausverwaltung-mueller@example.net");
  p("email", "reach him at $ after 6", "tom dot baker at example dot com");
  p("email", "contact: $", "sofia [at] example [dot] es");
  p("email", "his mail is $", "pieter(at)example(dot)nl");
  p("phone", "Call Jonas on $ about the lease.", "+49 171 2345678");
  p("phone", "UK office: $", "+44 20 7946 0018");
  p("phone", "Her cell is $, text before calling.", "(415) 555-0132");
  p("phone", "numéro de Claire : $", "+33 6 12 34 56 78");
  p("phone", "Ruf mich an: $", "030 12345678");
  p("phone", "Claire's mobile $ (French number)", "06 12 34 56 78");
  p("phone", "bel Daan op $", "06-12345678");
  p("phone", "llama a Lucía al $", "612 345 678", { region: "ES" });
  p("phone", "the plumber's number is $", "020 7946 0321", { region: "GB" });
  p("phone", "US support line $ for the visa question", "+1 212 555 0147");
  p("card", "Company card $ exp 09/28 for the booking.", f.card("4").replace(/(\d{4})(?=\d)/g, "$1 "));
  p("card", "paid with $ yesterday", f.card("51").replace(/(\d{4})(?=\d)/g, "$1-"));
  p("card", "Amex $ on file for travel", ((a) => `${a.slice(0, 4)} ${a.slice(4, 10)} ${a.slice(10)}`)(f.amex()));
  p("card", "use card number $ for the domain renewal", f.card("2221"));
  const spaced = (x: string) => x.replace(/(.{4})(?=.)/g, "$1 ");
  p("iban", "Rent goes to $ on the 1st.", spaced(f.iban("DE")));
  p("iban", "IBAN: $", f.iban("GB"));
  p("iban", "Pay the deposit to $ (Jansen).", spaced(f.iban("NL")));
  p("iban", "virement sur $", spaced(f.iban("FR")));
  p("iban", "transferencia a $", f.iban("ES"));
  p("iban", "bonifico su $", spaced(f.iban("IT")));
  p("ssn", "His SSN is $ for the payroll form.", f.ssn());
  p("ssn", "social security number: $", f.ssn().replace(/-/g, ""));
  p("ssn", "W-2 shows $ as her number", f.ssn());
  p("uk_nino", "NI number $ for HMRC", f.nino());
  p("uk_nino", "national insurance no. $", f.nino().replace(/ /g, ""));
  p("cpf", "CPF do Rafael: $", f.cpf());
  p("cpf", "cpf $ para a nota fiscal", f.cpf().replace(/\D/g, ""));
  p("aadhaar", "Aadhaar $ for the KYC form", f.aadhaar());
  p("aadhaar", "her aadhaar number is $", f.aadhaar().replace(/ /g, ""));
  p("pan", "PAN $ is needed for the TDS refund", f.pan());
  p("pan", "his PAN card: $", f.pan());
  p("steuer_id", "Steuer-ID: $", f.steuerId());
  p("steuer_id", "meine Steueridentifikationsnummer $ fürs Finanzamt", f.steuerId().replace(/ /g, ""));
  p("passport", "Passport number $, expires 2031.", f.passport());
  p("passport", "Reisepass Nr. $ für die Buchung", f.passport());
  p("passport", "numéro de passeport : $", f.passport());
  p("driving_licence", "Driver's license: $ (California)", "D" + f.digits(7));
  p("driving_licence", "Führerschein-Nr. $", "B" + f.digits(3) + "X" + f.digits(5));
  p("driving_licence", "driving licence number $ for the rental", "MORGA" + f.digits(6) + "SM9IJ");
  p("national_id", "DNI: $", f.dni());
  p("national_id", "BSN $ voor de belastingdienst", f.bsn());
  p("dob", "Lena was born on $ in Graz.", "14 March 1988");
  p("dob", "DOB: $", "1979-11-02");
  p("dob", "date of birth $ on the visa form", "03/07/1992");
  p("dob", "Max Mustermann, geboren am $", "12.04.1985");
  p("dob", "Claire, née le $ à Lyon", "2 mai 1990");
  p("dob", "fecha de nacimiento: $", "21/09/1983");
  p("dob", "Daan is geboren op $", "5 januari 1994");
  p("dob", "her birthday is $, add it to the form", "March 3, 1991");
  p("address", "Ship it to $, Springfield.", "742 Evergreen Terrace");
  p("address", "Office moved to $, Suite 400.", "1455 Market Street");
  p("address", "She lives at $ now.", "88 Oak Ave");
  p("address", "flat viewing at $", "14 Elm Grove, London N1 7AB");
  p("address", "deliver to $", "221B Baker Street, London NW1 6XE");
  p("address", "meet at $", "3 Wellington Place");
  p("address", "Neue Adresse: $", "Lindenstraße 23, 10969 Berlin");
  p("address", "Paket an $", "Am Hang 4".replace("Am", "Auf dem"));
  p("address", "Büro in der $", "Friedrichstr. 112a");
  p("address", "rendez-vous au $", "12 rue de la Paix");
  p("address", "il habite $", "5 avenue Victor Hugo");
  p("address", "envíalo a $", "Calle Mayor 12");
  p("address", "la oficina está en $", "Paseo de Gracia 43");
  p("address", "het pakket naar $", "Keizersgracht 123");
  p("address", "wij wonen op $", "Damstraat 5, 1012 JM");
  p("address", "mail the cheque to $", "PO Box 4471");
  p("address", "Postfach $", "Postfach 12 34 56".slice(9));
  p("address", "send docs to $", "P.O. Box 90210");
  p("handle", "DM $ for the apartment keys", "@lena_hoff");
  p("handle", "ask $ about the sublet", "@daan_jansen");
  p("handle", "her Telegram is $", "t.me/claire_dubois");
  p("handle", "add him: $", "https://t.me/tomaszk");
  p("handle", "follow $ on X for updates", "x.com/mariag_87");
  p("handle", "ping $ re: dinner", "@sofia_ruiz");

  // --- clean prose that only looks sensitive
  const c = (family: string, text: string, extra: Partial<CorpusCase> = {}) => out.push(s("clean", family, text, undefined, extra));
  for (const text of [
    "Document the @param and @returns tags before the review.",
    "Mark the old handler @deprecated and link the new one with @see.",
    "The service is an @Injectable() class, constructor takes the repo.",
    "Use @pytest.fixture for the database setup.",
    "@here standup moved to 10:30 today.",
    "@channel the release train leaves at 16:00.",
    "Ask in the channel with @everyone only for outages.",
    "Add @Override to toString in the DTO.",
    "bump @types/node and @vitest/coverage-v8",
    "The @media query breaks below 600px.",
  ]) c("code_annotation", text);
  for (const text of [
    "Forward the brief to @zoe_bot when it is ready.",
    "@BotFather gave us a new name for the staging bot.",
    "Testing the flow with @userinfobot tomorrow.",
    "Compare ZOE with Notion AI and ChatGPT Team before the pitch.",
    "We moved from Jira to Linear, GitLab stays for CI.",
    "Stripe Checkout and Twilio Verify are on the roadmap.",
    "The Slack app and the Discord bot share one backend.",
  ]) c("product_name", text);
  c("product_name", "Ping @zoe_helper about the summary.", { allowHandles: ["zoe_helper"] });
  for (const text of [
    "Updated README.md, package-lock.json and deploy/zoe.service.",
    "The export is in Q3_board_deck_v7_final.pptx.",
    "see bot/src/zoe/secret-rules.ts and the token_bucket.ts limiter",
    "attach invoice_2026_0612.pdf and passport_scan_template.docx",
    "rename password_reset_flow.md to account-recovery.md",
  ]) c("file_name", text);
  for (const text of [
    `image digest sha256:${f.chars("0123456789abcdef", 64)} is pinned`,
    `checksum ${f.chars("0123456789abcdef", 64)} matches the release`,
    `fixed in commit ${f.chars("0123456789abcdef", 40)}`,
    `SHA-256 of the tarball: ${f.chars("0123456789abcdef", 64)}`,
    `md5 ${f.chars("0123456789abcdef", 32)} for the old file`,
    `integrity sha512-${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 86)}== in the lockfile`,
    `merged 3f2a9c1 and ${f.chars("0123456789abcdef", 12)} into main`,
  ]) c("digest", text);
  for (const text of [
    "Order #4821-3390 shipped on Tuesday.",
    "order number 112-4456789-1234567 is delayed",
    "Invoice INV-2026-00417 is overdue by 5 days.",
    "part no. 74HC595N-1200 is back in stock",
    "Rechnung Nr. 2026004512 bezahlt.",
    "PO 4500012345 approved by finance.",
    "ticket ZOE-1287 and PR 4821 are linked",
    "tracking 1Z999AA10123456784 out for delivery",
    "SKU 40012345678 is the blue variant",
    "booking reference K7PQ2X for the flight",
    "case 01234567 opened with support",
  ]) c("order_number", text);
  for (const text of [
    "Budget is 12,500 EUR, we are 3.5% over.",
    "The plan costs $1,299.00 per year, or €119 a month.",
    "price went from 4 999 kr to 5 499 kr",
    "Total: 1.234,56 € incl. MwSt.",
    "Quote of USD 45,000 for 120 licences.",
  ]) c("price", text);
  for (const text of [
    "release v2.10.3 went out, v2.11.0-rc.1 next week",
    "Node 20.20.0 and 22.12.1 both pass",
    "upgrade chrono-node from 2.10.3 to 2.11.0",
    "build 2026.06.04.1 is on staging",
    "API version 2024-10-01 is deprecated",
  ]) c("version", text);
  for (const text of [
    "Ship the onepager by 18:00 on 2026-06-04.",
    "Deadline 04.06.2026, review at 14:30.",
    "Board meeting on June 4, 2026 at 9am.",
    "Abgabe bis 30.11.2026 um 17:50 Uhr.",
    "la réunion est le 12 mai 2026 à 10h",
    "due 2026/07/01, reminder 3 days before",
    "Q3 planning with 12 people on 15/09/2026",
  ]) c("deadline", text);
  for (const text of [
    "The project was born on 2019-04-01 as a weekend hack.",
    "ZOE's birthday is 2026-03-12, when the repo was created.",
    "Buy a birthday present for Anna by 2026-06-04.",
    "Birthday party planning for 14 June 2026: book the room.",
    "The company was born in a garage in 2014.",
    "Our newsletter was born on 5 March 2021.",
    "Geburtstagsfeier am 12.06.2026 im Büro.",
  ]) c("birth_of_thing", text);
  for (const text of [
    "We need 2 Main Street-level changes before launch.",
    "the 9 Supreme Court justices ruled",
    "12 Big Wins from Q2 are in the deck.",
    "Im Team 5 Leute, auf Platz 1 im Ranking.",
    "3 Ways to cut the onboarding time",
    "Room 101, floor 3, next to the kitchen.",
    "We shipped 40 Features and 12 Fixes in May.",
    "5 Things we learned from the pilot",
    "Am Montag 3 Termine, zum Beispiel 3 Punkte.",
    "10 new customers, 4 churned",
  ]) c("non_street_number", text);
  for (const text of [
    "Fix the password reset flow before launch.",
    "Our secret sauce is the morning brief.",
    "The token budget per turn is 4,000.",
    "Draft the API key rotation policy for the audit.",
    "The key decision was to drop the webhook.",
    "PIN the onboarding message in the channel.",
    "Password policy: at least 12 characters, checked by the form.",
    "the password is stored hashed with argon2",
    "Secret Santa draw is on Friday.",
    "We need a passphrase prompt in the CLI.",
    "set TELEGRAM_BOT_TOKEN in .env, see README",
    "api_key=process.env.API_KEY in the example",
    "password: ******** (masked in the log)",
    "token=${GITHUB_TOKEN} in the workflow",
    "Kennwort vergessen? Link im Footer.",
    "mot de passe oublié : lien dans le pied de page",
    "the primary_key: id column stays",
    "session timeout is 30 minutes",
    "cookie banner copy needs review",
    "the login page has a new layout",
  ]) c("security_prose", text);
  for (const text of [
    "Retraction: episode 3f2a9c1e-0087-4918-8155-7d2b1c0e9a11 was recorded by mistake.",
    "timestamp 1717459200000 in the log",
    "ISBN 978-3-16-148410-0 for the reading list",
    "+0.5% growth, +1 to that idea",
    "meeting at 10:30, 14:00 and 16:45",
    "call at 3pm, ping me @ 3pm",
    "the year 2026 and the 2030 target",
    "https://x.com/status/1798765432109876543",
    "room code 4821 for the call",
    "ratio 16:9, resolution 1920x1080",
    "ip 10.0.12.7 and port 5432",
    "the survey had 1,204 responses from 37 countries",
  ]) c("numbers", text);
  // Issue #36's development sentences, drawn from their own generator so the cases above keep their values.
  out.push(...ownerSentences(new Fakes(20261203)));
  out.push(...outsideSentences(new Fakes(20261204)));
  out.push(...outside2Sentences(new Fakes(20261205)));
  out.push(...outside3Sentences(new Fakes(20261206)));
  out.push(...outside4Sentences(new Fakes(20261207)));
  return out;
}
