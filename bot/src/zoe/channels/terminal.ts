/**
 * The terminal channel: ZOE as the owner's chat on stdin/stdout, the embedded default a newcomer
 * sees first. Same core, same commands; buttons are shown as numbered choices and a bare number
 * presses one (or, when it is no choice's number, the choice labelled with that hour: "16" for "16:00"; an hour
 * from 13 to 23 no choice names goes to ZOE as text).
 * Must never: write logs into the chat stream (logs go to stderr).
 */
import readline from "node:readline";
import type { Clock } from "../base/clock.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { cleanIncomingText } from "./clean-text.ts";
import type { Address } from "./address.ts";
import type { Button, Channel, Conversation, InboundHandler, OutMessage, Sent } from "./types.ts";

/** The hour of a choice labelled as a clock time ("16:00" -> 16), or null. */
const clockHour = (label: string): number | null => {
  const m = /^(\d{2}):\d{2}$/.exec(label.trim());
  return m ? Number(m[1]) : null;
};

/** The terminal's one owner: whoever sits at the keyboard. */
export const TERMINAL_OWNER = "local";
/** The terminal's one chat. */
const CHAT = "local";

export interface TerminalChannelOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  clock: Clock;
  /** Printed once the channel is live. */
  banner?: string;
  /** Called when the input ends (Ctrl-D). */
  onClose?: () => void;
  /** The owner's language now (the prompt and the channel's own words follow it). Default English. */
  locale?: () => Locale;
}

export class TerminalChannel implements Channel {
  readonly name = "terminal";
  /** The one chat every message of this channel is in. */
  readonly address: Address = { channel: this.name, chat: CHAT };
  private rl: readline.Interface | null = null;
  private seq = 0;
  /**
   * The numbered choices on screen, each with the message that carried it (null: cleared, its number kept), and
   * how many times they were numbered anew. A push that lands while choices wait (a reminder under "which one?")
   * numbers its buttons after theirs, so both stay pressable by the numbers shown; a reply numbers from 1.
   */
  private choices: { entries: Array<{ button: Button; messageId: string } | null>; version: number } | null = null;
  private choiceVersion = 0;
  private queue: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private closed = false;
  /** Lines read so far, empty ones included (an input that ends with none was no chat). */
  linesRead = 0;

  constructor(private readonly opts: TerminalChannelOptions) {}

  private print(msg: OutMessage, messageId: string, pushed = false): void {
    const text = msg.text.replace(/\*\*(.+?)\*\*/g, "$1");
    let out = `\nzoe> ${text.split("\n").join("\n     ")}\n`;
    const flat = msg.buttons?.flat() ?? [];
    if (flat.length) {
      const after = pushed && this.inFlight === 0 && this.choices?.entries.some((e) => e !== null) ? this.choices : null;
      const from = after?.entries.length ?? 0;
      out += `     ${flat.map((b, i) => `[${from + i + 1}] ${b.label}`).join("  ")}\n`;
      const added = flat.map((button) => ({ button, messageId }));
      this.choices = after ? { entries: [...after.entries, ...added], version: after.version } : { entries: added, version: ++this.choiceVersion };
    }
    this.opts.output.write(out);
  }

  /** Every owner of a terminal ZOE is the person at the keyboard: one chat for all. */
  addressOf(): Address {
    return this.address;
  }

  async send(_to: Address, msg: OutMessage): Promise<Sent> {
    const messageId = String(++this.seq);
    this.print(msg, messageId, true);
    this.prompt();
    return { messageId };
  }

  private get locale(): Locale {
    return this.opts.locale?.() ?? "en";
  }

  /** Re-draw the prompt, unless the input has ended: Node 22+ throws ERR_USE_AFTER_CLOSE on a closed
   * interface, and a reply that lands after Ctrl-D (or a piped script's last line) must not crash. */
  private prompt(): void {
    this.rl?.setPrompt(`${t(this.locale, "term.you")}> `);
    if (this.closed) return;
    this.rl?.prompt(true);
  }

