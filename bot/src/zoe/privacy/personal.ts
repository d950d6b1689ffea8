/**
 * Personal-data detectors: e-mail (also "name at domain dot com"), phone numbers (shape rules plus
 * libphonenumber-js in the owner's region), payment cards (Luhn), IBANs (ibantools), government
 * ids with their check digits or with context, dates of birth, street addresses and PO boxes,
 * Telegram/X handles and t.me links.
 * Must never: flag everyday work prose that only looks like personal data (times, versions,
 * deadlines, order numbers, digests, prices, code annotations, bot names), or do I/O.
 */
import type { CountryCode } from "libphonenumber-js/max";
import { escapeRegExp } from "../base/escape-regexp.ts";
import { lazyPackage } from "../base/lazy.ts";

/** The phone number metadata (about 10 MB resident), loaded by the first scan that finds a number-shaped run. */
const phoneNumbers = lazyPackage<typeof import("libphonenumber-js/max")>("libphonenumber-js/max");
// The same metadata object and the library's class that reads it (the CommonJS build of "/max" exports no `Metadata`).
const phoneCore = lazyPackage<typeof import("libphonenumber-js/core")>("libphonenumber-js/core");
const phoneMetadata = lazyPackage<object>("libphonenumber-js/metadata.max.json");
import { LOCALES, markedLocale, pack } from "../lang/index.ts";
import {
  belgianNationalValid, bsnValid, codiceFiscaleValid, cpfValid, rfcValid, dniValid, ibanLength, ibanValid, luhnValid, nifPtValid, nirValid, ssnValid,
  steuerIdValid, ukNinoValid, verhoeffValid,
} from "./checksums.ts";
import { clauseBefore, countDigits, each, keywordProbe, lineStarts, namedGroup, trie, whole, type ScanOptions, type Span } from "./spans.ts";
import { dummyDigits } from "./values.ts";
import { dictatedNumbers } from "./disclosures.ts";

// Every language's words, read on every text: owners mix languages (lang/<code>/personal.ts).
const WORDS = LOCALES.map((l) => pack(l).personal);
const all = (pick: (w: (typeof WORDS)[number]) => readonly string[]): string[] =>
  [...new Set(WORDS.flatMap(pick))].sort((a, b) => b.length - a.length);
/** Words as an alternation, a space standing for any run of blanks, an apostrophe for either. */
const alternation = (words: readonly string[]): string =>
  words.map((w) => w.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&").replace(/ /g, "\\s+").replace(/'/g, "['’]")).join("|");
/** Each word as written and without its accents, as chats type them ("numero", "nee le"), longest first. */
const unaccented = (ws: readonly string[]): string[] => [...new Set(ws.flatMap((w) => [w, w.normalize("NFD").replace(/[\u0300-\u036f]/g, "")]))].sort((a, b) => b.length - a.length);
// Word edges without the u flag (an expression with i and u is many times slower): letters of Latin-1 count as letters.
const NOT_AFTER_LETTER = "(?<![A-Za-z0-9À-ÖØ-öø-ÿ])";
const NOT_BEFORE_LETTER = "(?![A-Za-z0-9À-ÖØ-öø-ÿ])";

export interface PiiHit extends Span {
  type: string;
}

/**
 * What every detector may ask of a text, worked out once: the text lower-cased, which of the
 * detectors' cue words it holds, and the spans the secret detectors found in it (`claimed`).
 */
interface Cues {
  lower: string;
  present: ReadonlySet<string>;
  /**
   * Secrets' spans. A finding inside one changes nothing `scan` reports (the merged span is the
   * secret's, and a secret outranks any personal data), so a costly check for it may be skipped.
   */
  claimed: readonly Span[];
}
/** A detector: the text, the scan's options and the text's cues. */
type Finder = (text: string, opts: ScanOptions, cues: Cues) => Span[];

/** Drop trailing separator-delimited digit groups until at most `max` digits remain. */
function trimToDigits(text: string, span: Span, max: number): Span {
  // The last group is taken off as `/[ .\-/]\(?\d+\)?$/` would find it, read backwards from the
  // end and counted off, in one pass: a search and a count over the whole span for each group
  // made a long run of groups (a hostile 100 kB of them) quadratic.
  let end = span.end;
  let digits = countDigits(text.slice(span.start, end));
  while (digits > max) {
    const close = text.charCodeAt(end - 1) === 41 ? end - 1 : end; // ")"
    let open = close;
    while (open > span.start && isDigitAt(text, open - 1)) open--;
    if (open === close) break;
    let sep = open - 1;
    if (sep > span.start && text.charCodeAt(sep) === 40) sep--; // "("
    // The group's separator, after the span's first character (a cut at 0 would leave nothing).
    if (sep <= span.start || !GROUP_SEPARATORS.includes(text.charAt(sep))) break;
    digits -= close - open;
    end = sep;
  }
  return { start: span.start, end };
}
const GROUP_SEPARATORS = " .-/";
const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
};

/** Accept either case of the first letter ("Street" / "street") and all caps. */
const anyCase = (words: string[]): string =>
  words
    .flatMap((w) => [w, w.toLowerCase(), w.toUpperCase()])
    .filter((w, i, all) => all.indexOf(w) === i)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/\./g, "\\."))
    .join("|");

/** A keyword within `reach` characters before the span, in the same clause. */
const contextBefore = (text: string, at: number, re: RegExp, reach = 40): boolean => re.test(clauseBefore(text, at, reach));

// ---------------------------------------------------------------------------------------------
// E-mail

// A file name with a resolution suffix ("logo@2x.png") is not an address: image and code file
// extensions are not top-level domains here.
// The local part and the domain's labels may hold accented, Greek and Cyrillic letters
// ("amélie.brown@…", "jürgen@müller.de"): an ASCII-only class masks "lie.brown@…" and leaves "amé".
const MAIL_LETTER = "A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF";
const EMAIL = new RegExp(
  `(?<![${MAIL_LETTER}._%+-])[${MAIL_LETTER}._%+-]+@[${MAIL_LETTER}-]+(?:\\.[${MAIL_LETTER}-]+)*\\.(?!(?:png|jpe?g|gif|svg|webp|avif|bmp|ico|pdf|js|mjs|ts|css|json|md|txt|zip|html?)(?![A-Za-z0-9-]))[A-Za-z]{2,}(?![A-Za-z0-9-])`,
  "g",
);
// Spelled out to dodge scrapers, in each language: "jane at example dot com", "jane [at] example
// [dot] org", "marie arobase orange point fr", "ana arroba correo punto es", "mario chiocciola
// libero punto it", "jan apenstaartje ziggo punt nl", "max(at)web(punkt)de", "zé arroba uol ponto com ponto br".
const AT_WORDS = `${alternation(all((w) => w.emailAt))}|@`;
const DOT_WORDS = alternation(all((w) => w.emailDot));
// An "at" of four letters or more ("arobase", "chiocciola") is spelled out on its own; "at" and "ät" are also prose.
const LONG_AT = all((w) => w.emailAt).filter((a) => a.length >= 4);
// Also set off by dashes between spaces ("jane -at- example -dot- com").
// Or an emoji that stands for the sign, set off by spaces ("ana.roux 📧 outlook dot com", the Dutch
// "apenstaartje" drawn as a monkey): only these, a beer or a heart between words is no address.
const AT_EMOJI = "(?:\u{1F4E7}|\u2709\uFE0F?|\u{1F4E9}|\u{1F4E8}|\u{1F412}|\u{1F435}|\u{1F300})";
// In brackets an "a" is the sign as well ("ana(a)gmx.de", "ana (a) hotmail punto es"): alone, "(a)" lists options.
const BRACKET_AT = `${AT_WORDS}|a`;
// (The sign itself may stand unspaced before a spelled domain: "chloe.walker@outlook dot com".)
const AT = `(?:\\s*[\\[({<]\\s*(?:${BRACKET_AT})\\s*[\\])}>]\\s*|\\s+-(?:${AT_WORDS})-\\s+|\\s+(?:${AT_WORDS}|${AT_EMOJI})\\s+|@)`;
const DOT = `(?:\\s*[\\[({<]\\s*(?:${DOT_WORDS}|\\.)\\s*[\\])}>]\\s*|\\s+-(?:${DOT_WORDS})-\\s+|\\s+(?:${DOT_WORDS}|\\.)\\s+)`;
const TLDS = "com|org|net|de|fr|es|nl|uk|co|io|eu|ch|at|it|pt|be|br|mx|ar|cl|lu|info|edu|gov|me|ru|in|us|ca|au|fm|tv|nu|se|dk|no|fi|pl|ie|cz|gr|biz";
// "jo underscore bright at …", "anne tiret roux arobase …": "_" and "-" spelled out inside the name (the packs' `emailJoins`).
const JOIN = `\\s+(?:${alternation(all((w) => w.emailJoins))})\\s+`;
// (Each run of name or domain characters is followed by a blank or a bracket, where a spelled dot, a
// joining word or a spelled at begins, or by a dot in the domain: said after the run, that spares
// the expression giving the run back a character at a time at every word, which cannot match.
// Change the lookaheads with DOT, JOIN and AT.)
const EMAIL_SPELLED = new RegExp(
  `(?<![${MAIL_LETTER}._%+-])[${MAIL_LETTER}._%+-]{2,}(?=[\\s\\[({<@])(?:(?:${DOT}|${JOIN})[${MAIL_LETTER}_%+-]{1,}(?=[\\s\\[({<@]))*${AT}[A-Za-z0-9-]{2,}(?=[\\s\\[({<.])(?:(?:${DOT}|\\.)[A-Za-z0-9-]{2,}(?=[\\s\\[({<.]))*(?:${DOT}|\\.)(?:${TLDS})\\b`,
  "gi",
);
// The spelled form needs a spelled dot or a non-English (or bracketed) at, or the sign "@" itself
// set off by spaces ("ana.roux @ proton.me"): "meet at home.com" is prose.
const SPELLED_MARK = new RegExp(`${DOT}|[\\[({<]\\s*(?:${BRACKET_AT})\\s*[\\])}>]|\\s-(?:${AT_WORDS})-\\s|\\s(?:${alternation(LONG_AT)}|@)\\s`, "i");
// (The dot and a short at in brackets too: "dubois44 [ät] t-online [.] de".)
const BRACKETED = ["(", "[", "{", "<"].flatMap((o, i) => [".", ...all((w) => w.emailAt).filter((a) => a.length < 4)].map((w) => `${o}${w}${[")", "]", "}", ">"][i]!}`));
const SPELLED_HINTS = [...all((w) => w.emailDot), " . ", ...BRACKETED, "(a)", "[a]", "{a}", "-at-", " @ ", ...LONG_AT, "at gmail.", "at yahoo.", "at outlook.", "at hotmail.", "at icloud.", "at gmx.", "at web.de", "at proton", "at orange.", "at free.fr", "at libero.", "at uol.", "at ziggo.", ...all((w) => w.emailAt).filter((a) => a.length < 4 && a !== "at")];

// "lucas at gmail.com": an English "at" before a mail provider's domain is an address, not prose.
// (Built from one source with the search below: what a candidate keeps, the text must hold.)
// The German "ät" is the same short sign said aloud (the packs' short `emailAt` words, "at" always among them).
const SHORT_AT = alternation([...new Set(["at", ...all((w) => w.emailAt).filter((a) => a.length < 4)])]);
const PROVIDER_AT = String.raw`\s(?:${SHORT_AT})\s+(?:gmail|googlemail|yahoo|outlook|hotmail|live|icloud|me|proton|protonmail|gmx|web|t-online|posteo|mailbox|orange|free|laposte|wanadoo|sfr|libero|virgilio|tiscali|alice|uol|bol|terra|sapo|ziggo|kpnmail|xs4all|telefonica|movistar)\.[a-z]{2,3}`;
const MAIL_PROVIDER = new RegExp(`${PROVIDER_AT}(?:\\.[a-z]{2})?$`, "i");
// The same anywhere in a text (no end anchor): what every candidate `MAIL_PROVIDER` keeps has.
const PROVIDER_AFTER_AT = new RegExp(PROVIDER_AT, "i");

// A text holds a few dozen cue words, a list up to hundreds: look the text's up in the list's set.
const CUE_SETS = new WeakMap<readonly string[], ReadonlySet<string>>();
/** Does the text hold one of `words` (registered in CUE_WORDS)? A cheap test before a costlier expression. */
function has(cues: Cues, words: readonly string[]): boolean {
  let set = CUE_SETS.get(words);
  if (!set) CUE_SETS.set(words, (set = new Set(words)));
  if (cues.present.size >= set.size) return words.some((w) => cues.present.has(w));
  for (const p of cues.present) if (set.has(p)) return true;
  return false;
}

// A documentation's example, in every language: a word of six letters or more for one, opening a
// word ("Musterstraße", "l'Exemple", "Anytown") or a domain ("usuario@ejemplo.com"). Not the
// English "example.com": owners and this project's fixtures write it for a real person's address.
const EXAMPLE_WORDS = all((w) => w.examples).filter((w) => w.length >= 6);
const EXAMPLE_WORD = new RegExp(`(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?:${alternation(EXAMPLE_WORDS)})`, "i");
const EXAMPLE_DOMAIN = new RegExp(`(?:@|\\s(?:${AT_WORDS})\\s|[\\[({<]\\s*(?:${BRACKET_AT})\\s*[\\])}>]\\s*)(?:${alternation(EXAMPLE_WORDS.filter((w) => !w.startsWith("example")))})(?![A-Za-z0-9-])`, "i");

// "theo38 at gmail", "marie.dupont arobase hotmail": a mail provider's name without its domain after
// an at, spelled or signed, when the name before it is a mail name (a digit, a dot or an underscore in
// it): "look at gmail" and "meet at yahoo" are prose.
const PROVIDER_NAMES = "gmail|googlemail|hotmail|outlook|yahoo|icloud|protonmail|gmx|posteo|t-online|ziggo|kpnmail|xs4all|libero|virgilio|tiscali|wanadoo|laposte|telefonica";
const BARE_PROVIDER = new RegExp(
  `(?<![${MAIL_LETTER}._%+-])(?=[${MAIL_LETTER}_%+-]*[\\d._])[A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F][${MAIL_LETTER}._%+-]{1,40}[${MAIL_LETTER}]${AT}(?:${PROVIDER_NAMES})(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`,
  "giu",
);
const PROVIDER_NAME = new RegExp(`(?:${PROVIDER_NAMES})(?![A-Za-z0-9.-])`, "i");

function findEmails(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  return filterExamples(text, [
    ...(text.includes("@") ? each(EMAIL, text, whole) : []),
    ...(!has(cues, SPELLED_HINTS) && !hasAtEmoji(text) && !SPACED_AT.test(text) ? [] : spelledEmails(text)),
    ...(PROVIDER_NAME.test(cues.lower) ? each(BARE_PROVIDER, text, whole) : []),
    ...(text.includes("@") && ONE_BLANK_AT.test(text) ? each(STRAY_BLANK_EMAIL, text, whole) : []),
  ]);
}
// An address typed with a stray blank on one side of the sign ("tom.mueller @gmx.de", "joao.mueller@
// orange.fr", "lea34 @ziggo.nl"): the name before it must be a mail name (a digit, a dot or an
// underscore in it) and the domain end in a top-level domain, so "via de @bol.com app" and "ask @ziggo"
// stay a shop's handle.
const ONE_BLANK_AT = /[^\s] @[^\s]|[^\s]@ [^\s]/;
const STRAY_BLANK_EMAIL = new RegExp(
  `(?<![${MAIL_LETTER}._%+-])(?=[${MAIL_LETTER}_%+-]*[\\d._])[${MAIL_LETTER}._%+-]{2,40}(?: @|@ )[${MAIL_LETTER}-]+(?:\\.[${MAIL_LETTER}-]+)*\\.(?:${TLDS})(?![A-Za-z0-9-])`,
  "gi",
);
const AT_EMOJI_ONLY = new RegExp(AT_EMOJI, "u");
// The sign set off by any blank, as SPELLED_MARK reads it ("ana.roux\t@\tproton.me"): the cue " @ " has
// plain spaces only, and a tab, a non-breaking or a wide space around the sign must not hide the address.
const SPACED_AT = /\s@\s/;
const hasAtEmoji = (text: string): boolean => AT_EMOJI_ONLY.test(text);

/** Spelled-out addresses; a candidate that is prose ("me at oliver.de") is dropped and the search goes on inside it ("… .vries (at) icloud (dot) com"). */
function spelledEmails(text: string): Span[] {
  const out: Span[] = [];
  // Every address kept has a spelled mark or a provider after "at": where the text has neither,
  // no candidate is read (the candidates' expression is tried at every word).
  if (!SPELLED_MARK.test(text) && !PROVIDER_AFTER_AT.test(text)) return out;
  EMAIL_SPELLED.lastIndex = 0;
  for (let m = EMAIL_SPELLED.exec(text); m !== null; m = EMAIL_SPELLED.exec(text)) {
    if (SPELLED_MARK.test(m[0]) || MAIL_PROVIDER.test(m[0])) out.push({ start: nameSaidApart(text, m.index), end: m.index + m[0].length });
    else EMAIL_SPELLED.lastIndex = m.index + 1;
  }
  return out;
}

// The words of a mail name said apart before a spelled address ("my address is grace walker at gmail
// dot com", "mijn mailadres is lotte punt de dekker at …"): up to three words, joined by blanks or by a
// spelled dot or joining word, back to "is", ":" or "c'est" (a name after a connector is all the
// address), or joined to it by a spelled dot. Prose before them ("tell bob at …") is left alone.
const SPELLED_JOINS = new Set(all((w) => [...w.emailDot, ...w.emailJoins]).filter((x) => !x.includes(" ")));
const MAIL_NAME_WORD = /^[a-z0-9à-ÿ_-]{1,20}$/;
const NAME_CONNECTOR = /^(?:is|ist|est|c['’]est|es|é|è|e['’]|era|was|war|=)$|:$/i;
function nameSaidApart(text: string, start: number): number {
  const before = text.slice(Math.max(0, start - 80), start);
  const toks: Array<{ t: string; at: number }> = [];
  for (const m of before.matchAll(/\S+/g)) toks.push({ t: m[0], at: start - before.length + m.index });
  let i = toks.length - 1;
  let from = start;
  // Where the last spelled dot or joining word took the name back to: without a connector, no further.
  let joined = start;
  for (let names = 0; i >= 0 && names < 3; ) {
    const t = toks[i]!.t;
    if (SPELLED_JOINS.has(t.toLowerCase()) && i > 0 && MAIL_NAME_WORD.test(toks[i - 1]!.t)) {
      from = toks[i - 1]!.at;
      joined = from;
      i -= 2;
      names++;
      continue;
    }
    if (!MAIL_NAME_WORD.test(t) || NAME_CONNECTOR.test(t)) break;
    from = toks[i]!.at;
    i--;
    names++;
  }
  if (from === start) return start;
  const connector = i >= 0 && NAME_CONNECTOR.test(toks[i]!.t);
  return connector ? from : joined;
}
const filterExamples = (text: string, spans: Span[]): Span[] => (spans.length === 0 ? spans : spans.filter((e) => !EXAMPLE_DOMAIN.test(text.slice(e.start, e.end))));

// ---------------------------------------------------------------------------------------------
// Handles and Telegram / X links

// A handle is not the domain half of an e-mail, not an npm scope ("@types/node") and starts
// with a letter or underscore (so "@3pm" is not one).
const HANDLE = /(?<![A-Za-z0-9._%+\-@`])@([A-Za-z_][A-Za-z0-9_]{2,31})(?![A-Za-z0-9_/@(`])/g;
// Code annotations, decorators and group mentions that are not people.
const NOT_A_PERSON = new Set([
  "param", "params", "returns", "return", "throws", "throw", "deprecated", "see", "example", "type",
  "typedef", "todo", "fixme", "override", "overrides", "inheritdoc", "link", "since", "author",
  "version", "private", "public", "protected", "internal", "readonly", "async", "callback",
  "property", "prop", "default", "description", "module", "namespace", "class", "interface",
  "implements", "extends", "enum", "const", "let", "var", "function", "method", "member", "event",
  "fires", "emits", "listens", "ts_ignore", "ts_expect_error", "jsx", "flow", "license", "preserve",
  "suppresswarnings", "functionalinterface", "nullable", "nonnull", "notnull", "test", "before",
  "after", "beforeeach", "aftereach", "beforeall", "afterall", "mock", "injectable", "component",
  "input", "output", "inject", "entity", "column", "table", "id", "get", "post", "put", "patch",
  "delete", "controller", "service", "autowired", "bean", "configuration", "transactional",
  "dataclass", "staticmethod", "classmethod", "property", "cached_property", "pytest", "fixture",
  "media", "import", "include", "mixin", "keyframes", "font_face", "supports", "layer", "apply",
  "tailwind", "use", "forward", "here", "channel", "everyone", "all", "team", "room", "admins",
  "admin", "owners", "mods", "moderators", "devs", "oncall", "on_call", "engineering", "ops",
  "support", "sales", "marketing", "design", "product", "backend", "frontend", "infra", "qa",
  "sre", "security", "legal", "finance", "hr", "leads", "managers", "staff", "core", "maintainers",
  "reviewers", "latest", "next", "beta", "canary", "stable", "main", "master", "dev", "mention",
  "mentions", "botfather", "gif", "vid", "pic", "wiki", "like", "vote", "stickers", "gamee",
]);

function handleAllowed(name: string, opts: ScanOptions): boolean {
  const n = name.toLowerCase();
  const allowed = (opts.allowHandles ?? []).some((h) => h.replace(/^@/, "").toLowerCase() === n);
  // Telegram requires every bot username to end in "bot": a bot is not a person.
  return allowed || n.endsWith("bot") || NOT_A_PERSON.has(n);
}

/** Only blanks between `at` and the start of its line: read back over the blanks alone, never the whole line. */
function onlySpaceBefore(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const c = text.charAt(i);
    if (c === "\n") return true;
    if (!/\s/.test(c)) return false;
  }
  return true;
}

