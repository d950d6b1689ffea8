import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { startTerminalZoe, type TerminalZoe } from "../../test-support/terminal-zoe.ts";

let zoe: TerminalZoe | null = null;
let dir = "";
afterEach(async () => {
  await zoe?.running.stop();
  zoe = null;
  rmSync(dir, { recursive: true, force: true });
});

describe("/console without the HTTP listener", () => {
  it("says how to turn the console on, in the owner's language, and gives no link", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "zoe-console-off-"));
    zoe = await startTerminalZoe({ ZOE_HOME: dir, ZOE_TZ: "Europe/Berlin" }, new ManualClock("2026-06-03T08:00:00Z"));
    const answer = await zoe.type("/console");
    expect(answer).toContain("ZOE_HTTP_PORT");
    expect(answer).not.toMatch(/http:\/\//);
    await zoe.type("Ich schicke Anna morgen den Bericht");
    expect(await zoe.type("/console")).toContain("Die Web-Konsole braucht");
  });
});
