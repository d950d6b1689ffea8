/**
 * The owner's side of post drafts: /drafts shows the oldest waiting draft with Post, Regen and
 * Skip and how many are left; each button does what it says and then shows the next draft.
 * Post publishes to ZOE_PUBLISH_WEBHOOK when set (a failure is told and the draft kept for a
 * retry), else sends the final text as a clean message to copy and marks it posted.
 * Must never: publish a draft twice or without the owner pressing Post, or act on a stale,
 * foreign or malformed button.
 */
import { randomUUID } from "node:crypto";
import type { ButtonContext, Feature } from "../app.ts";
import type { Button, OutMessage } from "../channels/index.ts";
import { formatDue } from "../threads/index.ts";
import { t, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { Logger } from "../base/log.ts";
import type { ModelClient } from "../model/index.ts";
import type { OwnerContext } from "../owner.ts";
import { gateOutbound } from "../privacy/index.ts";
import { draftQueue, isExpired, type Draft, type DraftStatus } from "./drafts-queue.ts";
import { regenerateDraft } from "./generate.ts";
import { publishToWebhook } from "./publish.ts";

/** Callback data of every draft button starts with this. */
export const DRAFTS_PREFIX = "dr:";
const DATA = /^([prs]):(dr-[a-z0-9]{6,10})$/;
const ACTIONS = { p: "post", r: "regen", s: "skip" } as const;
/** What a draft button does. */
export type DraftAction = (typeof ACTIONS)[keyof typeof ACTIONS];

/** What a press on a draft that is no longer waiting says, by what became of it. */
const ALREADY: Record<DraftStatus, StringKey> = { pending: "drafts.notWaiting", posted: "drafts.alreadyPosted", skipped: "drafts.alreadySkipped", expired: "drafts.alreadyExpired" };

/** Said by /drafts when nothing is waiting. */
export const NO_DRAFTS = t("en", "drafts.none");
/** Said by /drafts in offline mode. */
export const OFFLINE_DRAFTS = t("en", "drafts.offline");

/** The three buttons under a draft (callback data at most 17 bytes, far below Telegram's 64). */
export function draftButtons(id: string, locale: Locale = "en"): Button[][] {
  return [
    [
      { label: t(locale, "btn.post"), data: `${DRAFTS_PREFIX}p:${id}` },
      { label: t(locale, "btn.regen"), data: `${DRAFTS_PREFIX}r:${id}` },
      { label: t(locale, "btn.skip"), data: `${DRAFTS_PREFIX}s:${id}` },
    ],
  ];
}

/** Read draft-button data (after the prefix); null for anything malformed. */
export function parseDraftData(payload: string): { action: DraftAction; id: string } | null {
  const m = DATA.exec(payload);
  return m ? { action: ACTIONS[m[1] as keyof typeof ACTIONS], id: m[2]! } : null;
}

/** A draft as the owner sees it, with its buttons and how many are left after it (pure). */
export function draftCard(d: Draft, left: number, now: Date, timeZone: string, lead?: string | null, locale: Locale = "en"): OutMessage {
  const parts: string[] = [];
  if (lead) parts.push(lead);
  parts.push(t(locale, "drafts.card", { when: formatDue(new Date(d.createdAt), now, timeZone, locale) }));
  parts.push(d.text);
  if (d.lastError && !lead) parts.push(t(locale, "drafts.lastFailed", { error: d.lastError }));
  parts.push(left > 0 ? t(locale, "drafts.left", { n: left }) : t(locale, "drafts.noneLeft"));
  return { text: parts.join("\n\n"), buttons: draftButtons(d.id, locale) };
}

/** What /drafts needs: the model for Regen, and where Post publishes. */
export interface DraftsFeatureDeps {
  model: ModelClient | null;
  logger: Logger;
  timeZone: string;
  /** ZOE_PUBLISH_WEBHOOK, or null to post by copying. */
  publishWebhook: string | null;
  /** The owner's country for national phone numbers in the gate. */
  region?: string;
  /** For tests; default the global fetch. */
  fetchImpl?: typeof fetch;
}

/** The oldest waiting draft after a lead line, or the lead and "that was the last one". */
async function showNext(owner: OwnerContext, now: Date, timeZone: string, lead: string | null): Promise<OutMessage> {
  const pending = await draftQueue(owner).pending(now);
  const first = pending[0];
  if (!first) return { text: lead ? `${lead}\n\n${t(owner.locale, "drafts.lastOne")}` : t(owner.locale, "drafts.none") };
  return draftCard(first, pending.length - 1, now, timeZone, lead, owner.locale);
}

async function remember(owner: OwnerContext, now: Date, text: string): Promise<void> {
  await owner.memory.record({ id: randomUUID(), at: now.toISOString(), role: "owner", text, kind: "command", threadId: null });
}

/** /drafts and its buttons. */
export function draftsFeature(deps: DraftsFeatureDeps): Feature {
  /** Drafts with a new take being written right now (per process): a second press waits. */
  const regenerating = new Set<string>();

  async function post(ctx: ButtonContext, d: Draft): Promise<void> {
    const { zoe, owner, convo, event } = ctx;
    const queue = draftQueue(owner);
    const claim = await queue.claimPublish(d.id, ctx.now);
    if (!claim.ok) {
      await convo.ack(t(owner.locale, claim.why === "busy" ? "drafts.busy" : claim.why === "missing" ? "drafts.gone" : ALREADY[claim.why]));
      return;
    }
    await convo.ack(t(owner.locale, "drafts.posting"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    if (!deps.publishWebhook) {
      // No webhook: the final text as a clean message of its own, easy to copy.
      await convo.reply({ text: claim.draft.text });
      const now = zoe.clock.now();
      await queue.markPosted(d.id, now, "copy");
      const g = gateOutbound(claim.draft.text, "block", deps.region ? { region: deps.region } : {});
      const copied = g.ok ? t(owner.locale, "drafts.copied") : t(owner.locale, "drafts.copiedCaution", { reason: g.reason.replace(/^blocked: /, "") });
      await convo.reply(await showNext(owner, now, zoe.timeZone, copied));
      return;
    }
    const result = await publishToWebhook({ url: deps.publishWebhook, draftId: d.id, text: claim.draft.text, fetchImpl: deps.fetchImpl, ...(deps.region ? { region: deps.region } : {}) });
    const now = zoe.clock.now();
    if (result.ok) {
      await queue.markPosted(d.id, now, "webhook", result.link);
      deps.logger.info({ event: "draft_published", draftId: d.id }, "published a post draft");
      await convo.reply(await showNext(owner, now, zoe.timeZone, result.link ? t(owner.locale, "drafts.postedLink", { link: result.link }) : t(owner.locale, "drafts.posted")));
      return;
    }
    const kept = await queue.markPublishFailed(d.id, now, result.error);
    deps.logger.warn({ event: "draft_publish_failed", draftId: d.id, kind: result.kind, error: result.error }, "could not publish a post draft");
    const lead =
      result.kind === "blocked"
        ? t(owner.locale, "drafts.blocked", { reason: result.error.replace(/^blocked: /, "") })
        : t(owner.locale, "drafts.failed", { error: result.error });
    const pending = await queue.pending(now);
    await convo.reply(draftCard(kept ?? claim.draft, Math.max(0, pending.length - 1), now, zoe.timeZone, lead, owner.locale));
  }

  async function regen(ctx: ButtonContext, d: Draft): Promise<void> {
    const { zoe, owner, convo, event } = ctx;
    if (!deps.model) {
      await convo.ack(t(owner.locale, "drafts.regenOffline"));
      return;
    }
    if (regenerating.has(d.id)) {
      await convo.ack(t(owner.locale, "drafts.regenBusy"));
      return;
    }
    regenerating.add(d.id);
    await convo.ack(t(owner.locale, "drafts.regenWriting"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    const stopTyping = convo.typing();
    let result: Awaited<ReturnType<typeof regenerateDraft>>;
    try {
      result = await regenerateDraft({ model: deps.model, logger: deps.logger, timeZone: zoe.timeZone }, owner, d, zoe.clock.now());
    } finally {
      stopTyping();
      regenerating.delete(d.id);
    }
    const now = zoe.clock.now();
    const queue = draftQueue(owner);
    const current = result.ok ? result.draft : await queue.get(d.id);
    if (!current || current.status !== "pending") {
      await convo.reply(await showNext(owner, now, zoe.timeZone, t(owner.locale, "drafts.notWaiting")));
      return;
    }
    const pending = await queue.pending(now);
    const left = Math.max(0, pending.filter((p) => p.id !== current.id).length);
    await convo.reply(draftCard(current, left, now, zoe.timeZone, result.ok ? t(owner.locale, "drafts.newTake") : t(owner.locale, result.why, result.vars), owner.locale));
  }

  async function skip(ctx: ButtonContext, d: Draft): Promise<void> {
    const { zoe, owner, convo, event } = ctx;
    const skipped = await draftQueue(owner).markSkipped(d.id, ctx.now);
    if (!skipped) {
      await convo.ack(t(owner.locale, "drafts.notWaiting"));
      return;
    }
    await convo.ack(t(owner.locale, "drafts.skipped"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    await convo.reply(await showNext(owner, zoe.clock.now(), zoe.timeZone, t(owner.locale, "drafts.skipped")));
  }

  async function onButton(ctx: ButtonContext): Promise<void> {
    const { owner, convo, event, now } = ctx;
    const parsed = parseDraftData(ctx.payload);
    if (!parsed) {
      await convo.ack(t(owner.locale, "ack.expired"));
      return;
    }
    const l = owner.locale;
    const d = await draftQueue(owner).get(parsed.id);
    const gone = !d ? t(l, "drafts.gone") : d.status !== "pending" ? t(l, ALREADY[d.status]) : isExpired(d, now) ? t(l, "drafts.expired") : null;
    if (gone || !d) {
      await convo.ack(gone ?? t(l, "drafts.gone"));
      if (event.messageId) await convo.clearButtons(event.messageId);
      return;
    }
    await remember(owner, now, `[pressed ${parsed.action} on draft ${d.id}]`);
    if (parsed.action === "post") await post(ctx, d);
    else if (parsed.action === "regen") await regen(ctx, d);
    else await skip(ctx, d);
  }

  return {
    commands: [
      {
        name: "drafts",
        description: "Review the post drafts I wrote for you",
        async run({ zoe, owner, convo, now }) {
          const queue = draftQueue(owner);
          await queue.expire(now);
          const l = owner.locale;
          const offline = !deps.model;
          const pending = await queue.pending(now);
          const first = pending[0];
          if (!first) {
            await convo.reply({ text: t(l, offline ? "drafts.offlineNone" : "drafts.none") });
            return;
          }
          await convo.reply(draftCard(first, pending.length - 1, now, zoe.timeZone, offline ? t(l, "drafts.offlineEarlier") : null, l));
        },
      },
    ],
    buttons: [{ prefix: DRAFTS_PREFIX, run: onButton }],
  };
}
