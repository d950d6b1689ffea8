/**
 * Notices to strangers are bounded twice (#37): once a day to each stranger, and a few an hour to
 * all of them together, so a crowd of strangers costs a few sends. Once this process knows the
 * hour's notices are spent, a stranger costs no write of the shared record either. The pure
 * decision, then the record on the files backend.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../base/log.ts";
import { filesStorage } from "../../storage/files.ts";
import { claimNotice, freshStrangers, noticeHour, STRANGER_NOTICES_PER_HOUR, StrangerNotices } from "../strangers.ts";

const DAY = "2026-06-03";
const H8 = "2026-06-03T08";
const H9 = "2026-06-03T09";

describe("the notice decision", () => {
  it("the first strangers of an hour are told, up to the cap for all of them together", () => {
    const f = freshStrangers();
    const verdicts = Array.from({ length: 30 }, (_, i) => claimNotice(f, `stranger-${i}`, DAY, H8));
    expect(verdicts.filter((v) => v === "notice")).toHaveLength(STRANGER_NOTICES_PER_HOUR);
    expect(verdicts.slice(STRANGER_NOTICES_PER_HOUR).every((v) => v === "hourly cap")).toBe(true);
  });

  it("a stranger told today is not told again, in this hour or the next", () => {
    const f = freshStrangers();
    expect(claimNotice(f, "mallory", DAY, H8)).toBe("notice");
    expect(claimNotice(f, "mallory", DAY, H8)).toBe("noticed today");
    expect(claimNotice(f, "mallory", DAY, H9)).toBe("noticed today");
  });

  it("a stranger left out by the cap is told in a later hour of the same day; a new day starts afresh", () => {
    const f = freshStrangers();
    for (let i = 0; i < STRANGER_NOTICES_PER_HOUR; i++) claimNotice(f, `s-${i}`, DAY, H8);
    expect(claimNotice(f, "late", DAY, H8)).toBe("hourly cap");
    expect(claimNotice(f, "late", DAY, H9)).toBe("notice");
    expect(claimNotice(f, "s-0", "2026-06-04", "2026-06-04T08")).toBe("notice");
  });

  it("a record written before the hourly cap existed reads as an hour with nothing sent", () => {
    const f = { version: 1 as const, salt: "abc", day: DAY, noticed: [] };
    expect(claimNotice(f, "eve", DAY, H8)).toBe("notice");
    expect(f).toMatchObject({ hour: H8, sentThisHour: 1 });
  });

  it("the hour is counted in UTC", () => {
    expect(noticeHour(new Date("2026-06-03T08:59:59.999Z"))).toBe(H8);
    expect(noticeHour(new Date("2026-06-03T09:00:00Z"))).toBe(H9);
  });
});

describe("the shared record (strangers.json)", () => {
  let home: string;
  beforeEach(() => void (home = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-strangers-cap-"))));
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  it("past the hour's cap a stranger costs no write; the next hour, and another instance, count on", async () => {
    const notices = new StrangerNotices(filesStorage(home, silentLogger).shared, 3);
    const file = path.join(home, "strangers.json");
    expect(await Promise.all(["a", "b", "c"].map((id) => notices.claim(id, DAY, H8)))).toEqual(["notice", "notice", "notice"]);
    expect(await notices.claim("d", DAY, H8)).toBe("hourly cap");
    const spent = fs.statSync(file).mtimeMs;
    const text = fs.readFileSync(file, "utf8");
    for (let i = 0; i < 50; i++) expect(await notices.claim(`crowd-${i}`, DAY, H8)).toBe("hourly cap");
    expect(fs.readFileSync(file, "utf8")).toBe(text);
    expect(fs.statSync(file).mtimeMs).toBe(spent);

    // A second instance on the same record sees the same hour spent.
    const other = new StrangerNotices(filesStorage(home, silentLogger).shared, 3);
    expect(await other.claim("e", DAY, H8)).toBe("hourly cap");
    expect(await notices.claim("d", DAY, H9)).toBe("notice");
  });
});
