/**
 * The replay scenario format (a contract: files written outside the project must run unchanged):
 * one scenario per `*.json` file, with a zone, a start and an end, optional settings, the decision
 * model's stance (`gate`), the owner's events, and `expect`/`forbid` windows for what ZOE says.
 * This module validates a file and turns it into a `Scenario` with every instant as epoch
 * milliseconds; every problem names the file and the offending field (`events[2].button`).
 * Must never: accept a file it cannot run faithfully (an unknown event type, an unreadable time),
 * or read the clock.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isValidTimeZone } from "../base/config.ts";
import { MODES, parseRange, type Mode } from "../settings/index.ts";
import { EVENT_KINDS, type ScenarioEvent } from "./events.ts";
import { instant, InstantSchema } from "./instant.ts";
import { CANDIDATE_KINDS, KINDS } from "../tick/index.ts";

/** Push kinds a scenario's `expect`/`forbid` may name (the brief is a channel, not a kind). */
/** Every candidate kind's harness name, once each (the kinds table, tick/kinds.ts). */
export const SCORED_KINDS = [...new Set(CANDIDATE_KINDS.map((k) => KINDS[k].harness))] as [ScoredKind, ...ScoredKind[]];
export type ScoredKind = (typeof KINDS)[keyof typeof KINDS]["harness"];

/** One `expect` window: a push (or a brief mention) matching `about`/`kind` inside [from, to]. */
export interface Expectation {
  about?: string;
  kind?: ScoredKind;
  from: number;
  to: number;
  channel: "push" | "brief";
}

/** One `forbid` window: no push matching `about`/`kind` inside [from, to]. */
export interface Forbidden {
  about?: string;
  kind?: ScoredKind;
  from: number;
  to: number;
}

/** The settings a scenario may pin before it starts. */
export interface ScenarioSettings {
  mode?: Mode;
  activeHours?: { start: string; end: string };
  briefAt?: string;
  threshold?: number;
}

/** A validated scenario, instants in epoch milliseconds. */
export interface Scenario {
  name: string;
  /** Where it came from (for messages), when loaded from a file. */
  file?: string;
  timezone: string;
  start: number;
  end: number;
  settings: ScenarioSettings;
  gate: "approve" | "deny";
  events: ScenarioEvent[];
  expect: Expectation[];
  forbid: Forbidden[];
  /** The owner's GitHub login, for scenarios with `github` events (whose pushes and pull requests are the owner's). */
  github?: { login: string };
}

/** One problem with a scenario file: where (a field path) and what. */
export interface ScenarioIssue {
  path: string;
  message: string;
}

/** A scenario file that cannot be run; the message names the file and every offending field. */
export class ScenarioFileError extends Error {
  constructor(
    readonly file: string,
    readonly issues: ScenarioIssue[],
  ) {
    super(issues.map((i) => `${file}: ${i.path ? `${i.path}: ` : ""}${i.message}`).join("\n"));
    this.name = "ScenarioFileError";
  }
}

/** Keys any object in a scenario may carry for people (ignored by the harness). */
const COMMENT_KEY = /^(?:note|notes|description|comment|\$.*|_.*)$/;

/** Drop comment keys so the strict schemas below only see what the harness reads. */
function withoutComments(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutComments);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([k]) => !COMMENT_KEY.test(k))
        .map(([k, x]) => [k, k === "respond" ? x : withoutComments(x)]),
    );
  }
  return v;
}

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");

const ScenarioSettingsSchema = z.strictObject({
  mode: z.enum(MODES).optional(),
  activeHours: z
    .string()
    .refine((s) => parseRange(s) !== null, 'must be a range like "08:00-22:00"')
    .optional(),
  briefAt: hhmm.optional(),
  threshold: z.number().min(0).max(1).optional(),
});

const MatchFields = {
  about: z.string().min(1, "must not be empty").optional(),
  kind: z.enum(SCORED_KINDS).optional(),
  from: InstantSchema,
  to: InstantSchema,
};

const ExpectSchema = z.strictObject({ ...MatchFields, channel: z.enum(["push", "brief"]).default("push") });
const ForbidSchema = z.strictObject(MatchFields);

const FileSchema = z.strictObject({
  name: z.string().min(1, "must not be empty").optional(),
  timezone: z.string().refine(isValidTimeZone, "is not an IANA time zone (e.g. Europe/Berlin)"),
  start: InstantSchema,
  end: InstantSchema,
  settings: ScenarioSettingsSchema.default({}),
  gate: z.enum(["approve", "deny"]).default("approve"),
  events: z.array(z.unknown()).default([]),
  expect: z.array(ExpectSchema).default([]),
  forbid: z.array(ForbidSchema).default([]),
  github: z.strictObject({ login: z.string().regex(/^[A-Za-z0-9-]{1,39}$/, "must be a GitHub login") }).optional(),
});

/** `events[2].button` from a zod path. */
export function formatPath(parts: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const p of parts) out += typeof p === "number" ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

const zodIssues = (err: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): ScenarioIssue[] =>
  err.issues.map((i) => ({ path: formatPath([...prefix, ...i.path]), message: unrecognized(i) }));

