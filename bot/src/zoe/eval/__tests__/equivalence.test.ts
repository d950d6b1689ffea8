/**
 * Equivalence and reproducibility (issue #13): every scenario in eval/scenarios/ gives exactly
 * the same pushes and briefs on the files backend and on the memory backend, and on every run.
 * Thread and goal ids are random by design (`th-`/`g-` + random characters) and are masked; everything else
 * (when, what kind, about what, the text) must match.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SCENARIOS } from "../cli.ts";
import { runScenario } from "../harness.ts";
import { loadScenarioDir } from "../scenario.ts";
import { replayView as view } from "../../test-support/replay-view.ts";

describe("replays are the same on both backends and on every run", async () => {
  const { scenarios, errors } = await loadScenarioDir(DEFAULT_SCENARIOS);
  it("has scenarios to replay, all of them valid", () => {
    expect(errors).toEqual([]);
    expect(scenarios.length).toBeGreaterThan(10);
  });
  for (const scenario of scenarios) {
    it(
      scenario.name,
      async () => {
        // Three runs, not four: "memory equals files" and "memory twice" pin what a second files
        // run would (all three the same), and a files run costs ten memory runs in writes (fast
        // tier budget, docs/testing.md). The second memory run comes after the two others, so
        // state one run leaves in the process would show in it.
        const files = await runScenario(scenario, { backend: "files" });
        const memory = await runScenario(scenario, { backend: "memory" });
        const memoryAgain = await runScenario(scenario, { backend: "memory" });
        expect(view(memory)).toEqual(view(files));
        expect(view(memoryAgain)).toEqual(view(files));
      },
      60_000,
    );
  }
});
