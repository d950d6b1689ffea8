/**
 * One owner's private state, in its own storage space (a folder under ZOE_HOME on the files
 * backend): memory blocks and turns, threads, goals, settings, pushes, job claims. Nothing crosses
 * between owners. The backend is chosen by the composition root; this module only asks the
 * owner's space for the stores it needs.
 * Must never: create state for anyone who is not an owner, or build a store itself.
 */
import { t } from "./lang/index.ts";
import { guessLocale, namesLocale, sharedGreetingOf, switchLocale, type Locale } from "./lang/index.ts";
import { GoalStore } from "./goals/index.ts";
import type { Logger } from "./base/log.ts";
import { Inbox } from "./conversation/index.ts";
import { PushJournal } from "./schedule/index.ts";
import { Memory } from "./memory/index.ts";
import { PushLog } from "./tick/index.ts";
import { OwnerSettingsStore } from "./settings/index.ts";
import type { Claims, RecoveryNotice, Space, Storage } from "./storage/index.ts";
import { ThreadStore } from "./threads/index.ts";

/** What the owner is told about a repaired store, in their language. */
export function recoveryText(n: RecoveryNotice, locale: Locale = "en"): string {
  const kept = n.keptAs ? t(locale, "recovery.kept", { file: n.keptAs }) : "";
  if (n.restored) return t(locale, "recovery.restored", { label: n.label, kept });
  return t(locale, n.document === "drafts" ? "recovery.emptyDrafts" : "recovery.empty", { label: n.label, kept });
}

/** Exclusive claims as the scheduler uses them (the port's; the database adds leases). */
export type { Claims } from "./storage/index.ts";

export class OwnerContext {
  readonly memory: Memory;
  readonly threads: ThreadStore;
  readonly goals: GoalStore;
  readonly settings: OwnerSettingsStore;
  readonly pushes: PushLog;
  readonly sentinels: Claims;
  /** Owner messages and button presses received but not yet answered (conversation/inbox.ts). */
  readonly inbox: Inbox;
  /** Scheduled pushes noted before and after they go out (schedule/push-journal.ts). */
  readonly pushJournal: PushJournal;
  /**
   * Things the owner must be told once that live only in this process (a calendar failing in
   * quiet mode), sent before the next reply. Recovery notices are kept by the storage instead
   * (`pendingNotices`), so they survive a restart.
   */
  readonly notices: string[] = [];
  /**
   * The language detected in the owner's messages (only used when no locale is configured); kept
   * in the owner's settings so a restart speaks it too (`restoreLocale`).
   */
  private seenLocale: Locale | null = null;
  /** The first messages named no language ("hallo", "hey"): the next that names one decides as a first would (in memory). */
  private tentative = false;
  private localeRestored: Promise<void> | null = null;

  constructor(
    readonly id: string,
    /** This owner's storage space: every store of this owner is built on it. */
    readonly storage: Space,
    readonly logger: Logger,
    /** ZOE_LOCALE (or LANG/LC_ALL): null means "detect it from each message". */
    readonly configuredLocale: Locale | null = null,
    claims?: Claims,
    /** The language of the owner's region (lang `localeOfRegion`): a first greeting it shares ("hallo") is answered in it. */
    readonly regionLocale: Locale | null = null,
  ) {
    this.memory = new Memory(storage);
    this.threads = new ThreadStore(storage);
    this.goals = new GoalStore(storage);
    this.settings = new OwnerSettingsStore(storage);
    this.pushes = new PushLog(storage);
    this.sentinels = claims ?? storage.claims("claims");
    this.inbox = new Inbox(storage);
    this.pushJournal = new PushJournal(storage);
  }

  /**
   * Everything the owner has not been told yet, oldest first: persisted recovery notices (with
   * their ids, to mark them delivered once sent) and this process's notices.
   */
  async pendingNotices(): Promise<Array<{ text: string; id: string | null }>> {
    await this.restoreLocale();
    const stored = (await this.storage.notices.pending()).map((n) => ({ text: recoveryText(n, this.locale), id: n.id as string | null }));
    return [...stored, ...this.notices.map((text) => ({ text, id: null }))];
  }

