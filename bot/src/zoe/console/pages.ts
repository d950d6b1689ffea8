/**
 * The console's pages, rendered on the server as one HTML string each: the sign-in step, the
 * refusal, and the console itself (open loops, ZOE's judgment, goals, settings, the chat). Every
 * action is a POST form carrying the session's CSRF token; the only script is the sign-in step's
 * one line, allowed by its nonce. Pure: the data comes in, markup goes out.
 * Must never: put text into markup without escapeHtml, use an inline style attribute or a script
 * without the nonce (the Content-Security-Policy refuses both), or refer to anything outside the
 * console's own paths.
 */
import { DateTime } from "luxon";
import type { Button, OutMessage } from "../channels/index.ts";
import { t, type Locale } from "../lang/index.ts";
import { ackData, formatDue, untrackData, type Thread } from "../threads/index.ts";
import { escapeHtml } from "./escape.ts";
import { DUE_GROUPS, type DueGroup } from "./loops.ts";

/** Where the console lives on the listener (the one prefix shell/http.ts routes here). */
export const CONSOLE_PATH = "/console";

export interface ConsoleView {
  locale: Locale;
  timeZone: string;
  now: Date;
  csrf: string;
  groups: Record<DueGroup, Thread[]>;
  /** The owner's words each thread was captured from, by thread id. */
  sources: Map<string, string>;
  /** The judgment section's SVG (timeline.ts). */
  timeline: string;
  pushes: Array<{ id: string; at: string; kind: string; score: number | null; threshold: number | null; reason: string; text: string; unconfirmed?: true }>;
  goals: { text: string; buttons: Button[][] };
  settings: { mode: string; quiet: string; brief: string; locale: Locale; languages: Array<{ code: Locale; name: string }>; localeFixed: boolean };
  chat: Array<{ role: "owner" | "zoe"; at: string; text: string }>;
  /** What ZOE sent unasked to this console (only when no chat channel could reach the owner). */
  sent: Array<{ text: string; buttons: Button[][] }>;
  /** What ZOE answered the last action (shown once), with its buttons. */
  flash: OutMessage[];
}

const e = escapeHtml;

