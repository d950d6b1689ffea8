import { Fakes } from "../eval/pii-corpus/fakes.ts";
import { ownerSentences } from "../eval/pii-corpus/owners.ts";
import { scan, redact } from "./gate.ts";
for (const c of ownerSentences(new Fakes(20261203))) {
  const fs = scan(c.text, { region: c.region ?? "DE" } as never);
  const r = redact(c.text, fs);
  if (c.label === "clean") { if (fs.length) console.log("FP", JSON.stringify(c.text), fs.map((x) => x.type)); continue; }
  if (fs.length === 0 || r.includes(c.sensitive!)) console.log(fs.length ? "LEAK" : "MISS", JSON.stringify(c.text), "->", r);
}
console.log("cases", ownerSentences(new Fakes(20261203)).length);
