import { ManualClock, HOUR } from "../../bot/src/zoe/clock.ts";
import { loadConfig } from "../../bot/src/zoe/config.ts";
import { buildZoe } from "../../bot/src/zoe/runtime.ts";
import { silentLogger } from "../../bot/src/zoe/log.ts";
import { ScriptedModel } from "../../bot/src/zoe/eval/scripted-model.ts";
import { CaptureChannel } from "../../bot/src/zoe/eval/capture.ts";
import { promises as fs } from "node:fs";
const home = await fs.mkdtemp("/dev/shm/zoe-t3-");
const clock = new ManualClock("2026-06-04T08:00:00+02:00");
const built = buildZoe({ config: loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" }), logger: silentLogger, clock, model: new ScriptedModel("approve"), ownerIds: ["1000"] });
built.zoe.attach(new CaptureChannel(clock));
await built.scheduler.init();
const owner = built.zoe.owner("1000");
for (let i = 0; i < 10; i++) {
  const at = built.scheduler.nextAt()!;
  clock.set(at);
  let t = performance.now();
  await built.scheduler.runDue();
  const a = performance.now() - t;
  t = performance.now();
  await built.tick.run("1000", clock.now());
  const b = performance.now() - t;
  t = performance.now(); await owner.sentinels.claim("x" + i, clock.now()); const c = performance.now() - t;
  t = performance.now(); await owner.settings.get(); await owner.threads.live(); await owner.pushes.all(); await owner.memory.recentTurns(); const d = performance.now() - t;
  t = performance.now(); await owner.memory.blocks(); const e = performance.now() - t;
  console.log(at.toISOString(), "runDue", a.toFixed(1), "tick", b.toFixed(1), "claim", c.toFixed(1), "state", d.toFixed(1), "blocks", e.toFixed(1));
}
await fs.rm(home, { recursive: true });