function layout(locale: Locale, title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="${e(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${e(title)}</title><link rel="stylesheet" href="${CONSOLE_PATH}/style.css">
${nonce && script ? `<script nonce="${e(nonce)}">${script}</script>` : ""}</head>
<body>${body}</body></html>`;
}

/** A form posting to `path` with the CSRF token around `inner` (its buttons say what to do). */
function form(path: string, csrf: string, inner: string, cls = "inline"): string {
  return `<form method="post" action="${CONSOLE_PATH}/${path}" class="${e(cls)}"><input type="hidden" name="csrf" value="${e(csrf)}">${inner}</form>`;
}

/** One of ZOE's buttons, pressed by sending its callback data (inside a press form). */
function press(data: string, label: string, cls = ""): string {
  return `<button type="submit" name="data" value="${e(data)}"${cls ? ` class="${e(cls)}"` : ""}>${e(label)}</button>`;
}

/** ZOE's buttons (under a reply, under /goals) as a form that presses them. */
export function buttonForms(rows: Button[][], csrf: string): string {
  if (!rows.length) return "";
  return form("press", csrf, rows.map((row) => `<div class="buttons">${row.map((b) => press(b.data, b.label)).join("")}</div>`).join(""), "press");
}

/** formatDue once per instant in a page (threads often share a due time: "today 18:00"). */
function dueWriter(v: ConsoleView): (iso: string) => string {
  const seen = new Map<string, string>();
  return (iso) => {
    let out = seen.get(iso);
    if (out === undefined) seen.set(iso, (out = formatDue(new Date(iso), v.now, v.timeZone, v.locale)));
    return out;
  };
}

function threadItem(th: Thread, v: ConsoleView, when: (iso: string) => string): string {
  const { locale, now } = v;
  const due = th.due_at ? when(th.due_at) : (th.due_phrase ?? t(locale, "ops.noDue"));
  const snoozed = th.snooze_until && Date.parse(th.snooze_until) > now.getTime() ? ` · ${t(locale, "cmd.snoozedUntil", { when: when(th.snooze_until) })}` : "";
  const source = v.sources.get(th.id);
  return `<li class="thread" data-thread="${e(th.id)}"><div class="summary">${e(th.summary)}</div>
<div class="meta">${e(`${th.id} · ${due}${snoozed} · ${t(locale, "console.snoozes", { n: th.snooze_count })}`)}</div>
${source ? `<blockquote class="source">${e(source)}</blockquote>` : ""}
<div class="buttons">${press(ackData("done", th.id), t(locale, "btn.done"), "done")}${press(ackData("not_yet", th.id), t(locale, "btn.notYet"), "not-yet")}${press(ackData("snooze", th.id), t(locale, "btn.snooze"), "snooze")}${press(ackData("stop", th.id), t(locale, "btn.drop"), "drop")}${press(untrackData(th.id), t(locale, "btn.untrack"), "untrack")}</div></li>`;
}

function loopsSection(v: ConsoleView): string {
  const when = dueWriter(v);
  const total = DUE_GROUPS.reduce((n, g) => n + v.groups[g].length, 0);
  const groups = DUE_GROUPS.filter((g) => v.groups[g].length)
    .map((g) => `<section class="group" data-group="${g}"><h3>${e(t(v.locale, `console.group.${g}`))} <span class="count">${v.groups[g].length}</span></h3><ul>${v.groups[g].map((th) => threadItem(th, v, when)).join("")}</ul></section>`)
    .join("");
  // One form for every button of the list: the CSRF token once, not once a button.
  return `<section id="loops"><h2>${e(t(v.locale, "console.loops"))}</h2>${total ? form("press", v.csrf, groups, "press") : `<p class="empty">${e(t(v.locale, "cmd.noThreads"))}</p>`}</section>`;
}

function judgmentSection(v: ConsoleView): string {
  const { locale, timeZone } = v;
  const legend = (["silent", "deferred", "pushed"] as const).map((m) => `<span class="key ${m}">${e(t(locale, `console.mark.${m}`))}</span>`).join("");
  const list = [...v.pushes]
    .reverse()
    .map((p) => {
      const when = DateTime.fromISO(p.at, { zone: timeZone }).setLocale(locale).toFormat("ccc d HH:mm");
      const score = (n: number | null) => (n === null ? "–" : n.toFixed(2));
      // Withheld in doubt: said, for ZOE, but Telegram never confirmed it reached the owner.
      const doubt = p.unconfirmed ? ` · ${t(locale, "console.unconfirmed")}` : "";
      return `<li class="push" data-push="${e(p.id)}"><details><summary>${e(`${when} · ${t(locale, "console.pushLine", { kind: p.kind, score: score(p.score), threshold: score(p.threshold) })}${doubt}`)}</summary><p class="reason">${e(p.reason)}</p><p class="text">${e(p.text)}</p></details></li>`;
    })
    .join("");
  return `<section id="judgment"><h2>${e(t(locale, "console.judgment"))}</h2><p class="legend">${legend}<span class="key quiet">${e(t(locale, "console.quietHours"))}</span><span class="key threshold">${e(t(locale, "console.threshold"))}</span></p>
${v.timeline}<output id="inspect" class="inspect" aria-live="polite">${e(t(locale, "console.inspect"))}</output><ul class="pushes">${list || `<li class="empty">${e(t(locale, "console.noPushes"))}</li>`}</ul></section>`;
}

function goalsSection(v: ConsoleView): string {
  const add = `<form method="post" action="${CONSOLE_PATH}/settings" class="setting"><input type="hidden" name="csrf" value="${e(v.csrf)}"><input type="hidden" name="what" value="goal"><label>${e(t(v.locale, "console.addGoal"))} <input name="value" size="40" maxlength="300" required></label><button type="submit">${e(t(v.locale, "console.save"))}</button></form>`;
  return `<section id="goals"><h2>${e(t(v.locale, "console.goals"))}</h2><pre class="goals">${e(v.goals.text)}</pre>${buttonForms(v.goals.buttons, v.csrf)}${add}</section>`;
}

function settingsSection(v: ConsoleView): string {
  const { locale, csrf, settings: s } = v;
  const field = (what: string, label: string, input: string) =>
    `<form method="post" action="${CONSOLE_PATH}/settings" class="setting"><input type="hidden" name="csrf" value="${e(csrf)}"><input type="hidden" name="what" value="${e(what)}"><label>${e(label)} ${input}</label><button type="submit">${e(t(locale, "console.save"))}</button></form>`;
  const modes = ["quiet", "balanced", "proactive"].map((m) => `<option value="${m}"${m === s.mode ? " selected" : ""}>${e(m)}</option>`).join("");
    return `<section id="settings"><h2>${e(t(locale, "console.settings"))}</h2>
${field("mode", t(locale, "console.mode"), `<select name="value">${modes}</select>`)}
${field("quiet", t(locale, "console.quiet"), `<input name="value" value="${e(s.quiet)}" size="13">`)}
${field("brief", t(locale, "console.brief"), `<input name="value" value="${e(s.brief)}" size="8">`)}
${
  s.localeFixed
    ? `<p class="setting">${e(t(locale, "console.language"))}: ${e(s.languages.find((l) => l.code === s.locale)?.name ?? s.locale)} <span class="hint">${e(t(locale, "console.localeFixed"))}</span></p>`
    : `<form method="post" action="${CONSOLE_PATH}/language" class="setting"><input type="hidden" name="csrf" value="${e(csrf)}"><label>${e(t(locale, "console.language"))} <select name="value">${s.languages.map((l) => `<option value="${e(l.code)}"${l.code === s.locale ? " selected" : ""}>${e(l.name)}</option>`).join("")}</select></label><button type="submit">${e(t(locale, "console.save"))}</button> <span class="hint">${e(t(locale, "console.localeDetected"))}</span></form>`
}
</section>`;
}

function chatSection(v: ConsoleView): string {
  const turns = v.chat.map((m) => `<li class="turn ${m.role}"><span class="who">${e(m.role === "owner" ? t(v.locale, "console.you") : "ZOE")}</span> ${e(m.text)}</li>`).join("");
  const sent = v.sent.map((m) => `<div class="said sent"><p>${e(m.text)}</p>${buttonForms(m.buttons, v.csrf)}</div>`).join("");
  return `<section id="chat"><h2>${e(t(v.locale, "console.chat"))}</h2>${sent}<ol class="chat">${turns}</ol>
<form method="post" action="${CONSOLE_PATH}/say" class="say"><input type="hidden" name="csrf" value="${e(v.csrf)}"><textarea name="text" rows="2" maxlength="4000" required></textarea><button type="submit">${e(t(v.locale, "console.send"))}</button></form></section>`;
}

function flashBlock(v: ConsoleView): string {
  if (!v.flash.length) return "";
  return `<section id="answer" aria-live="polite">${v.flash.map((m) => `<div class="said"><p>${e(m.text)}</p>${buttonForms(m.buttons ?? [], v.csrf)}</div>`).join("")}</section>`;
}

/**
 * The page's one script (allowed by its nonce): hovering or focusing a mark of the timeline shows
 * what its tooltip says (a push: its kind, score, threshold, reason and text) below the chart.
 * It sets text, never markup.
 */
const INSPECT = `document.addEventListener("DOMContentLoaded",function(){var out=document.getElementById("inspect");if(!out)return;document.querySelectorAll("#judgment svg .tick").forEach(function(m){var show=function(){var t=m.querySelector("title");if(t)out.textContent=t.textContent};m.addEventListener("focus",show);m.addEventListener("mouseenter",show)})})`;

/** The console for a signed-in owner; `nonce` allows its one script. */
export function consolePage(v: ConsoleView, nonce?: string): string {
  const sections = [["loops", "console.loops"], ["judgment", "console.judgmentShort"], ["goals", "console.goals"], ["settings", "console.settings"], ["chat", "console.chat"]] as const;
  const nav = sections.map(([id, key]) => `<a href="#${id}">${e(t(v.locale, key))}</a>`).join(" ");
  const body = `<header><h1>${e(t(v.locale, "console.title"))}</h1><nav>${nav}</nav>${form("out", v.csrf, `<button type="submit" class="out">${e(t(v.locale, "console.signOut"))}</button>`)}</header>
<main>${flashBlock(v)}${loopsSection(v)}${judgmentSection(v)}${goalsSection(v)}${settingsSection(v)}${chatSection(v)}</main>`;
  return layout(v.locale, t(v.locale, "console.title"), body, nonce, INSPECT);
}

/**
 * The step a sign-in link opens: a form that trades the token for a session (a POST, so a link
 * preview fetching the address does not use it up), sent at once by its one nonce'd line.
 */
export function signInPage(locale: Locale, token: string, nonce: string): string {
  const body = `<main><form id="signin" method="post" action="${CONSOLE_PATH}/in"><input type="hidden" name="t" value="${e(token)}"><button type="submit">${e(t(locale, "console.signIn"))}</button></form></main>`;
  return layout(locale, t(locale, "console.title"), body, nonce, `document.addEventListener("DOMContentLoaded",function(){document.getElementById("signin").submit()})`);
}

/** What anyone without a session gets (with 401). */
export function refusedPage(locale: Locale): string {
  return layout(locale, t(locale, "console.title"), `<main><p class="refused">${e(t(locale, "console.refused"))}</p></main>`);
}

/** The console's style sheet (served from its own path: style-src 'self'). */
export const STYLE = `:root{--fg:#1d1d1f;--muted:#6e6e73;--bg:#fbfbfd;--line:#d2d2d7;--push:#0a7f3f;--defer:#c77c02;--silent:#8e8e93;--quiet:#eef0f6;--thr:#c41e3a}
body{font:15px/1.45 system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:0}
header{display:flex;gap:1rem;align-items:center;padding:.6rem 1rem;border-bottom:1px solid var(--line);flex-wrap:wrap}
header h1{font-size:1.1rem;margin:0}main{padding:0 1rem 2rem;max-width:70rem}
h2{font-size:1.05rem;margin:1.6rem 0 .5rem}h3{font-size:.95rem;margin:.8rem 0 .3rem}.count,.meta,.hint{color:var(--muted);font-size:.85rem}
ul,ol{list-style:none;padding:0;margin:0}.thread{border-bottom:1px solid var(--line);padding:.4rem 0}
.source{margin:.2rem 0;padding-left:.6rem;border-left:3px solid var(--line);color:var(--muted);font-style:italic}
form.inline{display:inline}.buttons{display:flex;gap:.3rem;flex-wrap:wrap;margin:.25rem 0}
button{font:inherit;font-size:.85rem;padding:.15rem .6rem;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button:focus,circle:focus{outline:2px solid #0066cc}.said{border:1px solid var(--line);border-radius:8px;padding:.5rem .8rem;margin-top:1rem;white-space:pre-wrap;background:#fff}
pre.goals{white-space:pre-wrap;font:inherit}.setting{margin:.3rem 0}
.chat .turn{padding:.2rem 0;white-space:pre-wrap}.chat .who{font-weight:600}.chat .zoe .who{color:var(--push)}
.say textarea{width:100%;max-width:40rem;font:inherit;display:block}
svg text.axis{font-size:10px;fill:var(--muted)}svg .day{stroke:var(--line)}svg .quiet{fill:var(--quiet)}
svg .threshold{fill:none;stroke:var(--thr);stroke-dasharray:4 3;stroke-width:1.5}
svg .tick.silent{fill:var(--silent)}svg .tick.deferred{fill:var(--defer)}svg .tick.pushed{fill:var(--push)}svg .answer{stroke:var(--push);stroke-width:2}svg .throttle{fill:var(--thr)}
.bar.pushes{fill:var(--push)}.bar.silence{fill:var(--silent)}.charts{display:flex;gap:1rem;flex-wrap:wrap}.charts figure{flex:1 1 20rem;margin:.5rem 0}
.legend .key{margin-right:.8rem;font-size:.85rem}.legend .key::before{content:"";display:inline-block;width:.7rem;height:.7rem;border-radius:50%;margin-right:.25rem;vertical-align:-1px}
.key.silent::before{background:var(--silent)}.key.deferred::before{background:var(--defer)}.key.pushed::before{background:var(--push)}.key.quiet::before{background:var(--quiet);border-radius:0}.key.threshold::before{background:var(--thr);height:2px;vertical-align:3px}
.push .text,.inspect{white-space:pre-wrap}.inspect{display:block;min-height:2.6em;color:var(--muted);font-size:.85rem}.refused{margin-top:2rem}`;