// A company's handle is not a person's (probe (y)): after a service word ("klantenservice @ziggo",
// "atención al cliente @Renfe"), or in a company account's shape: a part of its name that says one (the
// packs' `serviceHandles.accountParts`, "@Telekom_hilft", "@AskAmex", "@Movistar_es"), a name opening in
// capitals only ("@SNCF", "@KLM_NL", "@DB_Bahn"), or a domain's end ("@bol_com"). A person's handle after
// "DM", "my handle is" or "schreib" has none of these and stays flagged.
const SERVICE_BEFORE = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.handles.serviceWords)))})(?:\\s+[^\\s@.,;:!?]{1,4}){0,1}\\s*:?\\s*$`, "i");
const ACCOUNT_PARTS = new Set(unaccented(all((w) => w.handles.accountParts)));
const DOMAIN_ENDS = new Set(["com", "net", "org"]);
const PERSON_BEFORE = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.handles.personWords)))})${NOT_BEFORE_LETTER}`, "i");
// A friend or a colleague named before the handle (probe (z)): a person who works in a service ("mon pote du SAV @…",
// "mi amigo @marco.garcia trabaja en soporte") is still a person, whatever service word stands by the handle.
// The friend's word stands at most two words before the handle ("mon pote du SAV @…", "my friend @…").
const FRIEND_BEFORE = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.handles.friendWords)))})(?:\\s+[^\\s@]+){0,2}\\s*$`, "i");
const SERVICE_IN = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.handles.serviceWords)))})${NOT_BEFORE_LETTER}`, "i");
// A service word right after the handle says a company's account as one before it does ("@bunq support is top",
// "@Sparkasse Hotline seit 20 min").
const SERVICE_AFTER = new RegExp(`^\\s+(?:${alternation(unaccented(all((w) => w.handles.serviceWords)))})${NOT_BEFORE_LETTER}`, "i");
// One dotted part after the name, not followed by a call or a further part ("@app.route(", "@app.route.get" stay code).
const DOTTED_REST = /^\.[A-Za-z0-9_]+(?![A-Za-z0-9_(]|\.[A-Za-z0-9_])/;
/** The line before `at`, back to its last sentence stop, up to 60 characters. */
const clauseOf = (text: string, at: number): string => text.slice(Math.max(0, at - 60), at).split(/[\n.!?;]/).pop() ?? "";
function companyHandle(text: string, at: number, name: string): boolean {
  if (FRIEND_BEFORE.test(clauseOf(text, at))) return false;
  if (SERVICE_BEFORE.test(text.slice(Math.max(0, at - 40), at))) return true;
  // "my handle is @JD_smith", "DM @KLM_jan": a person's word before it outweighs the shape.
  if (PERSON_BEFORE.test(clauseOf(text, at))) return false;
  if (SERVICE_AFTER.test(text.slice(at + 1 + name.length, at + 1 + name.length + 30))) return true;
  const parts = name.split(/_|(?<=[a-z])(?=[A-Z])/).filter((x) => x !== "");
  if (/^[A-Z]{2,}$/.test(parts[0] ?? "") && (parts.length > 1 || parts[0]!.length >= 3)) return true;
  if (parts.length < 2) return false;
  return parts.some((x, i) => ACCOUNT_PARTS.has(x.toLowerCase()) && (i > 0 || x.length >= 3)) || DOMAIN_ENDS.has(parts[parts.length - 1]!.toLowerCase());
}

function findHandles(text: string, opts: ScanOptions): Span[] {
  return each(HANDLE, text, (m) => {
    if (handleAllowed(m[1] ?? "", opts)) return null;
    if (companyHandle(text, m.index, m[1] ?? "")) return null;
    // A decorator or annotation at the start of a code line ("@Injectable", "  @app.route").
    if (onlySpaceBefore(text, m.index) && /^(?:\(|\.[A-Za-z])/.test(text.slice(m.index + m[0].length))) return null;
    if (text.charAt(m.index + m[0].length) === ".") {
      const next = text.charAt(m.index + m[0].length + 1);
      // "@app.route", "@pytest.mark"; but a dotted name after a person's word is an account ("mein insta ist @liam.mueller").
      if (/[A-Za-z]/.test(next)) {
        const dotted = DOTTED_REST.exec(text.slice(m.index + m[0].length));
        const clause = clauseOf(text, m.index);
        // A service word in the clause, before or just after, says a person who works there (probe (z): "c'est
        // @hugo.weber qui gère mon dossier", "fala com o @lena.martin do suporte"): a company's account has no dot.
        if (dotted === null) return null;
        const end = m.index + m[0].length + dotted[0].length;
        // (Not across a label's colon: "support ticket: @app.route returns 404" names code.)
        const staff = SERVICE_IN.test(clause.split(":").pop() ?? "") || SERVICE_IN.test(text.slice(end, end + 30).split(/[\n.!?;:]/)[0] ?? "");
        if (!(PERSON_BEFORE.test(clause) || FRIEND_BEFORE.test(clause) || staff)) return null;
        return { start: m.index, end: m.index + m[0].length + dotted[0].length };
      }
    }
    return whole(m);
  });
}

// t.me/name, telegram.me/name, x.com/name, twitter.com/name (not their own pages).
const PROFILE_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me|telegram\.dog|x\.com|twitter\.com)\/(?:s\/)?@?([A-Za-z0-9_]{3,32})(?![A-Za-z0-9_])(?:\/[^\s)]*)?/gi;
const LINK_RESERVED = new Set([
  "status", "i", "home", "search", "explore", "settings", "intent", "share", "hashtag", "login",
  "signup", "tos", "privacy", "notifications", "messages", "compose", "joinchat", "addstickers",
  "addemoji", "setlanguage", "proxy", "socks", "iv", "contact", "boost", "login", "about", "jobs",
]);

function findProfileLinks(text: string, opts: ScanOptions): Span[] {
  return each(PROFILE_LINK, text, (m) => {
    const name = m[1] ?? "";
    if (LINK_RESERVED.has(name.toLowerCase()) || handleAllowed(name, opts)) return null;
    // "+invite" links and "/c/123" channel posts carry no person's name.
    return whole(m);
  });
}

// ---------------------------------------------------------------------------------------------
// Phones

// The digit groups of a spaced IBAN ("DE89 3704 0044 0532 ...") are the IBAN detector's
// business: valid or not, they are not a card or a phone number of their own.
const IBAN_SHAPE_BEFORE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){0,7} $/;
const continuesIbanShape = (text: string, start: number): boolean =>
  IBAN_SHAPE_BEFORE.test(text.slice(Math.max(0, start - 45), start));

// Each shape is anchored so that it cannot start inside a number, a version ("v2.10.3"), a time
// ("18:00"), an order number ("#12345") or a date, and digit counts are checked after.
// A country code may stand in brackets: "(+39) 345 …".
const PHONE_INTL =
  /(?<![\w+])(?:\((?:\+|00)[1-9]\d{0,3}\)|(?:\+|00)[1-9]\d*)(?:[ .-]?\(\d{1,5}\)[ .-]?\d+)?(?:(?:[ .\-/]| [/-] )\d+)*(?!\w)/g;
