/**
 * /threads lines: what the owner reads about each open loop's moment.
 */
import { describe, expect, it } from "vitest";
import { threadLine, threadsListing } from "../listing.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const NOW = new Date("2026-06-04T17:20:00Z"); // Thu 19:20 in Berlin
const ZONE = "Europe/Berlin";

describe("/threads lines", () => {
  it("a reminder the owner asked for that rang says when it rang, in the owner's language; a missed deadline says overdue", () => {
    const rang = makeThread({ id: "th-eeee", summary: "take the pizza out", due_at: "2026-06-04T17:15:00Z", asked_reminder: true, last_nudged_at: "2026-06-04T17:16:00Z" });
    expect(threadLine(rang, NOW, ZONE)).toBe("th-eeee  take the pizza out: reminded today 19:16");
    expect(threadLine(rang, NOW, ZONE, "nl")).toBe("th-eeee  take the pizza out: herinnerd vandaag 19:16");
    const deadline = makeThread({ id: "th-gggg", summary: "ship the onepager", due_at: "2026-06-04T16:00:00Z", last_nudged_at: "2026-06-04T16:30:00Z" });
    expect(threadLine(deadline, NOW, ZONE)).toBe("th-gggg  ship the onepager: overdue since today 18:00");
    const listing = threadsListing([rang, deadline], NOW, ZONE);
    expect(listing).toContain("reminded today 19:16");
    expect(listing).toContain("overdue since today 18:00");
  });

  it("a reminder nudged before its minute (an earlier follow-up) is not yet 'reminded'", () => {
    const early = makeThread({ id: "th-hhhh", summary: "call mum", due_at: "2026-06-04T18:00:00Z", asked_reminder: true, last_nudged_at: "2026-06-04T10:00:00Z" });
    expect(threadLine(early, NOW, ZONE)).toBe("th-hhhh  call mum: due today 20:00");
  });
});