function unrecognized(i: z.core.$ZodIssue): string {
  if (i.code === "unrecognized_keys") return `unknown field(s) ${i.keys.map((k) => `"${k}"`).join(", ")}`;
  return i.message;
}

/**
 * Validate a parsed scenario object. `file` names it in errors and is the name's fallback.
 * Throws ScenarioFileError listing every problem found.
 */
export function parseScenario(raw: unknown, file: string): Scenario {
  const top = FileSchema.safeParse(withoutComments(raw));
  if (!top.success) throw new ScenarioFileError(file, zodIssues(top.error));
  const f = top.data;
  const tz = f.timezone;
  const at = (s: string) => instant(s, tz);
  const issues: ScenarioIssue[] = [];
  const start = at(f.start);
  const end = at(f.end);
  if (end <= start) issues.push({ path: "end", message: "must be after start" });

  const events: ScenarioEvent[] = [];
  f.events.forEach((e, index) => {
    const where = `events[${index}]`;
    if (!e || typeof e !== "object" || Array.isArray(e)) {
      issues.push({ path: where, message: "must be an object" });
      return;
    }
    const type = (e as { type?: unknown }).type;
    if (typeof type !== "string") {
      issues.push({ path: `${where}.type`, message: `is required: one of ${Object.keys(EVENT_KINDS).join(", ")}` });
      return;
    }
    const kind = EVENT_KINDS[type];
    if (!kind) {
      issues.push({ path: `${where}.type`, message: `unknown event type "${type}" (this harness knows ${Object.keys(EVENT_KINDS).join(", ")})` });
      return;
    }
    const parsed = kind.schema.safeParse(e);
    if (!parsed.success) {
      issues.push(...zodIssues(parsed.error, ["events", index]));
      return;
    }
    const when = at((e as { at: string }).at);
    if (when < start || when > end) issues.push({ path: `${where}.at`, message: "must lie between start and end" });
    events.push({ index, type, at: when, atText: (e as { at: string }).at, body: parsed.data });
  });

  const windows = <T extends { from: string; to: string }>(list: T[], field: string) =>
    list.map((w, i) => {
      const from = at(w.from);
      const to = at(w.to);
      if (to < from) issues.push({ path: `${field}[${i}].to`, message: "must not be before from" });
      return { ...w, from, to };
    });
  const expect = windows(f.expect, "expect").map((w) => ({
    ...(w.about !== undefined ? { about: w.about } : {}),
    ...(w.kind !== undefined ? { kind: w.kind } : {}),
    from: w.from,
    to: w.to,
    channel: w.channel,
  }));
  const forbid = windows(f.forbid, "forbid").map((w) => ({
    ...(w.about !== undefined ? { about: w.about } : {}),
    ...(w.kind !== undefined ? { kind: w.kind } : {}),
    from: w.from,
    to: w.to,
  }));
  expect.forEach((w, i) => {
    if (w.channel === "brief" && w.kind !== undefined) issues.push({ path: `expect[${i}].kind`, message: 'a brief expectation matches by "about" only' });
  });
  if (events.some((e) => e.type === "github") && !f.github) issues.push({ path: "github", message: 'is required with "github" events: { "login": "<the owner\'s GitHub login>" }' });
  if (issues.length) throw new ScenarioFileError(file, issues);

  const settings: ScenarioSettings = {};
  if (f.settings.mode) settings.mode = f.settings.mode;
  if (f.settings.activeHours) settings.activeHours = parseRange(f.settings.activeHours)!;
  if (f.settings.briefAt) settings.briefAt = f.settings.briefAt;
  if (f.settings.threshold !== undefined) settings.threshold = f.settings.threshold;

  // Events at one instant keep their file order; otherwise they run in time order.
  const ordered = events.map((e, i) => ({ e, i })).sort((a, b) => a.e.at - b.e.at || a.i - b.i).map((x) => x.e);
  return {
    name: f.name ?? path.basename(file).replace(/\.json$/i, ""),
    file,
    timezone: tz,
    start,
    end,
    settings,
    gate: f.gate,
    events: ordered,
    expect,
    forbid,
    ...(f.github ? { github: f.github } : {}),
  };
}

/** Read and validate one scenario file. */
export async function loadScenarioFile(file: string): Promise<Scenario> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    throw new ScenarioFileError(file, [{ path: "", message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})` }]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ScenarioFileError(file, [{ path: "", message: `not valid JSON (${(err as Error).message})` }]);
  }
  return parseScenario(raw, file);
}

/** Every `*.json` scenario in a folder (sorted by file name): the valid ones and the errors. */
export async function loadScenarioDir(dir: string): Promise<{ scenarios: Scenario[]; errors: ScenarioFileError[] }> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.toLowerCase().endsWith(".json")).sort();
  } catch (err) {
    throw new Error(`cannot read the scenario folder ${dir}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const scenarios: Scenario[] = [];
  const errors: ScenarioFileError[] = [];
  for (const name of names) {
    try {
      scenarios.push(await loadScenarioFile(path.join(dir, name)));
    } catch (err) {
      if (err instanceof ScenarioFileError) errors.push(err);
      else throw err;
    }
  }
  return { scenarios, errors };
}