  /**
   * Read every store this context holds, so damage is found (and a notice kept) at start rather
   * than on first use; also moves closed threads of an older store to the archive.
   */
  async open(): Promise<void> {
    await this.threads.migrate();
    await this.goals.migrate();
    await Promise.all([this.memory.recentTurns(), this.restoreLocale(), this.pushes.all()]);
  }

  /**
   * Read the language detected before a restart from the owner's settings (once; a failed read is
   * tried again next time). ZOE_LOCALE, when set, wins and nothing is read.
   */
  restoreLocale(): Promise<void> {
    if (this.configuredLocale) return Promise.resolve();
    this.localeRestored ??= this.settings.get().then(
      (s) => {
        this.seenLocale ??= s.locale;
      },
      (err: unknown) => {
        this.localeRestored = null;
        throw err;
      },
    );
    return this.localeRestored;
  }

  /** The language ZOE speaks to this owner: the configured one, else the one last detected, else English. */
  get locale(): Locale {
    return this.configuredLocale ?? this.seenLocale ?? "en";
  }

  /**
   * The owner chose the language ZOE speaks (the console's setting): kept in the owner's settings
   * like a detected one, so a restart speaks it; a later message in another language may still
   * switch it (on clear evidence, as always). False when ZOE_LOCALE fixes the language.
   */
  async chooseLocale(locale: Locale): Promise<boolean> {
    if (this.configuredLocale) return false;
    await this.restoreLocale();
    this.seenLocale = locale;
    await this.settings.update((s) => {
      s.locale = locale;
    });
    return true;
  }

  /**
   * Note the language of an owner's message (when none is configured): it changes the language
   * ZOE speaks only on clear evidence (lang/locale.ts `switchLocale`), and a change is saved in the
   * owner's settings. Returns the locale in force.
   */
  async noteMessage(text: string): Promise<Locale> {
    if (this.configuredLocale) return this.configuredLocale;
    await this.restoreLocale();
    // The first message with words decides on its best guess, English included: an owner who
    // starts in Italian ("Oggi chiamo il dentista") is not held to English until a sentence gives
    // two marker words; after that, only clear evidence changes it. A first message that names no
    // language ("hallo", "ok") decides nothing: the next one that names a language decides as a first
    // would; a greeting the region's language shares ("hallo" in Berlin or Amsterdam) is answered in it.
    const first = this.seenLocale === null || this.tentative;
    const names = namesLocale(text);
    const region = this.regionLocale && sharedGreetingOf(text, this.regionLocale) ? this.regionLocale : null;
    const next = first ? guessLocale(text, region ?? this.seenLocale ?? "en") : switchLocale(text, this.locale);
    if (first) this.tentative = !names;
    if (this.seenLocale === null || next !== this.locale) {
      this.seenLocale = next;
      await this.settings.update((s) => {
        s.locale = next;
      });
    }
    return this.locale;
  }
}

/** Lazily opened owner contexts, each on its space of one storage backend. */
export class Owners {
  private readonly map = new Map<string, OwnerContext>();

  constructor(
    readonly storage: Storage,
    private readonly logger: Logger,
    /** ZOE_LOCALE (or LANG/LC_ALL) for every owner; null: detected per owner. */
    readonly locale: Locale | null = null,
    /** Where claims live when not in the owner's folder (the database, shared by instances). */
    private readonly claimsFor?: (ownerId: string) => Claims,
    /** The language of the owners' region (ZOE_REGION, else ZOE_TZ's): a first greeting it shares ("hallo") is answered in it. */
    readonly regionLocale: Locale | null = null,
  ) {}

  get(ownerId: string): OwnerContext {
    let ctx = this.map.get(ownerId);
    if (!ctx) {
      ctx = new OwnerContext(ownerId, this.storage.owner(ownerId), this.logger.child({ owner: ownerId }), this.locale, this.claimsFor?.(ownerId), this.regionLocale);
      this.map.set(ownerId, ctx);
    }
    return ctx;
  }
}
