/**
 * CPU time of the privacy gate's `scan` on hostile input (issue #36): each shape of
 * privacy-stress.ts's HOSTILE_SHAPES and EXTRA_HOSTILE (repeated to 25, 50, 100 and 200 kB, plus
 * the generated ones: a base64 blob, a chat log), the fastest of three runs by `process.cpuUsage`
 * (the figure the machine's load changes least), and the growth factor per doubling (2x is linear).
 * Must never: be part of the shipped code or of the test suite, or read the untuned corpus.
 *
 *   node --import tsx bench/privacy-hostile.ts [--gate path/to/gate.ts] [--fn scan|redact|block|secretKinds] [--only "shape1|shape2"] [--sizes 25,50,100,200]
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import * as fresh from "../bot/src/zoe/privacy/gate.ts";
import { hostileCases } from "./privacy-stress.ts";

type Gate = typeof fresh;
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const gatePath = arg("--gate");
const gate = gatePath ? ((await import(pathToFileURL(gatePath).href)) as Gate) : fresh;
const only = arg("--only")?.split("|");
// What is timed: `scan` (default), `gateOutbound` in redact or block mode, or `secretKinds` (memory writes).
const fn = arg("--fn") ?? "scan";
const run = (text: string): unknown =>
  fn === "redact" || fn === "block" ? gate.gateOutbound(text, fn, { region: "DE" }) : fn === "secretKinds" ? gate.secretKinds(text) : gate.scan(text, { region: "DE" });
const sizes = (arg("--sizes") ?? "25,50,100,200").split(",").map((s) => Number(s) * 1000);

/** CPU milliseconds of one scan, the fastest of three. */
function cpuMs(text: string): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = process.cpuUsage();
    run(text);
    const d = process.cpuUsage(t0);
    best = Math.min(best, (d.user + d.system) / 1000);
  }
  return best;
}

console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(" ")}; gate ${gatePath ?? "this tree"}; ${fn}`);
console.log(["shape", ...sizes.map((s) => `${s / 1000} kB ms`), "growth per doubling", "worst"].join("\t"));
for (const c of hostileCases()) {
  if (only && !only.includes(c.name)) continue;
  run(c.make(2000)); // compile the expressions outside the timing
  const ms = sizes.map((n) => cpuMs(c.make(n)));
  const growth = ms.slice(1).map((m, i) => m / Math.max(ms[i]!, 10));
  console.log([JSON.stringify(c.name), ...ms.map((m) => m.toFixed(0)), growth.map((g) => g.toFixed(1)).join(" "), Math.max(...growth).toFixed(1)].join("\t"));
}
console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