  async start(handler: InboundHandler): Promise<void> {
    const rl = readline.createInterface({ input: this.opts.input, output: this.opts.output, terminal: false, prompt: "you> " });
    this.rl = rl;
    if (this.opts.banner) this.opts.output.write(`${this.opts.banner}\n`);
    this.prompt();
    const convoFor = (): Conversation => ({
      reply: async (msg) => {
        const messageId = String(++this.seq);
        this.print(msg, messageId);
        return { messageId };
      },
      typing: () => () => undefined,
      ack: async (text) => {
        if (text) this.opts.output.write(`     (${text})\n`);
      },
      clearButtons: async (messageId) => {
        if (!this.choices) return;
        const entries = this.choices.entries.map((e) => (e?.messageId === messageId ? null : e));
        this.choices = entries.some((e) => e !== null) ? { ...this.choices, entries } : null;
      },
      // A terminal cannot change what it printed: the message is printed again, its numbers the ones that count.
      edit: async (messageId, msg) => this.print(msg, messageId),
    });
    rl.on("line", (line) => {
      this.linesRead++;
      const text = cleanIncomingText(line).trim();
      if (!text) return this.prompt();
      const at = this.opts.clock.now();
      const messageId = String(++this.seq);
      // A bare number presses one of the choices on screen when it was typed; when new ones came up
      // before its turn (typed ahead while ZOE was still answering "I'll call the bank at 3", or a
      // reminder landed), it may mean either, so it presses nothing and says so.
      const seen = this.choices?.version ?? null;
      const turn = async (): Promise<void> => {
        const n = /^\d{1,2}$/.test(text) ? Number(text) : 0;
        if (n > 0 && this.choices && this.choices.version !== seen) {
          this.opts.output.write(`\nzoe> ${t(this.locale, "term.choicesChanged", { n: text })}\n`);
          return;
        }
        // "16" to "[1] 16:00 [2] 04:00": no button 16, but the choice labelled with that hour.
        const live = (this.choices?.entries ?? []).filter((e) => e !== null);
        const byHour = n > 0 && !this.choices?.entries[n - 1] ? live.filter((e) => clockHour(e.button.label) === n) : [];
        const choice = n > 0 ? (this.choices?.entries[n - 1] ?? (byHour.length === 1 ? byHour[0] : undefined)) : undefined;
        // An hour no choice names ("16" after a reminder's [1] Done [2] Snooze) is said to ZOE: no one counts buttons to 13.
        const anHour = n >= 13 && n <= 23 && !choice;
        if (/^\d{1,2}$/.test(text) && !choice && !anHour) {
          // A bare number is meant as a button press: say there is none, rather than chat about "3".
          const count = this.choices?.entries.length ?? 0;
          this.opts.output.write(`\nzoe> ${count ? t(this.locale, "term.noButton", { n: text, count }) : t(this.locale, "term.noButtons", { n: text })}\n`);
          return;
        }
        const event = choice
          ? { kind: "button" as const, userId: TERMINAL_OWNER, address: this.address, at, data: choice.button.data, messageId: choice.messageId }
          : { kind: "text" as const, userId: TERMINAL_OWNER, address: this.address, at, text, messageId };
        await handler(event, convoFor());
      };
      this.inFlight++;
      // One message at a time, in order, as a chat would.
      this.queue = this.queue
        .then(turn)
        .catch((err: unknown) => {
          this.opts.output.write(`(error: ${(err as Error).message})\n`);
        })
        .finally(() => {
          this.inFlight--;
          this.prompt();
        });
    });
    rl.on("close", () => {
      this.closed = true;
      void this.queue.then(() => this.opts.onClose?.());
    });
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.rl?.close();
    await this.queue;
  }

  /** Resolves when every line read so far has been answered (the CLI waits for it when the input ends). */
  async idle(): Promise<void> {
    while (this.inFlight > 0) await this.queue;
  }
}
