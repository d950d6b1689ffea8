/**
 * One conversational turn: the durable inbox, the concierge (prompt, model, operations,
 * reply), media and the photos the model is shown, offline intents and the first commands (/start, /help, /memory). Other folders
 * use only what this index exports.
 * Must never: treat text the owner did not type as the owner's instruction.
 */
export { basics } from "./commands.ts";
export { commandAskedFor, type AskedCommand } from "./offline-intents.ts";
export { Concierge, type ConciergeDeps, type ConciergeHooks, type TurnInput, type TurnResult, TurnStoppedError } from "./concierge.ts";
export { earlierReplies, Inbox, type InboxEntry, isMissed, loadEvent, PositionSchema, type StoredEvent, storedPosition, storeEvent } from "./inbox.ts";
export { removeSecrets, SECRET_PLACEHOLDER } from "./secrets.ts";
export { attachmentEvidence, attachmentLabel, mediaAnswer } from "./media.ts";
export { checkPhoto, type FileFetcher, isFetchablePhoto, lookAtPhoto, MAX_PHOTO_BYTES, type PhotoLook, sniffImageType } from "./photo.ts";
export { buildPrompt, evidence } from "./prompt.ts";
export { ASK_WINDOW_MS, asksToAct, authority, type Authority, commandShape, FORWARD_BUTTON, forwardButtonData, forwardedCommand, ownCommand } from "./authorship.ts";
export { type OnScreen, reaskAfterAside, typedChoice, TYPED_CHOICE_MS, yesToWhich } from "./typed-choice.ts";
