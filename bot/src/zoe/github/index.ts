/**
 * GitHub and CI events as triggers: a repository's (or organisation's) webhook points at ZOE's
 * listener; each delivery is verified (X-Hub-Signature-256, constant time), de-duplicated by
 * X-GitHub-Delivery, queued durably and acknowledged (webhook.ts), then handled by a scheduler job
 * (trigger.ts) through pure rules (rules.ts) into candidates for the reasoning tick: a red default
 * branch after the owner's push, a review waiting on the owner, a merged pull request or closed
 * issue that may finish an open thread ("is this done?").
 * Must never: let an event's text (titles, commit messages) change state or reach the model
 * outside an evidence block, or speak except through the tick.
 * Other folders use only what this index exports.
 */
export { cleanText, type GithubEvent, GithubEventSchema, normalize, READ_EVENTS } from "./events.ts";
export { CLOSURE_MS, fold, githubCandidates, type GithubCandidateInput, namesThread, prune, REVIEW_WAIT_MS } from "./rules.ts";
export { SIGNATURE_HEADER, signatureOf, verifySignature } from "./signature.ts";
export { emptyGithubState, GITHUB_DOC, type GithubState, GithubStateSchema } from "./state.ts";
export { GITHUB_JOB, GithubTrigger, type GithubTriggerOptions } from "./trigger.ts";
export { type DeliveryAnswer, type DeliveryRequest, GITHUB_WEBHOOK_PATH, githubDocument, GithubWebhook, type GithubWebhookOptions, MAX_DELIVERY_BYTES } from "./webhook.ts";
