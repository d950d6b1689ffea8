/**
 * ZOE in the test's own process with the terminal as its chat: the owner types a line and reads
 * what ZOE printed in answer, as `npm start` without a Telegram token gives it.
 * Must never: start a listener or a process (the fast tier uses it), or read the wall clock for ZOE.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, expect } from "vitest";
import type { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import { TerminalChannel } from "../channels/terminal.ts";
import { loadConfig } from "../shell/config.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { t, type Locale } from "../lang/index.ts";
import { englishLeaks } from "./english-words.ts";
import { until } from "./until.ts";

export interface TerminalZoe {
  running: Running;
  terminal: TerminalChannel;
  /** Types a line and returns what ZOE printed in answer, up to its next prompt. */
  type(line: string): Promise<string>;
  /** Everything printed so far. */
  output(): string;
}

/** Starts ZOE on `env` (ZOE_HOME and the rest) in the terminal, on `clock`, with no automatic schedule. */
export async function startTerminalZoe(env: Record<string, string>, clock: ManualClock): Promise<TerminalZoe> {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = "";
  output.on("data", (d: Buffer) => (out += d.toString()));
  const running = await startZoe({ config: loadConfig(env), logger: silentLogger, clock, input, output, autoSchedule: false });
  const terminal = running.channels[0];
  if (!(terminal instanceof TerminalChannel)) throw new Error("ZOE did not start in the terminal (is a Telegram token set?)");
  const type = async (line: string): Promise<string> => {
    const from = out.length;
    input.write(`${line}\n`);
    await until(() => out.slice(from), (s) => s.includes("zoe>"), `an answer to ${JSON.stringify(line)}`, { timeoutMs: 120_000 });
    await terminal.idle();
    return out.slice(from);
  };
  return { running, terminal, type, output: () => out };
}

/**
 * One terminal ZOE per test, each in a fresh home folder (`prefix` + random) that is removed, with ZOE stopped, after
 * the test: call at the top of a test file, then `open(env, clock)` in each test (ZOE_HOME is made here).
 */
export function terminalZoeEachTest(prefix: string): (env: Record<string, string>, clock: ManualClock) => Promise<TerminalZoe> {
  return restartableTerminalZoeEachTest(prefix).open;
}

/**
 * Like `terminalZoeEachTest`, with ZOE stopped and started again in the same home folder: `open(env, clock)` starts
 * the first ZOE, `restart(clock)` stops it (as Ctrl-D or a reboot would) and starts a new one on the same state at
 * the clock's time. The last one is stopped and the folder removed after the test.
 */
export function restartableTerminalZoeEachTest(prefix: string): {
  open: (env: Record<string, string>, clock: ManualClock) => Promise<TerminalZoe>;
  restart: (clock: ManualClock) => Promise<TerminalZoe>;
} {
  let home = "";
  let env: Record<string, string> = {};
  let running: Running | null = null;
  afterEach(async () => {
    await running?.stop();
    running = null;
    if (home) await rm(home, { recursive: true, force: true });
    home = "";
  });
  const start = async (clock: ManualClock) => {
    const term = await startTerminalZoe({ ...env, ZOE_HOME: home }, clock);
    running = term.running;
    return term;
  };
  return {
    open: async (e, clock) => {
      home = mkdtempSync(path.join(os.tmpdir(), prefix));
      env = e;
      return start(clock);
    },
    restart: async (clock) => {
      await running?.stop();
      running = null;
      return start(clock);
    },
  };
}

/** Moves `clock` to `when` and runs what the scheduler has due then (the local owner's plan refreshed first); returns what ZOE printed meanwhile. */
export async function jumpTo(term: TerminalZoe, clock: ManualClock, when: string | Date): Promise<string> {
  const from = term.output().length;
  clock.set(when);
  await term.running.scheduler.refresh("local").catch(() => undefined);
  await term.running.scheduler.runDue();
  await term.terminal.idle();
  return term.output().slice(from);
}

/**
 * Lives the time up to `when`: each scheduled slot at its own minute, in order (what a slot plans is run at its
 * time too), then `when` itself. Returns what ZOE printed meanwhile.
 */
export async function liveUntil(term: TerminalZoe, clock: ManualClock, when: string | Date): Promise<string> {
  const from = term.output().length;
  const target = new Date(when);
  const s = term.running.scheduler;
  for (let n = s.nextAt(); n && n.getTime() <= target.getTime(); n = s.nextAt()) {
    if (n.getTime() > clock.now().getTime()) clock.set(n);
    await s.runDue();
    await term.terminal.idle();
  }
  if (target.getTime() > clock.now().getTime()) clock.set(target);
  await s.runDue();
  await term.terminal.idle();
  return term.output().slice(from);
}

/**
 * The scenario of a stop that names ANOTHER loop than the one on screen: `onScreen` and `other`
 * are said, time is lived to `until` (the follow-up about `onScreen` comes), then `stop` names
 * `other`. /threads must still list the first (by `onScreenNoun`) and no longer the second.
 */
export async function expectStopOfAnother(
  term: TerminalZoe,
  clock: ManualClock,
  s: { onScreen: string; onScreenNoun: string; other: string; otherNoun: string; until: string | Date; stop: string },
): Promise<void> {
  await term.type(s.onScreen);
  await term.type(s.other);
  expect(await liveUntil(term, clock, s.until)).toContain(s.onScreenNoun);
  await term.type(s.stop);
  const listed = await term.type("/threads");
  expect(listed).toContain(s.onScreenNoun);
  expect(listed).not.toContain(s.otherNoun);
}

/** The number of the terminal button labelled `label` in `text` ("[2] Drop"), or null. */
export function buttonNumber(text: string, label: string): string | null {
  const m = new RegExp(`\\[(\\d)\\] ${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).exec(text);
  return m?.[1] ?? null;
}

/**
 * The scenario of a compound reply ("done with the call, the mail tomorrow") to the follow-up about
 * `said`, lived to `until`: the loop is never closed; it is moved to tomorrow (/threads shows
 * `tomorrow`) or asked about with the follow-up's buttons; and ZOE's answer has no English word
 * for an owner of another language.
 */
export async function expectCompoundReplyKeepsLoop(
  term: TerminalZoe,
  clock: ManualClock,
  s: { locale: Locale; said: string; noun: string; until: string | Date; reply: string; tomorrow: string },
): Promise<void> {
  await term.type(s.said);
  expect(await liveUntil(term, clock, s.until)).toContain(s.noun);
  const answer = await term.type(s.reply);
  if (s.locale !== "en") expect(englishLeaks(answer, s.locale, s.said + s.reply)).toEqual([]);
  const listed = await term.type("/threads");
  expect(listed).toContain(s.noun);
  if (!listed.toLowerCase().includes(s.tomorrow)) expect(buttonNumber(answer, t(s.locale, "btn.snooze")), answer).not.toBeNull();
}
