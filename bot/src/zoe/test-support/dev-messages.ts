/**
 * Every owner message of the development reply and capture files that has a letter, with the language its file is in:
 * material to hold language detection to (lang/__tests__/detection.test.ts).
 * Must never: read the held-out files (eval/heldout*, replies-heldout.tsv): they measure, they do not tune.
 */
import fs from "node:fs";
import path from "node:path";
import { isLocale, type Locale } from "../lang/index.ts";
import { DEV_REPLIES } from "./reply-batches.ts";

/** [language, message] for each line of `corpus/dev/{replies,capture}-<lang>-*.tsv` (a capture's due brackets taken out). */
export function devMessages(): Array<readonly [Locale, string]> {
  const out: Array<readonly [Locale, string]> = [];
  for (const file of fs.readdirSync(DEV_REPLIES).sort()) {
    const m = /^(replies|capture)-([a-z]{2})-.*\.tsv$/.exec(file);
    if (!m || !isLocale(m[2])) continue;
    const locale = m[2];
    for (const line of fs.readFileSync(path.join(DEV_REPLIES, file), "utf8").split("\n")) {
      if (!line || line.startsWith("#")) continue;
      const cols = line.split("\t");
      const text = (m[1] === "replies" ? cols[2] : cols[1])?.replace(/[[\]]/g, "").trim();
      // A message of one character or of no letter at all ("🤞", "👍") says no language: nothing to hold detection to.
      if (text && text.length > 1 && /\p{L}/u.test(text)) out.push([locale, text]);
    }
  }
  return out;
}
