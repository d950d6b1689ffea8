#!/usr/bin/env node
// The `zoe` command in development (`npm run eval`, the tests, the installed `zoe`): the TypeScript
// through tsx, so a change needs no build. `npm start`, `npm run zoe` and `npm run doctor` run the
// compiled build instead (shell/main.ts), which starts in a fraction of the time.
import { register } from "tsx/esm/api";

register();
// zod's general parser, set before anything that builds a schema is loaded (base/zod-config.ts).
const { useGeneralParser } = await import("../bot/src/zoe/base/zod-config.ts");
useGeneralParser();
const { main } = await import("../bot/src/zoe/shell/cli.ts");
process.exitCode = await main(process.argv.slice(2));
