/**
 * Outside probe (d) of issue #35 (tried by hand first, with api.telegram.org out of reach, then
 * written here): `zoe doctor`, the real process, run in a folder whose .env alone sets ZOE_TZ and a
 * bot token, with Telegram refusing connections. It names the zone from .env (no "set ZOE_TZ"),
 * the cause of the Telegram failure, and that there is no owner yet and how pairing goes.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { processRig, runZoe } from "../../test-support/zoe-process.ts";

const rig = processRig();

it("doctor with ZOE_TZ only in .env and Telegram unreachable: the zone from .env, the cause named, the owner status", async () => {
  // A port nobody listens on (fetch refuses well-known ones such as 9 as "bad port" before trying: the first run's pick).
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(p));
    });
  });
  const cwd = mkdtempSync(path.join(os.tmpdir(), "zoe-probe35d-doctor-"));
  const home = path.join(cwd, "state");
  // A fake token in the shape Telegram gives (digits, colon, 35 characters), built here.
  const token = `${Math.floor(1e9 + Math.random() * 8e9)}:AA${"x".repeat(33)}`;
  writeFileSync(path.join(cwd, ".env"), `ZOE_TZ=America/Chicago\nTELEGRAM_BOT_TOKEN=${token}\nTELEGRAM_API_ROOT=http://127.0.0.1:${port}\nZOE_HOME=${home}\n`);
  const p = runZoe({}, ["doctor"], undefined, { cwd });
  rig.procs.push(p);
  await p.exited;
  const out = p.output();
  expect(out).not.toMatch(/set ZOE_TZ/i);
  expect(out).toMatch(/time zone: America\/Chicago/);
  expect(out).toMatch(/FAIL\s+telegram[^\n]*(ECONNREFUSED|refused)/);
  expect(out).toMatch(/owner: no owner yet[^\n]*pairing/i);
  expect(out).not.toContain(token);
}, 60_000);
