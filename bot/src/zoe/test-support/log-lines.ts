/**
 * A logger for tests that keeps every line it writes (pino's JSON, as ZOE logs in production),
 * so a test can assert on what an operator would read, or on what must never appear there.
 */
import { Writable } from "node:stream";
import { createLogger, type Logger } from "../base/log.ts";

/** A logger at `level` and the lines it wrote so far (pushed onto `lines`, when given: several loggers can share one list). */
export function loggerToLines(level = "debug", lines: string[] = []): { logger: Logger; lines: string[] } {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level, destination: sink }), lines };
}
