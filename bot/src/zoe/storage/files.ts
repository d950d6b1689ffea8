/**
 * The `files` backend, ZOE's default: one folder per space (`<home>/owners/<id>/` per owner,
 * `<home>/` for the shared space), a document is `<name>.json` (JsonFile: lock, atomic write,
 * last committed copy, recovery), a log `<name>.jsonl`, claims a folder of exclusive-create files,
 * texts a folder of Markdown files the owner may edit. Recovery notices are kept in
 * `notices.json` in the space's folder until delivered.
 * Must never: be constructed outside the composition root (storage/index.ts) and tests, hand
 * a path to a store except as an owner-facing location (`TextDocuments.locate`), or use a symbolic
 * link planted below the home (each store refuses one: no-symlinks.ts).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import type { Logger } from "../base/log.ts";
import { JsonFile, type RecoveryEvent } from "./json-file.ts";
import { JsonlLog } from "./jsonl.ts";
import type { AppendLog, Claims, Document, DocumentSpec, LogSpec, Notices, RecoveryNotice, Space, Storage, TextDocuments } from "./port.ts";
import { Sentinels } from "./sentinel.ts";
import { TextCache, updateText } from "./text-file.ts";

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checkName(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a storage name: ${name}`);
  return name;
}

export const RecoveryNoticeSchema = z.object({
  id: z.string(),
  at: z.string(),
  document: z.string(),
  label: z.string(),
  keptAs: z.string().nullable(),
  restored: z.boolean(),
  reason: z.string(),
});
const NoticesFileSchema = z.object({ version: z.literal(1), notices: z.array(RecoveryNoticeSchema) });
type NoticesFile = z.infer<typeof NoticesFileSchema>;

/** One folder's worth of state. */
export class FilesSpace implements Space {
  private readonly docs = new Map<string, JsonFile<unknown>>();
  private readonly logs = new Map<string, JsonlLog<unknown>>();
  private readonly textDocs = new Map<string, TextDocuments>();
  private readonly claimSets = new Map<string, Claims>();
  private readonly noticeFile: JsonFile<NoticesFile>;
  readonly notices: Notices;

  constructor(
    readonly dir: string,
    private readonly logger: Logger,
    /** Told of every recovery as it happens, besides the persisted notice (logs, counters). */
    private readonly onRecovery?: (n: RecoveryNotice) => void,
    /** The storage's home: below it, no file or folder ZOE uses may be a symbolic link (no-symlinks.ts). */
    private readonly root: string = dir,
  ) {
    this.noticeFile = new JsonFile({
      path: path.join(dir, "notices.json"),
      root,
      schema: NoticesFileSchema,
      initial: () => ({ version: 1 as const, notices: [] }),
      logger,
      pretty: true,
      // A damaged notices file is logged by JsonFile itself; a notice about it would go into it.
    });
    const file = this.noticeFile;
    this.notices = {
      pending: async () => (await file.read()).notices,
      delivered: async (ids) => {
        if (!ids.length) return;
        const gone = new Set(ids);
        await file.update((v) => void (v.notices = v.notices.filter((n) => !gone.has(n.id))));
      },
    };
  }

  private async recovered(name: string, e: RecoveryEvent): Promise<void> {
    const notice: RecoveryNotice = {
      id: randomUUID(),
      at: new Date().toISOString(),
      document: name,
      label: path.basename(e.file),
      keptAs: e.movedTo ? path.basename(e.movedTo) : null,
      restored: e.restoredFromBackup,
      reason: e.reason,
    };
    try {
      await this.noticeFile.update((v) => void v.notices.push(notice));
    } catch (err) {
      this.logger.error({ err, event: "notice_not_persisted" }, "could not keep a recovery notice");
    }
    this.onRecovery?.(notice);
  }

  document<T>(spec: DocumentSpec<T>): Document<T> {
    const name = checkName(spec.name);
    let f = this.docs.get(name) as JsonFile<T> | undefined;
    if (!f) {
      f = new JsonFile<T>({
        path: path.join(this.dir, `${name}.json`),
        schema: spec.schema,
        initial: spec.initial,
        logger: this.logger,
        pretty: spec.pretty ?? false,
        hot: spec.hot ?? false,
        root: this.root,
        onRecovery: (e) => this.recovered(name, e),
      });
      this.docs.set(name, f as JsonFile<unknown>);
    }
    return f;
  }

  log<T>(spec: LogSpec<T>): AppendLog<T> {
    const name = checkName(spec.name);
    let l = this.logs.get(name) as JsonlLog<T> | undefined;
    if (!l) {
      l = new JsonlLog<T>(path.join(this.dir, `${name}.jsonl`), spec.schema, { durable: spec.durable ?? false, root: this.root });
      this.logs.set(name, l as JsonlLog<unknown>);
    }
    return l;
  }

  claims(name: string): Claims {
    checkName(name);
    let c = this.claimSets.get(name);
    if (!c) this.claimSets.set(name, (c = new Sentinels(path.join(this.dir, name), this.root)));
    return c;
  }

  texts(name: string): TextDocuments {
    checkName(name);
    let t = this.textDocs.get(name);
    if (!t) {
      const folder = path.join(this.dir, name);
      const cache = new TextCache();
      const locate = (doc: string) => path.join(folder, `${checkName(doc)}.md`);
      t = {
        locate,
        read: (doc, fallback = "") => cache.read(locate(doc), fallback),
        update: (doc, fn, fallback = "") => updateText(locate(doc), fn, fallback, this.logger, this.root),
      };
      this.textDocs.set(name, t);
    }
    return t;
  }
}

/** Owner ids become folder names; only digits (Telegram) or the terminal's "local". */
export function ownerDir(home: string, ownerId: string): string {
  if (!/^(\d{1,15}|local)$/.test(ownerId)) throw new Error(`not an owner id: ${ownerId}`);
  return path.join(home, "owners", ownerId);
}

/** The files backend rooted at `home`. */
export function filesStorage(home: string, logger: Logger, onRecovery?: (ownerId: string | null, n: RecoveryNotice) => void): Storage {
  const spaces = new Map<string, FilesSpace>();
  const shared = new FilesSpace(home, logger, onRecovery && ((n) => onRecovery(null, n)), home);
  return {
    kind: "files",
    location: home,
    shared,
    owner(ownerId) {
      let s = spaces.get(ownerId);
      if (!s) spaces.set(ownerId, (s = new FilesSpace(ownerDir(home, ownerId), logger.child({ owner: ownerId }), onRecovery && ((n) => onRecovery(ownerId, n)), home)));
      return s;
    },
  };
}
