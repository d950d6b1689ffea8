/**
 * One owner's private state, in its own folder under ZOE_HOME: memory blocks and turns, threads,
 * goals, settings, pushes, job claims. Nothing crosses between owners.
 * Must never: create state for anyone who is not an owner.
 */
import path from "node:path";
import { detectLocale, type Locale } from "./locale.ts";
import { GoalStore } from "./goals.ts";
import type { Logger } from "./shell/log.ts";
import { Inbox } from "./inbox.ts";
import { Memory } from "./memory.ts";
import { PushLog } from "./gate/pushes.ts";
import { SettingsStore } from "./gate/settings.ts";
import type { RecoveryEvent } from "./storage/json-file.ts";
import { Sentinels } from "./storage/sentinel.ts";
import { ThreadStore } from "./threads.ts";

/** Owner ids become folder names; only digits (Telegram) or the terminal's "local". */
export function ownerDir(home: string, ownerId: string): string {
  if (!/^(\d{1,15}|local)$/.test(ownerId)) throw new Error(`not an owner id: ${ownerId}`);
  return path.join(home, "owners", ownerId);
}

/** Exclusive claims as the scheduler uses them: files (Sentinels) or the database (PgClaims, with leases). */
export interface Claims {
  /** Claim `key`; with `leaseMs` (database only) an uncompleted claim can be taken over after it runs out. */
  claim(key: string, at: Date, leaseMs?: number): Promise<boolean>;
  has(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
  cleanup(now: Date, maxAgeMs: number): Promise<number>;
  /** The work behind a leased claim is done (absent: claims never expire). */
  complete?(key: string): Promise<void>;
  /** When a held, uncompleted lease runs out, or null. */
  leaseEnd?(key: string): Promise<Date | null>;
}

export class OwnerContext {
  readonly memory: Memory;
  readonly threads: ThreadStore;
  readonly goals: GoalStore;
  readonly settings: SettingsStore;
  readonly pushes: PushLog;
  readonly sentinels: Claims;
  /** Owner messages and button presses received but not yet answered (inbox.ts). */
  readonly inbox: Inbox;
  /** Things the owner must be told once (e.g. a state file was recovered), sent before the next reply. */
  readonly notices: string[] = [];
  /** The language last seen in the owner's messages (only used when no locale is configured). */
  private seenLocale: Locale | null = null;

  constructor(
    readonly id: string,
    readonly dir: string,
    readonly logger: Logger,
    /** ZOE_LOCALE (or LANG/LC_ALL): null means "detect it from each message". */
    readonly configuredLocale: Locale | null = null,
    claims?: Claims,
  ) {
    const onRecovery = (e: RecoveryEvent) => {
      const name = path.basename(e.file);
      this.notices.push(
        e.restoredFromBackup
          ? `Heads-up: my ${name} was damaged, so I restored the last good copy. The damaged file is kept as ${path.basename(e.movedTo ?? name)}.`
          : `Heads-up: my ${name} was damaged and had no good backup, so it starts empty. The damaged file is kept as ${path.basename(e.movedTo ?? name)}.`,
      );
    };
    this.memory = new Memory(dir, logger, onRecovery);
    this.threads = new ThreadStore(dir, logger, onRecovery);
    this.goals = new GoalStore(dir, logger, onRecovery);
    this.settings = new SettingsStore(dir, logger, onRecovery);
    this.pushes = new PushLog(dir, logger, onRecovery);
    this.sentinels = claims ?? new Sentinels(path.join(dir, "claims"));
    this.inbox = new Inbox(dir, logger, onRecovery);
  }

  /** The language ZOE speaks to this owner: the configured one, else the one last detected, else English. */
  get locale(): Locale {
    return this.configuredLocale ?? this.seenLocale ?? "en";
  }

  /** Note the language of an owner's message (when none is configured); returns the locale in force. */
  noteMessage(text: string): Locale {
    if (this.configuredLocale) return this.configuredLocale;
    this.seenLocale = detectLocale(text, this.locale);
    return this.seenLocale;
  }
}

/** Lazily opened owner contexts. */
export class Owners {
  private readonly map = new Map<string, OwnerContext>();

  constructor(
    readonly home: string,
    private readonly logger: Logger,
    private readonly locale: Locale | null = null,
    /** Where claims live when not in the owner's folder (the database, shared by instances). */
    private readonly claimsFor?: (ownerId: string) => Claims,
  ) {}

  get(ownerId: string): OwnerContext {
    let ctx = this.map.get(ownerId);
    if (!ctx) {
      ctx = new OwnerContext(ownerId, ownerDir(this.home, ownerId), this.logger.child({ owner: ownerId }), this.locale, this.claimsFor?.(ownerId));
      this.map.set(ownerId, ctx);
    }
    return ctx;
  }
}
