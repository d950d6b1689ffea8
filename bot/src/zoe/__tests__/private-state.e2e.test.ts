/**
 * ZOE's state folder and every file in it are readable by the owner only (folders 0700, files
 * 0600): the real `zoe start` process, in the terminal, offline, writes a commitment, its turns
 * and their backups; a state folder left open by an older ZOE (0755) is closed at start.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { runZoe } from "../test-support/zoe-process.ts";

/** Every folder and file under `dir` with its permission bits, e.g. ["owners/local/threads.json 600"]. */
function modes(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      const st = statSync(full);
      out.push(`${path.relative(dir, full)} ${(st.mode & 0o777).toString(8)}`);
      if (st.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out;
}

async function dayInTheTerminal(home: string): Promise<void> {
  const p = runZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" });
  p.child.stdin!.write("I'll send the deck to Maria today\n");
  // The first answer of a fresh process compiles the language packs' expressions: seconds alone, near 30 s beside the e2e tier.
  await p.waitFor(/Tracking: send the deck to Maria/);
  p.child.stdin!.end();
  expect(await p.exited).toBe(0);
}

it("a new state folder and everything ZOE writes in it are the owner's only", async () => {
  const home = path.join(mkdtempSync(path.join(os.tmpdir(), "zoe-private-")), "state", "zoe");
  await dayInTheTerminal(home);
  expect((statSync(home).mode & 0o777).toString(8)).toBe("700");
  const all = modes(home);
  expect(all.some((m) => m.startsWith(path.join("owners", "local")))).toBe(true);
  expect(all.filter((m) => /threads\.json /.test(m))).not.toEqual([]);
  for (const m of all) {
    const isDir = statSync(path.join(home, m.slice(0, m.lastIndexOf(" ")))).isDirectory();
    expect(m).toMatch(isDir ? / 700$/ : / 600$/);
  }
}, 120_000);

it("a state folder an older ZOE left readable by everyone is closed at start", async () => {
  const home = mkdtempSync(path.join(os.tmpdir(), "zoe-private-old-"));
  mkdirSync(home, { recursive: true });
  chmodSync(home, 0o755);
  await dayInTheTerminal(home);
  expect((statSync(home).mode & 0o777).toString(8)).toBe("700");
}, 120_000);
