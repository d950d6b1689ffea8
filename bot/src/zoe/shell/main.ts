/**
 * The compiled entry point: `npm start` runs this file's JavaScript build
 * (dist/bot/src/zoe/shell/main.js, made by `npm ci` through the `prepare` script), so a running
 * ZOE pays neither tsx's start-up nor its memory. Development keeps bin/zoe.js (tsx).
 * Must never: hold logic; it only hands the arguments to the `zoe` command.
 */
import { main } from "./cli.ts";

process.exitCode = await main(process.argv.slice(2));
