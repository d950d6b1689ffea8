/**
 * Fake provider credentials in each provider's documented shape, assembled at run time (the
 * prefixes are split so that this file itself trips no scanner). Keyed by the family names the
 * corpus report groups by.
 * Must never: produce a working credential (all bodies are random).
 */
import { ALNUM, B64, DIGITS, Fakes, HEX, LOWER, UPPER, URLSAFE } from "./fakes.ts";

const j = (...parts: string[]): string => parts.join("");
const b64url = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString("base64url");

/** One fake token per provider family; each call draws fresh random characters. */
export function providerTokens(f: Fakes): Record<string, () => string> {
  return {
    aws: () => j("AK", "IA", f.chars(UPPER + "234567", 16)),
    aws_secret: () => f.chars(ALNUM + "/+", 40),
    github: () => j(f.pick(["gh", "gh", "gh"]), f.pick(["p", "o", "u", "s", "r"]), "_", f.chars(ALNUM, 36)),
    github_pat: () => j("github", "_pat_", f.chars(ALNUM, 22), "_", f.chars(ALNUM, 59)),
    gitlab: () => j("gl", f.pick(["pat", "dt", "rt", "ptt"]), "-", f.chars(URLSAFE, 20)),
    bitbucket: () => j("AT", "BB", f.chars(ALNUM, 32)),
    atlassian: () => j("AT", "ATT", "3xFfGF0", f.chars(URLSAFE, 180)),
    slack: () => j("xo", "x", f.pick(["b", "p", "a"]), "-", f.digits(12), "-", f.digits(13), "-", f.chars(ALNUM, 24)),
    slack_webhook: () => j("https://hooks.", "slack.com/services/T", f.chars(UPPER + DIGITS, 8), "/B", f.chars(UPPER + DIGITS, 10), "/", f.chars(ALNUM, 24)),
    stripe: () => j(f.pick(["sk", "rk"]), "_", f.pick(["live", "test"]), "_", f.chars(ALNUM, 24 + f.int(0, 75))),
    stripe_webhook: () => j("wh", "sec_", f.chars(ALNUM, 32)),
    openai: () => j("sk-", f.pick(["proj-", "", "svcacct-"]), f.chars(URLSAFE, 20), "T3Blbk", "FJ", f.chars(URLSAFE, 20)),
    openai_admin: () => j("sk-", "admin-", f.chars(URLSAFE, 58)),
    anthropic: () => j("sk-", "ant-", "api03-", f.chars(URLSAFE, 93), "AA"),
    anthropic_admin: () => j("sk-", "ant-", "admin01-", f.chars(URLSAFE, 93), "AA"),
    google: () => j("AI", "za", f.chars(URLSAFE, 35)),
    google_oauth_secret: () => j("GOC", "SPX-", f.chars(URLSAFE, 28)),
    google_oauth_token: () => j("ya", "29.", f.chars(URLSAFE, 120)),
    telegram: () => j(f.digits(10), ":", "AA", f.chars(URLSAFE, 33)),
    twilio: () => j("S", "K", f.chars(HEX, 32)),
    sendgrid: () => j("S", "G.", f.chars(URLSAFE, 22), ".", f.chars(URLSAFE, 43)),
    mailgun: () => j("key", "-", f.chars(HEX, 32)),
    mailchimp: () => j(f.chars(HEX, 32), "-us", String(f.int(1, 21))),
    discord: () => j(f.pick(["M", "N"]), f.chars(ALNUM, 23), ".", f.chars(URLSAFE, 6), ".", f.chars(URLSAFE, 38)),
    discord_webhook: () => j("https://discord", ".com/api/", "webhooks/", f.digits(18), "/", f.chars(URLSAFE, 68)),
    npm: () => j("np", "m_", f.chars(ALNUM, 36)),
    pypi: () => j("py", "pi-", "AgEIcHlwaS5vcmc", f.chars(URLSAFE, 70)),
    docker: () => j("dck", "r_pat_", f.chars(URLSAFE, 27)),
    huggingface: () => j("h", "f_", f.chars(LOWER + UPPER, 34)),
    digitalocean: () => j("do", "p_v1_", f.chars(HEX, 64)),
    notion: () => j("nt", "n_", f.digits(11), f.chars(ALNUM, 35)),
    linear: () => j("lin", "_api_", f.chars(ALNUM, 40)),
    postman: () => j("PM", "AK-", f.chars(HEX, 24), "-", f.chars(HEX, 34)),
    shopify: () => j("shp", f.pick(["at", "ss", "ca", "pa"]), "_", f.chars(HEX, 32)),
    terraform: () => j(f.chars(ALNUM, 14), ".atlas", "v1.", f.chars(URLSAFE, 67)),
    vault: () => j("hv", "s.", f.chars(URLSAFE, 90)),
    okta: () => j("00", f.chars(URLSAFE, 40)),
    datadog: () => f.chars(HEX, 32),
    sentry: () => j("sntr", "ys_", "eyJpYXQiOjE3", f.chars(ALNUM, 60)),
    sentry_dsn: () => j("https://", f.chars(HEX, 32), "@o", f.digits(6), ".ingest.", "sentry.io/", f.digits(7)),
    cloudflare: () => f.chars(URLSAFE, 40),
    azure_storage: () => j("DefaultEndpointsProtocol=https;AccountName=", f.chars(LOWER, 10), ";Account", "Key=", f.chars(B64, 86), "==;EndpointSuffix=core.windows.net"),
    azure_client_secret: () => j(f.chars(ALNUM, 3), String(f.int(0, 9)), "Q~", f.chars(ALNUM + "_~.-", 34)),
    firebase: () => j("AAAA", f.chars(URLSAFE, 7), ":APA91b", f.chars(URLSAFE, 134)),
    age: () => j("AGE-", "SECRET-KEY-1", f.chars("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
    groq: () => j("gs", "k_", f.chars(ALNUM, 52)),
    supabase: () => j("sb", "p_", f.chars(HEX, 40)),
    databricks: () => j("da", "pi", f.chars(HEX, 32)),
    grafana: () => j("gl", "sa_", f.chars(ALNUM, 32), "_", f.chars(HEX, 8)),
    newrelic: () => j("NR", "AK-", f.chars(UPPER + DIGITS, 27)),
    heroku: () => j("HR", "KU-", f.chars(URLSAFE, 60)),
    square: () => j("sq0", "atp-", f.chars(URLSAFE, 22)),
    doppler: () => j("dp", ".pt.", f.chars(ALNUM, 43)),
    jwt: () => j(b64url({ alg: "HS256", typ: "JWT" }), ".", b64url({ sub: f.chars(DIGITS, 8), name: "Test", iat: f.int(1, 1e9) }), ".", f.chars(URLSAFE, 43)),
    hex64: () => f.chars(HEX, 64),
  };
}
