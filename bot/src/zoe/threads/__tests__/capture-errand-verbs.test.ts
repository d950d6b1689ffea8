/**
 * To-do notes opened by everyday errand verbs no development batch names (lang/<code>/errands.ts, issue 35): in French,
 * Spanish, Portuguese and Italian an owner who jots "détartrer la bouilloire" or "podar el limonero" with no time gets it
 * tracked as said; the same verb in a remark, a question, a headline or with someone else's possessive stays untracked.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { extractCommitments } from "../capture.ts";

const NOTES: ReadonlyArray<readonly [Locale, string]> = [
  ["fr", "détartrer la bouilloire"],
  ["fr", "désherber le potager"],
  ["fr", "ramoner la cheminée du salon"],
  ["fr", "regonfler les pneus du vélo"],
  ["fr", "rempoter le ficus"],
  ["fr", "poncer la porte du garage"],
  ["fr", "vidanger la tondeuse"],
  ["fr", "plastifier les cartes de cantine"],
  ["fr", "aiguiser les couteaux"],
  ["fr", "épousseter les étagères du bureau"],
  ["fr", "tailler la haie côté rue"],
  ["fr", "clôturer le compte joint"],
  ["es", "desatascar el fregadero"],
  ["es", "podar el limonero"],
  ["es", "desempolvar las estanterías del salón"],
  ["es", "hinchar las ruedas de la bici"],
  ["es", "lijar la puerta del garaje"],
  ["es", "enmarcar el diploma de Lucía"],
  ["es", "repostar gasoil en la cooperativa"],
  ["es", "zurcir los calcetines del niño"],
  ["es", "empadronarme en el nuevo piso"],
  ["es", "plastificar los carnés de la biblioteca"],
  ["es", "tasar el piso de la abuela"],
  ["pt", "desentupir o lava-loiça"],
  ["pt", "lixar a porta da garagem"],
  ["pt", "emoldurar o diploma da Inês"],
  ["pt", "engraxar os sapatos para o casamento"],
  ["pt", "envernizar o banco do jardim"],
  ["pt", "adubar os vasos da varanda"],
  ["pt", "carimbar o livro de reclamações"],
  ["pt", "plastificar os cartões da biblioteca"],
  ["pt", "desinfetar a casota do cão"],
  ["pt", "requerer o cartão de residente"],
  ["it", "sgrassare il forno"],
  ["it", "potare il limone"],
  ["it", "gonfiare le gomme della bici"],
  ["it", "incorniciare il diploma di Giulia"],
  ["it", "rottamare la vecchia Panda"],
  ["it", "rammendare i calzini del bimbo"],
  ["it", "concimare i vasi sul terrazzo"],
  ["it", "smacchiare il divano del salotto"],
  ["it", "vidimare il libretto delle visite"],
  ["it", "disotturare il lavandino del bagno"],
];

/** The same verbs in what is no to-do of the owner's: a remark, a general truth, someone else's thing, a question, a headline. */
const LOOK_ALIKES: ReadonlyArray<readonly [Locale, string]> = [
  ["fr", "Détartrer la bouilloire, quelle corvée"],
  ["fr", "Désherber le potager est épuisant"],
  ["fr", "rempoter ses plantes au printemps"],
  ["fr", "regonfler les pneus ?"],
  ["fr", "vidanger la tondeuse: mode d'emploi"],
  ["es", "Desatascar el fregadero, qué asco"],
  ["es", "Podar el limonero es un rollo"],
  ["es", "lijar su puerta del garaje"],
  ["es", "¿desempolvar las estanterías?"],
  ["es", "repostar en la autopista: carísimo"],
  ["pt", "Desentupir o lava-loiça, que nojo"],
  ["pt", "Lixar a porta é uma seca"],
  ["pt", "lixar a sua porta da garagem"],
  ["pt", "adubar os vasos?"],
  ["pt", "envernizar o banco: guia completo"],
  ["it", "Sgrassare il forno, che fatica"],
  ["it", "Potare il limone è una noia"],
  ["it", "rammendare i suoi calzini"],
  ["it", "gonfiare le gomme?"],
  ["it", "incorniciare un diploma: istruzioni"],
];

describe("to-do notes opened by an everyday errand's verb", () => {
  it.each(NOTES)("%s: the note %j is tracked as the owner wrote it, with no due date", (locale, note) => {
    expect(extractCommitments(note, locale)).toEqual([{ op: "open", summary: note }]);
  });

  it.each(LOOK_ALIKES)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("reads a longer note opened by an errand's verb, up to twelve words", () => {
    expect(extractCommitments("appeler la mutuelle pour le remboursement des lunettes de Léa", "fr")).toEqual([
      { op: "open", summary: "appeler la mutuelle pour le remboursement des lunettes de Léa" },
    ]);
  });
});
