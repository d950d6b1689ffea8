/**
 * Every shared test helper, in one list: what there is to reuse before writing a helper again.
 * Tests import each helper from its own module (as the benchmarks and eval/ do), so that what a
 * test file may start shows in its imports: the fast tier is held to that (test-support/tiers.ts).
 * Importing this index loads every helper, servers and all.
 * Not here: the setup files (setup.ts, fast-tier.ts), the tier rules (tiers.ts) and the entry
 * files of child processes (inbox-worker.ts, threads-worker.ts, zoe-sim-instance.ts), which run on import.
 * Must never: be imported by production code (layers.test.ts) or by the benchmarks (it needs vitest).
 */

// Waiting: poll until something holds, with a timeout that says what was awaited.
export * from "./until.ts";

// In the test's own process (the fast tier may use these).
export * from "./fixtures.ts"; // a thread with every field filled
export * from "./conversation.ts"; // a conversation that keeps every reply, button and answer
export * from "./storage.ts"; // owners and stores on the files backend in a temporary folder
export * from "./lease-claims.ts"; // claims with leases, in memory, shared by instances
export * from "./queued-model.ts"; // a model that answers a test's queue, in order
export * from "./scripted-model.ts"; // the replays' model: no network, no randomness
export * from "./scripted-calendar.ts"; // an in-memory calendar fed by the test
export * from "./tick-harness.ts"; // ZOE's proactive side on a ManualClock, without Telegram
export * from "./log-lines.ts"; // a logger that keeps its lines
export * from "./process-warnings.ts"; // Node's leak warnings, collected
export * from "./english-words.ts"; // English left in what ZOE said in another language
export * from "./ics-text.ts"; // ICS text for calendar tests
export * from "./replay-view.ts"; // what two replays must agree on
export * from "./http-reader.ts"; // HTTP/1.1 messages out of a byte stream
export * from "./images.ts"; // PNG images (and other types' first bytes) built in memory
export * from "./github.ts"; // GitHub webhook payloads, signed as GitHub signs them
export * from "./reply-outcome.ts"; // what ZOE does with a reply to a follow-up: sure actions, "unclear" or the talk handed on
export * from "./reply-batches.ts"; // development reply batches held to their floors; one reply to a follow-up read
export * from "./privacy-gate.ts"; // an owner's line after the privacy gate, and what the gate gets wrong on a corpus case

// Servers and processes (the e2e tier, `*.e2e.test.ts`).
export * from "./telegram-emulator.ts"; // the Telegram Bot API on loopback
export * from "./fake-anthropic.ts"; // the Anthropic Messages API on loopback
export * from "./fake-bonfire.ts"; // the Bonfire API on loopback
export * from "./fake-servers.ts"; // both fakes, one per test, closed after it
export * from "./ics-server.ts"; // a private ICS address on loopback
export * from "./e2e-config.ts"; // ZOE's configuration over the emulator and the fake model
export * from "./telegram-zoe.ts"; // ZOE in the test's process over both, in a fresh home
export * from "./terminal-zoe.ts"; // ZOE in the test's process with the terminal as its chat
export * from "./zoe-process.ts"; // ZOE as a process: `zoe start`, killed and restarted
export * from "./zoe-bundle.ts"; // the `zoe` command in one file, built from the sources: what the tests start
export * from "./zoe-cluster.ts"; // several ZOE processes behind a round-robin proxy
export * from "./round-robin-proxy.ts";
export * from "./tcp-forwarder.ts"; // a link the test takes down and up
export * from "./brief-instances.ts"; // instances around one owner's morning brief, on PostgreSQL
export * from "./postgres.ts"; // a throwaway PostgreSQL server
export * from "./use-postgres-server.ts"; // one per test file, in vitest's hooks
export * from "./chromium.ts"; // headless Chromium
