import { describe, expect, it } from "vitest";
import { DUCKLING_NOW, DUCKLING_ZONE, ducklingTable, judge, scoreLanguage, type DucklingItem, type Reading } from "../duckling.ts";

// Duckling's frame: Tuesday 2013-02-12 04:30 at UTC-2; instants below are written at that offset.
const at = (local: string) => new Date(`${local}:00-02:00`);
const frame = { now: DUCKLING_NOW, zone: DUCKLING_ZONE, namesWeekday: (p: string) => /tuesday|friday/i.test(p) };
const item = (phrase: string, expect_local: string, grain: DucklingItem["grain"] = "Day"): DucklingItem => ({ phrase, expect_local, grain });
const said = (due: string | null, asks: [string, string] | null = null): Reading => ({ due: due ? at(due) : null, asks: asks && [at(asks[0]), at(asks[1])] });

describe("judging a due phrase against Duckling's corpus", () => {
  it("counts the same minute as correct and another one as wrong", () => {
    expect(judge(item("at 3pm", "2013-02-12T15:00", "Hour"), said("2013-02-12T15:00"), frame)).toBe("correct");
    expect(judge(item("at 3pm", "2013-02-12T15:00", "Hour"), said("2013-02-12T03:00"), frame)).toBe("wrong");
  });

  it("counts a date read as 18:00 that working day as ZOE's convention", () => {
    expect(judge(item("march 3", "2013-03-03T00:00"), said("2013-03-03T18:00"), frame)).toBe("convention");
    expect(judge(item("march 3", "2013-03-03T00:00", "Hour"), said("2013-03-03T18:00"), frame)).toBe("wrong");
  });

  it("counts a weekday a week apart as convention only when the phrase names a weekday", () => {
    expect(judge(item("tuesday", "2013-02-19T00:00"), said("2013-02-12T18:00"), frame)).toBe("convention");
    expect(judge(item("in a week", "2013-02-19T00:00"), said("2013-02-12T18:00"), frame)).toBe("wrong");
  });

  it("counts asking morning or afternoon about a bare hour as convention when one reading is meant", () => {
    expect(judge(item("at 3", "2013-02-12T15:00", "Hour"), said(null, ["2013-02-13T03:00", "2013-02-12T15:00"]), frame)).toBe("convention");
    expect(judge(item("at 3", "2013-02-12T15:00", "Hour"), said(null), frame)).toBe("none");
  });

  it("leaves out expectations before the reference time: they are not due dates", () => {
    expect(judge(item("yesterday", "2013-02-11T00:00"), said(null), frame)).toBe("past");
  });

  it("counts a language's items and keeps its misses for the verbose list", () => {
    const items = [item("today", "2013-02-12T00:00"), item("at 3pm", "2013-02-12T15:00", "Hour"), item("blah", "2013-02-13T00:00"), item("yesterday", "2013-02-11T00:00")];
    const answers: Record<string, Reading> = { today: said("2013-02-12T18:00"), "at 3pm": said("2013-02-12T03:00") };
    const s = scoreLanguage("en", items, (p) => answers[p] ?? said(null), frame);
    expect(s).toMatchObject({ total: 3, correct: 0, convention: 1, wrong: 1, none: 1, past: 1 });
    expect(s.misses.map((m) => m.phrase)).toEqual(["at 3pm", "blah"]);
    expect(ducklingTable([s])).toMatch(/^en\s+3\s+0\s+1\s+1\s+1\s+33%\s+50%$/m);
  });
});

describe("Duckling's grain", () => {
  it("counts an answer inside the span Duckling's grain names as correct (in 7 days keeps the minute)", () => {
    expect(judge(item("in 7 days", "2013-02-19T04:00", "Hour"), said("2013-02-19T04:30"), frame)).toBe("correct");
    expect(judge(item("in a week", "2013-02-19T00:00", "Day"), said("2013-02-19T04:30"), frame)).toBe("correct");
    expect(judge(item("a day from now", "2013-02-13T04:00", "Hour"), said("2013-02-13T18:00"), frame)).toBe("wrong");
  });
});
