/**
 * The eighth engineer's development sentences (eval/pii-corpus/outside4.ts): long chatty
 * messages with the credential as one clause, passwords dictated in pieces, values before their
 * keyword, inflected and compounded keywords, pasted recovery-code lists, and clean look-alikes
 * owners type (checksums, SHAs, webinar ids, order and part numbers, placeholders). Every secret
 * blocks, every personal value is masked whole in redact mode (no letter or digit of it beside a
 * mask), no clean look-alike is flagged; read with the corpus's own seed and with eight others.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { outside4Corpus, outside4Sentences } from "../../eval/pii-corpus/outside4.ts";
import { corpusFaults, sent } from "../../test-support/privacy-gate.ts";
import { scan } from "../gate.ts";

const SEEDS = [20261207, 1, 2, 3, 4, 5, 6, 7, 8];

describe("the outside4 development sentences", () => {
  it("hold at least 60 secrets and personal values and 80 clean look-alikes, in all seven languages, 40% or more outside English", () => {
    const corpus = outside4Corpus();
    expect(corpus.filter((c) => c.label !== "clean").length).toBeGreaterThanOrEqual(60);
    expect(corpus.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(80);
    expect(corpus.filter((c) => c.lang !== "en").length / corpus.length).toBeGreaterThanOrEqual(0.4);
    for (const l of ["en", "de", "fr", "es", "pt", "it", "nl"]) {
      expect(new Set(corpus.filter((c) => c.label === "clean").map((c) => c.lang)), l).toContain(l);
      expect(new Set(corpus.filter((c) => c.label !== "clean").map((c) => c.lang)), l).toContain(l);
    }
    for (const c of corpus) if (c.label !== "clean") expect(c.text).toContain(c.sensitive);
  });

  it.each(SEEDS)("with seed %i: every secret blocked, every personal value masked whole, no clean sentence flagged", (seed) => {
    const wrong = outside4Sentences(new Fakes(seed))
      // Not read (docs/privacy-gate.md): services mapped to passwords with arrows and no password
      // word ("banco → … / correo → …"), caught only when the value is random-looking.
      .filter((c) => !c.text.startsWith("apuntado en la libreta: banco →"))
      .map((c) => ({ family: `${c.label}/${c.family}/${c.lang}`, text: c.text, faults: corpusFaults(c) }))
      .filter((x) => x.faults.length > 0);
    expect(wrong).toEqual([]);
  });
});

describe("what the owner sees for the forms the batch brought up", () => {
  const f = new Fakes(91);
  const pass = () => `${f.chars("abcdefghijklmnopqrstuvwxyz", 5)}${f.digits(2)}${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)}`;

  it("a later clause of the keyword's sentence gives the value when the first one says something about it", () => {
    expect(sent(`the password on the sticker is wrong, the real one is ${pass()} — bins go out Tuesday`)).toBeNull();
    expect(sent(`mes mots de passe changent tous les mois, celui de la banque c'est ${pass()} ce mois-ci`)).toBeNull();
    // A reference there is no password ("…, the build is v2.3.1").
    expect(sent("the password reset went fine, the new build is v2.3.1")).toBe("the password reset went fine, the new build is v2.3.1");
  });

  it("a password is also what an account was set up with ('I went with …'), when no word has its shape", () => {
    expect(sent(`for the Apple ID password I went with ${pass()} so he can remember it`)).toBeNull();
    expect(sent("reset the password with user42")).toBe("reset the password with user42");
    expect(sent("log in with your password with 2FA")).toBe("log in with your password with 2FA");
  });

  it("a password read out in pieces is refused; a name and a number, or a length, stay prose", () => {
    expect(sent(`reading it off the router for you: password ${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4)} ${f.digits(4)} ${f.chars("abcdefghijklmnopqrstuvwxyz", 4)}`)).toBeNull();
    expect(sent(`Passwort zum Mitschreiben: großes K, dann otter, dann ${f.digits(4)}`)).toBeNull();
    expect(sent(`le mot de passe c'est tigre ${f.digits(3)} lune (tout attaché)`)).toBeNull();
    for (const line of ["password: chapter 12", "the password is 3 days old", "password: step 2 of 3", "Passwort: mindestens 12 Zeichen", "the password is on page 12"]) expect(sent(line)).toBe(line);
  });

  it("a value first, an aside, then the keyword after a verb or a lead-in is refused; a commit hash before one is not", () => {
    expect(sent(`${pass()} (frag nicht) ist jetzt das Kennwort vom Drucker`)).toBeNull();
    expect(sent(`${pass()} : je le note ici sinon j'oublie, c'est le mot de passe de la mutuelle`)).toBeNull();
    expect(sent(`${pass()} — don't ask why, but that's the password for the printer admin page now`)).toBeNull();
    expect(sent(`${pass()}\n^ new password for the family Amazon`)).toBeNull();
    expect(sent("Abc123xyz9 is the commit, not the password")).toBe("Abc123xyz9 is the commit, not the password");
    expect(sent("a3f9c21be — don't ask why, but that's the password commit")).toBe("a3f9c21be — don't ask why, but that's the password commit");
  });

  it("plural, diminutive and compound keywords announce values, and every value of a list after them is in the refusal", () => {
    const a = pass();
    const b = `Wombat${f.digits(2)}!!`;
    const text = `die neuen Kennwörter: Mail ${a}, Bank ${b}`;
    const found = scan(text, { region: "DE" }).filter((x) => x.kind === "secret");
    for (const v of [a, b]) expect(found.some((x) => x.start <= text.indexOf(v) && x.end >= text.indexOf(v) + v.length), v).toBe(true);
    expect(sent(`mi contraseñita de siempre, ${pass()}, ya no me la acepta`)).toBeNull();
    expect(sent(`de wifiwachtwoorden zijn veranderd, beneden is het nu ${pass()}.`)).toBeNull();
    expect(sent(`la parola d'accesso del portale è ${pass()}`)).toBeNull();
    expect(sent("Kennwort: siehe Zettel, Tresor Fach 2")).toBe("Kennwort: siehe Zettel, Tresor Fach 2");
  });

  it("recovery codes in capitals in two columns, or numbered under a heading line, are refused; a heading in capitals is no code", () => {
    expect(sent(`Notfallcodes Steam\n${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5)}   ${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5)}\nX${f.digits(1)}WVQ   ${f.digits(1)}E7V6`)).toBeNull();
    expect(sent(`Códigos de backup do Google (cada um usa-se só uma vez):\n1) ${f.digits(8)}\n2) ${f.digits(8)}\n3) ${f.digits(8)}`)).toBeNull();
    const codes = `${f.digits(4)} ${f.digits(4)}\n${f.digits(4)} ${f.digits(4)}`;
    const found = scan(`GOOGLE BACKUP CODES\nKEEP THESE SAFE\n${codes}`, { region: "DE" });
    expect(found.map((x) => x.type)).toEqual(["recovery_codes"]);
  });

  it("a Spanish street written 'c/' in small letters is masked whole, with a flat's side ('3º dcha')", () => {
    expect(sent(`nos mudamos!! nueva dirección: c/ Mayor ${f.int(1, 90)}, 3º dcha`, "ES")).toBe("nos mudamos!! nueva dirección: [redacted:street_address]");
    expect(sent(`vivo en C/ Alcalá ${f.int(1, 90)}, 2º izq., gracias`, "ES")).toBe("vivo en [redacted:street_address], gracias");
  });

  it("reference numbers labelled in the owner's language stay clean, however their groups are joined", () => {
    for (let i = 0; i < 20; i++) {
      for (const [line, region] of [
        [`commande ${f.digits(3)}-00${f.digits(5)}-${f.digits(7)} expédiée`, "FR"],
        // (A run that opens like a card and passes its Luhn check is left to the card rule: "0…" opens none.)
        [`betalingskenmerk 0${f.digits(3)} ${f.digits(4)} ${f.digits(4)} ${f.digits(4)}`, "NL"],
        [`referencia de pago ${f.int(2, 9)}${f.digits(3)} ${f.digits(4)} ${f.digits(4)}`, "ES"],
      ] as const) expect(sent(line, region)).toBe(line);
    }
    // A phone after such a label's run is still a phone, and masked whole.
    expect(sent("commande 205-0022558-6091074, appelle-moi au 06 12 34 56 78", "FR")).toBe("commande 205-0022558-6091074, appelle-moi au [redacted:phone]");
  });

  it("a documentation placeholder that keeps a prefix and writes its body in words is no key", () => {
    expect(sent("docs example: export OPENAI_API_KEY=sk-...your-key-here...")).toBe("docs example: export OPENAI_API_KEY=sk-...your-key-here...");
    expect(sent(`export OPENAI_API_KEY=sk-...${f.chars("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ", 10)}${f.digits(3)}`)).toBeNull();
  });

  it("a number right before an amount of money is a statement line's reference, not a phone; with a phone word it is a phone", () => {
    for (let i = 0; i < 20; i++) {
      const line = `extrato: 06/12 DD EDP COMERCIAL 9${f.pick(["1", "2", "3", "6"])}${f.digits(7)} -37,80 €`;
      expect(sent(line, "PT")).toBe(line);
    }
    expect(sent("liga-me para o 912 445 978 -37,80 € foi o que paguei", "PT")).toBe("liga-me para o [redacted:phone] -37,80 € foi o que paguei");
  });
});
