/**
 * The scripted model for replays: no network, no randomness. The concierge's answer for a turn is
 * exactly the scenario's `respond` object (as the `respond` tool's input), the decision model
 * says yes or no as the scenario's `gate` setting says, the writer and the brief answer from a
 * template, a heartbeat turn answers "HEARTBEAT_OK", and a goal review reports progress from the
 * first piece of new evidence it is shown (no next step). Every call is counted, with its input
 * size estimated at four characters per token (the benchmarks read this).
 * Must never: invent an operation the scenario did not script, or let one turn's answer leak into
 * the next.
 */
import type { Clock } from "../base/clock.ts";
import type { ModelClient, ModelRequest, ModelResponse } from "../model/client.ts";
import { RESPOND_TOOL } from "../model/respond.ts";

/** Input tokens estimated from characters: about four characters per token. */
export const CHARS_PER_TOKEN = 4;

/** What the model was asked, per role and purpose. */
export interface ModelTally {
  calls: { main: number; gate: number };
  /** Estimated input tokens (characters / 4 of system, messages and tools). */
  inputTokens: { main: number; gate: number };
  byPurpose: Record<string, { calls: number; inputTokens: number }>;
}

/** A model call made for goals: a review or a decision about one goal ("goal"), or a heartbeat turn that reads every goal ("*"). */
export interface GoalCall {
  at: number;
  goalId: string;
}

/** Estimated input tokens of one request: characters / 4 of everything the model reads. */
export function estimateInputTokens(req: ModelRequest): number {
  let chars = req.system.stable.length + (req.system.dynamic?.length ?? 0);
  for (const m of req.messages) chars += m.content.length;
  if (req.tools?.length) chars += toolsLength(req.tools);
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/**
 * `JSON.stringify(tools).length`, from each tool's own text length: the tools are the same few
 * constant objects in every call (the concierge's carries long schemas), so each one's length is
 * kept by object. A tool built anew per call is measured anew; a kept one is never changed.
 */
function toolsLength(tools: readonly object[]): number {
  let n = 2 + tools.length - 1; // the brackets and the commas
  for (const tool of tools) {
    let len = toolLengths.get(tool);
    if (len === undefined) toolLengths.set(tool, (len = JSON.stringify(tool).length));
    n += len;
  }
  return n;
}
const toolLengths = new WeakMap<object, number>();

const usage = (req: ModelRequest, out: string) => ({
  inputTokens: estimateInputTokens(req),
  outputTokens: Math.ceil(out.length / CHARS_PER_TOKEN),
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
});

/** The words a template writer uses for each kind of push. */
export function writerTemplate(kind: string, about: string): string {
  switch (kind) {
    case "nudge":
      return `You said you'd ${about}. Did it happen?`;
    case "decision":
      return `"${about}" keeps slipping. Reschedule, drop, or break it down?`;
    case "checkin":
      return "It's been quiet for a while. Anything on your plate I should keep track of?";
    case "github_ci":
    case "github_review":
    case "github_done":
      // The candidate's own sentence follows its title in the evidence block.
      return about.split("\n").at(-1)!;
    default:
      return about;
  }
}

/** The evidence block the writer is given: `<evidence source="about">kind: about</evidence>`. */
const ABOUT = /<evidence source="about">\s*([a-z_]+): ([\s\S]*?)\s*<\/evidence>/;
/** The gate's message names its candidate: "Candidate nudge:th-ab12:0 (nudge, …". */
const CANDIDATE = /Candidate (\S+) \(/;
const WHY = /\nWhy: ([^\n]*)/;
/** The reflection's thread evidence opens with "th-ab12: summary". */
const THREAD = /<evidence source="thread">\s*th-[a-z0-9]+: ([^\n]*)/;
/** A goal review names its goal and lists what is new. */
const GOAL = /<evidence source="goal">\s*(g-[a-z0-9]+):/;
const NEW_ITEM = /<evidence source="new-since-last-review">\s*- ([^\n]*)/;

export class ScriptedModel implements ModelClient {
  readonly models = { main: "scripted-main", gate: "scripted-gate" } as const;
  readonly tally: ModelTally = { calls: { main: 0, gate: 0 }, inputTokens: { main: 0, gate: 0 }, byPurpose: {} };
  /** Calls made for goals, with when they were made (needs the clock). */
  readonly goalCalls: GoalCall[] = [];
  private respond: Record<string, unknown> | null = null;

  constructor(
    private readonly gate: "approve" | "deny",
    private readonly clock?: Clock,
  ) {}

  /** The concierge's answer for the next turn (cleared after that turn, used or not). */
  setRespond(respond: Record<string, unknown> | null): void {
    this.respond = respond;
  }

  async call(req: ModelRequest): Promise<ModelResponse> {
    const tokens = estimateInputTokens(req);
    this.tally.calls[req.role] += 1;
    this.tally.inputTokens[req.role] += tokens;
    const p = (this.tally.byPurpose[req.purpose] ??= { calls: 0, inputTokens: 0 });
    p.calls += 1;
    p.inputTokens += tokens;
    const last = req.messages[req.messages.length - 1]?.content ?? "";
    const at = this.clock?.now().getTime() ?? 0;
    switch (req.purpose) {
      case "goal-review": {
        const goalId = GOAL.exec(last)?.[1] ?? "?";
        this.goalCalls.push({ at, goalId });
        const first = NEW_ITEM.exec(last)?.[1]?.trim() ?? "something moved";
        return this.tool(req, "goal_review", { changed: true, note: `Progress: ${first.slice(0, 200)}.` });
      }
      case "concierge": {
        const input = this.respond ?? { reply: "ok" };
        this.respond = null;
        return this.tool(req, RESPOND_TOOL.name, input);
      }
      case "gate": {
        const id = CANDIDATE.exec(last)?.[1] ?? "unknown";
        if (id.startsWith("goal:")) this.goalCalls.push({ at, goalId: id.split(":")[1]! });
        const why = WHY.exec(last)?.[1]?.trim();
        const speak = this.gate === "approve";
        const reason = speak ? (why || "It is due and worth saying now.") : "Not now: the owner would rather not hear about this at the moment.";
        return this.tool(req, "submit", { speak, reason, candidate_id: id });
      }
      case "writer": {
        const m = ABOUT.exec(last);
        return this.text(req, m ? writerTemplate(m[1]!, m[2]!) : "Something needs your attention.");
      }
      case "brief":
        return this.text(req, "Good morning. Here is your day.");
      case "heartbeat":
        this.goalCalls.push({ at, goalId: "*" });
        return this.text(req, "HEARTBEAT_OK");
      case "draft":
      case "draft-regen":
        // Post drafts are another feature: the replay keeps them out of the owner's way.
        return this.tool(req, "draft_post", { skip: true });
      case "reflection": {
        const t = THREAD.exec(last);
        return this.text(req, t ? `Did "${t[1]!.trim()}" move today, or should it go to another day?` : "What moved today, and what should wait for tomorrow?");
      }
      default:
        return this.text(req, "OK");
    }
  }

  private tool(req: ModelRequest, name: string, input: unknown): ModelResponse {
    return { text: "", toolCalls: [{ name, input }], usage: usage(req, JSON.stringify(input)), stopReason: "tool_use", model: this.models[req.role] };
  }

  private text(req: ModelRequest, text: string): ModelResponse {
    return { text, toolCalls: [], usage: usage(req, text), stopReason: "end_turn", model: this.models[req.role] };
  }
}