const PHONE_NATIONAL =
  /(?<![\w+./:#-])(?:\(0[1-9]\d{1,4}\)|0[1-9]\d{1,4})(?:[ /-]| [/-] )?\d{2,8}(?:[ -]\d{2,5})*(?![\w%]|[.:,]\d)/g;
/** A three-digit group and one space right before a run: the run goes on a longer number. */
const THREE_BEFORE = /(?<![\d\p{L}])\d{3} $/u;
// French-style pairs: "06 12 34 56 78", "01.23.45.67.89".
const PHONE_PAIRS = /(?<![\w+./:#-])0[1-9](?:([ .-])\d{2})(?:\1\d{2}){3}(?![\w%]|[.:-]\d)/g;
const PHONE_NANP_PAREN = /(?<![\w+./:#-])(?:1[-. ]?)?\([2-9]\d{2}\)\s?\d{3}[-. ]\d{4}(?![\w%]|[.:-]\d)/g;
const PHONE_NANP = /(?<![\w+./:#-])(?:1[-. ])?[2-9]\d{2}([-. ])\d{3}\1\d{4}(?![\w%]|[.:-]\d)/g;
const BR_SHAPE = /^(?:\(\d{2}\)\s?9?\d{4}|\d{2}\s9\d{4})-\d{4}$/;
// Regions whose national numbers are dialled with a leading 0. (Not Brazil: "(21) 93734-9491" is
// how Brazilians write a number; the 0 goes with a carrier code, "0 XX 21 …", when at all.)
const TRUNK_ZERO = new Set([
  "DE", "GB", "FR", "NL", "BE", "AT", "CH", "SE", "FI", "IE", "TR", "UA", "AU", "NZ", "JP", "KR", "CN", "IN", "ZA",
  "IL", "AR", "PE", "TH", "ID", "PH", "NG", "KE", "EG", "RO", "BG", "RS", "HR", "SI", "BA", "MK", "AL", "LT", "HU",
]);
// A run that could be a phone number in some national format, for libphonenumber-js to judge.
const PHONE_DOTTED = /(?<![\w+./:#-])\(?\d{2,4}\)?(?:[./]\d{2,8}){1,4}(?![\w%]|[.:,/-]\d)/g;
// A number read out digit by digit ("3 3 4 1 2 8 3 7 5 8") is one run however long, not its first
// eighteen characters with the rest left readable.
const PHONE_CANDIDATE = /(?<![\w+./:#-])(?:\d(?: \d){6,14}|\d(?:-\d){6,14}|\(?\d[\d ()-]{5,16}\d)(?![\w%]|[.:,-]\d)/g;
// The same with a trunk 0 ("0 7 9 2 1 7 2 2 1 5 8"): a national number by its shape, as PHONE_NATIONAL reads it unspaced.
const PHONE_SPELLED = /(?<![\w+./:#-])0(?:(?: \d){8,12}|(?:-\d){8,12})(?![\w%]|[.:,-]\d)/g;
// A phone keyword makes a bare run of digits a phone number too ("tel 4155550100").
const PHONE_CONTEXT = new RegExp(`\\b(?:${[...new Set(LOCALES.flatMap((l) => pack(l).personal.phone.contextWords))].map(escapeRegExp).join("|")})\\b`, "i");
// The same words without their edges: a text where they stand nowhere has no clause before a run
// that holds one (a clause is a piece of the text), so the runs need not be read at all.
const PHONE_CONTEXT_ANYWHERE = new RegExp(PHONE_CONTEXT.source.slice(2, -2), "i");

// UUIDs (episode ids, request ids) have digit groups that look like "0087-4918-8155".
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// What every UUID holds (a group of four between dashes): change it with UUID.
const UUID_CORE = /-[0-9a-f]{4}-/i;
// What a parsed "phone number" must not be: an ISO date, a dotted date, a time, a version.
const DATE_SHAPE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;
const NOT_PHONE_SHAPE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}:\d{2}|\d+(?:\.\d+){2,})$/;
// A label of another number, ending right before the run (the packs' `numberLabels`, a word edge
// before each), or a number sign of its own ("#", "no.", "Nr."); then a "no."/"number"/"#" and a few signs.
const NUMBER_LABELS = all((w) => w.phone.numberLabels).map((l) => `${/^[a-z]/.test(l) ? "\\b" : ""}${alternation([l])}`);
// Read backwards from the run's start, once, instead of from every position of the words before it.
const NOT_PHONE_BEFORE = new RegExp(
  `(?<=(?:#|\\bno[.:#]|\\bnr\\.?|${NUMBER_LABELS.join("|")})(?:\\W{0,3}(?:no\\.?|nr\\.?|number|num|id|code|#))?\\W{0,3})$`,
  "iy",
);
/** A word for another kind of number ("order", "#", "Meeting-ID") ends the twenty characters before `at`. */
function labelledBefore(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 20), at);
  NOT_PHONE_BEFORE.lastIndex = before.length;
  return NOT_PHONE_BEFORE.test(before);
}

// Only a number sign and its punctuation: "no.", "Nr.", "n.", "n°", "n.º", "núm.", "#", "number".
const SIGN_ONLY = /^(?:[\s:#.°º-]|\b(?:no|nr|n|number|num|núm)(?![A-Za-zÀ-ÿ]))*$/i;
/**
 * A number sign right after the word naming the number's own kind ("SSN no.", "Aadhaar No:",
 * "card no.", "Kreditkarte Nr.", "tarjeta nº") is that number's sign, not the label of another
 * kind of number: `kind` (global) is matched in the thirty characters before `at`, and only
 * signs may stand between its last match and the number.
 */
function ownSign(text: string, at: number, kind: RegExp): boolean {
  const before = text.slice(Math.max(0, at - 30), at);
  let end = -1;
  kind.lastIndex = 0;
  for (let m = kind.exec(before); m !== null; m = kind.exec(before)) end = m.index + m[0].length;
  return end >= 0 && SIGN_ONLY.test(before.slice(end));
}

// A phone word of a language, and the regions whose national formats that language's speakers
// write; read on the lower-cased text.
// (\b is enough at an ASCII letter and much cheaper than a look-behind at every position.)
// The words with the same edges are one trie between them ("tel(?:efon(?:nummer)?)?"): asked only
// whether a word occurs at all, the expression finds the same texts as one alternative per word,
// without trying every word at every position.
const edged = (words: readonly string[]): string => {
  const groups = new Map<string, { before: string; after: string; words: string[] }>();
  for (const w of words) {
    const before = /^[a-z]/.test(w) ? "\\b" : NOT_AFTER_LETTER;
    const after = /[a-z]$/.test(w) ? "\\b" : NOT_BEFORE_LETTER;
    const g = groups.get(before + after) ?? { before, after, words: [] };
    g.words.push(w);
    groups.set(before + after, g);
  }
  const atom = (ch: string): string => (ch === " " ? "\\s+" : ch === "'" ? "['’]" : alternation([ch]));
  return [...groups.values()].map((g) => `${g.before}(?:${trie(g.words, atom)})${g.after}`).join("|");
};
const LANGUAGE_PHONE_REGIONS: Array<[RegExp, readonly string[]]> = WORDS.filter((w) => w.phone.regions.length > 0).map((w) => [
  new RegExp(edged(w.phone.words)),
  w.phone.regions,
]);

/** Every region some language's speakers write numbers of. */
const LANGUAGE_REGIONS = [...new Set(WORDS.flatMap((w) => w.phone.regions))];

/** One pass first: most texts name no phone word in any language. */
const ANY_PHONE_WORD = new RegExp(LANGUAGE_PHONE_REGIONS.map(([re]) => re.source).join("|"), "g");
const PHONE_WORD_AT = LANGUAGE_PHONE_REGIONS.map(([re]) => new RegExp(re.source, "y"));

/**
 * The regions of every language a phone word of `lower` is in. One pass of all languages' words
 * together, and at each place one matches, the languages not found yet asked there alone: the
 * same languages as a pass of each language's words over the whole text.
 */
// The regions of the last text read: several numbers of one text ask, each with a pass over the text.
let spokenOf: { lower: string; regions: readonly string[] } | null = null;
function spokenRegions(lower: string): string[] {
  if (spokenOf === null || spokenOf.lower !== lower) spokenOf = { lower, regions: readSpokenRegions(lower) };
  return [...spokenOf.regions];
}
function readSpokenRegions(lower: string): string[] {
  const found: boolean[] = PHONE_WORD_AT.map(() => false);
  let left = found.length;
  ANY_PHONE_WORD.lastIndex = 0;
  for (let m = ANY_PHONE_WORD.exec(lower); m !== null && left > 0; m = ANY_PHONE_WORD.exec(lower)) {
    for (let i = 0; i < found.length; i++) {
      if (found[i]) continue;
      const at = PHONE_WORD_AT[i]!;
      at.lastIndex = m.index;
      if (at.test(lower)) {
        found[i] = true;
        left--;
      }
    }
    // A word of another language may begin inside this one: go on from the next character.
    ANY_PHONE_WORD.lastIndex = m.index + 1;
  }
  const out: string[] = [];
  for (let i = 0; i < found.length; i++) if (found[i]) out.push(...LANGUAGE_PHONE_REGIONS[i]![1]);
  return out;
}

/**
 * A run parsed in a region, once per scan: the same run is asked about by the shape rules' regions,
 * the language's regions and the free-line test after (libphonenumber-js's parse is the costliest
 * step of the gate, and a function of the run and the region alone). "error": the parse threw (an
 * unknown region); undefined: no number.
 */
type Parsed = ReturnType<ReturnType<typeof phoneNumbers>["parsePhoneNumberFromString"]> | "error";
type Parses = Map<string, Parsed>;
function parsedIn(parses: Parses, raw: string, region: string): Parsed {
  const key = `${region}|${raw}`;
  let n = parses.get(key);
  if (n === undefined && !parses.has(key)) {
    try {
      n = phoneNumbers().parsePhoneNumberFromString(raw, region as CountryCode);
    } catch {
      n = "error";
    }
    parses.set(key, n);
  }
  return n;
}

type PhoneNumber = Exclude<Parsed, "error" | undefined>;
// A parsed number's `isValid()` and `getType()`, once per parse: the shape rules' regions, the role
// lines and the free-line test ask them of the same parse again, and each runs the region's number
// patterns. Weak maps: an answer lives as long as its parse (one scan's `parses`), never longer.
const VALIDITY = new WeakMap<PhoneNumber, boolean>();
const NUMBER_TYPE = new WeakMap<PhoneNumber, string>();
function validOnce(n: PhoneNumber): boolean {
  let v = VALIDITY.get(n);
  if (v === undefined) VALIDITY.set(n, (v = n.isValid()));
  return v;
}
function typeOnce(n: PhoneNumber): string {
  let t = NUMBER_TYPE.get(n);
  if (t === undefined) NUMBER_TYPE.set(n, (t = n.getType() ?? ""));
  return t;
}

function phoneSpans(text: string, opts: ScanOptions, cues: Cues, cleared: Set<string>, walks: GroupWalks, parses: Parses): Span[] {
  const lower = cues.lower;
  const out: Span[] = [];
  const plausible = (s: Span, min: number, max: number): void => {
    if (continuesIbanShape(text, s.start)) return;
    const t = trimToDigits(text, s, max);
    const n = countDigits(text.slice(t.start, t.end));
    // A run longer than any number that cannot be cut at a separator is a parcel's or an account's ("00340434161094042557").
    if (n > max) return;
    if (n >= min) out.push(t);
    else if (countDigits(text.slice(s.start, s.end)) >= min) out.push(s);
  };
  for (const s of each(PHONE_INTL, text, whole)) plausible(s, 8, text.startsWith("00", s.start) ? 17 : 15);
  // (Not the tail of a longer run of three-digit groups: "ID 353 065 095 163" is a meeting's.)
  for (const s of each(PHONE_NATIONAL, text, whole)) if (!THREE_BEFORE.test(text.slice(Math.max(0, s.start - 5), s.start))) plausible(s, 9, 13);
  for (const s of each(PHONE_SPELLED, text, whole)) if (!labelledBefore(text, s.start)) out.push(s);
  out.push(...each(PHONE_PAIRS, text, whole), ...each(PHONE_NANP_PAREN, text, whole), ...each(PHONE_NANP, text, whole));
  // The owner's own national formats ("612 345 678" in Spain, "020 7946 0958" in the UK), read
  // by libphonenumber-js and kept only when the number is valid for its region.
  // The owner's region first, then the regions of the language a phone word of the sentence is
  // in: a Portuguese "meu celular é (21) 9…" is read as Brazilian and Portuguese, whatever the owner's region.
  // Only the runs that could still be a phone are parsed (libphonenumber-js costs the most of the
  // gate): long enough, not a date or a version, not labelled as another number, not already read.
  const shaped = out.length;
  const candidates = each(PHONE_CANDIDATE, text, whole).filter((c) => {
    const raw = text.slice(c.start, c.end).trim();
    c.end = c.start + raw.length;
    if (countDigits(raw) < 7 || NOT_PHONE_SHAPE.test(raw.replace(/^\(|\)$/g, ""))) return false;
    // A run a shape rule took already first: it is the cheapest of these tests.
    for (let k = 0; k < shaped; k++) if (out[k]!.start <= c.start && out[k]!.end >= c.end) return false;
    return (!labelledBefore(text, c.start) || ownSign(text, c.start, PHONE_WORDS_G)) && !namedOtherNumber(text, c);
  });
  // The runs above were checked for a label already; the dotted ones below were not.
  const labelsRead = candidates.length;
  // "mi móvil: 617.303.620", "numero di casa: 06/40168699": groups joined by dots or a slash, a
  // shape dates, versions and addresses share, so read only after a phone word in the words before.
  for (const c of each(PHONE_DOTTED, text, whole)) {
    if (countDigits(text.slice(c.start, c.end)) < 8 || DATE_SHAPE.test(text.slice(c.start, c.end))) continue;
    if (out.some((o) => o.start <= c.start && o.end >= c.end) || candidates.some((o) => o.start <= c.start && o.end >= c.end)) continue;
    const before = lower.slice(Math.max(0, c.start - 40), c.start);
    if (PHONE_WORD_IN.test(before.slice(before.lastIndexOf("\n") + 1))) candidates.push(c);
  }
  const spoken = candidates.length > 0 ? spokenRegions(lower) : [];
  const regions = [...new Set([...(opts.region ? [opts.region.toUpperCase()] : []), ...spoken])];
  // What rules a region out without a parse: where national numbers start with a trunk 0, a run
  // without it is not one ("(2026-06-04)"); nor is a run shorter than any of the region's numbers.
  // (Asked for a run and a region once: the language's regions are asked again after the guess.)
  const taken = new Map<string, boolean>();
  const digitsOfRun = new Map<string, string>();
  const mayTake = (raw: string, region: string): boolean => {
    const key = `${region}|${raw}`;
    let may = taken.get(key);
    if (may === undefined) {
      // The run's digits, once per run (several regions ask about it).
      let digits = digitsOfRun.get(raw);
      if (digits === undefined) digitsOfRun.set(raw, (digits = raw.replace(NOT_DIGIT, "")));
      taken.set(key, (may = (!TRUNK_ZERO.has(region) || /^\(?0/.test(raw)) && !tooShortFor(digits, region) && !neverValidIn(digits, region)));
    }
    return may;
  };
  const valid = (c: Span, region: string): boolean => {
    const raw = text.slice(c.start, c.end);
    if (!mayTake(raw, region)) return false;
    // (An unknown region, "error": the shape rules above still apply.)
    const n = parsedIn(parses, raw, region);
    try {
      return n !== "error" && n !== undefined && validOnce(n);
    } catch {
      return false;
    }
  };
  const unread: Span[] = [];
  const lineStart = lineStarts(text);
  let named = 0;
  for (let k = 0; k < candidates.length; k++) {
    const c = candidates[k]!;
    // No parse and no language guess for a run whose span `findPhones` drops whatever they say,
    // or whose span (with its extension) lies inside a secret, where it changes nothing `scan` reports.
    if (notAPhone(text, c, k < labelsRead, walks) || inside(cues.claimed, withExtension(text, c))) continue;
    cleared.add(`${c.start}:${c.end}`);
    let found = regions.some((r) => valid(c, r));
    // "(21) 98765-4321", "11 98765-4321": the area code and the dash before four digits are Brazil's own shape.
    if (!found && !regions.includes("BR") && BR_SHAPE.test(text.slice(c.start, c.end))) found = valid(c, "BR");
    // Then the regions of the language the words around the number are in: "o meu é 912 345 678"
    // is Portuguese whatever the owner's region, with or without a phone word.
    // (Only when a language's region not tried yet could still take the number: reading the
    // language costs more than most numbers, and a run without a trunk 0 fits few regions.)
    if (!found && LANGUAGE_REGIONS.some((r) => !regions.includes(r) && mayTake(text.slice(c.start, c.end), r))) {
      const l = markedLocale(text.slice(Math.max(0, c.start - 120), c.end + 40), "en");
      found = pack(l).personal.phone.regions.some((r) => !regions.includes(r) && valid(c, r));
    }
    // "ufficio 02 0273 9367 interno 51": an extension after a number says it is a phone; any
    // region of the packs' languages that takes it will do.
    if (!found && EXTENSION.test(text.slice(c.end, c.end + 24))) found = LANGUAGE_REGIONS.some((r) => !regions.includes(r) && valid(c, r));
    if (found) out.push({ start: c.start, end: c.end });
    const line = lineStart(c.start);
    const nameBefore = NAME_BEFORE.test(text.slice(Math.max(line, c.start - 40), c.start));
    if (!found && (nameBefore || ROLE_LED.test(text.slice(line, c.start)))) unread.push(c);
    if (nameBefore) named++;
  }
  // "Anna 0171 …, Ben 0160 …", "oma: 06 …\nSanne: 06 …": two or more numbers each after a name, with no
  // phone word and too few words to tell the language, are a list of phones where each is a mobile
  // number of one of the packs' regions.
  // "party: Zoe 07…", "casero: Sr. García 6…", "portinaia signora Bianchi 06 …": one number on a line led by
  // a role, then a person's name, is that person's phone where one of the packs' regions takes it (any line).
  for (const c of unread) {
    const raw = text.slice(c.start, c.end);
    const roleLed = ROLE_LED.test(text.slice(lineStart(c.start), c.start));
    if (named < 2 && !roleLed) continue;
    const phone = LANGUAGE_REGIONS.some((r) => {
      if (!mayTake(raw, r)) return false;
      const n = parsedIn(parses, raw, r);
      try {
        return n !== "error" && n !== undefined && validOnce(n) && (roleLed || MOBILE_TYPES.has(typeOnce(n)));
      } catch {
        return false;
      }
    });
    if (phone) out.push({ start: c.start, end: c.end });
  }
  // A bare digit run right after a phone keyword (most texts hold no such word: one quick search first).
  if (PHONE_CONTEXT_ANYWHERE.test(text)) for (const s of each(/(?<![\w+./:#-])\d[\d ]{8,14}\d(?![\w%]|[.:-]\d)/g, text, whole)) {
    if (countDigits(text.slice(s.start, s.end)) >= 9 && contextBefore(text, s.start, PHONE_CONTEXT, 30)) out.push(s);
  }
  if (text.includes("\n") && DIGITS_OVER_LINE.test(text)) out.push(...brokenPhones(text, opts, lower, out));
  if (DICTATION_HINT.test(lower) || /\d[ \t]*(?:[—–…]|\.{3}|-[ \t])/.test(lower)) out.push(...dictatedPhones(text, opts, lower));
  return out;
}

// "ring grandma on 07620 498\n925", "appelle-moi au 06 42 67\n66 39": a number broken over two lines
// after a phone word on the first, read whole when no number was found in it: by the national
// shape with a trunk 0, or as valid in the owner's region, a phone word's or the language's.
// The first piece may be the trunk prefix or area code alone ("06\n12345678", "(11)\n98765-4321").
// (The first piece may end in the dash or slash that joined it to the rest: "06 -\n27 30 93 63".)
const PHONE_BROKEN = /(?<![\w+./:#-])\+?\(?\d[\d ()-]{0,14}\d\)?(?:[ \t]*[-/])?[ \t]*\n[ \t]*\d[\d ()-]{0,12}\d(?![\w%]|[.:,-]\d)/g;
const NATIONAL_WHOLE = new RegExp(`^${PHONE_NATIONAL.source}$`);
const DIGITS_OVER_LINE = /\d\)?(?:[ \t]*[-/])?[ \t]*\n[ \t]*\+?\(?\d/;
const DICTATION_HINT = /\d[ \t]*,?[ \t]+\p{L}/u;
const LINE_BREAK_JOIN = /[ \t]*[-/]?[ \t]*\n[ \t]*/;
function brokenPhones(text: string, opts: ScanOptions, lower: string, found: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const c of each(PHONE_BROKEN, text, whole)) {
    // A piece read as a number of its own is read again whole ("Handy:\n0176\n0863667" left "0176" readable).
    if (found.some((o) => o.start < c.end && o.end > c.start && (o.start < c.start || o.end > c.end))) continue;
    // The phone word on the first piece's line, or closing the line before when the number opens its own ("Handy:\n0176\n…").
    const before = lower.slice(Math.max(0, c.start - 40), c.start);
    const line = before.slice(before.lastIndexOf("\n") + 1);
    const above = /^[ \t]*$/.test(line) ? before.slice(0, before.lastIndexOf("\n")) : "";
    if (!PHONE_WORD_IN.test(line) && !(/[:：][ \t]*$/.test(above) && PHONE_WORD_IN.test(above.slice(above.lastIndexOf("\n") + 1)))) continue;
    const joined = text.slice(c.start, c.end).replace(LINE_BREAK_JOIN, " ");
    if (!labelledBefore(text, c.start) && wholePhone(text, c, joined, opts, lower)) out.push(c);
  }
  return out;
}

/** Is `joined` (the pieces of the number at `c`, put back together) a phone number: by the national shape with a trunk 0, or valid in the owner's region, a phone word's or the language's. */
function wholePhone(text: string, c: Span, joined: string, opts: ScanOptions, lower: string, mobileOnly = false): boolean {
  const n = countDigits(joined);
  if (n < 9 || n > 15) return false;
  if (NATIONAL_WHOLE.test(joined) && n <= 13 && !mobileOnly) return true;
  const regions = [...new Set([...(opts.region ? [opts.region.toUpperCase()] : []), ...spokenRegions(lower), ...pack(markedLocale(text.slice(Math.max(0, c.start - 120), c.end + 40), "en")).personal.phone.regions])];
  const valid = (r: string): boolean => {
    try {
      const p = phoneNumbers().parsePhoneNumberFromString(joined, r as CountryCode);
      return p?.isValid() === true && (!mobileOnly || MOBILE_TYPES.has(p.getType() ?? ""));
    } catch {
      return false;
    }
  };
  return joined.startsWith("+") ? valid("DE") : regions.some(valid);
}

const MOBILE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);
/** A list entry's name right before a number: a line's or a list item's first one to three words, perhaps with a colon or dash ("Tante Els: ", "- Ben – "). */
const NAME_BEFORE = /(?:^|[,;/|:][ \t])[ \t]*(?:[-•*][ \t]+)?(?:\p{L}[\p{L}'’.]*[ \t]+){0,2}\p{L}[\p{L}'’.]*[ \t]*[:–—-]?[ \t]*$/u;
/**
 * A contact line's opening: a role (one to three words, then a colon or a dash; or one word in lower case),
 * perhaps a title, and a capitalised name right before the number ("oppas: Sanne ", "huisbaas - mevrouw
 * Jansen - ", "portera Doña Carmen "). "Zug 633 …" has no role, "Bus 612, Zug …" no name after one.
 */
const ROLE_LED = /^[ \t]*(?:[-•*][ \t]+)?(?:\p{L}[\p{L}'’+-]*(?:[ \t]+\p{L}[\p{L}'’+-]*){0,2}[ \t]*(?::|,|[ \t][–—-])|\p{Ll}[\p{L}'’-]*)[ \t]+(?:\p{L}[\p{L}.'’]*[ \t]+){0,2}\p{Lu}[\p{L}'’.]*[ \t]*(?:[:,–—-][ \t]*)?$/u;
// "0176 und dann 0234229", "07 20, puis 83 82 46", "333, poi 5607435", "06 en dan 62784310": a number
// dictated in two pieces with the packs' words for "then" between them (`dictation`, after a comma or
// one of their `conjunctions`), after a phone word or "number" in the words before. Read whole as above.
const DICTATION_WORDS = alternation([...new Set(LOCALES.flatMap((l) => pack(l).secrets.dictation))]);
const DICTATION_JOINS = alternation([...new Set(LOCALES.flatMap((l) => pack(l).secrets.conjunctions))]);
// (An aside may stand between the pieces, between commas or dashes: "07740 — that's the start — then 498 027",
// "062, dat is van Daan, en dan 4104939"; the last piece may be three digits, "928 497, a seguir 624".)
const PHONE_DICTATED = new RegExp(`(?<![\\w+./:#-])(\\+?\\(?\\d[\\d ()-]{0,6}\\d\\)?)(?:[ \\t]*[,—–][ \\t]*[^\\d\\n.!?,—–]{1,30}?[ \\t]*[,—–])?[ \\t]*,?[ \\t]+(?:(?:${DICTATION_JOINS})[ \\t]+)?(?:${DICTATION_WORDS})(?:[ \\t]+\\p{Ll}{2,8})?[ \\t]*[,:]?[ \\t]+(\\d[\\d -]{1,12}\\d)(?![\\w%]|[.:,-]\\d)`, "giu");
const NUMBER_WORD_IN = /(?:^|[^\p{L}])(?:number|nummer|num[ée]ro|n[úu]mero)(?![\p{L}])/iu;
function dictatedPhones(text: string, opts: ScanOptions, lower: string): Span[] {
  const out: Span[] = [];
  PHONE_DICTATED.lastIndex = 0;
  for (let m = PHONE_DICTATED.exec(text); m !== null; m = PHONE_DICTATED.exec(text)) {
    const c = whole(m);
    const before = lower.slice(Math.max(0, c.start - 40), c.start);
    const line = before.slice(before.lastIndexOf("\n") + 1);
    // Without a phone word, only a mobile number read out so ("it's 07563 and then 119 919", "apunta: 623 y luego 01 57 36").
    const worded = PHONE_WORD_IN.test(line) || NUMBER_WORD_IN.test(line);
    if (!labelledBefore(text, c.start) && wholePhone(text, c, `${m[1]} ${m[2]}`, opts, lower, !worded)) out.push(c);
  }
  // Without a word that orders the pieces, an aside between commas or dashes after a phone word or
  // "number" in the words before ("meine Nummer: 0170, also nochmal, 5640662", "appelle-moi au 07 64 — c'est Hugo — 01 49 01").
  if (PHONE_WORD_IN.test(lower) || NUMBER_WORD_IN.test(lower)) {
    PHONE_ASIDE.lastIndex = 0;
    for (let m = PHONE_ASIDE.exec(text); m !== null; m = PHONE_ASIDE.exec(text)) {
      const c = whole(m);
      const before = lower.slice(Math.max(0, c.start - 40), c.start);
      const line = before.slice(before.lastIndexOf("\n") + 1);
      if (PHONE_WORD_NEAR.test(line) && !labelledBefore(text, c.start) && wholePhone(text, c, `${m[1]} ${m[2]}`, opts, lower)) out.push(c);
    }
    PHONE_HESITATION.lastIndex = 0;
    if (HESITATION_HINT.test(text)) for (let m = PHONE_HESITATION.exec(text); m !== null; m = PHONE_HESITATION.exec(text)) {
      const c = whole(m);
      const before = lower.slice(Math.max(0, c.start - 40), c.start);
      const line = before.slice(before.lastIndexOf("\n") + 1);
      // As a dictated number: a phone word or "number" in the words before, or a mobile number.
      const worded = PHONE_WORD_IN.test(line) || NUMBER_WORD_IN.test(line);
      if (!labelledBefore(text, c.start) && wholePhone(text, c, `${m[1]} ${m[2]}`, opts, lower, !worded)) out.push(c);
    }
  }
  return out;
}
// (The aside may also be set off by an ellipsis, "06 92 98… attends… 79 53", or by a hyphen between blanks,
// "07140 - sorry - 093109".)
const PHONE_ASIDE = /(?<![\w+./:#-])(\+?\(?\d[\d ()-]{0,6}\d\)?)(?:[ \t]*[,—–…][ \t]*|[ \t]*\.{3}[ \t]*|[ \t]+-[ \t]+)[^\d\n.!?,—–…]{1,30}?(?:[ \t]*[,—–…][ \t]*|[ \t]*\.{3}[ \t]*|[ \t]+-[ \t]+)(\d[\d -]{3,12}\d)(?![\w%]|[.:,-]\d)/g;
// A speaker who stops inside a number and goes on ("0160 äh nein 5487 659", "06 64 eh 346 309"): the packs'
// `phone.hesitations`, one or two, between the pieces, read whole as an aside is.
// (Two pieces with one or two short words between: one cheap search before the words' expression.)
const HESITATION_HINT = /\d[ \t]+[^\d\s]{1,12}(?:[ \t]+[^\d\s]{1,12})?[ \t]+\d/;
const PHONE_HESITATION = new RegExp(`(?<![\\w+./:#-])(\\+?\\(?\\d[\\d ()-]{0,6}\\d\\)?)[ \\t]+(?:${alternation(all((w) => w.phone.hesitations))})(?:[ \\t]+(?:${alternation(all((w) => w.phone.hesitations))}))?[ \\t]*,?[ \\t]+(\\d[\\d -]{1,12}\\d)(?![\\w%]|[.:,-]\\d)`, "gi");

/** What a region's metadata says of its numbers' lengths: the fewest national digits a valid one has, and its international prefix. */
interface Lengths {
  fewest: number;
  idd: RegExp;
}
const LENGTHS = new Map<string, Lengths | null>();
const NOT_DIGIT = /[^0-9]/g;
// A free, shared-cost or premium line ("0800 …", "numéro vert 0 800 …", "808 24 24 24", "900 …"):
// a business or a public service answers there, never a person at home, so it is nobody's data.
const SERVICE_LINES = new Set(["TOLL_FREE", "SHARED_COST", "PREMIUM_RATE", "UAN"]);
const NUMBER_TYPES = ["FIXED_LINE", "MOBILE", "TOLL_FREE", "PREMIUM_RATE", "SHARED_COST", "VOIP", "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL"];

/**
 * The fewest digits of a valid national number of `region` or of a region sharing its calling code
 * (any of them may be the one a number is judged for), read once from the metadata; null when the
 * metadata sets no such floor (a type without lengths, no types, or a national prefix rule that may
 * add digits, as Argentina's does).
 * Reads the library's metadata object beyond its typed surface: anything unexpected gives null.
 */
function lengthsOf(region: string): Lengths | null {
  if (LENGTHS.has(region)) return LENGTHS.get(region)!;
  let out: Lengths | null = null;
  try {
    const md = new (phoneCore().Metadata)(phoneMetadata() as never) as any;
    md.selectNumberingPlan(region);
    const idd: unknown = md.IDDPrefix();
    const family: unknown = md.getCountryCodesForCallingCode(md.countryCallingCode()) ?? [region];
    let fewest = Infinity;
    let bounded = typeof idd === "string" && Array.isArray(family) && family.includes(region);
    for (const r of bounded ? (family as string[]) : []) {
      md.selectNumberingPlan(r);
      // A rule that is one captured group ("$2", Brazil's) keeps a piece of the prefix it replaces;
      // others may add digits ("9$1", Argentina's).
      const rule: unknown = md.nationalPrefixTransformRule();
      if ((rule && !(typeof rule === "string" && /^\$\d$/.test(rule))) || !md.hasTypes()) bounded = false;
      for (const t of NUMBER_TYPES) {
        const type = md.type(t);
        if (!type || !type.pattern()) continue;
        const lengths: unknown = type.possibleLengths();
        if (!Array.isArray(lengths) || lengths.length === 0 || !lengths.every((n) => Number.isInteger(n))) bounded = false;
        else fewest = Math.min(fewest, ...(lengths as number[]));
      }
    }
    if (bounded && Number.isFinite(fewest)) out = { fewest, idd: new RegExp(`^(?:${idd as string})`) };
  } catch {
    out = null;
  }
  LENGTHS.set(region, out);
  return out;
}

/**
 * A run with fewer digits than any valid national number of the region has cannot be valid there:
 * libphonenumber-js only takes digits away from it (a national prefix, a carrier code), except
 * after an international prefix ("0049 …"), which makes it another country's number (then it is
 * parsed). Most runs the regions of a phone word are tried for fail this way without a parse.
 */
/** `digits`: the run's digits only. */
function tooShortFor(digits: string, region: string): boolean {
  const l = lengthsOf(region);
  if (!l) return false;
  return digits.length < l.fewest && !l.idd.test(digits);
}

/**
 * What a parse in `region` can make of a run of digits, read once from the metadata: the expression
 * every valid national number of the region (or of a region sharing its calling code) matches
 * whole, and the region's international prefix; null when a parse may build a national number
 * that is not the end of the run (a national prefix rule that adds digits, as Argentina's does, or
 * keeps a piece of the prefix that is not its last part), or when the family is large (the test
 * would cost more than the parse).
 */
interface Plan {
  /**
   * Per region of the family: its national number expression, the lengths a valid one may have
   * (null: any), and its number types, each with its own expression and lengths (null: the region
   * has no types, and the national number expression alone decides).
   */
  regions: Array<{ pattern: RegExp; lengths: ReadonlySet<number> | null; types: Array<{ pattern: RegExp; lengths: ReadonlySet<number> | null }> | null }>;
  idd: RegExp;
}
const PLANS = new Map<string, Plan | null>();
// A rule "$n" keeping the prefix expression's last group, when that group closes the expression
// ("(?:0|90)(?:(1[245]|…)(\d{10,11}))?", Brazil's): what is left is still the end of the run.
const LAST_GROUP_AT_END = /\((?:\\d|\[[0-9-]+\])\{\d+(?:,\d+)?\}\)[)?]*$/;
function planOf(region: string): Plan | null {
  if (PLANS.has(region)) return PLANS.get(region)!;
  let out: Plan | null = null;
  try {
    const md = new (phoneCore().Metadata)(phoneMetadata() as never) as any;
    md.selectNumberingPlan(region);
    const idd: unknown = md.IDDPrefix();
    const family: unknown = md.getCountryCodesForCallingCode(md.countryCallingCode()) ?? [region];
    let ok = typeof idd === "string" && Array.isArray(family) && family.includes(region) && family.length <= 3;
    const regions: Plan["regions"] = [];
    for (const r of ok ? (family as string[]) : []) {
      md.selectNumberingPlan(r);
      const rule: unknown = md.nationalPrefixTransformRule();
      const prefix: unknown = md.nationalPrefixForParsing();
      const groups = typeof prefix === "string" ? (prefix.match(/\((?!\?)/g)?.length ?? 0) : 0;
      if (rule && !(typeof rule === "string" && rule === `$${groups}` && typeof prefix === "string" && LAST_GROUP_AT_END.test(prefix))) ok = false;
      const pattern: unknown = md.nationalNumberPattern();
      // A valid number is of a type, and a type that lists its lengths takes no other (without
      // types, the national number expression alone decides: any length).
      let lengths: Set<number> | null = md.hasTypes() ? new Set<number>() : null;
      // As libphonenumber-js's `isValid` reads a type: its expression whole, and its lengths
      // (the region's when the type lists none) when there are any.
      const types: NonNullable<Plan["regions"][number]["types"]> | null = md.hasTypes() ? [] : null;
      for (const t of NUMBER_TYPES) {
        const type = md.type(t);
        if (!type || !type.pattern()) continue;
        const l: unknown = type.possibleLengths();
        const own = Array.isArray(l) && l.length > 0 && l.every((n) => Number.isInteger(n)) ? new Set(l as number[]) : null;
        if (types && typeof type.pattern() === "string") types.push({ pattern: new RegExp(`^(?:${type.pattern() as string})$`), lengths: l ? own : null });
        else ok = false;
        if (!lengths) continue;
        if (own) for (const n of own) lengths.add(n);
        else lengths = null;
      }
      if (typeof pattern !== "string" || pattern === "") ok = false;
      else regions.push({ pattern: new RegExp(`^(?:${pattern})$`), lengths, types });
    }
    if (ok) out = { regions, idd: new RegExp(`^(?:${idd as string})`) };
  } catch {
    out = null;
  }
  PLANS.set(region, out);
  return out;
}

/** Does a number type of the region take this national number? */
function typeTakes(types: NonNullable<Plan["regions"][number]["types"]>, end: string): boolean {
  for (const t of types) if ((!t.lengths || t.lengths.has(end.length)) && t.pattern.test(end)) return true;
  return false;
}

/**
 * A run no parse in `region` can find valid: libphonenumber-js reads a run without an international
 * prefix as a national number that is the run's digits or their end (a calling code, a national
 * prefix or a carrier code taken off the front), and a valid number matches one of its region's
 * number types whole, with a length of that type (or, in a region without types, its national
 * number expression). When no end of the run's `digits` does, for any region of the family, the
 * parse (the costliest step of the gate) would say "not valid".
 */
function neverValidIn(digits: string, region: string): boolean {
  const plan = planOf(region);
  if (!plan) return false;
  if (plan.idd.test(digits)) return false;
  for (let i = 0; i < digits.length; i++) {
    const end = digits.slice(i);
    // A valid number of a region with types matches one of them (and the national number
    // expression, which is asked only where there are no types: it rarely rules out more).
    for (const r of plan.regions) if ((!r.lengths || r.lengths.has(end.length)) && (r.types ? typeTakes(r.types, end) : r.pattern.test(end))) return false;
  }
  return true;
}

// Words naming another kind of number before a digit run, in every language (meeting ids, orders,
// parts, files, cases: the packs' `notPhone`), as words or the start of a compound ("Vorgangsnummer");
// and the phone words that, after one, still make it a phone ("customer service phone: …").
const NOT_PHONE_WORDS = all((w) => w.phone.notPhone);
const NOT_PHONE_WORD = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(NOT_PHONE_WORDS.filter((x) => x.length > 3))}|(?:${alternation(NOT_PHONE_WORDS.filter((x) => x.length <= 3))})${NOT_BEFORE_LETTER})|(?:^|\\s)(?:n[°º.]|no\\.|nr\\.?|#)\\s*$`,
  "gi",
);
const INFLECTION_END = /^(?:s|es|e|en|n|er|nr|no|i|a|o)$/;
// "number", "Nummer", "número" are phone words too, but say nothing after "order" or "part".
const GENERIC_NUMBER = /^(?:number|nummer|num[ée]ro|número|nr|no)$/i;
const PHONE_WORD_IN = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.phone.words).filter((x) => !GENERIC_NUMBER.test(x)))})`, "i");
// A phone word's own number sign ("Handy Nr.", "Tel.-Nr.", "phone no.") is no label of another number.
const PHONE_WORDS_G = new RegExp(PHONE_WORD_IN.source, "gi");
// (The phone word or "number" at most one word before the first piece: "meine Nummer: …", "appelle-moi au …".)
const PHONE_WORD_NEAR = new RegExp(`(?:${PHONE_WORD_IN.source}|${NUMBER_WORD_IN.source})\\S*(?:\\s+\\S+){0,1}\\s*$`, "iu");

// Words that put a number beside a label as the means, not as the label's own number, in every
// language ZOE speaks: with, via, by, at.
const MEANS_WORD = /(?:^|\s)(?:with|via|by|mit|per|über|avec|par|con|por|com|pelo|pela|met|via|naar)(?=\s|$)/iu;

/** The digit run `s` belongs to is labelled as another kind of number in the words before it. */
function namedOtherNumber(text: string, s: Span): boolean {
  // An international number ("+49 …") is a phone whatever stands before it.
  if (text.charAt(s.start) === "+") return false;
  // So is the North American written form "(212) 555-0123": no order, part or meeting number is
  // written that way ("pay the invoice with (212) 555-0123" names a phone, not an invoice).
  if (/^\(\d{3}\)\s?\d{3}[-.\s]\d{4}$/.test(text.slice(s.start, s.end))) return false;
  // The words before it up to a line or sentence break ("n." and "nr." end in a full stop of their own).
  const before = text.slice(Math.max(0, s.start - 40), s.start).toLowerCase();
  const label = before.slice(Math.max(before.lastIndexOf("\n"), before.search(/[!?;]\s[^!?;]*$/), before.search(/\.\s+[a-zà-ÿ]{4,}[^.]*$/)) + 1);
  let last = -1;
  NOT_PHONE_WORD.lastIndex = 0;
  for (let m = NOT_PHONE_WORD.exec(label); m !== null; m = NOT_PHONE_WORD.exec(label)) {
    // A compound's start goes on into a longer word, an inflection's ending or none; one or two other letters
    // make another word ("part" in "party: Zoe 07…").
    const rest = /^\p{L}*/u.exec(label.slice(m.index + m[0].length))![0];
    if (rest.length > 0 && rest.length <= 2 && !INFLECTION_END.test(rest)) continue;
    last = m.index + m[0].length;
  }
  // The label names this run, not another number between them ("order #12345, 0171 …"), nor a
  // number it is paid or reached with ("pay the invoice with 0049 10 0748520", "Rechnung per …").
  if (last >= 0 && /\d/.test(label.slice(last))) return false;
  if (last >= 0 && MEANS_WORD.test(label.slice(last))) return false;
  return last >= 0 && !PHONE_WORD_IN.test(label);
}

// Reference numbers labelled in each language (the packs' `referenceLabels` and `referenceCompounds`):
// part, article, customer, order, shipment numbers. The label must end right before the number (at
// most a few signs between: "Artikelnummer: ", "réf. "): every alternative is anchored, so a label
// earlier in the sentence ("Kundennummer geändert, mein Handy …") does not hide the number after it.
// A compound's end may close a longer compound ("Stammkundennummer"); a label is a whole word.
const LABEL_ATOM = (ch: string): string => (ch === " " ? "\\s+" : ch === "'" ? "['’]" : alternation([ch]));
const REFERENCE_LABEL = new RegExp(
  `(?:${trie(all((w) => w.referenceCompounds), LABEL_ATOM)}|\\b${trie(all((w) => w.referenceLabels), LABEL_ATOM)})[^A-Za-z0-9À-ÿ]{0,4}$`,
  "i",
);

// The digit group right before a position, with the space or dash that joins it to what follows.
const GROUP_BEFORE = /(?:^|[\s:(])(\d{2,7}[ -])$/;
// A four-digit group and a blank right before a position.
const FOUR_GROUP_BEFORE = /(?:^|[\s:(#])\d{4} $/;

/**
 * Where the run of digit groups that reaches `at` begins, walked back group by group. `seen` holds
 * the walks of one scan (every position a walk passed, with where it ended): the spans of one long
 * run ("9400 2575 9767 …", a hostile 100 kB of them) walk it once between them instead of once
 * each, which made the scan quadratic in the run's length.
 */
function groupsStart(text: string, at: number, step: (text: string, i: number) => number, seen: Map<number, number>): number {
  const path: number[] = [];
  let i = at;
  for (;;) {
    const known = seen.get(i);
    if (known !== undefined) {
      i = known;
      break;
    }
    const back = step(text, i);
    if (back === 0) break;
    path.push(i);
    i -= back;
  }
  for (const p of path) seen.set(p, i);
  return i;
}
/** The length of the digit group (and its space or dash) right before `i`; 0 when there is none. */
const anyGroupBack = (text: string, i: number): number => GROUP_BEFORE.exec(text.slice(Math.max(0, i - 10), i))?.[1]!.length ?? 0;
/** 5 when a four-digit group and a blank stand right before `i`; 0 otherwise. */
const fourGroupBack = (text: string, i: number): number => (FOUR_GROUP_BEFORE.test(text.slice(Math.max(0, i - 6), i)) ? 5 : 0);

/** The walks of one scan (`groupsStart`): runs of any groups, runs of four-digit groups. */
interface GroupWalks {
  any: Map<number, number>;
  four: Map<number, number>;
}
const groupWalks = (): GroupWalks => ({ any: new Map(), four: new Map() });

/** Is `s` inside one of `spans`? */
const inside = (spans: readonly Span[], s: Span): boolean => spans.some((o) => o.start <= s.start && s.end <= o.end);

/** A number span that is no phone number, whatever a parse says: part of a UUID, labelled as another kind of number, or a piece of a longer run. */
/** `labelsRead`: the caller has found already that neither `labelledBefore` nor `namedOtherNumber` holds for `s`. */
function notAPhone(text: string, s: Span, labelsRead: boolean, walks: GroupWalks): boolean {
  // (No closures here: it runs for every run of digits, and tsx names each closure it creates.)
  // A UUID is at most 36 characters: look for one only around a number found (it has dashes).
  const from = Math.max(0, s.start - 36);
  const dash = text.indexOf("-", from);
  if (dash !== -1 && dash < s.end + 36) {
    const around = text.slice(from, s.end + 36);
    // (A UUID's middle groups first, "-xxxx-": one quick search before the full shape at every hex digit.)
    if (UUID_CORE.test(around) && each(UUID, around, whole).some((u) => s.start < from + u.end && s.end > from + u.start)) return true;
  }
  // "ISBN 978-4-0054-2795-6": a span glued by a dash to digits before it is the tail of a longer run.
  if (s.start >= 2 && text.charCodeAt(s.start - 1) === 45 && isDigitAt(text, s.start - 2)) return true;
  // "Konferenz-ID: 047 966 926#": a run closed by the keypad's "#" is typed in, never dialled.
  if (text.charCodeAt(s.end) === 35) return true;
  // "tracking 0034…", "order no. 030…", "Artikelnummer 0918…", "referencia de la pieza 697…": a
  // labelled reference number is not a phone number.
  if ((!labelsRead && labelledBefore(text, s.start) && !ownSign(text, s.start, PHONE_WORDS_G)) || REFERENCE_LABEL.test(text.slice(Math.max(0, s.start - 40), s.start))) return true;
  // "941 0084 6881": a span that starts inside a longer run of digit groups is a piece of that run.
  // A labelled run whose later groups look like a "00" international number ("Meeting ID: 941 0084
  // 6881"): the label is read before the run's first group.
  // So is one whose groups are joined by dashes ("commande 205-0022558-6091074", an order number).
  if (/^00[\d -]+$/.test(text.slice(s.start, s.end))) {
    const i = groupsStart(text, s.start, anyGroupBack, walks.any);
    if (i < s.start && namedOtherNumber(text, { start: i, end: s.end })) return true;
  }
  // "tracking number 9400 2575 9767 9803 2217 47": a span of four-digit groups after a four-digit
  // group of the same run is a piece of a labelled run when more groups follow it or two groups
  // stand before it ("PR 4821 0171 …" and "PR 4821 010 …" start a number of their own), or when the
  // whole run is four-digit groups ("betalingskenmerk 2719 0660 3339 8018").
  if (/^\d{4} \d/.test(text.slice(s.start, s.end)) && /(?:^|[\s:(#])\d{4} $/.test(text.slice(Math.max(0, s.start - 6), s.start)) &&
    (/^ \d/.test(text.slice(s.end, s.end + 2)) || /(?:^|[\s:(#])\d{4} \d{4} $/.test(text.slice(Math.max(0, s.start - 11), s.start)) || /^\d{4}(?: \d{4})+$/.test(text.slice(s.start, s.end)))) {
    const i = groupsStart(text, s.start, fourGroupBack, walks.four);
    if (namedOtherNumber(text, { start: i, end: s.end }) || labelledBefore(text, i) || REFERENCE_LABEL.test(text.slice(Math.max(0, i - 40), i))) return true;
    // Four groups of four, no more ("spaarpas 5155 0718 3875 0799"): a card's or a voucher's shape, whatever its label; no phone has sixteen digits.
    if (/^\d{4}(?: \d{4}){3}$/.test(text.slice(i, s.end)) && !/^ \d/.test(text.slice(s.end, s.end + 2))) return true;
  }
  // "DD EDP COMERCIAL 291094563 -37,80 €": a number right before an amount of money is a
  // statement line's reference, unless a phone word stands on its line before it.
  if (AMOUNT_AFTER.test(text.slice(s.end, s.end + 24)) && !PHONE_WORD_IN.test(lineBefore(text, s.start))) return true;
  return !labelsRead && namedOtherNumber(text, s);
}

/**
 * What stands before `at` on its line, at most LINE_WINDOW characters of it: a phone word or a vCard's
 * field name is read near the value, and a long line is not read back again for each value on it.
 */
const LINE_WINDOW = 300;
function lineBefore(text: string, at: number): string {
  const near = text.slice(Math.max(0, at - LINE_WINDOW), at);
  return near.slice(near.lastIndexOf("\n") + 1);
}

// An amount right after a number: a sign or none, digits with a decimal comma or point, a currency.
const AMOUNT_AFTER = /^\s+[-+−]?\s?(?:[€$£]\s?)?\d{1,3}(?:[.,  ]\d{3})*[.,]\d{2}(?:\s?(?:€|EUR|USD|GBP|CHF|\$|£|R\$))?(?!\d)/;

// "plus 31 6 1234 5678", "más 34 612 …", "più 39 …": a country code's plus said in words (the packs'
// `phone.plusWords`), read as "+" and kept when the number is valid there and no free or premium line.
const PLUS_WORDED = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.phone.plusWords))})[ \\t]+(?=[1-9])`, "gi");
const INTL_AFTER_WORD = /[1-9]\d{0,2}(?:[ \t]*\(0\))?(?:[ \t.-]?\d{1,8}){1,6}(?![\w%]|[.:,-]\d)/y;
function plusWordedPhones(text: string): Span[] {
  const out: Span[] = [];
  PLUS_WORDED.lastIndex = 0;
  for (let m = PLUS_WORDED.exec(text); m !== null; m = PLUS_WORDED.exec(text)) {
    INTL_AFTER_WORD.lastIndex = m.index + m[0].length;
    const run = INTL_AFTER_WORD.exec(text);
    if (!run || countDigits(run[0]) < 8) continue;
    try {
      const n = phoneNumbers().parsePhoneNumberFromString(`+${run[0]}`);
      if (n?.isPossible() && !SERVICE_LINES.has(n.getType() ?? "")) out.push({ start: m.index, end: run.index + run[0].length });
    } catch {
      // not a number
    }
  }
  return out;
}

function findPhones(text: string, opts: ScanOptions, cues: Cues): Span[] {
  // The runs the parse loop checked already (`notAPhone` is a function of the text and the span).
  const cleared = new Set<string>();
  const walks = groupWalks();
  const parses: Parses = new Map();
  let found = phoneSpans(text, opts, cues, cleared, walks, parses).filter((s) => cleared.has(`${s.start}:${s.end}`) || !notAPhone(text, s, false, walks));
  found = found.length > 0 ? found.filter((s) => !serviceLine(text, s, opts, cues.lower, parses)) : found;
  const worded = plusWordedPhones(text);
  if (worded.length > 0) found = [...found.filter((s) => !worded.some((w) => w.start <= s.start && w.end >= s.end)), ...worded];
  // A WhatsApp chat link holds its owner's number in international form ("wa.me/316…", "api.whatsapp.com/send?phone=…").
  if (text.includes("wa.me/") || text.includes("phone=")) found.push(...each(CHAT_LINK_NUMBER, text, (m) => namedGroup(m, "num")));
  return found.map((s) => withExtension(text, withPlusWord(text, s)));
}
const CHAT_LINK_NUMBER = /(?<![\w.-])(?:https?:\/\/)?(?:wa\.me\/|api\.whatsapp\.com\/send\/?\?phone=)\+?(?<num>[1-9]\d{7,14})(?!\d)/dg;
// A number read already whose country code's plus stands before it in words: the mask covers the word.
const PLUS_WORD_BEFORE = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.phone.plusWords))})[ \\t]+$`, "i");
function withPlusWord(text: string, s: Span): Span {
  if (!/[1-9]/.test(text.charAt(s.start))) return s;
  const m = PLUS_WORD_BEFORE.exec(text.slice(Math.max(0, s.start - 8), s.start));
  return m ? { start: s.start - (Math.min(8, s.start) - m.index), end: s.end } : s;
}

/**
 * Is the number at `s` a free, shared-cost or premium line ("0800 …", "numéro vert 0 800 …", "808 24
 * 24 24", "900 …")? Judged in the first region where it is a valid number: the owner's, then those of
 * a phone word in the sentence, then those of the language around it (a "+" number in its own).
 */
function serviceLine(text: string, s: Span, opts: ScanOptions, lower: string, parses: Parses): boolean {
  const raw = text.slice(s.start, s.end);
  // Every such line of these countries opens with 8 or 9 after its country code, a trunk 0 or
  // nothing; a number opening otherwise is not asked about (the parse is the gate's costliest step).
  if (!SERVICE_OPENING.test(raw)) return false;
  const judged = (r: string): boolean | null => {
    const n = parsedIn(parses, raw, r);
    // (An unknown region, "error": the next one.)
    if (n === "error") return null;
    try {
      return n !== undefined && validOnce(n) ? SERVICE_LINES.has(typeOnce(n)) : null;
    } catch {
      return null;
    }
  };
  const asked = new Set<string>();
  const ask = (regions: readonly string[]): boolean | null => {
    for (const r of regions) {
      if (asked.has(r)) continue;
      asked.add(r);
      const v = judged(r);
      if (v !== null) return v;
    }
    return null;
  };
  // A "+" number names its own country, so any default region reads it alike: it is judged there
  // first, never by a guess at the language of the words around it (which a clause more or less
  // could change, and with it whether "+33 800 …" is masked).
  return (
    (raw.startsWith("+") ? ask([opts.region?.toUpperCase() ?? PLUS_READER]) : null) ??
    ask(opts.region ? [opts.region.toUpperCase()] : []) ??
    ask(spokenRegions(lower)) ??
    ask(pack(markedLocale(text.slice(Math.max(0, s.start - 120), s.end + 40), "en")).personal.phone.regions) ??
    false
  );
}
// Any region: a number written with its "+" is read by its own country code.
const PLUS_READER = "GB";
// A country code set off from the number, or a trunk 0 or none, then 8 or 9.
const SERVICE_OPENING = /^(?:(?:\+|00)\d{1,3}(?=[\s.(-])[\s.-]*(?:\(0\)\s*)?|\(?0?\s?)[89]/;

// An extension after a number is part of it ("ext. 342", "x437", "Durchwahl 11", "poste 207",
// "interno 586", "toestel 716", "extensão 816", "ramal 12", "App. 623"): the mask covers it too.
// The words are the packs' (`phone.extensionWords`); "x" is every language's.
// (Up to two small words may come before the word, "puis tape poste 260", "then dial ext. 12".)
const EXTENSION = new RegExp(`^,?\\s*(?:[a-zà-ÿ]{1,8}\\s+){0,2}(?:${alternation([...all((w) => w.phone.extensionWords), "x"])})\\s*\\d{1,6}(?![\\d\\w])`, "i");

/** A phone span with its extension. */
function withExtension(text: string, s: Span): Span {
  const m = EXTENSION.exec(text.slice(s.end, s.end + 40));
  return m ? { start: s.start, end: s.end + m[0].length } : s;
}

// ---------------------------------------------------------------------------------------------
// Street addresses and PO boxes

// Deliberately without "Court" and "Square": "the 9 Supreme Court justices".
const EN_SUFFIXES = anyCase([
  "Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Boulevard", "Blvd", "Drive", "Dr",
  "Terrace", "Parkway", "Pkwy", "Way", "Close", "Crescent", "Grove", "Mews", "Place", "Pl",
  "Highway", "Hwy", "Circle", "Cir", "Gardens", "Row", "Walk", "Wharf", "Hill", "Loop",
]);
const STREET_EN = new RegExp(
  `(?<![\\w.#/:$€£-])\\d{1,5}[A-Za-z]?,?\\s+(?:(?!(?:AM|PM|Ways?|Steps?|Tips|Things|New|Big|Top|Best|Main Concerns)\\b)[A-Z][A-Za-z'’-]*\\.?\\s+){1,4}(?:${EN_SUFFIXES})\\b(?!-)\\.?`,
  "g",
);
// "Flat 3, 12 ..." and UK postcodes after an address ("London SW1A 1AA").
const UK_TOWN_GAP = /^,?\s*[A-Z][A-Za-z'’-]+(?:[ -][A-Z][A-Za-z'’-]+){0,2},?\s+$/;
const UK_POSTCODE = /\b(?:GIR ?0AA|[A-PR-UWYZ](?:\d[A-HJKPS-UW0-9]?|[A-HK-Y]\d[ABEHMNPRVWXY0-9]?) ?\d[ABD-HJLNP-UW-Z]{2})\b/g;
const DE_SUFFIX =
  "(?:Straße|straße|Strasse|strasse|Str\\.|str\\.|Str|str|Weg|weg|Platz|platz|Allee|allee|Gasse|gasse|Damm|damm|Ufer|ufer|Ring|ring|Chaussee|chaussee|Steig|steig|Markt|markt)";
const HOUSE_NUMBER = "\\d{1,4}(?:\\s?[a-zA-Z](?![a-zA-Z]))?(?:-\\d{1,4})?(?![\\w%€$]|[.,:]\\d)";
const STREET_DE = new RegExp(
  `(?<![\\wÄÖÜäöüß@-])((?:[A-ZÄÖÜ][a-zäöüß]*[ -]){0,3}[A-ZÄÖÜ]?[a-zäöüß]*${DE_SUFFIX})(?:(?<=\\.)\\s*|\\s+)${HOUSE_NUMBER}`,
  "g",
);
const BARE_DE_SUFFIX = new RegExp(`^${DE_SUFFIX}$`);
// What every German street holds, a suffix and then its number: looked for first, since the full
// expression, with its optional words before the suffix, is tried at every position of the text.
// Read on the lower-cased text: a looser test than the expression's own cases, with half the alternatives.
const DE_STREET_CUE = new RegExp(`${trie(DE_SUFFIX.slice(3, -1).split("|").map((w) => w.replace(/\\/g, "").toLowerCase()))}(?:(?<=\\.)\\s*|\\s+)\\d`);
// "Unter den Linden 77": prepositional street names without a suffix. "Am"/"Im" are left out
// on purpose, they start too many ordinary German sentences ("Im Team 5 Leute").
const STREET_DE_PREP = new RegExp(
  `(?<![\\wÄÖÜäöüß])(?:Unter den|An der|An den|Auf der|Auf dem|Hinter der|Hinter dem|Vor dem|Zum|Zur)\\s+([A-ZÄÖÜ][a-zäöüß]+)\\s+${HOUSE_NUMBER}`,
  "g",
);
// "Am Mühlbach 35, 83022 Rosenheim", "Im Winkel 4, 50667 Köln": "Am", "Im", "Beim" open a street
// name only with a postcode and a town after the number ("Am Wochenende 2 Stunden" is prose).
const STREET_DE_SHORT_PREP = new RegExp(
  `(?<![\\wÄÖÜäöüß])(?:Am|Im|Beim)\\s+[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?\\s+${HOUSE_NUMBER},?\\s+\\d{5}\\s+[A-ZÄÖÜ][a-zäöüß]+`,
  "g",
);
// "meine Eltern wohnen am Rosenhang 20", "Oma wohnt im Wiesengrund 28, zweiter Stock", "we wonen aan de Brink 45,":
// a place's name (the packs' `placeSuffixes`) after a preposition of place (`placePrepositions`) and a house
// number that ends the clause (perhaps with a postcode and town). "im Wiesengrund 3 Rehe gesehen", "aan de
// Dorpsweide 12 koeien gezien", "am Bahnhof 5 min warten": a count goes on, an address stops.
const PLACE_SUFFIXES = all((w) => w.placeSuffixes);
const PLACE_PREPS = all((w) => w.placePrepositions);
// Alone, only a Dutch place's name of five letters or more ("op de Brink 12"): "im Garten 2", "im Hof 3" are prose.
const PLACE_TIME = alternation(all((w) => w.placeTimeWords));
const PLACE_ALONE = pack("nl").personal.placeSuffixes.filter((w) => w.length >= 5);
const STREET_PLACE = new RegExp(
  `(?<![\\p{L}\\d])(?:${alternation(PLACE_PREPS.flatMap((p) => [p, p.charAt(0).toUpperCase() + p.slice(1)]))})\\s+(?:\\p{Lu}\\p{Ll}*(?:${alternation(PLACE_SUFFIXES)})|${alternation(PLACE_ALONE.map((w) => w.charAt(0).toUpperCase() + w.slice(1)))})\\s+\\d{1,4}(?:\\s?[a-z](?!\\p{L}))?(?:,?\\s+\\d{4,5}(?:\\s?[A-Z]{2})?\\s+\\p{Lu}\\p{Ll}+)?(?=\\s*(?:$|[,;.)\\n]|(?:${PLACE_TIME})\\s+\\d))`,
  "gu",
);
// "Grillen bei Jan, Kirschgarten 21b", "pakje voor Bram: Dorpsakker 37, 3512 AB Utrecht": the same name with no
// preposition, after a comma or a colon, is an address where its number ends the line or a postcode and town follow.
// (A house number's letter is one of the first few: "Refrain 2x" is a count.)
const STREET_PLACE_BARE = new RegExp(
  `(?<=[\\p{L}\\d)])[,:][ \\t]+((?:\\p{Lu}\\p{Ll}*(?:${alternation(PLACE_SUFFIXES)})|${alternation(PLACE_ALONE.map((w) => w.charAt(0).toUpperCase() + w.slice(1)))})\\s+\\d{1,4}(?:\\s?[a-h](?!\\p{L}))?)(?:,?\\s+\\d{4,5}(?:\\s?[A-Z]{2})?\\s+\\p{Lu}\\p{Ll}+(?=\\s*(?:$|[,;.)\\n]))|(?=[ \\t]*(?:$|\\n)))`,
  "gu",
);
// "drop it at mine, 21 Kingsmead", "new address: 31 The Orchard, the blue gate", "from 29 Fairways at 5": a house's
// name (the packs' `houseNameEnds`) after its number, the number after a word in lower case or a comma or colon,
// the clause ending after the name or a time following. "40 The Orchard tickets left": a count goes on.
const HOUSE_ENDS = all((w) => w.houseNameEnds);
const HOUSE_NAMED = new RegExp(
  `[\\p{Ll},:][ \\t]+(\\d{1,3}[ \\t]+(?:The[ \\t]+)?(?:\\p{Lu}\\p{Ll}*(?:${alternation(HOUSE_ENDS)})|${alternation(HOUSE_ENDS.map((w) => w.charAt(0).toUpperCase() + w.slice(1)))}))(?=[ \\t]*(?:$|[,;.)\\n]|(?:${PLACE_TIME})[ \\t]+\\d))`,
  "gu",
);
const HOUSE_HINT = new RegExp(`(?:${alternation(HOUSE_ENDS)})(?![a-z])`, "i");
/** The address in a `STREET_PLACE_BARE` or `HOUSE_NAMED` match (its first group on), the sign or word before it left out. */
function placeAfterSign(m: RegExpExecArray): Span {
  const start = m.index + m[0].indexOf(m[1]!);
  return { start, end: m.index + m[0].length };
}
const PLACE_HINT = new RegExp(`(?:${alternation(PLACE_SUFFIXES)})\\s+\\d`, "i");
const PREP_STOPWORDS = new Set([
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "januar",
  "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober",
  "november", "dezember", "beispiel", "zeit", "ende", "anfang", "schluss", "stunde", "woche",
  "jahr", "tag", "teil", "thema", "punkt", "termin", "spitze", "sicherheit", "info",
]);
// French: "12 rue de la Paix", "5 bis avenue Victor Hugo", "3 bd Saint-Michel".
const STREET_FR = new RegExp(`(?<![\\w.#/:-])\\d{1,4}(?:\\s?(?:bis|ter|[A-Za-z]))?,?\\s+(?:${alternation(pack("fr").personal.streetTypes)})\\s+(?:(?:de la|de l'|du|des|de|d'|la|le|les|l')\\s*)?[A-ZÉÈÀÂÎÔÛ][\\p{L}'’-]*(?:\\s+[A-ZÉÈÀÂÎÔÛ][\\p{L}'’-]*){0,3}`, "gu");
// Spanish: "Calle Mayor 5", "C/ Alcalá, 23" (also "c/ Mayor 51, 3º dcha"), "Avenida de América 12, 3º B", "Carrer de Mallorca 401".
// The pack's street types with a capital, and those it writes in lower case too ("calle", "c/").
const capitalised = (w: { streetTypes: readonly string[]; streetTypesLowerCase: readonly string[] }): string =>
  alternation([...w.streetTypes.map((t) => t.charAt(0).toUpperCase() + t.slice(1)), ...w.streetTypesLowerCase]);
const STREET_ES = new RegExp(`(?<![\\w])(?:${capitalised(pack("es").personal)})\\s*(?:(?:de la|de los|de las|del|de|la|el|dels|d')\\s+)?[A-ZÁÉÍÓÚÑ][\\p{L}'’-]*(?:\\s+(?:de\\s+)?[A-ZÁÉÍÓÚÑ][\\p{L}'’-]*){0,3},?\\s+(?:n\\.?º\\s*)?\\d{1,4}(?:\\s*,?\\s*\\d{1,2}\\s*[ºª°]\\s*[A-Z]?)?(?![\\w%€$])`, "gu");
// Dutch: "Keizersgracht 123", "Damstraat 5-2", "Laan van Meerdervoort 80" (+ "1012 AB").
const NL_SUFFIX = `(?:${alternation(pack("nl").personal.streetSuffixes)})`;
const STREET_NL = new RegExp(`(?<![\\p{L}\\d])(?:[A-Z][\\p{L}]*${NL_SUFFIX}|Laan van [A-Z][\\p{L}]+|Van [A-Z][\\p{L}]+${NL_SUFFIX})\\s+\\d{1,4}(?:[- ]?(?:bis|ter|hs|huis|[A-Za-z])(?![A-Za-z]))?(?:-\\d{1,3})?(?:,?\\s+\\d{4}\\s?[A-Z]{2}\\b)?(?![\\w%€$]|[.,:]\\d)`, "gu");
const PO_BOX = /\b(?:P\.?\s?O\.?\s?Box|Post(?:al)?\s+Office\s+Box|PO\s?Box|Postfach|Postbus|Apartado(?:\s+de\s+Correos)?|Boîte\s+Postale|B\.?P\.?|Casella\s+Postale|Caixa\s+Postal)\s*(?:No\.?\s*)?\d[\d ]{1,9}\d?\b/gi;

// A street type word opening the name, the number after it: "Via Roma 12", "Corso Garibaldi, 5",
// "Rua das Flores, 123", "Av. Paulista, 1578 - apto 45", "R. Augusta, nº 900", "Piazza Navona 4/B".
// The name is capitalised (its little words aside), so "via email 3 times" is not an address.
const STREET_TYPES = all((w) => w.streetTypes);
const NAME_LINK = "(?:d[aeio]s?|d[eo]l(?:l[aeo]|l['’]|gli|i)?|degli|delle|dei|di|da|de|do|dos|das|van|von|der|den|la|le|el|los|las|d['’])";
const NAME_WORD = "[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’.-]*";
/**
 * Street type words with a capital or not ("Via"/"via"), as one expression factored by their first
 * letter and then their beginnings: a flat alternation of fifty words is tried word by word at every
 * position of the text, this once per position.
 */
function typeWords(list: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const w of list) byFirst.set(w.charAt(0), [...(byFirst.get(w.charAt(0)) ?? []), w.slice(1)]);
  const first = (ch: string): string => (/\p{Ll}/u.test(ch) ? `[${ch}${ch.toUpperCase()}]` : alternation([ch]));
  return `(?:${[...byFirst].map(([ch, rests]) => first(ch) + trie(rests, (c) => alternation([c]))).join("|")})`;
}
const STREET_TYPED = new RegExp(
  `${NOT_AFTER_LETTER}${typeWords(STREET_TYPES)}(?<=[A-Za-zÀ-ÿ.])\\s+(?:(?:${NAME_LINK})\\s+){0,2}${NAME_WORD}(?:\\s+(?:(?:${NAME_LINK})\\s+){0,2}(?:${NAME_WORD}|[IVX]+|d['’]${NAME_WORD}))*?,?\\s+(?:n\\.?\\s?[º°o]\\.?\\s*|nº\\s*|nr\\.?\\s*|n\\.\\s*|#\\s?)?\\d{1,5}(?:\\s?\\/?\\s?[A-Za-z](?![A-Za-z]))?(?![\\d%€$:]|[.,]\\d|\\s*(?:${alternation(["%", "km", "m", "h", "min", "giorni", "ore", "minuti", "anni", "volte", "dias", "horas", "minutos", "anos", "vezes", "días", "años", "veces", "dagen", "uur", "keer", "jaar", "days", "hours", "times", "years"])})${NOT_BEFORE_LETTER})`,
  "g",
);
// Compound street names in lower case ("hauptstraße 5", "prinsengracht 263").
const LOWER_CASE_SUFFIXES = all((w) => w.streetSuffixesLowerCase);
const STREET_LOWER = new RegExp(
  `${NOT_AFTER_LETTER}[a-zäöüßà-ÿ]{3,}(?:${alternation(LOWER_CASE_SUFFIXES)})(?:(?<=\\.)\\s*|\\s+)\\d{1,4}[a-z]?(?:-\\d{1,4})?(?![\\w%€$]|[.,:]\\d)`,
  "g",
);
// After an address: a flat or floor ("2º Esq.", "apto 45", "Whg. 3") and a postcode with its town
// ("10115 Berlin", "1012 AB Amsterdam", "1250-096 Lisboa", "01310-100 São Paulo", "00184 Roma").
// A Dutch house-number suffix ("43-II", "12-hs") and a floor written "2.º andar" belong to it too; a Dutch postcode
// typed in lower case is read only glued to its letters ("28a 2721bi venlo"), never "2021 in juni".
// A floor written "3. OG" before the postcode ("Karl-Marx-Str. 60, 3. OG, 12043 Berlin"); a unit after a
// dash or a slash ("– 9º Esq.", "/ Hinterhaus"); an Italian province after the town ("(BO)").
const FLOORS = "OG|Etage|Stock|étage|piso|andar|piano|verdieping";
// The packs' words for a flat, a floor or a side, in lower case, with a capital and in capitals ("whg.", "Whg.", "OG").
const UNITS = alternation(all((w) => w.addressUnits).flatMap((u) => [u, u.charAt(0).toUpperCase() + u.slice(1), u.toUpperCase()]).filter((u, i, xs) => xs.indexOf(u) === i).sort((a, b) => b.length - a.length));
// The packs' words between a number and its postcode ("in", "à"), read only right before a postcode.
// (A postcode of four digits alone, Belgium's, Austria's or Switzerland's "2000 Antwerpen", needs its town in capitals;
// Vienna's stair and door after the number, "Radetzkygasse 7/4/2", belong to the address.)
const POSTCODE_LINKS = alternation(all((w) => w.postcodeLinks));
const ADDRESS_TAIL = new RegExp(String.raw`^(?:-(?:I{1,3}|IV|hs|bis|ter|[A-Za-z])(?![A-Za-z])|-\d{1,2}\s?(?:${UNITS})(?![A-Za-zÀ-ÿ])|(?:\/\d{1,3}[a-z]?){1,3}(?![\d/]))?(?:,?\s*(?:[-–—/]\s*)?(?:\d{1,2}\.?\s?[º°ª]\s?(?:(?:andar|piso|planta|esq\.?|dto\.?|dir\.?|izq\.?|dcha\.?)|[A-Za-z]{1,4}\.?)?|\d{1,2}\.\s?(?:${FLOORS})\b|(?:apto?|apt\.?|Apt\.?|Apto\.?|Suite|Ste\.?|Unit|apartamento|andar|piso|esq\.?|dto\.?|dir\.?|dcha\.?|izq(?:da)?\.?|izda\.?|int\.?|interno|scala|whg\.?|bus)\s*#?\d{0,4}[A-Za-z]?|\d{1,2}(?:\.|e|er|ème|º|ª|°)?\s?(?:${UNITS})(?:\s+(?:${UNITS}))?(?![A-Za-zÀ-ÿ])|(?:${UNITS})(?![A-Za-zÀ-ÿ])(?:\s*#?(?:\d{1,4}[A-Za-z]?|[A-Z])(?![A-Za-zÀ-ÿ]))?))*(?:,?\s*(?:(?:${POSTCODE_LINKS})\s+)?(?:(?:\d{5}(?:-\d{3})?|\d{4}\s?[A-Z]{2}|\d{4}[a-z]{2}|\d{4}-\d{3})\s+(?:[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+(?:\s+[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+)?|(?:(?:den|het|le|la|les|el|il|lo)\s+)?[a-zß-ÿ][a-zß-ÿ'’-]{2,}(?:\s+(?:am|an|im|in|sur|de|del|di)\s+[a-zß-ÿ][a-zß-ÿ'’-]+)?)(?:\s*\([A-Z]{2}\))?|\d{4}\s+[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+(?:\s+[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+)?))?`);

// "Flat 3, 12 Baker Street", "Apt 4B, 350 Fifth Avenue": the flat before an address is part of it.
const FLAT_BEFORE = /(?:^|[\s(:])((?:Flat|Apartment|Apt\.?|Unit|Suite)\s+\d{1,4}[A-Za-z]?,?\s*)$/;

// "Résidence Les Tilleuls, bât. B, 12 allée …": a building's or an estate's name (the packs'
// `buildings`, with a capital), and its block or stair, before the street are part of the address.
const BUILDINGS = alternation(all((w) => w.buildings).map((b) => b.charAt(0).toUpperCase() + b.slice(1)));
const BUILDING_BEFORE = new RegExp(`(?:^|[\\s(:])((?:${BUILDINGS})\\s+(?:(?:[\\p{Lu}][\\p{L}'’-]*|[a-zà-ÿ]{1,3}['’]?)\\s+){0,3}[\\p{Lu}][\\p{L}'’-]*,\\s*(?:(?:${UNITS})\\s*[A-Z0-9]{1,3},\\s*){0,2})$`, "u");

// "c/o Müller, Uhlandstraße 52", "chez Dupont, 4 rue …": who the post goes to (the packs' `careOf`), a name of
// one to three capitalised words and a comma before an address already read, is part of it.
const CARE_OF_BEFORE = new RegExp(`(?:^|[\\s(:])((?:${alternation(all((w) => w.careOf))})\\s+(?:[\\p{Lu}][\\p{L}'’.-]*\\s+){0,2}[\\p{Lu}][\\p{L}'’-]*,\\s*)$`, "u");

/** An address span with the flat, the building or who the post goes to, written before it. */
function withHead(text: string, s: Span): Span {
  const m = FLAT_BEFORE.exec(text.slice(Math.max(0, s.start - 24), s.start));
  if (m) return { start: s.start - m[1]!.length, end: s.end };
  const b = BUILDING_BEFORE.exec(text.slice(Math.max(0, s.start - 80), s.start));
  if (b) return { start: s.start - b[1]!.length, end: s.end };
  const c = CARE_OF_BEFORE.exec(text.slice(Math.max(0, s.start - 60), s.start));
  return c ? { start: s.start - c[1]!.length, end: s.end } : s;
}

/** An address span with what follows it that belongs to it (flat, floor, postcode and town). */
function withTail(text: string, s: Span): Span {
  // "Prinsengracht 263, 1016 GV" read with its postcode: the town after it belongs to it too.
  if (/(?:\d{4}\s?[A-Z]{2}|\d{5}|\d{4}-\d{3})$/.test(text.slice(s.start, s.end))) {
    const town = /^\s+[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+(?:\s+[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+)?/.exec(text.slice(s.end, s.end + 40));
    if (town) return { start: s.start, end: s.end + town[0].length };
  }
  const tail = ADDRESS_TAIL.exec(text.slice(s.end, s.end + 60));
  const end = tail && tail[0].length > 0 ? s.end + tail[0].replace(/[\s,-]+$/, "").length : s.end;
  // Then what closes an address in any country: a direction ("NW"), a floor ("2. OG"), the town or
  // quarter ending the clause (", Milano", " - Cerqueira César", ", Salvador, perto do …"), a US state and ZIP.
  const more = TOWN_TAIL.exec(text.slice(end, end + 60));
  let last = end + (more?.[0].length ?? 0);
  // "… 75008 Paris CEDEX 8": a French firm's delivery office and its number close the address.
  const cedex = CEDEX_NUMBER.exec(text.slice(last - 5, last + 4));
  if (cedex) last += cedex[0].length - 5;
  // "Beukenlaan 53 in Delft", "Lindenweg 4 in Kassel.": a capitalised town after the packs' link word, the clause ending there.
  else if (more?.[0].length === 0 || more === null) {
    const town = TOWN_AFTER_LINK.exec(text.slice(last, last + 50));
    if (town) last += town[0].length;
  }
  // A vCard's "ADR;TYPE=HOME:;;Via Manzoni 12;Milano;;20121;Italia": the line's other fields are the town and postcode.
  if (text.charCodeAt(last) === 59 && VCARD_ADR.test(lineBefore(text, s.start))) {
    const eol = text.indexOf("\n", last);
    return { start: s.start, end: eol === -1 ? text.length : eol };
  }
  return { start: s.start, end: last };
}
const VCARD_ADR = /^(?:item\d+\.)?ADR[;:]/i;
const CEDEX_NUMBER = /^CEDEX\s\d{1,2}(?!\d)/;
const TOWN_AFTER_LINK = new RegExp(`^\\s+(?:${POSTCODE_LINKS})\\s+[A-ZÀ-Þ][a-zà-ÿ'’-]+(?:\\s+[A-ZÀ-Þ][a-zà-ÿ'’-]+)?(?=\\s*(?:$|[.;!?)\\n,]))`);
const TOWN =  "[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+(?:\\s+(?:d[aeio]s?\\s+|de\\s+la\\s+)?[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]+)?";
const TOWN_TAIL = new RegExp(
  `^(?:\\s+(?:NW|NE|SW|SE)\\b)?(?:,\\s*\\d{1,2}\\.\\s?(?:${FLOORS})\\b)?(?:(?:,\\s*|\\s+-\\s+)${TOWN}(?:,\\s*${TOWN})?\\s*[-–/]\\s*[A-Z]{2}(?![A-Za-z])(?:,?\\s*\\d{5}-?\\d{3})?|(?:,\\s*|\\s+-\\s+)${TOWN}(?=\\s*(?:$|[.;!?)\\n]|,\\s*[A-Z]{2}\\s+\\d{5}|,\\s+[a-zß-ÿ]))|\\n${TOWN}(?=,\\s*[A-Z]{2}\\s+\\d{5}))?(?:,\\s*[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?)?`,
);

// "burgemeester de withstraat 8", "Prins Hendrikkade 12": a title before a street's compound name
// is part of the name (the packs' `streetTitles`), with a linking word or two between.
const STREET_TITLES = all((w) => w.streetTitles);
const TITLE_BEFORE = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(STREET_TITLES.flatMap((t) => [t, t.charAt(0).toUpperCase() + t.slice(1)]))})[\\s-]+(?:${NAME_LINK}\\s+){0,2}$`);

/** An address span with the title opening its street's name. */
function withTitle(text: string, s: Span): Span {
  const m = TITLE_BEFORE.exec(text.slice(Math.max(0, s.start - 40), s.start));
  if (m) return { start: s.start - m[0].length, end: s.end };
  // "van Goghstraat 17", "von Behring-Straße 3": a family name's particle, with no title, opens the street's name too.
  const p = /^\p{Lu}/u.test(text.slice(s.start, s.start + 1)) ? SURNAME_PARTICLE_BEFORE.exec(text.slice(Math.max(0, s.start - 16), s.start)) : null;
  return p ? { start: s.start - p[0].length, end: s.end } : s;
}
const SURNAME_PARTICLE_BEFORE = /(?<![\p{L}])(?:van|von)\s+$/u;

// "lieu-dit Les Granges, 24260 Le Bugue", "località Poggio alle Mura, 53024 …": a named place
// without street numbers (the packs' `localities`) is an address with its postcode after the name.
const LOCALITIES = all((w) => w.localities);
const LOCALITY = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(LOCALITIES.flatMap((t) => [t, t.charAt(0).toUpperCase() + t.slice(1)]))})\\s+(?:${NAME_LINK}\\s+)?${NAME_WORD}(?:\\s+(?:(?:${NAME_LINK})\\s+)?${NAME_WORD}){0,3},?\\s+(?:\\d{5}|\\d{4}-\\d{3}|\\d{4}\\s?[A-Z]{2})(?!\\d)`,
  "gu",
);

// A street written all in lower case ("via dei mille 10", "52 av. jean jaurès", "laan van meerdervoort 285-B",
// "42b church lane", "lindenweg 9"): an address only with a postcode after it (its flat or floor between),
// or, in English, a town and a UK postcode ("…, leeds ls6 2dp"), since lower-case words and a number are prose too.
const LOWER_WORD = "[a-zà-öø-ÿ][a-zà-öø-ÿ'’-]+";
const LOWER_TYPED = new RegExp(
  `${NOT_AFTER_LETTER}${typeWords(STREET_TYPES)}(?<=[A-Za-zÀ-ÿ.])\\s+(?:${NAME_LINK}\\s+)?${LOWER_WORD}(?:\\s+(?:${NAME_LINK}\\s+)?${LOWER_WORD}){0,3},?\\s+\\d{1,5}(?:\\s?[-/]?\\s?[A-Za-z](?![A-Za-z]))?(?![\\d%€$:]|[.,]\\d)`,
  "g",
);
const NUMBER_FIRST = new RegExp(
  `(?<![\\w.#/:-])\\d{1,4}(?:\\s?(?:bis|ter|[a-z])(?![a-z]))?,?\\s+(?:(?:${alternation(pack("fr").personal.streetTypes)})\\s+(?:(?:de la|de l'|du|des|de|d'|la|le|les|l')\\s*)?${LOWER_WORD}(?:\\s+${LOWER_WORD}){0,3}|(?:${LOWER_WORD}\\s+){1,3}(?:${EN_SUFFIXES.split("|").filter((w) => /^[a-z]/.test(w)).join("|")})\\b\\.?)`,
  "g",
);
// Its cheap test first: a suffix, then the number (the full expression tries every letter run of the text).
const LOWER_COMPOUND_CUE = new RegExp(`(?:${alternation(all((w) => w.streetSuffixes))})(?:(?<=\\.)\\s*|\\s+)\\d`);
const LOWER_COMPOUND = new RegExp(`${NOT_AFTER_LETTER}[a-zäöüßà-ÿ]{3,}(?:${alternation(all((w) => w.streetSuffixes))})(?:(?<=\\.)\\s*|\\s+)\\d{1,4}[a-z]?(?:-\\d{1,4})?(?![\\w%€$]|[.,:]\\d)`, "g");
const POSTCODE_IN_TAIL = /\d{5}|\d{4}\s?[A-Z]{2}(?![A-Za-z])|\d{4}-\d{3}/;
const UK_TOWN_POSTCODE = /^,?\s*[a-z]+(?:[ -][a-z]+)?,?\s+(?:gir ?0aa|[a-pr-uwyz](?:\d[a-hjkps-uw0-9]?|[a-hk-y]\d[abehmnprvwxy0-9]?) ?\d[abd-hjlnp-uw-z]{2})(?![a-z0-9])/i;
/** Lower-case streets that a postcode after them (or, in English, a town and a UK postcode) makes addresses. */
function lowerCaseStreets(text: string, cues: Cues): Span[] {
  const out: Span[] = [];
  const read = (re: RegExp, from: number, to: number): void => {
    const part = text.slice(from, to);
    for (const c0 of each(re, part, whole)) {
      const c = { start: from + c0.start, end: from + c0.end };
      // A window may open inside a word: its first match must still start one.
      if (c.start > 0 && /[\p{L}\p{N}]/u.test(text.charAt(c.start - 1))) continue;
      const uk = UK_TOWN_POSTCODE.exec(text.slice(c.end, c.end + 40));
      if (uk) {
        out.push({ start: c.start, end: c.end + uk[0].length });
        continue;
      }
      const t = withTail(text, c);
      if (POSTCODE_IN_TAIL.test(text.slice(c.end, t.end))) out.push(t);
    }
  };
  // The English form (a town and a UK postcode, no digits of a postcode) is read over the text.
  if (EN_LOWER_CUE.test(cues.lower)) read(NUMBER_FIRST, 0, text.length);
  // The others only in the words before a postcode: a street, its flat and floor fit in 90 characters.
  const shapes = [has(cues, STREET_TYPES) && LOWER_TYPED, has(cues, FR_WORDS) && NUMBER_FIRST, has(cues, STREET_SUFFIXES) && LOWER_COMPOUND_CUE.test(cues.lower) && LOWER_COMPOUND].filter((r): r is RegExp => r !== false);
  if (shapes.length === 0) return out;
  let last = 0;
  for (const p of each(POSTCODES, text, whole)) {
    const from = Math.max(last, p.start - 90);
    last = p.start;
    for (const re of shapes) read(re, from, p.start);
  }
  return out;
}
const POSTCODES = /(?<![\d-])(?:\d{5}|\d{4}\s?[A-Z]{2}(?![A-Za-z])|\d{4}-\d{3})/g;
const EN_LOWER_CUE = /\d[a-z]?,?\s+[a-z]+\s+(?:[a-z]+\s+)?(?:street|st|road|rd|lane|ln|avenue|ave|drive|dr|close|way|grove|crescent|terrace|place|gardens|row|walk|hill)\b/;
const STREET_SUFFIXES = all((w) => w.streetSuffixes);

// Cheap substring checks before the costlier per-country expressions run.
const FR_WORDS = pack("fr").personal.streetTypes;
const ES_WORDS = pack("es").personal.streetTypes;
const NL_WORDS = [...pack("nl").personal.streetSuffixes, "van "];
const PO_WORDS = ["box", "postfach", "postbus", "apartado", "postale", "b.p", "bp", "caixa"];

function findStreets(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  const out: Span[] = [
    ...each(STREET_EN, text, whole),
    // German street names are capitalised; a bare suffix ("Platz 1", "Weg 3") is ordinary prose.
    ...(!DE_STREET_CUE.test(cues.lower) ? [] : each(STREET_DE, text, (m) => {
      const name = (m[1] ?? "").trim();
      return /^[A-ZÄÖÜ]/.test(name) && !BARE_DE_SUFFIX.test(name) ? whole(m) : null;
    })),
    ...each(STREET_DE_PREP, text, (m) => (PREP_STOPWORDS.has((m[1] ?? "").toLowerCase()) ? null : whole(m))),
    ...(/\b(?:Am|Im|Beim)\s/.test(text) ? each(STREET_DE_SHORT_PREP, text, whole) : []),
    ...(PLACE_HINT.test(text) ? [...each(STREET_PLACE, text, whole), ...each(STREET_PLACE_BARE, text, placeAfterSign)] : []),
    ...(HOUSE_HINT.test(text) ? each(HOUSE_NAMED, text, placeAfterSign) : []),
    ...(has(cues, FR_WORDS) ? each(STREET_FR, text, whole) : []),
    ...(has(cues, ES_WORDS) ? each(STREET_ES, text, whole) : []),
    ...(has(cues, NL_WORDS) ? each(STREET_NL, text, whole) : []),
    ...(has(cues, STREET_TYPES) ? each(STREET_TYPED, text, whole) : []),
    ...(has(cues, LOWER_CASE_SUFFIXES) ? each(STREET_LOWER, text, whole) : []),
    ...(has(cues, LOCALITIES) ? each(LOCALITY, text, whole) : []),
    ...(/\d{4}|\d[a-z]?,?\s+[a-z]/.test(cues.lower) ? lowerCaseStreets(text, cues) : []),
    ...(!has(cues, PO_WORDS) ? [] : each(PO_BOX, text, (m) => (/^B\.?P\.?/i.test(m[0]) && !/^B\.?P\.?\s*\d/.test(m[0]) ? null : m[0].startsWith("bp") ? null : whole(m)))),
  ];
  // A UK postcode right after an address (or after a town that follows one) belongs to it.
  for (const p of each(UK_POSTCODE, text, whole)) {
    const before = out.find((a) => a.end <= p.start && p.start - a.end < 40);
    // "12 Baker Street, London NW1 6XE": the town between the street and its postcode goes with them.
    if (before && /\d/.test(text.slice(Math.max(0, p.start - 60), p.start))) out.push(UK_TOWN_GAP.test(text.slice(before.end, p.start)) ? { start: before.start, end: p.end } : p);
    // A postcode alone ("the postcode for the venue is SW1A 1AA") says where, not who lives there,
    // as five digits alone do in every other country: only an address, a flat or someone living there makes it one.
    else if (contextBefore(text, p.start, /\b(?:address|adresse|lives?|flat|house)\b/i, 60)) out.push(p);
  }
  // "Musterstraße 1, 12345 Musterstadt", "123 Main Street, Anytown": a documentation's example is nobody's address.
  return out.map((a) => withTitle(text, withHead(text, withTail(text, a)))).filter((a) => !EXAMPLE_WORD.test(text.slice(a.start, a.end)));
}

// ---------------------------------------------------------------------------------------------
// Dates of birth: a date is only PII when a birth keyword sits next to it in the same sentence
// and the one born is not a thing ("the project was born on …").

const MONTHS = alternation(all((w) => w.months));
// Longest first, so "vingt-deux" is read before "vingt".
const DAY_WORDS = alternation([...new Set(all((w) => w.dayWords))].sort((a, b) => b.length - a.length));
const DATE = new RegExp(
  "(?<![\\w.])(?:" +
    "\\d{4}([-/.])\\d{1,2}\\1\\d{1,2}" +
    "|\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})" +
    `|\\d{1,2}(?:st|nd|rd|th|er|º)?\\.?\\s+(?:of\\s+|de\\s+)?(?:${MONTHS})\\.?(?:,?\\s+(?:de\\s+)?\\d{4})?` +
    `|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?` +
    `|(?:${MONTHS})\\.?\\s+(?:de\\s+|of\\s+)?(?:19|20)\\d{2}` +
    // A day said in words ("zwanzigster Juni 1998", "tres de enero de 1951", "the third of March", "March twelfth, 1962").
    `|(?:${DAY_WORDS})\\s+(?:of\\s+|de\\s+)?(?:${MONTHS})\\.?(?:,?\\s+(?:de\\s+|of\\s+)?\\d{4})?` +
    `|(?:${MONTHS})\\.?\\s+(?:the\\s+)?(?:${DAY_WORDS})(?:,?\\s+\\d{4})?` +
    ")(?!\\w)",
  "gi",
);
// Typed without accents too ("je suis ne le …", "nee le …", "naci el …"), but a phrase opening with a word of two
// letters keeps its accent: "ne le" is also the French negation ("il ne le savait pas le 12 mars 2024").
const BIRTH_WORDS = unaccented(all((w) => w.birth)).filter((w) => all((x) => x.birth).includes(w) || !/^\S{1,2}\s/.test(w));
// A birth word of any language; "birthday present/party/…" is an errand, not someone's date of birth.
// A word inside a handle or identifier ("@a_dob", "dob_field") is part of a name, not a label.
const BIRTH_KEYWORD = new RegExp(
  `(?<![A-Za-z0-9À-ÖØ-öø-ÿ_@])(?:${alternation(BIRTH_WORDS)})(?![A-Za-z0-9À-ÖØ-öø-ÿ_]|\\s+(?:${alternation(all((w) => w.birthdayErrands))})${NOT_BEFORE_LETTER})`,
  "i",
);
// Things that are "born" or have a "birthday": projects, companies, products, this very bot.
const THING_BORN = /\b(?:project|projekt|projet|proyecto|company|firma|startup|idea|idee|idée|product|feature|repo|repository|app|service|brand|band|blog|newsletter|podcast|channel|community|initiative|concept|movement|club|shop|store|business|bot|platform|site|website|release|tradition|format|series|meetup|conference|festival|zoe|tool|system|library|framework|office|department|partnership|collaboration|account|domain|server|workspace)(?:'s)?(?:\s+(?:was|is|got|were|has|had|been|first|officially|really|itself|actually|originally|back|\d+(?:st|nd|rd|th)?|anniversary))*\s*[:,]?\s*(?:on|in|at|am|le|el)?\s*$/i;
const SENTENCE_BREAK = /[!?;\n]|\.\s+(?=[A-ZÄÖÜ])/g;
// A birthday's day and month with no year, and the errand after it in the same sentence ("Geburtstag von
// Tante Gerda am 2. Mai feiern, Kuchen mitbringen", "verjaardag van oma op 3 mei, taart bestellen"): a
// note about the party, not someone's date of birth (the packs' `birthdayErrands`).
const ERRAND_AFTER = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.birthdayErrands))})${NOT_BEFORE_LETTER}`, "i");
const HAS_YEAR = /\d{4}|\d[./-]\d{2}$/;
// A year said in words after the day and month (the packs' `yearWords`): "neunter Dezember
// neunzehnhundertachtundachtzig", "dix-sept avril mil neuf cent soixante-douze", "veintiuno de julio de mil
// novecientos ochenta y ocho". Masked with the date, to the last of its number words; an opener of six
// letters or more may start a compound ("negentieneenenzeventig"), a shorter one is a whole word ("mil").
const YEAR_OPEN = new RegExp(`^,?\\s+(?:de\\s+|of\\s+)?(?<open>${alternation(all((w) => w.yearWords.opens))})`, "i");
const YEAR_PARTS = new Set(all((w) => [...w.yearWords.parts, ...w.dayWords]).flatMap((x) => x.split(/[\s-]+/)));
function yearSaidAfter(text: string, end: number): number {
  const after = text.slice(end, end + 120);
  const m = YEAR_OPEN.exec(after);
  if (!m) return end;
  let at = m[0].length;
  const tail = /^\p{L}*/u.exec(after.slice(at))![0];
  if (tail !== "" && m.groups!.open!.length < 6) return end;
  at += tail.length;
  for (let w = /^[\s-]+(\p{L}+)/u.exec(after.slice(at)); w !== null && YEAR_PARTS.has(w[1]!.toLowerCase()); w = /^[\s-]+(\p{L}+)/u.exec(after.slice(at))) at += w[0].length;
  return end + at;
}

function findBirthDates(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  // Most texts name no birth at all: one test of the keywords before any date is read.
  if (!has(cues, BIRTH_WORDS) || !BIRTH_KEYWORD.test(cues.lower)) return [];
  return each(DATE, text, (m) => {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 60), start).split(SENTENCE_BREAK).pop() ?? "";
    // The keyword must start within 24 characters after the date; read further so the
    // "birthday present" exclusion can see the whole next word.
    const after = text.slice(end, end + 48).split(SENTENCE_BREAK)[0] ?? "";
    const kwBefore = BIRTH_KEYWORD.exec(before);
    const hitAfter = BIRTH_KEYWORD.exec(after);
    if (!kwBefore && !(hitAfter !== null && hitAfter.index < 24)) return null;
    if (!HAS_YEAR.test(m[0]) && ERRAND_AFTER.test(text.slice(end, end + 60).split(SENTENCE_BREAK)[0] ?? "")) return null;
    if (!HAS_YEAR.test(m[0])) return { start, end: yearSaidAfter(text, end) };
    const subject = kwBefore ? before.slice(0, kwBefore.index) : before;
    if (THING_BORN.test(subject) && !/\b(?:my|his|her|their|son|daughter|wife|husband|mother|father|mom|dad|baby|child|kid)\b/i.test(subject)) return null;
    return { start, end };
  });
}

// ---------------------------------------------------------------------------------------------
// Payment cards: Luhn-valid, network-shaped (first digit 2-6, so millisecond timestamps and
// German landlines stay out) and grouped the way people write cards: contiguous, in fours, or
// the Amex/Diners 4-6-5 / 4-6-4 layout. Every valid group window is kept, so a stray number
// next to a card cannot shift the match off the card.
const DIGIT_RUN = /(?<![A-Za-z0-9_+])\d+(?:[ -]\d+)*(?![A-Za-z0-9_])/g;
// A card copied over two lines in its groups of four ("4857 1666\n1874 1354"); it counts only
// after a card word (a column of numbers is no card).
const FOUR_DIGITS_OVER_A_LINE = /\d{4}[ \t]?\n[ \t]?\d{4}/;
const CARD_TWO_LINES = /(?<![A-Za-z0-9_+])\d{4}(?:[ -]\d{4}){0,3}[ \t]?\n[ \t]?\d{4}(?:[ -]\d{1,4}){0,3}(?![A-Za-z0-9_])/g;
const CARD_LAYOUTS = new Set(["4-4-4-4", "4-4-4-4-3", "4-6-5", "4-6-4", "4-4-4-4-2", "4-4-4-3", "4-4-4-2"]);

function cardLayout(lengths: number[], total: number): boolean {
  if (total < 13 || total > 19) return false;
  return lengths.length === 1 || CARD_LAYOUTS.has(lengths.join("-"));
}

function digitGroups(text: string, run: Span): Span[] {
  const groups: Span[] = [];
  const g = /\d+/g;
  const slice = text.slice(run.start, run.end);
  for (let m = g.exec(slice); m !== null; m = g.exec(slice)) {
    groups.push({ start: run.start + m.index, end: run.start + m.index + m[0].length });
  }
  return groups;
}

// The packs' card words, also ending a compound ("Firmenkreditkarte"), and the card networks'
// names, which are the same in every language.
const CARD_NETWORKS = ["visa", "mastercard", "amex", "american express", "maestro", "diners", "jcb", "unionpay", "discover"];
const CARD_WORD = new RegExp(
  `(?:${alternation([...all((w) => w.cards).filter((x) => x.length > 3), ...CARD_NETWORKS])})${NOT_BEFORE_LETTER}|${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.cards).filter((x) => x.length <= 3))})${NOT_BEFORE_LETTER}`,
  "gi",
);
const NOT_CARD_BEFORE = /(?:\b(?:order|invoice|tracking|imei|serial|isbn|ean|part|ref|ticket|account|konto|sendung)\W{0,4}(?:no\.?|nr\.?|number|#)?\W{0,3}|#)$/i;

// A card's security code after its word ("CVV 314", "Prüfnummer 310", "le cryptogramme au dos c'est 188"),
// up to twenty characters of the same line between them: read only after a card number in the text.
const CARD_CHECK = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.cardChecks))})${NOT_BEFORE_LETTER}[^\\n\\d]{0,20}?(?<num>(?<![\\d.,/])\\d{3,4})(?![\\d.,:/]\\d|\\d)`, "dgi");

