import { loadScenarioFile } from "../../bot/src/zoe/eval/scenario.ts";
import { runScenario, REPLAY_OWNER } from "../../bot/src/zoe/eval/harness.ts";
import { localTime } from "../../bot/src/zoe/eval/instant.ts";
import { readFileSync } from "node:fs";
const [file, from, to] = process.argv.slice(2);
const s = await loadScenarioFile(file);
const r = await runScenario(s, { keepStore: true });
const dir = `${r.store}/owners/${REPLAY_OWNER}`;
for (const line of readFileSync(`${dir}/decisions.jsonl`, "utf8").split("\n").filter(Boolean)) {
  const d = JSON.parse(line);
  const at = Date.parse(d.at);
  if (from && at < Date.parse(from)) continue;
  if (to && at > Date.parse(to)) continue;
  console.log(localTime(at, s.timezone), d.trigger, d.outcome, d.guard ?? "", JSON.stringify(d.candidates.map((c: any) => `${c.kind}:${c.score}:${c.veto}`)), d.threshold);
}
console.log(readFileSync(`${dir}/threads.json`, "utf8"));
