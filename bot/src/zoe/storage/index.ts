/**
 * Choosing a backend: the composition root (shell/runtime.ts, the replay harness, the benchmarks)
 * calls `openStorage` once and hands each owner its space; no other module builds a store.
 * Must never: pick a backend anywhere but a composition root.
 */
import type { Logger } from "../base/log.ts";
import { filesStorage } from "./files.ts";
export { compactJournals } from "./json-file.ts";
import { memoryStorage } from "./memory.ts";
import type { BackendKind, RecoveryNotice, Storage } from "./port.ts";
import type { Database } from "./postgres/database.ts";
import { postgresStorage } from "./postgres/space.ts";

export type { AppendLog, BackendKind, Claims, Document, DocumentSpec, LogSpec, Notices, RecoveryNotice, Space, Storage, TextDocuments } from "./port.ts";

export interface StorageOptions {
  kind: BackendKind;
  /** The files backend's folder (ZOE_HOME). */
  home: string;
  logger: Logger;
  /** Told of each recovery as it happens (besides the persisted notice). */
  onRecovery?: (ownerId: string | null, notice: RecoveryNotice) => void;
  /** The postgres backend's open database (ZOE_DATABASE_URL) and this instance's name. */
  database?: Database;
  instance?: string;
}

export function openStorage(opts: StorageOptions): Storage {
  switch (opts.kind) {
    case "files":
      return filesStorage(opts.home, opts.logger, opts.onRecovery);
    case "memory":
      return memoryStorage();
    case "postgres":
      if (!opts.database) throw new Error("the postgres backend needs an open database");
      return postgresStorage(opts.database, opts.instance ?? `pid:${process.pid}`);
  }
}
export { writeFileAtomic } from "./atomic-write.ts";
export { isStorageUnavailable } from "./unavailable.ts";
export { setDurability } from "./durability.ts";
export { processAlive } from "./file-lock.ts";
export { type FilesReadReport, moveStateAside, readFilesState, writeFilesState } from "./files-snapshot.ts";
export type { Database } from "./postgres/database.ts";
export { clearPostgresState, ownersWithState } from "./postgres/snapshot.ts";
export { postgresStorage, SHARED_OWNER } from "./postgres/space.ts";
export { isEmptySnapshot, snapshotCounts, snapshotDifferences, type StateSnapshot } from "./snapshot.ts";
export { type ArchiveRecord, archiveRecordSchema, fromArchive, HotArchive, type HotArchiveSpec, type HotDocument, hotDocumentSchema, idTaken } from "./hot-archive.ts";
