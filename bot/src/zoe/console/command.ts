/**
 * `/console`: a one-time link to the owner's web console (console/site.ts), in Telegram and in the
 * terminal alike. The link is good once and for a few minutes; what it opens is this owner's only.
 * Must never: hand out a link when no listener serves the console (it says how to turn it on).
 */
import type { Feature } from "../app.ts";
import { t } from "../lang/index.ts";
import type { ConsoleSite } from "./site.ts";

/** The /console command, for a site (null: ZOE runs without the HTTP listener). */
export function consoleFeature(site: ConsoleSite | null): Feature {
  return {
    commands: [
      {
        name: "console",
        description: "A one-time link to your web console",
        async run({ owner, convo, now }) {
          const link = site ? await site.link(owner.id, now) : null;
          await convo.reply({ text: link ? t(owner.locale, "console.link", { url: link.url, minutes: link.minutes }) : t(owner.locale, "console.off") });
        },
      },
    ],
  };
}
