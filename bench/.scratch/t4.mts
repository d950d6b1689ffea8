import fsmod, { promises as fsp } from "node:fs";
const counts = new Map<string, { n: number; ms: number }>();
for (const k of Object.keys(fsp) as (keyof typeof fsp)[]) {
  const orig = (fsp as any)[k];
  if (typeof orig !== "function") continue;
  (fsp as any)[k] = async (...a: any[]) => { const t = performance.now(); try { return await orig.apply(fsp, a); } finally { const c = counts.get(k) ?? { n: 0, ms: 0 }; c.n++; c.ms += performance.now() - t; counts.set(k, c); } };
}
for (const k of ["mkdir","rmdir","stat","lstat","utimes","open","close","fsync","write","rename","link","unlink","writeFile","readFile","chown","realpath"] as const) {
  const orig = (fsmod as any)[k];
  if (typeof orig !== "function") continue;
  (fsmod as any)[k] = (...a: any[]) => { const c = counts.get("cb:" + k) ?? { n: 0, ms: 0 }; c.n++; counts.set("cb:" + k, c); return orig.apply(fsmod, a); };
}
const { loadScenarioFile } = await import("../../bot/src/zoe/eval/scenario.ts");
const { runScenario } = await import("../../bot/src/zoe/eval/harness.ts");
const s = await loadScenarioFile("bot/src/zoe/eval/scenarios/onepager-today.json");
const r = await runScenario(s, { policy: "zoe" });
console.log("wall", r.wallMs.toFixed(0), "days", r.days);
for (const [k, v] of [...counts].sort((a, b) => b[1].n - a[1].n)) console.log(k.padEnd(20), String(v.n).padStart(6), v.ms.toFixed(0));