function findCards(text: string): Span[] {
  const out = cardNumbers(text);
  if (out.length === 0) return out;
  const after = out.reduce((a, s) => Math.min(a, s.start), text.length);
  for (const s of each(CARD_CHECK, text, (m) => namedGroup(m, "num"))) if (s.start > after) out.push(s);
  return out;
}

function cardNumbers(text: string): Span[] {
  const out: Span[] = [];
  for (const run of each(DIGIT_RUN, text, whole)) {
    // A card has thirteen digits or more: most runs (years, times, amounts) are done with here.
    if (countDigits(text.slice(run.start, run.end)) < 13 || continuesIbanShape(text, run.start)) continue;
    // Labelled in the owner's language as another kind of number too ("betalingskenmerk …", "CRO …").
    // "card no. …", "Kreditkarte Nr. …": a number sign after a card word is the card's own.
    const labelled = (NOT_CARD_BEFORE.test(text.slice(Math.max(0, run.start - 24), run.start)) || namedOtherNumber(text, run)) && !ownSign(text, run.start, CARD_WORD);
    const groups = digitGroups(text, run);
    for (let i = 0; i < groups.length; i++) {
      const first = groups[i];
      if (!first || !/[2-6]/.test(text.charAt(first.start))) continue;
      // "order #1234 5678 …", "tracking number 9400 2575 9767 …": a labelled reference number is not
      // a card, nor a window that goes on with its four-digit groups ("order #12345" and a card
      // after it are two numbers).
      if (labelled && groups.slice(0, i + 1).every((g) => g === first || g.end - g.start === 4)) continue;
      let digits = "";
      const lengths: number[] = [];
      for (let j = i; j < groups.length; j++) {
        const grp = groups[j];
        if (!grp) break;
        digits += text.slice(grp.start, grp.end);
        lengths.push(grp.end - grp.start);
        if (digits.length > 19) break;
        if (cardLayout(lengths, digits.length) && luhnValid(digits)) out.push({ start: first.start, end: grp.end });
      }
    }
  }
  if (FOUR_DIGITS_OVER_A_LINE.test(text)) {
    for (const run of each(CARD_TWO_LINES, text, whole)) {
      const digits = text.slice(run.start, run.end).replace(/\D/g, "");
      if (digits.length < 13 || digits.length > 19 || !/^[2-6]/.test(digits) || !luhnValid(digits)) continue;
      CARD_WORD.lastIndex = 0;
      if (CARD_WORD.test(text.slice(Math.max(0, run.start - 40), run.start))) out.push(run);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// IBANs: country code, check digits, BBAN with optional single spaces or dashes, in either case
// ("DE89 3704 …", "de89370400…", "NL91-ABNA-…"); validated by ibantools on the upper-cased form.
// Every plausible start is tried, so a failed candidate cannot swallow a real IBAN after it.
const IBAN_START = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}/g;
const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Past the blanks and the one line break at `i` (at most four characters): where the next line's text starts. */
function lineBreakEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && j - i < 4 && /[ \t\n]/.test(text.charAt(j))) j++;
  return j;
}

