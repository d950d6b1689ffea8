/**
 * A to-do the owner says with their own "me" / "mi" ("esta tarde me paso por el banco", "domani mi taglio i capelli") is
 * tracked as an infinitive with the pronoun after it ("pasarme por el banco", "tagliarmi i capelli"), and said back in
 * the second person ("Dijiste que ibas a: pasarte por el banco"), as a Spanish or Italian speaker writes a to-do. Before:
 * "me paso por el banco" was tracked as said, and the follow-up read "te paso por el banco" (I'll drop by for you).
 * Must never: turn a word that only ends like an infinitive with a pronoun ("firme", "duerme", "fermi", "dormi").
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { pack } from "../../lang/index.ts";
import { extractCommitments } from "../capture.ts";

describe("a to-do said with the owner's own pronoun", () => {
  it.each<[Locale, string, string, string]>([
    ["es", "esta tarde me paso por el banco", "pasarme por el banco", "pasarte por el banco"],
    ["es", "mañana me corto el pelo", "cortarme el pelo", "cortarte el pelo"],
    ["es", "el viernes me llevo el coche al taller", "llevarme el coche al taller", "llevarte el coche al taller"],
    ["it", "domani mi taglio i capelli", "tagliarmi i capelli", "tagliarti i capelli"],
    ["it", "stasera mi metto a studiare", "mettermi a studiare", "metterti a studiare"],
  ])("%s %j is tracked as %j and said back as %j", (locale, said, tracked, back) => {
    const [op] = extractCommitments(said, locale);
    expect(op?.summary).toBe(tracked);
    expect(pack(locale).commitments.toOwner(op!.summary)).toBe(back);
  });

  it("a word that only ends like an infinitive with a pronoun stays as it is", () => {
    expect(pack("es").commitments.toOwner("dejar la firme decisión")).toBe("dejar la firme decisión");
    expect(pack("es").commitments.toOwner("mirar cómo duerme el bebé")).toBe("mirar cómo duerme el bebé");
    expect(pack("it").commitments.toOwner("guardare i dormi bene")).toBe("guardare i dormi bene");
    expect(pack("it").commitments.toOwner("fare i fermi immagine")).toBe("fare i fermi immagine");
  });

  it("a pronoun for someone else keeps its place and its person", () => {
    expect(extractCommitments("mañana le mando el informe a la jefa", "es")[0]?.summary).toBe("mandar el informe a la jefa");
    expect(pack("es").commitments.toOwner("llamar a mi madre")).toBe("llamar a tu madre");
  });
});
