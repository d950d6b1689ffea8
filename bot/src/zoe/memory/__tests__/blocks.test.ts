import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../base/log.ts";
import { applyMemoryOpToText, Memory, PERSONA_DEFAULT, RECENT_TURNS } from "../blocks.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "zoe-mem-"));
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A GitHub-shaped token with a fresh random body (the prefix is split so no scanner trips on this file). */
const githubToken = (): string => ["gh", "p_"].join("") + Array.from({ length: 36 }, () => ALNUM[randomInt(ALNUM.length)]).join("");

describe("memory blocks", () => {
  it("append adds a line, replace overwrites", () => {
    expect(applyMemoryOpToText("", { block: "human", op: "append", text: "Lives in Berlin" })).toBe("Lives in Berlin\n");
    expect(applyMemoryOpToText("A\n", { block: "human", op: "append", text: "B" })).toBe("A\nB\n");
    expect(applyMemoryOpToText("A\nB\n", { block: "working", op: "replace", text: "C" })).toBe("C\n");
  });

  it("a turn handled again after a crash re-applies its appends: a line the block has is not added twice", () => {
    // The turn appended "A fact." then "B fact."; handled again, both come once more.
    let block = "Persona.\n";
    for (const run of [1, 2]) {
      for (const text of ["A fact.", "B fact."]) block = applyMemoryOpToText(block, { block: "working", op: "append", text });
      expect({ run, block }).toEqual({ run, block: "Persona.\nA fact.\nB fact.\n" });
    }
    // A line that only contains the text is a different line.
    expect(applyMemoryOpToText("A fact. Really.\n", { block: "working", op: "append", text: "A fact." })).toBe("A fact. Really.\nA fact.\n");
  });

  it("a block over its limit keeps the newest lines", () => {
    const old = Array.from({ length: 50 }, (_, i) => `fact ${i}`).join("\n");
    const out = applyMemoryOpToText(old, { block: "human", op: "append", text: "newest fact" }, 100);
    expect(out.length).toBeLessThanOrEqual(101);
    expect(out.trim().endsWith("newest fact")).toBe(true);
    expect(out).not.toContain("fact 0\n");
  });

  it("seeds the persona as a file the owner can edit, and reads edits back", async () => {
    const dir = tmp();
    const m = new Memory(filesSpace(dir));
    const first = await m.blocks();
    expect(first.persona).toBe(PERSONA_DEFAULT);
    expect(await readFile(m.blockPath("persona"), "utf8")).toContain("You are ZOE");
    await m.apply({ block: "preferences", op: "append", text: "No messages before 9." });
    const again = await new Memory(filesSpace(dir)).blocks();
    expect(again.preferences).toBe("No messages before 9.");
  });

  it("a memory write that carries a secret is refused whole and names only its kind; the block is unchanged", async () => {
    const m = new Memory(filesSpace(tmp()));
    await m.apply({ block: "working", op: "append", text: "Shipping the onepager." });
    const token = githubToken();
    const door = String(randomInt(1000, 9999));
    const refused = await m.apply({ block: "working", op: "append", text: `GitHub token for the deploy script: ${token}` });
    expect(refused).toEqual({ applied: false, refused: ["github_token"] });
    const prose = await m.apply({ block: "human", op: "replace", text: `Building door code is ${door}#` });
    expect(prose.applied).toBe(false);
    const blocks = await m.blocks();
    expect(blocks.working).toBe("Shipping the onepager.");
    expect(blocks.human).toBe("");
    expect(JSON.stringify(blocks)).not.toContain(token);
    // A password said in words, in the owner's language, and a login pair without a password word.
    const pass = `Falke${randomInt(10, 99)}!${randomInt(100, 999)}`;
    expect((await m.apply({ block: "human", op: "append", text: `Mein Passwort fürs Online-Banking ist ${pass}` })).applied).toBe(false);
    expect((await m.apply({ block: "human", op: "append", text: `Netflix: mum / ${pass}` })).applied).toBe(false);
    expect(JSON.stringify(await m.blocks())).not.toContain(pass);
    // Ordinary facts about passwords and codes are still remembered.
    expect(await m.apply({ block: "working", op: "append", text: "The password reset flow is broken; code review on Friday." })).toEqual({ applied: true });
  });

  it("a value appended under a line that names its secret ('Wi-Fi password for the flat:') is refused, in any language", async () => {
    const m = new Memory(filesSpace(tmp()));
    const pass = `Falke${randomInt(10, 99)}!${randomInt(100, 999)}Nord`;
    const pin = String(randomInt(1000, 9999));
    // The model writes the heading one turn and the bare value the next: alone, neither is a secret.
    expect(await m.apply({ block: "human", op: "append", text: "Wi-Fi password for the flat:" })).toEqual({ applied: true });
    expect(await m.apply({ block: "human", op: "append", text: pass })).toEqual({ applied: false, refused: ["password_in_prose"] });
    expect(await m.apply({ block: "working", op: "append", text: "- PIN der EC-Karte:" })).toEqual({ applied: true });
    expect((await m.apply({ block: "working", op: "append", text: `- ${pin}` })).applied).toBe(false);
    const blocks = JSON.stringify(await m.blocks());
    expect(blocks).not.toContain(pass);
    expect(blocks).not.toContain(pin);
    // An ordinary fact after the heading is still written.
    expect(await m.apply({ block: "human", op: "append", text: "Prefers calls after 10." })).toEqual({ applied: true });
  });

  it("keeps a ring buffer of recent turns and archives every turn", async () => {
    const m = new Memory(filesSpace(tmp()));
    for (let i = 0; i < RECENT_TURNS + 5; i++) {
      await m.record({ id: `t${i}`, at: new Date(Date.UTC(2026, 5, 4, 8, i)).toISOString(), role: i % 2 ? "zoe" : "owner", text: `turn ${i}`, kind: "chat" });
    }
    const recent = await m.recentTurns();
    expect(recent).toHaveLength(RECENT_TURNS);
    expect(recent[0]!.text).toBe("turn 5");
    expect(await m.allTurns()).toHaveLength(RECENT_TURNS + 5);
  });

  it("setLine keeps one line per key", async () => {
    const m = new Memory(filesSpace(tmp()));
    await m.setLine("preferences", "ZOE interrupt threshold", "0.70");
    await m.setLine("preferences", "ZOE interrupt threshold", "0.80");
    const text = (await m.blocks()).preferences;
    expect(text.match(/ZOE interrupt threshold/g)).toHaveLength(1);
    expect(text).toContain("0.80");
  });
});