function findIbans(text: string): Span[] {
  const out: Span[] = [];
  const starts = new RegExp(IBAN_START.source, "g");
  for (let m = starts.exec(text); m !== null; m = starts.exec(text)) {
    const start = m.index;
    let compact = "";
    const ends: number[] = []; // ends[k] = text index just past the (k+1)-th IBAN character
    let i = start;
    while (i < text.length && compact.length < 34) {
      const c = text.charCodeAt(i);
      if (isAlnum(c)) {
        compact += text.charAt(i);
        ends.push(i + 1);
        i += 1;
      } else if ((c === 32 || c === 45) && compact.length >= 4 && isAlnum(text.charCodeAt(i + 1))) {
        i += 1;
      } else if ((c === 10 || c === 32 || c === 9) && compact.length >= 8 && compact.length % 4 === 0 && /^[ \t]*\n[ \t]*$/.test(text.slice(i, lineBreakEnd(text, i))) && isAlnum(text.charCodeAt(lineBreakEnd(text, i)))) {
        // An IBAN copied over two lines ("FR14 1842 0644\n63HJ …", "NL87 LZBF \n5825 …") breaks at a group's end.
        i = lineBreakEnd(text, i);
      } else break;
    }
    const upper = compact.toUpperCase();
    for (let len = upper.length; len >= 15; len--) {
      const end = ends[len - 1];
      // Never cut through a token: the IBAN must end at a group boundary.
      if (end === undefined || isAlnum(text.charCodeAt(end))) continue;
      // Mixed case inside the body is words after it, not an IBAN someone typed.
      if (/[a-z]/.test(compact.slice(0, len)) && /[A-Z]/.test(compact.slice(2, len))) continue;
      if (ibanValid(upper.slice(0, len))) {
        out.push({ start, end });
        starts.lastIndex = end;
        break;
      }
    }
  }
  // (A piece needs a country code, its check digits and a blank: one search says whether any text has one.)
  if (IBAN_PIECE_START.test(text)) out.push(...ibanPieces(text, out));
  return out;
}

