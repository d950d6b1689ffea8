/**
 * The lines both privacy dumps write (privacy-dump.ts, privacy-dump-dev.ts): one per text and region, holding `scan`'s
 * findings, `gateOutbound` in block and redact mode and `secretKinds`, then each part's 2 kB episodes and the extra
 * episodes given. Must never: choose the material (each dump does), be part of the shipped code or of the test suite.
 */
import { gateOutbound, scan, secretKinds } from "../bot/src/zoe/privacy/gate.ts";

/** A text of a corpus part, with the region and handles it is read with. */
export interface DumpCase {
  text: string;
  region?: string;
  allowHandles?: string[];
}

const REGIONS: Array<string | undefined> = [undefined, "DE", "US", "FR", "BR", "IT", "NL"];

function line(what: string, text: string, region: string | undefined, allowHandles?: string[]): string {
  const opts = { region, allowHandles };
  return [what, region ?? "-", JSON.stringify(text), JSON.stringify(scan(text, opts)), JSON.stringify(gateOutbound(text, "block", opts)), JSON.stringify(gateOutbound(text, "redact", opts)), JSON.stringify(secretKinds(text))].join("\t");
}

/** Every decision on the parts (each text in its own region and seven more, then its 2 kB episodes in DE) and on the episodes, in the regions given. */
export function dumpLines(parts: ReadonlyArray<readonly [string, readonly DumpCase[]]>, episodes: readonly string[], episodeRegions: ReadonlyArray<string | undefined>, episodeName: string): string[] {
  const out: string[] = [];
  for (const [name, cases] of parts) {
    cases.forEach((c, i) => {
      for (const region of new Set([c.region, ...REGIONS])) out.push(line(`${name}#${i}`, c.text, region, c.allowHandles));
    });
    let cur = "";
    let n = 0;
    for (const c of cases) {
      cur += `${c.text} `;
      if (cur.length >= 2048) {
        out.push(line(`${name}/episode#${n++}`, cur.slice(0, 2048), "DE"));
        cur = "";
      }
    }
  }
  episodes.forEach((e, i) => {
    for (const region of episodeRegions) out.push(line(`${episodeName}#${i}`, e, region));
  });
  return out;
}
