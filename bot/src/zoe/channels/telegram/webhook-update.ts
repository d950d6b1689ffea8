/**
 * What a Telegram webhook delivery is to ZOE, shared by the HTTP listener (shell/http.ts, which
 * parses it) and the Telegram channel (which handles it), so the channel never imports the shell.
 * Must never: hold behaviour; these are the boundary's shapes only.
 */
import { z } from "zod";

/** The least an update must be: an object with an integer update_id (the rest is grammY's). */
export const WebhookUpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>;

/** What the webhook route does with an authenticated, well-formed update. */
export type WebhookOutcome =
  /** Handled now, or already handled before (a retry): Telegram may forget it. */
  | "handled"
  /** Another instance is handling it right now: Telegram should retry later. */
  | "busy"
  /** This instance is starting or stopping and serves no updates: Telegram should retry later (another instance, or this one once up). */
  | "unavailable"
  /**
   * Its handling failed before anything of it was kept to finish later (the database refused the
   * inbox, an owner lock could not be had): Telegram should deliver it again.
   */
  | "failed";