// An IBAN as owners mistype or cut it, in capitals: its groups of any length with extra blanks ("NL13
// GADH6211  9526 23"), or cut by words ("IBAN DE80 1067 … (der Rest kommt gleich) … 2846 4887 6130 27",
// "… 09AB et la suite NS7C Y0UV M02"): the first piece and the next run of capitals and digits within
// eighty characters that make the country's length together and pass the check are both the IBAN. Right
// after the word IBAN (the same in every language), a piece one or two characters short of its country's
// length, or one too long, is an IBAN with a character dropped or doubled: it gives the account away all the same.
const IBAN_PIECE_START = /[A-Z]{2}\d{2}[ \t]/;
const IBAN_PIECE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ \t]{1,3}[A-Z0-9]{1,8}){1,8}(?![A-Za-z0-9])/g;
const IBAN_REST = /(?<![A-Za-z0-9])[A-Z0-9]{1,8}(?:[ \t]{1,3}[A-Z0-9]{1,8}){0,8}(?![A-Za-z0-9])/g;
const IBAN_WORD_BEFORE = /\bIBAN\b[\s:.,-]{0,4}$/i;
function ibanPieces(text: string, found: readonly Span[]): Span[] {
  const out: Span[] = [];
  const taken = (s: Span): boolean => [...found, ...out].some((f) => f.start < s.end && f.end > s.start);
  for (const p of each(IBAN_PIECE, text, whole)) {
    if (taken(p)) continue;
    const piece = text.slice(p.start, p.end);
    const chars = ibanLength(piece.slice(0, 2));
    if (chars === 0) continue;
    // The groups of the piece, so it may end at any of them (words in capitals may follow).
    let acc = "";
    const groups = [...piece.matchAll(/[A-Z0-9]+/g)].map((g) => ({ end: p.start + g.index + g[0].length, compact: (acc += g[0]) }));
    const whole1 = [...groups].reverse().find((g) => g.compact.length === chars && ibanValid(g.compact));
    if (whole1) {
      out.push({ start: p.start, end: whole1.end });
      continue;
    }
    let joined = false;
    for (const [i, g] of groups.entries()) {
      if (g.compact.length >= chars) break;
      // A group of digits right after it is the number's own ("DE03 0000 … 0000 12" with a digit wrong): no rest is
      // looked for past it, so a wrong number never borrows its end from a later one ("… 12 budget is 12,500 EUR").
      if (/^\d+$/.test(groups[i + 1]?.compact.slice(g.compact.length) ?? "")) continue;
      const window = text.slice(g.end, g.end + 80);
      // The rest follows after a few words, never inside another IBAN-looking piece.
      IBAN_REST.lastIndex = 0;
      let tries = 0;
      for (let r = IBAN_REST.exec(window); r !== null && tries < 4; r = IBAN_REST.exec(window), tries++) {
        if (!/\d/.test(r[0])) continue;
        let rest = "";
        for (const t of r[0].matchAll(/[A-Z0-9]+/g)) {
          rest += t[0];
          // A rest that opens a larger number ("12,500", "12.5") is that number, not the IBAN's end.
          const after = window.slice(r.index + t.index + t[0].length);
          if (g.compact.length + rest.length === chars && !/^[.,]\d/.test(after) && ibanValid(g.compact + rest)) {
            out.push({ start: p.start, end: g.end }, { start: g.end + r.index, end: g.end + r.index + t.index + t[0].length });
            joined = true;
            break;
          }
          if (g.compact.length + rest.length > chars) break;
        }
        if (joined) break;
      }
      if (joined) break;
    }
    if (joined) continue;
    const last = groups[groups.length - 1]!;
    // (Of the country's own length, a failed check is a wrong number, not a typo: "IBAN DE89 … 01 bounced" is left alone.)
    const n = last.compact.length;
    if (IBAN_WORD_BEFORE.test(text.slice(Math.max(0, p.start - 12), p.start)) && n !== chars && n >= chars - 2 && n <= chars + 1 && n >= 15) out.push({ start: p.start, end: last.end });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Government ids

const digitsOf = (s: string): string => s.replace(/\D/g, "");

// US SSN: "123-45-6789" (rules), or nine digits with an SSN keyword.
const SSN_DASHED = /(?<![\w.#/:-])\d{3}([- ])\d{2}\1\d{4}(?![\w-]|[.:]\d)/g;
const SSN_BARE = /(?<![\w.#/:-])\d{9}(?![\w-]|[.:]\d)/g;
// "soc sec no." as people shorten it on forms.
const SSN_CONTEXT = /\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?|soc\.?\s?sec(?:urity)?|ss#|tin|itin)\b/i;
const SSN_WORD = /\b(?:ssn|social\s+security|soc\.?\s?sec(?:urity)?|ss(?=#)|tin|itin)\b/gi;
// UK National Insurance: "QQ 12 34 56 C" / "AB123456C" / "AB 123456 C", the ways HMRC and
// people write it; not any grouping of the digits, or "see PR 4821 10A Baker Street" (a pull
// request and a house number) reads as one.
const UK_NINO = /(?<![A-Za-z0-9])[A-Z]{2}(?:\s?\d{6}|\s\d{2}\s\d{2}\s\d{2})\s?[A-D](?![A-Za-z0-9])/g;
const NINO_CONTEXT = /\b(?:national\s+insurance|NI\s+(?:number|no\.?|#)|NINO)\b/i;
// Brazilian CPF "123.456.789-09" (or 11 digits with the keyword).
// Also typed in spaced groups ("123 456 789 09"), which needs its word.
const CPF = /(?<![\w.-])\d{3}([. ]?)\d{3}\1\d{3}[- ]?\d{2}(?![\w-]|[.]\d|[ -]\d)/g;
// Indian Aadhaar "2345 6789 0123" (Verhoeff), PAN "ABCPE1234F" (4th letter = holder type).
// Three groups exactly: three groups inside a longer run ("betalingskenmerk 0030 8556 4543 5232") are a piece of it.
const AADHAAR = /(?<![\w.-])(?<!\d[ -])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\w-]|[.]\d|[ -]\d)/g;
const AADHAAR_CONTEXT = /\b(?:aadhaar|aadhar|uidai|uid)\b/i;
const AADHAAR_WORD = new RegExp(AADHAAR_CONTEXT.source, "gi");
// Read in one pass with a Mexican RFC of a person (four letters, a date, a two-character homoclave
// and its check character), which opens with capitals too: ten characters are a PAN, thirteen an RFC.
const PAN_OR_RFC = /(?<![A-Za-z0-9])[A-ZÑ&]{3}(?:[PCHFATBLJG][A-Z]\d{4}[A-Z]|[A-ZÑ&]\d{6}[A-Z0-9]{2}[0-9A])(?![A-Za-z0-9])/g;
// What both forms hold (a capital right before four digits): change it with PAN_OR_RFC.
const PAN_OR_RFC_CORE = /[A-ZÑ&]\d{4}/;
// German Steuer-ID "12 345 678 901" / 11 digits with a keyword.
const STEUER_ID = /(?<![\w.-])\d{2}([ /-]?)\d{3}\1\d{3}\1\d{3}(?![\w-]|[.]\d)/g;
// "Steuer-ID", "steuer id", "SteuerID": owners write the word with a dash, a space or neither.
// Digits in groups of two to four joined by single spaces (a number read off a letter in the owner's own grouping).
// (Also in groups of five or with dashes, "73 1692 40822", "317-957-628-44": eleven digits, checked, after the word.)
const GROUPED_DIGITS = /(?<![\w.-])\d{2,5}([ -])\d{2,5}(?:\1\d{1,5}){0,3}(?![\w-]|[.]\d)/g;
// "Steuer-IdNr", "steueridentnummer": the word and its number word run together.
const STEUER_CONTEXT = /\b(?:steuer[-\s]?id(?:ent)?(?:[-\s]?(?:nr|nummer))?|steuerliche\s+identifikationsnummer|identifikationsnummer|steuer[-\s]?identifikationsnummer|idnr|tax\s+id|tin)\b/i;
// Spanish DNI/NIE, Dutch BSN.
// "12345678Z", "12.345.678-Z", "12 345 678 Z", NIE "X1234567L", "X-1234567-L".
const DNI = /(?<![A-Za-z0-9.])(?:[XYZ][ -]?)?(?:\d{7,8}|\d{1,2}[.\s]\d{3}[.\s]\d{3})[ -]?[A-Z](?![A-Za-z0-9])/g;
// BSN "123456782", "1234.56.782", "123 456 782", "123-456-782".
const BSN = /(?<![\w.-])(?:\d{9}|\d{4}([ .-])\d{2}\1\d{3}|\d{2}\.\d{2}\.\d{2}\.\d{3}|\d{3}([ .-])\d{3}\2\d{3}|\d{3}([ .-])\d{2}\3\d{2}\3\d{2}|\d{2}([ .-])\d{3}\4\d{4})(?![\w-]|[.]\d)/g;
const BSN_CONTEXT = /\b(?:bsn|burger\s?service\s?nummer|burgerservicenr|sofi-?nummer)\b/i;
// French NIR "1 85 05 78 006 084 36", "1.85.05.78.006.084.36", "1-85-…" or in one run, Corsica "2A"/"2B".
const NIR = /(?<![\w.-])[1-478][ .-]?\d{2}[ .-]?\d{2}[ .-]?(?:\d{2}|2[AB])[ .-]?\d{3}[ .-]?\d{3}[ .-]?\d{2}(?![\w-]|[.]\d)/gi;
const NIR_KEY_AFTER = /^[\s,;:(/]*(?:\p{L}{2,5}\.?[\s:]*)?(\d{2})(?![\w-]|[.,]\d)/u;
const NIR_NO_KEY = /(?<![\w.-])[1-478][ .-]?\d{2}[ .-]?\d{2}[ .-]?(?:\d{2}|2[AB])[ .-]?\d{3}[ .-]?\d{3}(?![\w-]|[.]\d|[ .-]\d)/gi;
// Two pieces of letters and digits on either side of one line break, for an id copied over two lines.
// (A codice fiscale opens with six letters: the first piece opens with four at least.)
const TWO_LINE_PIECES = /(?<![A-Za-z0-9])([A-Z]{4}[A-Z0-9]{0,10})[ \t]?\n[ \t]?([A-Z0-9]{2,12})(?![A-Za-z0-9])/g;
// Italian codice fiscale, either case.
// Also in its printed groups, surname, name, birth, place and check ("RSS MRA 85T10 A562S", "RSS-MRA-85T10-A562S"), one separator throughout.
const CODICE_FISCALE = /(?<![A-Za-z0-9])[A-Za-z]{3}([ -]?)[A-Za-z]{3}\1[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}\1[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z](?![A-Za-z0-9])/g;
// Portuguese NIF "123456789" / "123 456 789", with its keyword.
// (Sixteen letters and digits from its start, no more: "codice fiscale RSS …" is not read from "codice".)
const CF_GROUPS = /(?<![A-Za-z0-9-])(?=[A-Za-z]{3})(?=(?:[A-Za-z0-9][ -]?){15}[A-Za-z0-9](?![ -]?[A-Za-z0-9]))[A-Za-z]{3}[A-Za-z0-9]{0,5}(?:[ -][A-Za-z0-9]{1,8}){1,5}(?![A-Za-z0-9-])/g;
// (Read only where a word of the codice fiscale's opens: "codice", "cod.", "c.f.", "cf", as the Italian pack writes them.)
const CF_WORD = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation([...new Set(pack("it").personal.checkedIds.map((w) => w.split(" ")[0]!))])})`, "i");
const CF_WHOLE = /^[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]$/;
const NIF_PT = /(?<![\w.-])\d{3}([ .-]?)\d{3}\1\d{3}(?![\w-]|[.]\d)/g;
const idWordsOf = (l: IdLang, skip: readonly string[] = []): string => alternation(unaccented(pack(l).personal.checkedIds.filter((w) => !skip.includes(w))));
const DNI_AFTER_WORD = new RegExp(`${NOT_AFTER_LETTER}(?:${idWordsOf("es")})${NOT_BEFORE_LETTER}[\\s:.#-]{0,3}(?:[a-zà-ÿ]{1,3}\\s+)?(?<v>[XYZ][ -]?\\d{7}[ -]?[A-Z]|\\d{8}[ -]?[A-Z])(?![A-Za-z0-9-])`, "dgi");
const NIF_AFTER_WORD = new RegExp(`${NOT_AFTER_LETTER}(?:${idWordsOf("pt", ["cpf"])})${NOT_BEFORE_LETTER}[\\s:.#-]{0,3}(?:[a-zà-ÿ]{1,3}\\s+)?(?<v>\\d{3}([ .]?)\\d{3}\\2\\d{2,3})(?![\\w-]|[.,]\\d)`, "dgi");
// Belgian national number "85.07.30-033.28" / "85073003328".
const BE_NATIONAL = /(?<![\w.-])\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}(?![\w-]|[.]\d)/g;
// A word naming an identity, tax or social-security number in any language (the context of the
// checked families above), and, for numbers whose check the gate does not know, the number after it.
// Typed without accents too, as chats do ("numero de securite sociale", "numero de contribuinte"): `unaccented` above.
const NATIONAL_ID_WORD = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => [...w.nationalIds, ...w.checkedIds])))})${NOT_BEFORE_LETTER}`, "i");
// The label stands alone: "rg@80a.com" is an address whose name is "rg" (the PII property test's seed -1944578112),
// and "@a_cc" is a handle whose letters end in "cc" (seed 587504971), not Portugal's citizen card.
const NATIONAL_ID_VALUE = new RegExp(
  `${NOT_AFTER_LETTER}(?<![@_])(?:${alternation(unaccented(all((w) => w.nationalIds)))})${NOT_BEFORE_LETTER}(?![@_]|\\.[A-Za-z0-9])[^\\n\\d]{0,28}?(?<num>(?<![A-Za-z0-9])(?=(?:[A-Z0-9 ./-]*\\d){6})[A-Z0-9][A-Z0-9 ./-]{4,24}[A-Z0-9])(?![A-Za-z0-9])`,
  "dgi",
);
const NATIONAL_ID_CUES = unaccented(all((w) => w.nationalIds));
// "fürs Finanzamt: …", "voor de belastingdienst: …": an office that asks for the number stands for its word.
const AUTHORITY_CUES = unaccented(all((w) => w.idAuthorities));
// Each office asks for its own country's number: the Dutch "huisarts" for a BSN, not for a Portuguese NIF.
const AUTHORITY_WORD = new Map(LOCALES.map((l) => [l, new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(pack(l).personal.idAuthorities))})${NOT_BEFORE_LETTER}`, "i")]));
type IdLang = (typeof LOCALES)[number];
const CHECKED_ID_CUES = unaccented(all((w) => w.checkedIds));
// The id words as runs of letters ("sofi-nummer" → sofi, nummer), for a word typed with one letter
// dropped, doubled, swapped or changed ("burgerservicenumer", "codice fiscle"): only a word of six
// letters or more may differ, and only by one, so "bsn" and "nif" are never guessed at.
const ID_WORD_TOKENS = [...new Set([...CHECKED_ID_CUES, ...NATIONAL_ID_CUES])].map((w) => w.split(/[^\p{L}]+/u).filter(Boolean)).filter((ts) => ts.some((t) => t.length >= 6));
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
function mistypedIdWordBefore(text: string, at: number): boolean {
  const words = clauseBefore(text, at, 50).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^\p{L}]+/u).filter(Boolean);
  for (const ts of ID_WORD_TOKENS) {
    for (let i = 0; i + ts.length <= words.length; i++) {
      let edits = 0;
      for (let k = 0; k < ts.length && edits <= 1; k++) {
        const a = words[i + k]!;
        const b = ts[k]!;
        if (a === b) continue;
        edits += b.length >= 6 && oneEditApart(a, b) ? 1 : 2;
      }
      if (edits === 1) return true;
    }
  }
  return false;
}
// Passports, driving licences and identity cards: a keyword, then an alphanumeric document number.
// A document word, also opening a compound ("Reisepassnummer", "paspoortnummer"), then its number.
// Words of five letters or more may open a compound; a short one ("DL", "CNI") stands alone, and
// never inside an e-mail address or an identifier ("a.dl@…", "dl_2"): there it is part of a name.
// The word is not an e-mail's name ("dl-@aaa4aaaa.com": the PII property test's seed -1144477600 at 6,000 runs).
const DOC_NUMBER = new RegExp(
  `(?<![A-Za-z0-9À-ÖØ-öø-ÿ_@])(?<kw>(?:${alternation(all((w) => w.documents).filter((d) => d.length >= 5))})[A-Za-zÀ-ÖØ-öø-ÿ.-]*|(?<![.])(?:${alternation(all((w) => w.documents).filter((d) => d.length < 5))})(?![A-Za-z0-9À-ÖØ-öø-ÿ_@]))(?![A-Za-z0-9._%+-]*@)[^\\n\\d]{0,30}?(?<num>(?=[A-Z0-9-]*\\d)[A-Z0-9][A-Z0-9 -]{4,18}[A-Z0-9])(?![A-Za-z0-9])`,
  "dgi",
);

