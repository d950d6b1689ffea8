/**
 * A separate process that drives one owner's inbox the way a running ZOE does, for the
 * crash-during-compaction test (run as `node --import tsx inbox-worker.ts <dir> <first>`): key after
 * key from `first` it records the message, notes its reply as sent (printing "noted <key> <id>"
 * once the journal has it), finishes two keys in three (printing "done <key>") and compacts the
 * journal every few keys, until killed.
 * Must never: write anywhere but the directory it is given.
 */
import { silentLogger } from "../base/log.ts";
import { Inbox } from "../conversation/inbox.ts";
import { FilesSpace } from "../storage/files.ts";

const [dir, firstArg] = process.argv.slice(2);
if (!dir || !firstArg) {
  process.stderr.write("usage: inbox-worker.ts <dir> <first>\n");
  process.exit(2);
}

const inbox = new Inbox(new FilesSpace(dir, silentLogger));
const now = new Date("2026-06-03T08:00:00Z");
for (let i = Number(firstArg); ; i++) {
  const key = `m:1:${i}`;
  const event = { kind: "text" as const, key, userId: "1", channel: "telegram", chatId: "1", at: now.toISOString(), text: `message ${i}`, messageId: String(i) };
  await inbox.receive([event], now);
  const begun = await inbox.begin(event, now);
  if (begun.state !== "new") throw new Error(`${key} began as ${begun.state}`);
  const journal = inbox.journal(key, 0, begun.earlier.get(0));
  journal.sending(0, String(i));
  journal.sent(0, String(100_000 + i), true);
  process.stdout.write(`noted ${key} ${100_000 + i}\n`);
  if (i % 3 !== 0) {
    await inbox.finish(key, now);
    process.stdout.write(`done ${key}\n`);
  }
  if (i % 4 === 0) await inbox.compact();
}
