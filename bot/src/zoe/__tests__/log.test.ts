import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, scrubSecrets } from "../base/log.ts";

describe("logging", () => {
  it("redacts tokens and keys by field and inside text", async () => {
    const token = `987654321:${"Q".repeat(35)}`;
    const key = `sk-ant-${"k".repeat(30)}`;
    let out = "";
    const dest = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const log = createLogger({ level: "info", destination: dest });
    log.info({ token, apiKey: key, headers: { authorization: `Bearer ${key}` } }, `calling https://api.telegram.org/bot${token}/getMe`);
    log.error({ err: new Error(`request to /bot${token}/sendMessage failed`) }, "failed");
    log.flush?.();
    await new Promise((r) => setTimeout(r, 50));
    expect(out).not.toContain(token.split(":")[1]);
    expect(out).not.toContain(key);
    expect(out).toContain("[redacted]");
  });

  it("scrubSecrets leaves ordinary text alone", () => {
    expect(scrubSecrets("ship the onepager by 18:00")).toBe("ship the onepager by 18:00");
  });
});
