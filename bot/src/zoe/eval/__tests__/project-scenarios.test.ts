/**
 * The project's own scenarios (eval/scenarios/, the ones `zoe eval --compare` reports) are every one Perfect under ZOE:
 * a change to how replies, snoozes or due times are read that moves a push out of its window fails here, naming the
 * scenario and what the owner would have received, instead of showing only as a lower figure in a report nobody ran.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SCENARIOS } from "../cli.ts";
import { runScenario } from "../harness.ts";
import { loadScenarioDir } from "../scenario.ts";

const { scenarios, errors } = await loadScenarioDir(DEFAULT_SCENARIOS);

describe("the project's scenarios under ZOE", () => {
  it("are all valid files, and there are scenarios to replay", () => {
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(scenarios.length).toBeGreaterThan(50);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))("%s is Perfect: every expected push in its window, nothing forbidden", async (_name, scenario) => {
    const r = await runScenario(scenario, { policy: "zoe" });
    expect({ misses: r.score.misses, overTriggers: r.score.overTriggers, violations: r.score.violations, perfect: r.score.perfect }).toEqual({
      misses: 0,
      overTriggers: 0,
      violations: 0,
      perfect: true,
    });
  });
});
