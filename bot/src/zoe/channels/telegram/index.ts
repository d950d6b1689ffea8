/**
 * The Telegram channel's door. The shell loads it on demand (a dynamic import of this file, so a
 * ZOE without a bot token never loads grammY); the rest of ZOE names only the types below.
 * Must never: be imported for more than its types by a production module outside this folder,
 * except through a dynamic import (else every ZOE loads grammY; __tests__/layers.test.ts lists
 * this file among those loaded lazily).
 */
export { createTelegramChannel, type TelegramChannel, type TelegramChannelOptions } from "./channel.ts";
export { type UpdateLedger } from "./dedupe.ts";
export { type TurnGate } from "./intake.ts";
export { TelegramBlockedError } from "./send.ts";
