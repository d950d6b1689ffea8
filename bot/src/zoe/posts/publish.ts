/**
 * Publishing an approved draft to ZOE_PUBLISH_WEBHOOK: one JSON POST `{ "id", "text" }`, after
 * the PII and secret gate. The webhook's answer is checked (a 2xx status, and `ok: false` in a
 * JSON body counts as a failure); any failure comes back as a sentence the owner can read.
 * Must never: send text the gate refused, put the webhook's address (it may carry a token) in a
 * log line or a message, or report success for an answer it did not check.
 */
import { z } from "zod";
import { scrubSecrets } from "../base/log.ts";
import { gateOutbound, type GateMode } from "../privacy/index.ts";

/** The webhook must answer within this long. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** At most this much of the webhook's answer is read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The parts of a JSON answer ZOE looks at; anything else is ignored. */
export const WebhookAnswerSchema = z.looseObject({
  ok: z.boolean().optional(),
  url: z.string().optional(),
  error: z.string().optional(),
});

/** What publishing did. */
export type PublishResult =
  | { ok: true; link: string | null }
  | { ok: false; kind: "blocked" | "failed"; error: string };

/** One publishing attempt. */
export interface PublishOptions {
  url: string;
  draftId: string;
  text: string;
  /** PII handling for a public post; secrets always block. Default "block". */
  mode?: GateMode;
  /** The owner's country for national phone numbers in the gate. */
  region?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Keep a webhook's words short and free of secrets before an owner reads them. */
const tidy = (s: string) => scrubSecrets(s.replace(/\s+/g, " ").trim()).slice(0, 160);

/** Why a fetch failed, in words (never the address). */
function networkReason(err: unknown): string {
  const e = err as { name?: string; cause?: { code?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return "the webhook did not answer in time";
  const code = e?.cause?.code;
  return code ? `could not reach the webhook (${code})` : "could not reach the webhook";
}

/** Gate the text and POST it; resolves with what happened (never throws for a webhook failure). */
export async function publishToWebhook(opts: PublishOptions): Promise<PublishResult> {
  const gate = gateOutbound(opts.text, opts.mode ?? "block", opts.region ? { region: opts.region } : {});
  if (!gate.ok) return { ok: false, kind: "blocked", error: gate.reason };
  const doFetch = opts.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await doFetch(opts.url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "zoe-publish/1" },
      body: JSON.stringify({ id: opts.draftId, text: gate.body }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (err) {
    return { ok: false, kind: "failed", error: networkReason(err) };
  }
  let body = "";
  try {
    body = (await res.text()).slice(0, MAX_ANSWER_BYTES);
  } catch {
    /* an answer cut off after the status line: the status decides */
  }
  let answer: z.infer<typeof WebhookAnswerSchema> | null = null;
  if (body.trim().startsWith("{")) {
    try {
      const parsed = WebhookAnswerSchema.safeParse(JSON.parse(body));
      if (parsed.success) answer = parsed.data;
    } catch {
      /* not JSON after all: the status decides */
    }
  }
  if (!res.ok) {
    const why = answer?.error ? `: ${tidy(answer.error)}` : "";
    return { ok: false, kind: "failed", error: `the webhook answered ${res.status}${why}` };
  }
  if (answer?.ok === false) {
    return { ok: false, kind: "failed", error: `the webhook refused it${answer.error ? `: ${tidy(answer.error)}` : ""}` };
  }
  const link = answer?.url && /^https?:\/\/\S+$/.test(answer.url) ? answer.url : null;
  return { ok: true, link };
}
