/**
 * Post drafts: silent drafting, the daily notice, /drafts with Post, Regen and Skip, and
 * publishing. What the runtime wires in.
 * Must never: grow logic of its own; it only re-exports.
 */
export { draftsFeature, type DraftsFeatureDeps, DRAFTS_PREFIX, draftCard, draftButtons, parseDraftData } from "./commands.ts";
export {
  DEFAULT_DRAFTS_PER_DAY,
  DRAFT_TTL_MS,
  type Draft,
  DraftQueue,
  draftQueue,
  MAX_DRAFTS_PER_DAY,
  MAX_RESENDS,
  pendingDrafts,
} from "./drafts-queue.ts";
export { generateDraft, regenerateDraft, gatherMaterial, materialText, DRAFT_TOOL } from "./generate.ts";
export { draftJobs, draftNoticeJob, draftTimes, draftWriteJob, DRAFTS_NOTICE_JOB, DRAFTS_WRITE_JOB, noticeText, type DraftJobsDeps } from "./jobs.ts";
export { publishToWebhook, type PublishResult } from "./publish.ts";
