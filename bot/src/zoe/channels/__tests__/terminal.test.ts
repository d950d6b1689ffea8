import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { TerminalChannel } from "../terminal.ts";
import { ManualClock } from "../../base/clock.ts";
import { loadConfig } from "../../shell/config.ts";
import { silentLogger } from "../../base/log.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { untilMatch } from "../../test-support/until.ts";

let running: Running | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

describe("the terminal channel", () => {
  it("with no token and no key, answers on stdin in offline mode, runs commands and tracks a commitment", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (d: Buffer) => (out += d.toString()));
    const config = loadConfig({ ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-term-")), ZOE_TZ: "Europe/Berlin" });
    const clock = new ManualClock("2026-06-04T08:00:00Z");
    running = await startZoe({ config, logger: silentLogger, clock, input, output, autoSchedule: false });
    expect(running.channels).toEqual([expect.any(TerminalChannel)]);
    await untilMatch(() => out, /offline mode/);

    input.write("hello\n");
    await untilMatch(() => out, /without my language model/);
    input.write("I'll ship the onepager today\n");
    const text = await untilMatch(() => out, /Tracking: ship the onepager, due today 18:00 \(undo: \/untrack (th-[a-z0-9]+)\)/);
    const id = /\/untrack (th-[a-z0-9]+)/.exec(text)![1]!;
    input.write("/threads\n");
    await untilMatch(() => out, new RegExp(`${id}\\s+ship the onepager`));
    input.write("/help\n");
    await untilMatch(() => out, /\/mode: /);
  });

  it("buttons appear as numbered choices and a number presses one", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (d: Buffer) => (out += d.toString()));
    const seen: string[] = [];
    const ch = new TerminalChannel({ input, output, clock: new ManualClock(0) });
    await ch.start(async (event, convo) => {
      if (event.kind === "button") seen.push(event.data);
      else await convo.reply({ text: "Pick one", buttons: [[{ label: "Done", data: "t:d:th-abcd" }, { label: "Not yet", data: "t:n:th-abcd" }]] });
    });
    input.write("hi\n");
    await untilMatch(() => out, /\[1\] Done {2}\[2\] Not yet/);
    input.write("2\n");
    await ch.idle();
    await untilMatch(() => seen.join(","), /t:n:th-abcd/);
    await ch.stop();
  });
});

describe("the terminal channel when the input ends", () => {
  it("answers a message that arrives right before the end of input without crashing (Node 22/24 readline)", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (d: Buffer) => (out += d.toString()));
    let closed = false;
    const ch = new TerminalChannel({ input, output, clock: new ManualClock(0), onClose: () => (closed = true) });
    await ch.start(async (_event, convo) => {
      // The reply lands after the input has already closed.
      await new Promise((r) => setTimeout(r, 30));
      await convo.reply({ text: "late answer" });
      await ch.send(ch.addressOf(), { text: "and a push" });
    });
    input.end("hello\n");
    await untilMatch(() => (closed ? out : ""), /late answer[\s\S]*and a push/);
    await ch.stop();
  });
});

describe("a number typed in the terminal", () => {
  it("with no buttons showing says so instead of treating it as chat; out of range names the choices", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (d: Buffer) => (out += d.toString()));
    const seen: string[] = [];
    const ch = new TerminalChannel({ input, output, clock: new ManualClock(0) });
    await ch.start(async (event, convo) => {
      seen.push(event.kind === "text" ? event.text : event.data);
      if (event.kind === "text" && event.text === "ask") await convo.reply({ text: "Pick", buttons: [[{ label: "Done", data: "t:d:th-abcd" }, { label: "Not yet", data: "t:n:th-abcd" }]] });
    });
    input.write("3\n");
    await untilMatch(() => out, /No buttons are showing right now, so "3" doesn't press anything/);
    input.write("ask\n");
    await untilMatch(() => out, /\[1\] Done/);
    input.write("5\n");
    await untilMatch(() => out, /There's no button 5 here: the choices are 1-2/);
    await ch.idle();
    expect(seen).toEqual(["ask"]);
    await ch.stop();
  });
});
