/**
 * A secret the owner pastes (#35), end to end: ZOE over the Telegram emulator (grammY, long
 * polling) with the fake Messages API, on the files backend. The owner reads one line saying it
 * looks like a secret; the model never receives the value (not in this turn, not in the next
 * one's earlier turns); no file in ZOE's home holds it (the recent turns, their `.bak`, the
 * archive, the inbox). The key and the password are generated at run time.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 5151;
const NOW = "2026-06-03T08:00:00Z";
const SECRET_NOTICE = "That looks like a secret (a key, token or password): I kept it out of what I store and send on. If it is real, better change it.";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const randomAlnum = (n: number) => [...randomBytes(n)].map((b) => ALNUM[b % ALNUM.length]).join("");

/** Every file under `dir`, with its path (read while ZOE runs: a lock file may come and go meanwhile). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** A file's bytes as latin1 text, or "" when it went away since it was listed (a released lock). */
function textOf(file: string, encoding: BufferEncoding = "latin1"): string {
  try {
    return readFileSync(file, encoding);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw err;
  }
}

let rig: TelegramZoe;
beforeEach(async () => void (rig = await startTelegramZoe({ owner: OWNER, homePrefix: "zoe-pasted-secret-" })));
afterEach(async () => rig.close());

describe("a pasted secret", () => {
  it("is named in one line, kept from the model now and later, and from every file ZOE writes", async () => {
    const running = await rig.start({ clock: new ManualClock(NOW) });
    const me = running.zoe.owner(String(OWNER));
    const key = `sk-ant-api03-${randomAlnum(48)}`;
    const pw = `Tulpe${randomAlnum(8)}4`;
    const owner = rig.emu.client(OWNER, "Ada");
    rig.model.enqueue({ kind: "tool", name: "respond", input: { reply: "Got it." } }, { kind: "tool", name: "respond", input: { reply: "Sure." } });

    await owner.send(`here is the API key for the shop: ${key} and the admin password is ${pw}`);
    const [notice, answer] = await owner.waitForMessages(2, 20_000);
    expect(notice!.text).toBe(SECRET_NOTICE);
    expect(answer!.text).toBe("Got it.");

    await owner.send("what did I just send you?");
    await owner.waitForMessages(3, 20_000);

    expect(rig.model.requests).toHaveLength(2);
    for (const req of rig.model.requests) {
      const body = JSON.stringify(req.body);
      expect(body).not.toContain(key);
      expect(body).not.toContain(pw);
      expect(body).toContain("[secret removed]");
    }
    // The words around the secret are kept, with the placeholder where it stood.
    const turns = await me.memory.allTurns();
    expect(turns[0]!.text).toBe("here is the API key for the shop: [secret removed] and the admin password is [secret removed]");

    await running.stop();
    const files = filesUnder(rig.home);
    expect(files.some((f) => f.endsWith("recent-turns.json"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      expect(text.includes(key), file).toBe(false);
      expect(text.includes(pw), file).toBe(false);
    }
  }, 60_000);

  it("while the turn waits for the model, the pending message in the inbox holds the placeholder, not the key", async () => {
    await rig.start({ clock: new ManualClock(NOW) });
    const key = `ghp_${randomAlnum(36)}`;
    const owner = rig.emu.client(OWNER, "Ada");
    rig.model.enqueue({ kind: "slow", ms: 1_500, reply: { kind: "tool", name: "respond", input: { reply: "Noted." } } });
    await owner.send(`token for the CI: ${key}`);
    await until(() => rig.model.requests.length === 1, "the model is asked");
    // A crash now would leave the message pending: it is on disk, without the key.
    const inbox = filesUnder(rig.home).filter((f) => path.basename(f).startsWith("inbox"));
    expect(inbox.map((f) => textOf(f, "utf8")).join("\n")).toContain("token for the CI: [secret removed]");
    for (const file of filesUnder(rig.home)) expect(textOf(file).includes(key), file).toBe(false);
    await owner.waitForMessages(2, 20_000);
  }, 60_000);

  it("in German, the owner reads the line in German", async () => {
    await rig.start({ clock: new ManualClock(NOW), env: { ANTHROPIC_API_KEY: "" } });
    const owner = rig.emu.client(OWNER, "Ada");
    const pw = `Tulpe${randomAlnum(8)}4?`;
    await owner.send(`Hallo! Mein Passwort für das Konto ist ${pw}, bitte merk es dir.`);
    const [notice] = await owner.waitForMessages(2, 20_000);
    expect(notice!.text).toMatch(/^Das sieht nach einem Geheimnis aus/);
    expect(rig.model.requests).toHaveLength(0);
  }, 60_000);
});