function docNumbers(text: string): Span[] {
  return each(DOC_NUMBER, text, (m) => {
    const g = namedGroup(m, "num");
    if (!g) return null;
    let v = text.slice(g.start, g.end);
    // Trailing words ("… 123456 expires") are not part of the number.
    const cut = v.search(/\s+[A-Za-z]{3,}/);
    if (cut > 0) {
      v = v.slice(0, cut);
      g.end = g.start + cut;
    }
    const compact = v.replace(/[\s-]/g, "");
    // German, Dutch and other passports have as few as one digit among letters ("C01XYZ4QM").
    if (compact.length < 6 || compact.length > 16 || countDigits(compact) < (compact.length >= 8 ? 1 : 3)) return null;
    // A year ("läuft 2031 ab") or a date ("expires 2031-05-01") after the word is not the number.
    if (/^(?:19|20)\d{2}(?:$|[\s-])/.test(v) || /^\d{1,2}[./]\d{1,2}/.test(v)) return null;
    return g;
  });
}

const DOC_WORDS = all((w) => w.documents);

function govIds(text: string, cues: Cues): PiiHit[] {
  const out: PiiHit[] = [];
  if (!/\d/.test(text)) return out;
  // Spans written out field by field (no spread: a slow path in Node 20's V8, once per finding).
  const push = (type: string, spans: Span[]) => out.push(...spans.map((s) => ({ type, start: s.start, end: s.end })));
  // (Not a number the office's letter names otherwise: "belastingdienst: kenmerk …", "Finanzamt, Aktenzeichen …".)
  const authority = (at: number, langs: readonly IdLang[]) => has(cues, AUTHORITY_CUES) && langs.some((l) => contextBefore(text, at, AUTHORITY_WORD.get(l)!, 60)) && !labelledBefore(text, at) && !namedOtherNumber(text, { start: at, end: at }) && !REFERENCE_LABEL.test(text.slice(Math.max(0, at - 40), at));
  const idWord = (at: number, langs: readonly IdLang[]) => ((has(cues, NATIONAL_ID_CUES) || has(cues, CHECKED_ID_CUES)) && contextBefore(text, at, NATIONAL_ID_WORD)) || authority(at, langs) || mistypedIdWordBefore(text, at);

  push("ssn", each(SSN_DASHED, text, (m) => (ssnValid(digitsOf(m[0])) && (!labelledBefore(text, m.index) || ownSign(text, m.index, SSN_WORD)) ? whole(m) : null)));
  push("ssn", each(SSN_BARE, text, (m) => (ssnValid(m[0]) && contextBefore(text, m.index, SSN_CONTEXT) ? whole(m) : null)));
  // With its keyword the shape is enough (HMRC's own examples use the unissued "QQ" prefix).
  push("uk_nino", each(UK_NINO, text, (m) => (ukNinoValid(m[0].replace(/\s/g, "")) || contextBefore(text, m.index, NINO_CONTEXT) ? whole(m) : null)));
  push("cpf", each(CPF, text, (m) => {
    const d = digitsOf(m[0]);
    const formatted = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(m[0]);
    return cpfValid(d) && (formatted || contextBefore(text, m.index, /\bcpf\b/i)) ? whole(m) : null;
  }));
  push("aadhaar", each(AADHAAR, text, (m) => {
    const d = digitsOf(m[0]);
    // Without its word, a run labelled as another kind of number ("referencia de pago …") is that number.
    const named = contextBefore(text, m.index, AADHAAR_CONTEXT);
    const signed = named && ownSign(text, m.index, AADHAAR_WORD);
    return verhoeffValid(d) && (m[1] !== "" || named) && (signed || !labelledBefore(text, m.index)) && (named || !namedOtherNumber(text, whole(m))) ? whole(m) : null;
  }));
  // (A capital right before four digits is in both forms: one quick search before the full shape at every capital.)
  const panOrRfc = !PAN_OR_RFC_CORE.test(text) ? [] : each(PAN_OR_RFC, text, (m) => (m[0].length === 10 || rfcValid(m[0]) ? whole(m) : null));
  push("pan", panOrRfc.filter((s) => s.end - s.start === 10));
  push("national_id", panOrRfc.filter((s) => s.end - s.start === 13));
  push("steuer_id", each(STEUER_ID, text, (m) => {
    const d = digitsOf(m[0]);
    const formatted = /^\d{2} \d{3} \d{3} \d{3}$/.test(m[0]);
    return steuerIdValid(d) && ((formatted && !labelledBefore(text, m.index)) || contextBefore(text, m.index, STEUER_CONTEXT) || authority(m.index, ["de"])) ? whole(m) : null;
  }));
  // The same eleven digits in other groups after their word ("IdNr. 426 539 031 86", "12 3456 7890 1").
  if (has(cues, CHECKED_ID_CUES)) push("steuer_id", each(GROUPED_DIGITS, text, (m) => {
    const d = digitsOf(m[0]);
    return d.length === 11 && steuerIdValid(d) && (contextBefore(text, m.index, STEUER_CONTEXT) || mistypedIdWordBefore(text, m.index)) ? whole(m) : null;
  }));
  push("national_id", each(DNI, text, (m) => (dniValid(m[0].replace(/[\s.-]/g, "")) ? whole(m) : null)));
  push("national_id", each(BSN, text, (m) => (bsnValid(digitsOf(m[0])) && (contextBefore(text, m.index, BSN_CONTEXT) || idWord(m.index, ["nl"])) ? whole(m) : null)));
  // The NIR's key makes a spaced NIR enough; a bare run of 15 digits needs its word.
  push("national_id", each(NIR, text, (m) => (nirValid(m[0].replace(/[\s.-]/g, "")) && ((/[\s.-]/.test(m[0]) && !labelledBefore(text, m.index)) || idWord(m.index, ["fr"])) ? whole(m) : null)));
  // Without its key (a form has a box of its own for it, "clé : 34"), thirteen signs of a NIR after its word, the month a month.
  push("national_id", each(NIR_NO_KEY, text, (m) => {
    const d = m[0].replace(/[\s.-]/g, "");
    const month = Number(d.slice(3, 5));
    if (!(((month >= 1 && month <= 12) || month >= 20) && contextBefore(text, m.index, NATIONAL_ID_WORD) && idWord(m.index, ["fr"]))) return null;
    // Its key said after a word or two ("… 544 clé 56", "…, key 56") goes with it when it is the key.
    const key = NIR_KEY_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 16));
    const end = key && nirValid(d + key[1]!) ? m.index + m[0].length + key[0].length : m.index + m[0].length;
    return { start: m.index, end };
  }));
  // The codice fiscale's digits and month letter ("85M01"): a cheap test before the full shape at every letter.
  if (/\d[0-9LMNPQRSTUVlmnpqrstuv][A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[ -]?[A-Za-z]/.test(text)) push("national_id", each(CODICE_FISCALE, text, (m) => {
    const cf = m[0].replace(/[ -]/g, "");
    // Grouped, it needs its word too: three-letter groups of capitals are also a product's code.
    // (Its check letter passes by chance once in 26: its word may stand a whole clause before it, "il codice fiscale di mio figlio per il pediatra è …".)
    return codiceFiscaleValid(cf) && ((/^[A-Z0-9]+$/.test(m[0])) || idWord(m.index, ["it"]) || (has(cues, CHECKED_ID_CUES) && contextBefore(text, m.index, NATIONAL_ID_WORD, 90))) ? whole(m) : null;
  }));
  // After its word, a codice fiscale in other groups ("RSS MRA 85 T10 A562S", "RSSMRA-85T10-A562S"): its sixteen signs joined, checked.
  if (has(cues, CHECKED_ID_CUES) && CF_WORD.test(text)) push("national_id", each(CF_GROUPS, text, (m) => {
    const cf = m[0].replace(/[ -]/g, "");
    return cf.length === 16 && CF_WHOLE.test(cf) && codiceFiscaleValid(cf.toUpperCase()) && idWord(m.index, ["it"]) ? whole(m) : null;
  }));
  // A codice fiscale copied over two lines ("NQLJYJ89\nR15M278T"): the two pieces joined, in capitals, with its check letter.
  if (text.includes("\n")) push("national_id", each(TWO_LINE_PIECES, text, (m) => {
    const joined = m[1]! + m[2]!;
    return joined.length === 16 && /^[A-Z0-9]+$/.test(joined) && new RegExp(CODICE_FISCALE.source).test(joined) && codiceFiscaleValid(joined) ? whole(m) : null;
  }));
  push("national_id", each(NIF_PT, text, (m) => (nifPtValid(digitsOf(m[0])) && idWord(m.index, ["pt"]) ? whole(m) : null)));
  // Right after its own word, a DNI/NIE or a NIF whose check fails (probe (z)): a letter or a digit mistyped, or a NIF
  // said without its last digit ("o meu NIF é 29555753 e o último não me lembro"), still names its owner.
  if (has(cues, CHECKED_ID_CUES)) {
    push("national_id", each(DNI_AFTER_WORD, text, (m) => namedGroup(m, "v")));
    push("national_id", each(NIF_AFTER_WORD, text, (m) => namedGroup(m, "v")));
  }
  push("national_id", each(BE_NATIONAL, text, (m) => (belgianNationalValid(digitsOf(m[0])) && (/\./.test(m[0]) || idWord(m.index, ["nl", "fr"])) ? whole(m) : null)));
  // "123456789", "00000000" pass a check digit by chance, not because someone was given them: a
  // form's or a manual's sample. (A number after an id word, unchecked, is read below whatever its digits.)
  for (let i = out.length - 1; i >= 0; i--) if (dummyDigits(text.slice(out[i]!.start, out[i]!.end))) out.splice(i, 1);
  // Any number of six digits or more right after a national-id word, whatever its checksum.
  if (has(cues, NATIONAL_ID_CUES)) {
    push("national_id", each(NATIONAL_ID_VALUE, text, (m) => {
      const g = namedGroup(m, "num");
      if (!g) return null;
      // Words of prose before the number are no part of it ("AVS le 14.03.2026", "PPS number is …").
      const lead = /^(?:\p{Ll}+\s+)+/u.exec(text.slice(g.start, g.end))?.[0].length ?? 0;
      const v = text.slice(g.start + lead, g.end);
      // A date or a year range after the word is not the number ("Steuer-ID seit 01.01.2020").
      // Nor is a file's year and number ("expediente 2026/0412", "Aktenzeichen 2026/447-3"): no id is so written.
      return /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(v) || /(?:^|\s)(?:19|20)\d{2}\/\d+(?:-\d+)?$/.test(v) ? null : { start: g.start + lead, end: g.end };
    }));
  }
  if (has(cues, DOC_WORDS)) push("id_document", docNumbers(text));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The owner's number plate (the packs' `plates`): after a plate word, within forty characters of the
