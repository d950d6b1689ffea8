/**
 * The receiving end of a GitHub webhook: checks a delivery (size, X-Hub-Signature-256 in constant
 * time, X-GitHub-Delivery, JSON), turns its payload into the small event ZOE reads, and queues it
 * in the owner's GitHub document in one transaction with its delivery id, so the answer (202) goes
 * back within GitHub's ten seconds and the event is handled after (trigger.ts), across a crash.
 * A delivery id seen before is a replay: refused, whichever instance saw it first.
 * Must never: look at a body before its signature is checked, log a body, a title or the secret,
 * answer 2xx before the event is durably queued, or queue a delivery twice.
 */
import type { Clock } from "../base/clock.ts";
import type { Logger } from "../base/log.ts";
import type { OwnerContext } from "../owner.ts";
import type { Document } from "../storage/index.ts";
import { normalize, READ_EVENTS } from "./events.ts";
import { prune } from "./rules.ts";
import { SIGNATURE_HEADER, verifySignature } from "./signature.ts";
import { emptyGithubState, GITHUB_DOC, type GithubState, GithubStateSchema, QUEUE_MAX } from "./state.ts";

/** The listener's path for GitHub deliveries (the webhook's "Payload URL" ends with it). */
export const GITHUB_WEBHOOK_PATH = "/github/webhook";
/** A delivery larger than this is refused unread (GitHub's own cap is 25 MB; what ZOE reads is small). */
export const MAX_DELIVERY_BYTES = 1024 * 1024;

const DELIVERY = /^[0-9A-Za-z-]{8,64}$/;

/** A request as the listener hands it over: headers (lower-case names) and the raw body, or null when it was larger than MAX_DELIVERY_BYTES. */
export interface DeliveryRequest {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | null;
}

export interface DeliveryAnswer {
  status: number;
  text: string;
}

/** The owner's GitHub document (the queue, the delivery ids, the rules' state). */
export const githubDocument = (owner: OwnerContext): Document<GithubState> =>
  owner.storage.document({ name: GITHUB_DOC, schema: GithubStateSchema, initial: emptyGithubState });

export interface GithubWebhookOptions {
  secret: string;
  /** The ZOE owner the deliveries belong to; null while there is none yet (pairing). */
  owner: () => OwnerContext | null;
  clock: Clock;
  logger: Logger;
  /** An event was queued for `ownerId`: wake whatever handles it. Must not throw. */
  onQueued?: (ownerId: string) => void;
}

const header = (h: DeliveryRequest["headers"], name: string): string | undefined => {
  const v = h[name];
  return typeof v === "string" ? v : undefined;
};

/** Checks, de-duplicates and queues GitHub deliveries. */
export class GithubWebhook {
  private readonly log: Logger;

  constructor(private readonly opts: GithubWebhookOptions) {
    this.log = opts.logger.child({ component: "github" });
  }

  /** Answer one delivery. Never throws: a storage failure is a 500 (GitHub shows it; redeliver). */
  async receive(req: DeliveryRequest): Promise<DeliveryAnswer> {
    const delivery = header(req.headers, "x-github-delivery");
    const name = header(req.headers, "x-github-event");
    // What a refusal logs: never the body, never a header's value beyond these two names.
    const about = { delivery: delivery && DELIVERY.test(delivery) ? delivery : null, githubEvent: name && /^[a-z_]{1,40}$/.test(name) ? name : null };
    const refuse = (status: number, reason: string, text: string): DeliveryAnswer => {
      this.log.warn({ event: "github_refused", reason, ...about }, `GitHub delivery refused: ${reason}`);
      return { status, text };
    };
    if (req.body === null) return refuse(413, "oversized", "too large\n");
    if (!header(req.headers, SIGNATURE_HEADER)) return refuse(401, "unsigned", "signature required\n");
    if (!verifySignature(req.body, req.headers[SIGNATURE_HEADER], this.opts.secret)) return refuse(401, "bad_signature", "bad signature\n");
    if (!about.delivery) return refuse(400, "no_delivery_id", "X-GitHub-Delivery required\n");
    if (!about.githubEvent) return refuse(400, "no_event_name", "X-GitHub-Event required\n");
    const owner = this.opts.owner();
    if (!owner) return refuse(503, "no_owner", "no owner yet; pair ZOE first\n");
    let payload: unknown;
    try {
      payload = JSON.parse(req.body.toString("utf8"));
    } catch {
      return refuse(400, "not_json", "body must be JSON (content type application/json)\n");
    }
    const event = (READ_EVENTS as readonly string[]).includes(about.githubEvent) ? normalize(about.githubEvent, payload) : null;
    const now = this.opts.clock.now();
    const id = about.delivery;
    let outcome: "queued" | "ignored" | "replayed" | "full";
    try {
      outcome = await githubDocument(owner).update((s) => {
        if (s.seen.some((x) => x.id === id)) return "replayed";
        if (event && s.queue.length >= QUEUE_MAX) return "full";
        s.seen.push({ id, at: now.toISOString() });
        if (event) s.queue.push({ id, at: now.toISOString(), event });
        prune(s, now);
        return event ? "queued" : "ignored";
      });
    } catch (err) {
      this.log.error({ event: "github_store_failed", ...about, reason: (err as Error).message }, "could not queue a GitHub delivery; GitHub may redeliver it");
      return { status: 500, text: "could not be stored; redeliver later\n" };
    }
    if (outcome === "replayed") return refuse(409, "replayed", "delivery already received\n");
    if (outcome === "full") return refuse(503, "queue_full", "too many deliveries waiting; redeliver later\n");
    this.log.info({ event: outcome === "queued" ? "github_queued" : "github_ignored", ...about, type: event?.type ?? null }, outcome === "queued" ? "GitHub delivery queued" : "GitHub delivery received; nothing in it ZOE reads");
    if (outcome === "queued") {
      try {
        this.opts.onQueued?.(owner.id);
      } catch (err) {
        this.log.warn({ err, event: "github_wake_failed" }, "could not wake the GitHub job; it runs at its next slot");
      }
    }
    return { status: 202, text: outcome === "queued" ? "queued\n" : "received\n" };
  }
}
