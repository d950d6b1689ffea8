#!/usr/bin/env node
// The `zoe` command. ZOE ships as TypeScript and runs through tsx, so there is no build step
// between `npm ci` and a working bot.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../bot/src/zoe/shell/cli.ts");
process.exitCode = await main(process.argv.slice(2));
