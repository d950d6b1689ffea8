/**
 * A secret the owner pastes is taken out of their words before ZOE keeps or sends them on
 * (#35): API keys, tokens and passwords said in words, in several languages, become a
 * placeholder; ordinary sentences, names and a placeholder already there stay as they are.
 * Every secret is generated at run time.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { removeSecrets, SECRET_PLACEHOLDER } from "../secrets.ts";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** `n` random letters and digits. */
const randomAlnum = (n: number) => [...randomBytes(n)].map((b) => ALNUM[b % ALNUM.length]).join("");
const anthropicKey = () => `sk-ant-api03-${randomAlnum(40)}`;
const githubToken = () => `ghp_${randomAlnum(36)}`;
/** A password as people make them: a word, digits and a symbol. */
const password = () => `Sonne${randomAlnum(6)}7!`;

describe("a pasted secret leaves the message", () => {
  it("an API key in a sentence becomes the placeholder; the rest of the sentence stays", () => {
    const key = anthropicKey();
    const out = removeSecrets(`here is my key ${key} can you keep it for me?`);
    expect(out.removed).toBe(1);
    expect(out.text).toBe(`here is my key ${SECRET_PLACEHOLDER} can you keep it for me?`);
  });

  it("two tokens in one message are both removed", () => {
    const [a, b] = [githubToken(), anthropicKey()];
    const out = removeSecrets(`github ${a}\nanthropic ${b}`);
    expect(out.removed).toBe(2);
    expect(out.text).not.toContain(a);
    expect(out.text).not.toContain(b);
    expect(out.text.split(SECRET_PLACEHOLDER)).toHaveLength(3);
  });

  it.each([
    ["en", (pw: string) => `my bank password is ${pw}`],
    ["de", (pw: string) => `mein Passwort ist ${pw}`],
    ["fr", (pw: string) => `mon mot de passe est ${pw}`],
    ["es", (pw: string) => `mi contraseña es ${pw}`],
    ["nl", (pw: string) => `mijn wachtwoord is ${pw}`],
    ["pt", (pw: string) => `a minha senha é ${pw}`],
  ])("a password said in words (%s) is removed", (_lang, say) => {
    const pw = password();
    const out = removeSecrets(say(pw));
    expect(out.removed).toBeGreaterThan(0);
    expect(out.text).not.toContain(pw);
    expect(out.text).toContain(SECRET_PLACEHOLDER);
  });

  it("a key hidden with a zero-width space is still found, and kept in its plain form", () => {
    const key = anthropicKey();
    const out = removeSecrets(`key: sk-\u200Bant${key.slice("sk-ant".length)}`);
    expect(out.removed).toBe(1);
    expect(out.text).not.toContain(key.slice(10));
  });
});

describe("what is not a secret stays", () => {
  it.each([
    "I'll send the deck to Maria on Friday, call me at +49 30 1234567",
    "the password reset flow is broken again",
    "our secret sauce is the onboarding",
  ])("%s", (text) => {
    expect(removeSecrets(text)).toEqual({ text, removed: 0 });
  });

  it("a message already cleaned is not changed again (a re-run from the inbox)", () => {
    const once = removeSecrets(`my password is ${password()}`);
    expect(removeSecrets(once.text)).toEqual({ text: once.text, removed: 0 });
  });
});
