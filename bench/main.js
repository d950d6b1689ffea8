#!/usr/bin/env node
// `npm run bench`: the benchmarks, a development tool (not a command of the installed bot: they
// drive ZOE through the test doubles, the Telegram emulator's package among the dev dependencies).
// The TypeScript through tsx, as bin/zoe.js runs it.
import { register } from "tsx/esm/api";

register();
// zod's general parser, set before anything that builds a schema is loaded (base/zod-config.ts).
const { useGeneralParser } = await import("../bot/src/zoe/base/zod-config.ts");
useGeneralParser();
const { benchCli } = await import("./index.ts");
process.exitCode = await benchCli(process.argv.slice(2), (line) => console.log(line));
