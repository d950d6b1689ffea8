/**
 * The storage port on PostgreSQL: each owner's space (and the shared one) as rows keyed by owner
 * in the tables of migrations.ts: documents, logs, claims (with leases), texts. Chosen by the
 * composition root when ZOE_DATABASE_URL is set; the stores above it do not change.
 * Recovery notices are a `notices` document: PostgreSQL itself repairs nothing, but notices copied
 * from a files installation by `zoe migrate` are delivered as they would have been there.
 * Must never: let one owner's rows be read through another's space, or repair a damaged row
 * silently (it is refused with CorruptRecordError; PostgreSQL itself keeps rows intact).
 */
import { z } from "zod";
import { RecoveryNoticeSchema } from "../files.ts";
import type { AppendLog, Claims, Document, DocumentSpec, LogSpec, Notices, Space, Storage, TextDocuments } from "../port.ts";
import type { Database } from "./database.ts";
import { PgClaims, PgDocument, PgLog, PgText } from "./stores.ts";

/** The owner key of the shared space (owner ids are digits or "local", so it cannot collide). */
export const SHARED_OWNER = "_shared";

/** The files backend's `notices.json` format, so a migrated notice reads the same here. */
const NoticesSchema = z.object({ version: z.literal(1), notices: z.array(RecoveryNoticeSchema) });

class PgSpace implements Space {
  readonly notices: Notices;
  constructor(
    private readonly db: Database,
    private readonly owner: string,
    private readonly instance: string,
  ) {
    const doc = new PgDocument(db, owner, "notices", NoticesSchema, () => ({ version: 1 as const, notices: [] }));
    this.notices = {
      pending: async () => (await doc.read()).notices,
      delivered: async (ids) => {
        if (!ids.length) return;
        const gone = new Set(ids);
        await doc.update((v) => void (v.notices = v.notices.filter((n) => !gone.has(n.id))));
      },
    };
  }

  document<T>(spec: DocumentSpec<T>): Document<T> {
    return new PgDocument(this.db, this.owner, spec.name, spec.schema, spec.initial);
  }

  log<T>(spec: LogSpec<T>): AppendLog<T> {
    return new PgLog(this.db, this.owner, spec.name, spec.schema);
  }

  claims(name: string): Claims {
    return new PgClaims(this.db, this.owner, this.instance, `${name}/`);
  }

  texts(name: string): TextDocuments {
    const { db, owner } = this;
    return {
      read: (doc, fallback = "") => new PgText(db, owner, `${name}/${doc}`).read(fallback),
      update: (doc, fn, fallback = "") => new PgText(db, owner, `${name}/${doc}`).update(fn, fallback),
      locate: (doc) => `table zoe_texts, owner ${owner}, name ${name}/${doc}`,
    };
  }
}

/** The PostgreSQL backend over an open database; `instance` names this process in claims. */
export function postgresStorage(db: Database, instance: string): Storage {
  const spaces = new Map<string, PgSpace>();
  return {
    kind: "postgres",
    location: "PostgreSQL (ZOE_DATABASE_URL)",
    shared: new PgSpace(db, SHARED_OWNER, instance),
    owner(ownerId) {
      let s = spaces.get(ownerId);
      if (!s) spaces.set(ownerId, (s = new PgSpace(db, ownerId, instance)));
      return s;
    },
  };
}
