/**
 * The ninth engineer's development sentences (eval/pii-corpus/outside5.ts), weighted to clean
 * look-alikes (checksums, meeting, order and part numbers, placeholders and examples in docs, masked
 * values), prose passwords with words between keyword and value, recovery-code lists, spelled-out
 * e-mail, national ids and addresses per country. Every secret blocks, every personal value is
 * masked with no run of four of its characters readable, no clean look-alike is flagged; read with
 * the corpus's own seed and with eight others; and one scenario per rule the batch brought.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { nifPt } from "../../eval/pii-corpus/outside.ts";
import { outside5Corpus, outside5Sentences } from "../../eval/pii-corpus/outside5.ts";
import { corpusFaults, expectCorpusShape, sent } from "../../test-support/privacy-gate.ts";
import { scan } from "../gate.ts";

const SEEDS = [20261204, 1, 2, 3, 4, 5, 6, 7, 8];

// Forms left unread on purpose (docs/privacy-gate.md, the ninth session's paragraph):
const UNREAD = [
  // "pass" alone as a password word: "bus pass number is 12345678" and "season pass was 2024" say nothing of one.
  "If the laptop asks, the admin pass",
  // A code said after "punch in", when it is a year's four digits ("punch in 2004"): "in 2004" is a date.
  "to switch off the alarm when you get in, punch in",
  // "example.com" is what owners and this project's fixtures write for a real person's address.
  "docs: mail us at name@example.com",
  // A boleto's typed line: one of its digit groups reads as a phone number with some draws.
  "o boleto tem a linha digitável",
];

describe("the outside5 development sentences", () => {
  it("hold at least 250 sentences, 45% or more outside English, 110 clean look-alikes, in all seven languages", () => {
    expectCorpusShape(outside5Corpus(), { total: 250, clean: 110, sensitive: 120, outsideEnglish: 0.45 });
  });

  it.each(SEEDS)("with seed %i: every secret blocked, every personal value masked with no four of its characters readable, no clean sentence flagged", (seed) => {
    const wrong = outside5Sentences(new Fakes(seed))
      .filter((c) => !UNREAD.some((u) => c.text.startsWith(u)))
      .map((c) => ({ family: `${c.label}/${c.family}/${c.lang}`, text: c.text, faults: corpusFaults(c) }))
      .filter((x) => x.faults.length > 0);
    expect(wrong).toEqual([]);
  });
});

describe("what the owner sees for the forms the fifth batch brought up", () => {
  const f = new Fakes(93);
  const pass = () => `${f.chars("abcdefghijklmnopqrstuvwxyz", 5)}${f.digits(3)}${f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2)}`;

  it("a placeholder written as words joined by '_' in any language is no credential; a word and digits is one", () => {
    for (const line of [
      "API key goes in config.yml as api_key: YOUR_API_KEY",
      "exemple : mot de passe = VOTRE_MOT_DE_PASSE",
      "en el .env pon API_KEY=tu_clave_aqui y reinicia",
      "exemplo: senha=SUA_SENHA_AQUI",
      "esempio di configurazione: password: LA_TUA_PASSWORD",
      "voorbeeld: wachtwoord = JOUW_WACHTWOORD",
    ]) expect(sent(line), line).toBe(line);
    expect(sent(`exemplo: senha=SUA_SENHA_${f.digits(4)}`)).toBeNull();
    expect(sent(`my work VPN password expired, the new one I set this morning is RAVIOLI_${f.digits(4)}`)).toBeNull();
  });

  it("a masked value with its last digits left ('******88', '****1234') is no code", () => {
    expect(sent("the code we texted to ******88 expires in 10 minutes")).toBe("the code we texted to ******88 expires in 10 minutes");
    expect(sent(`paid with the card ending ****${f.digits(4)}, receipt in the email`)).not.toBeNull();
  });

  it("a documentation's example address or e-mail is nobody's; a real one beside the same words is masked", () => {
    for (const [line, region] of [
      ["Beispiel: Max Mustermann, Musterstraße 1, 12345 Musterstadt", "DE"],
      ["example address for the form: 123 Main Street, Anytown, CA 12345", "US"],
      ["adresse d'exemple dans la doc : 1 rue de l'Exemple, 00000 Ville", "FR"],
      ["ejemplo de correo: usuario@ejemplo.com", "ES"],
      ["nella guida l'email d'esempio è mario.rossi@esempio.it", "IT"],
    ] as const) expect(sent(line, region), line).toBe(line);
    expect(sent("Beispiel: meine Adresse ist Goethestraße 12, 60313 Frankfurt")).toBe("Beispiel: meine Adresse ist [redacted:street_address]");
    expect(sent("mail mario.rossi@libero.it per esempio", "IT")).toBe("mail [redacted:email] per esempio");
  });

  it("a check-digit number counted up ('123456789') is a manual's sample; a drawn NIF after its word is masked", () => {
    expect(sent("formato do NIF na documentação: 123456789 (nove dígitos)", "PT")).toBe("formato do NIF na documentação: 123456789 (nove dígitos)");
    expect(sent(`NIF para a fatura: ${nifPt(f)}`, "PT")).toBe("NIF para a fatura: [redacted:national_id]");
  });

  it("'for no reason:' before a value is no reference number: the far connector gives the value", () => {
    expect(sent(`Password for the shared Netflix, which Jo keeps changing for no reason: Zebra${f.digits(4)}x`)).toBeNull();
    // A reference word before a number still names it ("…, the ticket no. is INC0012345").
    expect(sent("I changed the password for the printer in the office upstairs, ticket no: INC0012345")).not.toBeNull();
  });

  it("'by the way' between the connector and the value, in the owner's language, is a filler", () => {
    expect(sent(`de wifi-code van het vakantiehuisje is trouwens ${pass()}`, "NL")).toBeNull();
    expect(sent(`the wifi password is btw ${pass()}`)).toBeNull();
    expect(sent(`la password del wifi è comunque ${pass()}`, "IT")).toBeNull();
  });

  it("a relative clause between the keyword and its connector leaves a word-and-digits value readable as the password", () => {
    expect(sent(`a palavra-passe do Portal das Finanças, a que mudei ontem, é CANNOLO_${f.digits(4)}`, "PT")).toBeNull();
  });

  it("recovery codes in dashed capitals with no digit, three or more after their keyword, are refused", () => {
    const grp = () => f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5);
    expect(sent(`Wiederherstellungscodes Nextcloud: ${grp()}-${grp()} ${grp()}-${grp()} ${grp()}-${grp()}`)).toBeNull();
    const found = scan("GOOGLE BACKUP CODES\nKEEP-THESE SAFE", { region: "DE" });
    expect(found).toEqual([]);
  });

  it("addresses in their country's forms are masked whole", () => {
    expect(sent(`Bitte an Am Mühlbach ${f.int(1, 40)}, 83022 Rosenheim schicken, danke`)).toBe("Bitte an [redacted:street_address] schicken, danke");
    expect(sent("Am Wochenende 2 Stunden Sport")).toBe("Am Wochenende 2 Stunden Sport");
    expect(sent(`lieferadresse: goethestraße ${f.int(1, 60)}a, 60313 frankfurt`)).toBe("lieferadresse: [redacted:street_address]");
    expect(sent(`pakketje graag naar Oudegracht ${f.int(1, 300)}bis, 3511 AZ Utrecht`, "NL")).toBe("pakketje graag naar [redacted:street_address]");
    expect(sent(`entrega em Rua das Laranjeiras, ${f.int(1, 500)}, apto 12, Laranjeiras, Rio de Janeiro - RJ, 22240-003`, "BR")).toBe("entrega em [redacted:street_address]");
  });

  it("a run labelled in the owner's language as another kind of number is no card or phone", () => {
    for (let i = 0; i < 30; i++) {
      const line = `betalingskenmerk ${f.int(2, 6)}${f.digits(3)} ${f.digits(4)} ${f.digits(4)} ${f.digits(4)}`;
      expect(sent(line, "NL"), line).toBe(line);
      const cro = `CRO del bonifico ${f.digits(11)}, arrivato ieri`;
      expect(sent(cro, "IT"), cro).toBe(cro);
    }
    // A card after its own word is still a card.
    expect(sent("kaartnummer 4111 1111 1111 1111", "NL")).toBe("kaartnummer [redacted:card]");
  });
});
