/**
 * The compiled entry point: `npm start` runs this file's JavaScript build
 * (dist/bot/src/zoe/shell/main.js, made by `npm ci` through the `prepare` script), so a running
 * ZOE pays neither tsx's start-up nor its memory. Development keeps bin/zoe.js (tsx).
 * A long-running ZOE mostly waits on the network: V8 is told to favour a small heap over peak
 * speed (`--optimize-for-size`), before anything is loaded, which keeps the resident set of a
 * busy bot near a third smaller (`npm run bench -- --only memory`).
 * Must never: hold logic; it only hands the arguments to the `zoe` command.
 */
import v8 from "node:v8";

v8.setFlagsFromString("--optimize-for-size");
const { main } = await import("./cli.ts");

process.exitCode = await main(process.argv.slice(2));
