/**
 * The compiled entry point: `npm start` runs this file's JavaScript build
 * (dist/bot/src/zoe/shell/main.js, made by `npm ci` through the `prepare` script), so a running
 * ZOE pays neither tsx's start-up nor its memory. Development keeps bin/zoe.js (tsx).
 * A long-running ZOE mostly waits on the network, so V8 is told, before anything is loaded, to
 * favour a small heap over peak speed. Flags set here cannot resize the heap V8 already set up
 * (`--max-semi-space-size` and `--optimize-for-size`'s small young generation only work on the
 * command line), but the young generation's growth factor is read each time it would grow: at 1
 * it stays at its starting 2 MB instead of growing to 32 MB under a burst of messages, which is
 * most of a busy bot's resident memory above its live data (`npm run bench -- --only memory`).
 * zod is set to its general parser before anything that builds a schema is loaded
 * (base/zod-config.ts).
 * Must never: hold logic; it only hands the arguments to the `zoe` command.
 */
import v8 from "node:v8";
import { useGeneralParser } from "../base/zod-config.ts";

v8.setFlagsFromString("--optimize-for-size");
v8.setFlagsFromString("--semi-space-growth-factor=1");
// Before any schema is built (base/zod-config.ts).
useGeneralParser();
const { main } = await import("./cli.ts");

process.exitCode = await main(process.argv.slice(2));
