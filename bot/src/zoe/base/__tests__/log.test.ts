import { describe, expect, it } from "vitest";
import { scrubSecrets } from "../log.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";

describe("logging", () => {
  it("redacts tokens and keys by field and inside text", async () => {
    const token = `987654321:${"Q".repeat(35)}`;
    const key = `sk-ant-${"k".repeat(30)}`;
    const { logger: log, lines } = loggerToLines("info");
    log.info({ token, apiKey: key, headers: { authorization: `Bearer ${key}` } }, `calling https://api.telegram.org/bot${token}/getMe`);
    log.error({ err: new Error(`request to /bot${token}/sendMessage failed`) }, "failed");
    log.flush?.();
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.join("")).not.toContain(token.split(":")[1]);
    expect(lines.join("")).not.toContain(key);
    expect(lines.join("")).toContain("[redacted]");
  });

  it("scrubSecrets leaves ordinary text alone", () => {
    expect(scrubSecrets("ship the onepager by 18:00")).toBe("ship the onepager by 18:00");
  });
});