// same line with no digit between, a value in capitals and digits of five to nine, in up to four groups,
// with a letter and a digit ("B-BG 5417", "WS-910-BY", "VN-148-X", "CW 878 BZ", "0356 NHK"); an owner's
// possessive in the forty characters before the word or between it and the value makes it theirs.
const PLATE_WORDS = all((w) => w.plates.words);
const PLATE_WORD = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(PLATE_WORDS)})${NOT_BEFORE_LETTER}`, "gi");
const PLATE_MINE = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(all((w) => w.plates.mine))})${NOT_BEFORE_LETTER}`, "i");
const PLATE_VALUE = /(?<![A-Za-z0-9])[A-Z0-9]{1,4}(?:[ -]?[A-Z0-9]{1,4}){1,3}(?![A-Za-z0-9])/;
function findPlates(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!has(cues, PLATE_WORDS)) return [];
  return each(PLATE_WORD, text, (m) => {
    const end = m.index + m[0].length;
    const gap = /^[^\n\d]{0,40}/.exec(text.slice(end))![0];
    const v = PLATE_VALUE.exec(text.slice(end, end + gap.length + 14));
    if (!v || v.index > gap.length) return null;
    const value = v[0];
    const n = value.replace(/[ -]/g, "").length;
    if (n < 5 || n > 9 || !/\d/.test(value) || !/[A-Z]/.test(value)) return null;
    const clause = (text.slice(Math.max(0, m.index - 40), m.index).split(/[.!?;\n]/).pop() ?? "") + " " + text.slice(end, end + v.index);
    if (!PLATE_MINE.test(clause)) return null;
    return { start: end + v.index, end: end + v.index + value.length };
  });
}

// ---------------------------------------------------------------------------------------------
// A medicine the owner takes, with its dose (the packs' `medicineTaking`): "ik slik metformine 500 mg",
// "ordonnance de Levothyrox 75 mg", "I'm on sertraline 50mg". After the words, up to three words with no
// digit, then a name (one or two words of three letters or more) and its dose in a unit of medicine: the
// name and the dose are the health fact. A dose with no name before it ("I take 5 ml") says nothing.
const MEDICINE_CUES = unaccented(all((w) => w.medicineTaking));
const DOSE = /\d\s?(?:mg|mcg|µg|ug|ml|ie|iu|ui)(?![A-Za-z0-9])/i;
const MED_NAME = "[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ-]{2,}";
const MEDICINE = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(MEDICINE_CUES)})(?:\\s+[^\\s\\d.,;:!?]+){0,3}?\\s+(?<med>${MED_NAME}(?:\\s+${MED_NAME})?\\s?\\d+(?:[.,]\\d+)?\\s?(?:mg|mcg|µg|ug|ml|ie|iu|ui))(?![A-Za-z0-9])`,
  "dgi",
);
// A diagnosis (the packs' `diagnosis`): after a label and a colon or "is" ("de diagnose is burn-out", "Diagnose vom
// Hausarzt: Bluthochdruck"), or right after a verb ("me diagnosticaron fibromialgia", "sous traitement pour une
// dépression"), one to four words to the clause's end; not when the first says it is not known yet or elsewhere (the
// secret words' `notValues` and `proseWords`: "de diagnose is nog niet bekend").
const DIAG_LABELS = unaccented(all((w) => w.diagnosis.labels));
const DIAG_VERBS = unaccented(all((w) => w.diagnosis.verbs));
const DIAG_LINKS = [...new Set(LOCALES.flatMap((l) => pack(l).secrets.phraseConnectors))];
const DIAG_WORD = "[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]*";
const DIAGNOSIS = new RegExp(
  `${NOT_AFTER_LETTER}(?:(?:${alternation(DIAG_LABELS)})(?:\\s+[^\\s\\d:.,;!?]+){0,3}?\\s*(?::|\\s(?:${alternation(DIAG_LINKS)}))|(?:${alternation(DIAG_VERBS)}))\\s+(?<v>${DIAG_WORD}(?:[ \\t]+${DIAG_WORD}){0,3})(?=\\s*(?:$|[\\n.,;!?(]))`,
  "dgi",
);
const NOT_CONDITION = new Set(LOCALES.flatMap((l) => [...pack(l).secrets.notValues, ...pack(l).secrets.proseWords, ...pack(l).secrets.fillers]).map((w) => w.toLowerCase()));
function findDiagnoses(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!has(cues, DIAG_LABELS) && !has(cues, DIAG_VERBS)) return [];
  return each(DIAGNOSIS, text, (m) => {
    const v = namedGroup(m, "v");
    if (!v) return null;
    const first = text.slice(v.start, v.end).split(/\s+/)[0]!.toLowerCase();
    return NOT_CONDITION.has(first) ? null : v;
  });
}

// A condition the owner says they have, with no label (the packs' `conditions`, probe (y)): "I have high blood
// pressure", "ich leide an Migräne", "je suis asthmatique", "ho l'ipotiroidismo". The owner's verb, up to two
// short words (an article, "een", "de l'"), a condition opening a word, and its type before or after it ("type 1
// diabetes", "Typ 2", "de type 1"): the
// words after the verb to the condition's end are the fact. "I have a cold" (no condition), "Oma hat Diabetes"
// (not the owner's verb) stay clean.
const CONDITION_VERBS = unaccented(all((w) => w.conditions.verbs));
const CONDITION_WORDS = unaccented(all((w) => w.conditions.words));
const CONDITION = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(CONDITION_VERBS)})\\s+(?<v>(?:[A-Za-zÀ-ÖØ-öø-ÿ]{1,4}\\s+|[a-z]['’]){0,2}(?:[A-Za-z]{3,4}\\s*[12]\\s+)?(?:${alternation(CONDITION_WORDS)})[A-Za-zÀ-ÖØ-öø-ÿ]{0,6}${NOT_BEFORE_LETTER}(?:\\s+(?:de\\s+)?[A-Za-z]{3,4}\\.?\\s*[12](?![0-9]))?)`,
  "dgi",
);
// Short conditions ("ocd", "toc") must end there; a longer one may go on by an ending of up to six letters
// ("diabet" → "diabetes", "Diabetiker"), not into a compound about something else ("Diabeteszentrum",
// "Krebsinformationsdienst"). No "ms" (MS Teams), no bare French "tension" ("en tension avec mon frère").
const SHORT_CONDITION = new Set(CONDITION_WORDS.filter((w) => w.length < 4));
// A zodiac sign said with the ways of being born under it (the packs' `zodiac`, probe (z)): "je suis cancer",
// "soy cáncer", "sono del cancro", "I'm a cancer" are a birthday's sign, not a condition; "I have cancer" is one.
const ZODIAC_SIGNS = new Set(unaccented(all((w) => w.zodiac.signs)));
const ZODIAC_SAID = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.zodiac.verbs)))})\\s+$`, "i");
function findConditions(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!has(cues, CONDITION_VERBS) || !has(cues, CONDITION_WORDS)) return [];
  return each(CONDITION, text, (m) => {
    const v = namedGroup(m, "v");
    if (!v) return null;
    const last = text.slice(v.start, v.end).toLowerCase().split(/[\s'’]+/).pop() ?? "";
    const word = CONDITION_WORDS.find((w) => last.startsWith(w.split(" ").pop()!));
    if (word !== undefined && SHORT_CONDITION.has(word) && last !== word) return null;
    if (ZODIAC_SIGNS.has(last)) {
      const signAt = v.start + text.slice(v.start, v.end).toLowerCase().lastIndexOf(last);
      if (ZODIAC_SAID.test(text.slice(Math.max(0, m.index), signAt))) return null;
    }
    return v;
  });
}

// Being pregnant with its weeks (the packs' `pregnancy`): "21 weeks pregnant", "in der 29. Woche schwanger",
// "enceinte de 18 semaines". The weeks and the word within three words of each other are the fact.
const PREGNANT = unaccented(all((w) => w.pregnancy.words));
const WEEKS = alternation(unaccented(all((w) => w.pregnancy.weeks)));
const PREGNANCY = new RegExp(
  `${NOT_AFTER_LETTER}(?:\\d{1,2}\\.?\\s*(?:${WEEKS})(?:\\s+[^\\s\\d.,;!?]+){0,2}?\\s+(?:${alternation(PREGNANT)})|(?:${alternation(PREGNANT)})(?:\\s+[^\\s\\d.,;!?]+){0,2}?\\s+\\d{1,2}\\.?\\s*(?:${WEEKS}))${NOT_BEFORE_LETTER}`,
  "gi",
);
function findPregnancy(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!has(cues, PREGNANT)) return [];
  return each(PREGNANCY, text, whole);
}

// Care that says the owner's health (the packs' `care`): a carer of the mind within three words after a visit
// ("afspraak bij de psychiater", "rdv chez ma psychologue", "therapy with Dr Walsh": the visit, the carer and a
// name after "with"); a waiting list or an operation's words and the rest of the clause, up to four words
// ("wachtlijst voor een knieoperatie", "opération du genou").
const APPOINTMENTS = unaccented(all((w) => w.care.appointments));
const CARERS = unaccented(all((w) => w.care.carers));
const WAITING = unaccented(all((w) => w.care.waiting));
const CARE_WORD = "[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]*";
const VISIT = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(APPOINTMENTS)})(?<v>(?:\\s+${CARE_WORD}){0,2}?\\s*(?:${alternation(CARERS)})[A-Za-zÀ-ÖØ-öø-ÿ]*|(?:\\s+(?:Dr\\.?|Dr\\.?\\s+)?[A-Z][a-zà-ÿ]+){1,2})`,
  "dg",
);
const VISIT_I = new RegExp(VISIT.source, "dgi");
const CARER_IN = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(CARERS)})`, "i");
// A pet within three words after the carer makes the visit the pet's (probe (z)): "rdv chez le psy du chat".
const PET_AFTER = new RegExp(`^(?:\\s+[^\\s\\d.,;:!?]+){0,2}?\\s+(?:${alternation(unaccented(all((w) => w.pets)))})`, "i");
const notPets = (text: string) => (s: Span | null): Span | null => (s && PET_AFTER.test(text.slice(s.end, s.end + 40)) ? null : s);
const WAIT = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(WAITING)})(?<v>(?:\\s*${CARE_WORD}){1,4})`, "dgi");
function findCare(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  const out: Span[] = [];
  if (has(cues, APPOINTMENTS)) {
    // A carer named after the visit in any case; a person's name after it only where the visit itself is a therapy's.
    out.push(...each(VISIT_I, text, (m) => notPets(text)(CARER_IN.test(m.groups?.v ?? "") ? whole(m) : null)));
    out.push(...each(VISIT, text, (m) => notPets(text)(CARER_IN.test(m[0].split(/\s/)[0] ?? "") ? whole(m) : null)));
  }
  if (has(cues, WAITING)) out.push(...each(WAIT, text, (m) => namedGroup(m, "v") && whole(m)));
  return out;
}

// A medicine by its name alone after a word of taking it (probe (y)): a name built on a medicine family's
// international stem ("sertralina", "omeprazol", "L-Thyroxin", "Eutirox"), or a capitalised name after the Dutch
// "slik" (swallowing is a medicine's). Not any name after a French partitive: "je prends du Coca". A
// strength written after the name without its unit ("L-Thyroxin 50") goes with it.
// (Probe (z): the brands owners name alone, GLP-1 injections, sleeping pills and ADHD medicines, "took a Xanax".)
const INN_ENDS = "pril|sartan|olol|statin|prazol|oxetin|xetin|opram|tralin|azepam|zolam|triptan|cillin|cyclin|thyrox|tirox|formin|tiapin|ropion";
const MED_NAMES = "thyrax|lamotrigin|valpro|lithium|litio|ritalin|methylphenid|insulin|semaglut|ozempic|wegovy|rybelsus|mounjaro|tirzepat|saxenda|liraglut|xanax|valium|tavor|stilnox|zolpidem|zopiclon|lexomil|lexatin|lexotan|orfidal|rivotril|concerta|medikinet|adderall|elvanse|vyvanse|seroplex|temesta|tramadol|oxycod";
const STEM_NAME = `(?:[A-Za-zÀ-ÿ-]*(?:${INN_ENDS}|${MED_NAMES}))[a-zà-ÿ]*`;
// Without a taking word the name must be one for sure: a family's ending after two letters at least and no "-ing"
// ("april", "aprile" and "cycling" hold an ending), or a name that opens the word.
const SURE_NAME = `(?:[A-Za-zÀ-ÿ-]{2,}(?:${INN_ENDS})|(?:${MED_NAMES}))[a-zà-ÿ]*(?<!ing)`;
const INN_STEM = `${STEM_NAME}(?:\\s?\\d{1,4}(?:[.,]\\d+)?(?![\\d:.,]\\d))?`;
const TAKING_ALONE = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(MEDICINE_CUES)})(?:\\s+[^\\s\\d.,;:!?]+){0,2}?\\s+(?:(?:[A-Za-zÀ-ÿ]{1,3}\\s+|[a-z]['’]){0,2})(?<v>${INN_STEM})${NOT_BEFORE_LETTER}`,
  "dgi",
);
const SWALLOWED = new RegExp(`${NOT_AFTER_LETTER}(?:ik\\s+)?slik\\s+(?<v>[A-Z][A-Za-zà-ÿ-]{3,})`, "dg");
function findMedicineNames(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!has(cues, MEDICINE_CUES)) return [];
  return [...each(TAKING_ALONE, text, (m) => namedGroup(m, "v")), ...each(SWALLOWED, text, (m) => namedGroup(m, "v"))];
}

function findMedicines(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!DOSE.test(text) || !has(cues, MEDICINE_CUES)) return [];
  return each(MEDICINE, text, (m) => namedGroup(m, "med"));
}

// A medicine's name on its family's stem with a word of how long or of having taken it beside it (the packs'
// `medicineAfter`, probe (z)): "Ozempic since march", "seit 3 Monaten Ozempic", "sinds april aan de Saxenda", "een
// oxazepam genomen". The name alone ("new Ozempic ads everywhere") says nothing of the owner.
const MED_AFTER = unaccented(all((w) => w.medicineAfter));
const MED_WITH_TIME = new RegExp(
  `${NOT_AFTER_LETTER}(?:(?:${alternation(MED_AFTER)})(?:\\s+[^\\s.,;:!?]+){0,3}?\\s+(?<a>${SURE_NAME})|(?<b>${SURE_NAME})(?:\\s+[^\\s\\d.,;:!?]+)?\\s+(?:${alternation(MED_AFTER)}))${NOT_BEFORE_LETTER}`,
  "dgi",
);
function findMedicinesWithTime(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!has(cues, MED_AFTER)) return [];
  return each(MED_WITH_TIME, text, (m) => namedGroup(m, "a") ?? namedGroup(m, "b"));
}

// ---------------------------------------------------------------------------------------------
// The owner's own test results (the packs' `labResults`, probe (z)): a lab value's name and, up to three words
// after it, one number, a decimal or three digits (two are a time or a count: "test at 10"), with its unit ("HbA1c was 7.2", "mein Cholesterin ist 260",
// "glycémie à jeun 2,8 g/l"); blood pressure's words and two numbers ("bp 150/95", "tension à 15/9", "pressione
// 145 su 100"), the first a systolic one. The name, the words and the value are the fact. Someone else's
// ("mum's HbA1c", "Mamas Blutdruck") earlier in the clause, or a name without a value ("HbA1c targets"), is not.
const LAB_TESTS = unaccented(all((w) => w.labResults.tests));
const LAB_PRESSURE = unaccented(all((w) => w.labResults.pressure));
const LAB_OVER = alternation(unaccented(all((w) => w.labResults.over)));
const LAB_GAP = "(?:['’]s)?(?:\\s+[^\\s\\d.,;:!?/]+){0,3}?\\s+";
const LAB_ONE = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(LAB_TESTS)})${LAB_GAP}(?:\\d{3}|\\d{1,2}[.,]\\d)(?:\\s?(?:%|g/l|mg/dl|mmol/l|mmol))?(?![A-Za-z0-9/]|[.,]\\d)`,
  "gi",
);
const LAB_TWO = new RegExp(
  `${NOT_AFTER_LETTER}(?:${alternation(LAB_PRESSURE)})${LAB_GAP}(?<hi>\\d{2,3})\\s?(?:/|\\s(?:${LAB_OVER})\\s)\\s?(?<lo>\\d{1,3})(?![A-Za-z0-9/]|[.,]\\d)`,
  "dgi",
);
const LAB_OTHERS = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.labResults.others)))})`, "i");
// A log of readings (two more numbers on the line: "pressione 130/85, frequenza 72, saturazione 98%") is a
// measurement list, labelled clean by outside batch 7; one reading said in a sentence is the owner's.
const LINE_NUMBER = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)?/gu;
function labOwners(text: string, s: Span): boolean {
  if (LAB_OTHERS.test(clauseOf(text, s.start))) return false;
  const lineStart = text.lastIndexOf("\n", s.start - 1) + 1;
  const lineEnd = text.indexOf("\n", s.end);
  const rest = text.slice(lineStart, s.start) + " " + text.slice(s.end, lineEnd === -1 ? text.length : lineEnd);
  return (rest.match(LINE_NUMBER) ?? []).length < 2;
}
function findLabResults(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!/\d/.test(text)) return [];
  const out: Span[] = [];
  if (has(cues, LAB_TESTS)) out.push(...each(LAB_ONE, text, (m) => (labOwners(text, whole(m)) ? whole(m) : null)));
  if (has(cues, LAB_PRESSURE)) out.push(...each(LAB_TWO, text, (m) => {
    const hi = Number(m.groups?.hi);
    const lo = Number(m.groups?.lo);
    // Millimetres (150/95) or centimetres of mercury as the French and the Spanish say it (15/9).
    const pressure = (hi >= 70 && hi <= 250 && lo >= 40 && lo <= 150 && lo < hi) || (hi >= 8 && hi <= 26 && lo >= 4 && lo <= 15 && lo < hi);
    return pressure && labOwners(text, whole(m)) ? whole(m) : null;
  }));
  return out;
}

// ---------------------------------------------------------------------------------------------
// A bank code and an account number said apart (the packs' `bankCodes`, probe (z)): "sort code 12-34-56, acc
// 12345678", "BLZ 370 400 44, Kontonummer 532013000". The code (six digits in pairs, or a BLZ's eight) after its
// word and an account's six to ten digits after theirs, both in one message.
const BANK_WORDS = unaccented(all((w) => w.bankCodes.words));
const BANK_CODE = BANK_WORDS.length === 0 ? null : new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(BANK_WORDS)})[\\s:.#-]{0,4}(?:(?:is|ist)\\s+)?(?<v>\\d{2}([- ]?)\\d{2}\\2\\d{2}|\\d{3} ?\\d{3} ?\\d{2})(?![\\w-]|[.,]\\d)`, "dgi");
const ACCOUNT_NUMBER = new RegExp(`${NOT_AFTER_LETTER}(?:${alternation(unaccented(all((w) => w.bankCodes.accountWords)))})[\\s:.#-]{0,4}(?:(?:is|ist)\\s+)?(?<v>\\d{6,10}|\\d{2,4}(?: \\d{2,4}){1,3})(?![\\w-]|[.,]\\d)`, "dgi");
function findBankCodes(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (BANK_CODE === null || !has(cues, BANK_WORDS)) return [];
  const codes = each(BANK_CODE, text, (m) => namedGroup(m, "v"));
  if (codes.length === 0) return [];
  const accounts = each(ACCOUNT_NUMBER, text, (m) => {
    const v = namedGroup(m, "v");
    const n = v ? digitsOf(text.slice(v.start, v.end)).length : 0;
    return v && n >= 6 && n <= 10 ? v : null;
  });
  // A code alone names a branch, not anyone's account ("sort code 20-45-77 is on the cheque book", "account ending
  // 1190"): outside batches pin it clean. With the account's own number it is the owner's bank details.
  return accounts.length === 0 ? [] : [...codes, ...accounts];
}

// ---------------------------------------------------------------------------------------------
// A phone number dictated in words ("bel me op nul zes een twee …", "note mon numéro : zéro six, douze, …"):
// a run of number words opening with a zero and worth nine to thirteen digits, with a phone word or
// "number" earlier in its line and no word naming another kind of number (an order, a meeting) there.
function findDictatedPhones(text: string, _opts: ScanOptions, cues: Cues): Span[] {
  if (!PHONE_WORD_IN.test(cues.lower) && !NUMBER_WORD_IN.test(cues.lower)) return [];
  return dictatedNumbers(text).filter((r) => {
    const before = text.slice(Math.max(0, r.start - 60), r.start);
    const line = before.slice(before.lastIndexOf("\n") + 1);
    NOT_PHONE_WORD.lastIndex = 0;
    const other = NOT_PHONE_WORD.test(line);
    NOT_PHONE_WORD.lastIndex = 0;
    return (PHONE_WORD_IN.test(line) || NUMBER_WORD_IN.test(line)) && !other;
  });
}

// ---------------------------------------------------------------------------------------------

export const FINDERS: Array<[string, Finder]> = [
  ["email", findEmails],
  ["handle", findHandles],
  ["handle", findProfileLinks],
  ["phone", findPhones],
  ["phone", findDictatedPhones],
  ["street_address", findStreets],
  ["date_of_birth", findBirthDates],
  ["card", findCards],
  ["iban", findIbans],
  ["licence_plate", findPlates],
  ["health", findMedicines],
  ["health", findDiagnoses],
  ["health", findConditions],
  ["health", findPregnancy],
  ["health", findCare],
  ["health", findMedicineNames],
  ["health", findMedicinesWithTime],
  ["health", findLabResults],
  ["bank_account", findBankCodes],
];

/** The cue words the personal-data detectors ask about, for one probe of a text. */
export const PERSONAL_CUES: readonly string[] = [...SPELLED_HINTS, ...PLATE_WORDS, ...FR_WORDS, ...ES_WORDS, ...NL_WORDS, ...PO_WORDS, ...DOC_WORDS, ...NATIONAL_ID_CUES, ...CHECKED_ID_CUES, ...AUTHORITY_CUES, ...STREET_TYPES, ...LOWER_CASE_SUFFIXES, ...STREET_SUFFIXES, ...LOCALITIES, ...BIRTH_WORDS, ...MEDICINE_CUES, ...DIAG_LABELS, ...DIAG_VERBS, ...CONDITION_VERBS, ...CONDITION_WORDS, ...PREGNANT, ...APPOINTMENTS, ...WAITING, ...MED_AFTER, ...LAB_TESTS, ...LAB_PRESSURE, ...BANK_WORDS];
const probe = keywordProbe(PERSONAL_CUES);

/**
 * Every personal-data span in `text` (unmerged; the caller merges overlaps). `lower` and `present`
 * (the `PERSONAL_CUES` in it) may come from the caller, who probes once for every detector;
 * `claimed`, the secrets found in it: what lies inside one may be left unreported.
 */
export function findPersonalData(text: string, opts: ScanOptions, lower: string = text.toLowerCase(), present: ReadonlySet<string> = probe(lower), claimed: readonly Span[] = []): PiiHit[] {
  const out: PiiHit[] = [];
  const cues: Cues = { lower, present, claimed };
  for (const [type, find] of FINDERS) for (const s of find(text, opts, cues)) out.push({ type, start: s.start, end: s.end });
  out.push(...govIds(text, cues));
  return out;
}
