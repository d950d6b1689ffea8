/**
 * A meeting named by its tool (issue #35, leftovers-replies): "zoom with the Acme folks friday 11am", "Teams-Call mit
 * Bob Montag 15 Uhr", "zoom avec Acme vendredi 11h" is an appointment at that time, tracked like "meeting with …" or
 * "call with …"; who it is with may take a few words ("the Acme folks", "den Leuten von Acme"). The tool said in news
 * or without a time stays untracked.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { extractCommitments } from "../capture.ts";

/** [locale, message, summary, due phrase] */
const TRACKED: ReadonlyArray<readonly [Locale, string, string, string]> = [
  ["en", "zoom with the Acme folks friday 11am", "zoom with the Acme folks", "friday 11am"],
  ["en", "google meet with Sara thursday 2pm", "google meet with Sara", "thursday 2pm"],
  ["en", "teams with Bob monday 3pm", "teams with Bob", "monday 3pm"],
  ["en", "meeting with the Acme folks friday 11am", "meeting with the Acme folks", "friday 11am"],
  ["de", "zoom mit Acme freitag 11 uhr", "zoom mit Acme", "freitag 11 uhr"],
  ["de", "Meeting mit den Leuten von Acme freitag 11 uhr", "Meeting mit den Leuten von Acme", "freitag 11 uhr"],
  ["fr", "zoom avec Acme vendredi 11h", "zoom avec Acme", "vendredi 11h"],
  ["es", "zoom con Acme el viernes a las 11", "zoom con Acme", "el viernes a las 11"],
  ["pt", "zoom com a Acme sexta às 11", "zoom com a Acme", "sexta às 11"],
  ["it", "zoom con Acme venerdì alle 11", "zoom con Acme", "venerdì alle 11"],
  ["nl", "zoom met de mensen van Acme vrijdag 11 uur", "zoom met de mensen van Acme", "vrijdag 11 uur"],
];

const UNTRACKED: ReadonlyArray<readonly [Locale, string]> = [
  ["en", "the teams are playing friday 3pm"],
  ["en", "zoom was a mess this morning"],
  ["en", "lunch with the Acme folks friday 11am was fun"],
  ["de", "Zoom ist morgen 11 Uhr kaputt"],
  ["nl", "zoom doet het niet"],
];

describe("a meeting named by its tool, then its time", () => {
  it.each(TRACKED)("[%s] %s is an appointment", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });
  it.each(UNTRACKED)("[%s] %s stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});
