/**
 * Outside probe (i) of issue #36: the countries where ZOE's languages are spoken beyond the main one,
 * and the secrets people keep in their heads, written by a tester who has not read the gate's code and
 * committed before the gate ran on them. National identifiers with their checksums (Belgian national
 * number, Swiss AHV, Austrian SV-Nummer, Mexican CURP and RFC, Argentine DNI and CUIL, Brazilian RG,
 * CNH and CPF, Portuguese Cartão de Cidadão, Irish PPSN, UK NI number, US SSN, Indian PAN and Aadhaar),
 * IBANs of those countries with and without spaces, card numbers with expiry and CVV in prose; phones
 * of those countries in their local forms with the owner's region set to another country or unset;
 * unlock PINs, lock and safe combinations, answers to security questions, locker, garage and voicemail
 * codes, a card PIN told to a partner, in every language; each family beside clean look-alikes. In
 * redact mode nothing of a value may be left; in block mode nothing goes out, and a memory write with
 * a head secret is refused with the owner told in their language.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { ahv, DIGITS, Fakes, UPPER, usAreaCode } from "../../eval/pii-corpus/fakes.ts";
import { type CorpusCase, type CorpusLang, corpusBuilders } from "../../eval/pii-corpus/types.ts";
import { corpusFaults, expectMemorySecretRefused, expectProbeGroups, expectSentAsOwnerSees } from "../../test-support/privacy-gate.ts";
import { gateOutbound } from "../gate.ts";

type Family = "national" | "money" | "phone" | "head";

// --- check digits of the formats the angle names, written from their published definitions.
const mod = (a: bigint, m: bigint): bigint => ((a % m) + m) % m;
function iban(country: string, bban: string): string {
  const numeric = (bban + country + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - mod(BigInt(numeric), 97n);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}
function luhnOk(payload: string): string {
  let sum = 0;
  const rev = [...payload].reverse();
  for (let i = 0; i < rev.length; i++) {
    let n = Number(rev[i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return payload + String((10 - (sum % 10)) % 10);
}
/** Belgian national number: YY.MM.DD-SSS.CC, CC = 97 − (n mod 97), n prefixed "2" for births from 2000. */
function belgianNN(f: Fakes): string {
  const y = f.int(1950, 2015);
  const yy = String(y % 100).padStart(2, "0");
  const mm = String(f.int(1, 12)).padStart(2, "0");
  const dd = String(f.int(1, 28)).padStart(2, "0");
  const sss = String(f.int(1, 997)).padStart(3, "0");
  const base = `${y >= 2000 ? "2" : ""}${yy}${mm}${dd}${sss}`;
  const cc = String(97n - (BigInt(base) % 97n)).padStart(2, "0");
  return `${yy}.${mm}.${dd}-${sss}.${cc}`;
}
/** Austrian SV-Nummer: serial (3) + check + DDMMYY, weights 3 7 9 · 5 8 4 2 1 6 mod 11 (10 is never issued). */
function svNummer(f: Fakes): string {
  for (;;) {
    const serial = String(f.int(100, 999));
    const birth = `${String(f.int(1, 28)).padStart(2, "0")}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(40, 99))}`;
    const w = [3, 7, 9, 5, 8, 4, 2, 1, 6];
    const ds = [...serial, ...birth].map(Number);
    const c = ds.reduce((s, x, i) => s + x * w[i]!, 0) % 11;
    if (c === 10) continue;
    return `${serial}${c} ${birth}`;
  }
}
const CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";
/** Mexican CURP: 18 characters, the last a check digit over the first 17. */
function curp(f: Fakes): string {
  const cons = "BCDFGHJKLMNPRSTVZ";
  const body = `${f.chars("BCDFGHJLMNPRSTVZ", 1)}${f.chars("AEIOU", 1)}${f.chars(UPPER, 2)}${String(f.int(50, 99))}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 28)).padStart(2, "0")}${f.pick(["H", "M"])}${f.pick(["DF", "JC", "NL", "PL", "GT", "MC"])}${f.chars(cons, 3)}0`;
  const sum = [...body].reduce((s, ch, i) => s + CURP_ALPHA.indexOf(ch) * (18 - i), 0);
  return body + String((10 - (sum % 10)) % 10);
}
const RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ";
/** Mexican RFC of a person: 4 letters, YYMMDD, 2 characters of homoclave and a mod-11 check. */
function rfc(f: Fakes): string {
  const body = `${f.chars(UPPER, 4)}${String(f.int(50, 99))}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 28)).padStart(2, "0")}${f.chars(UPPER + DIGITS, 2)}`;
  const sum = [...body].reduce((s, ch, i) => s + RFC_ALPHA.indexOf(ch) * (13 - i), 0);
  const r = 11 - (sum % 11);
  return body + (r === 11 ? "0" : r === 10 ? "A" : String(r));
}
/** Argentine CUIL: XX-XXXXXXXX-X, weights 5 4 3 2 7 6 5 4 3 2 mod 11. */
function cuil(f: Fakes): string {
  for (;;) {
    const p = f.pick(["20", "27", "23"]);
    const dni = String(f.int(10_000_000, 45_999_999));
    const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const s = [...(p + dni)].reduce((a, x, i) => a + Number(x) * w[i]!, 0);
    const c = 11 - (s % 11);
    if (c === 10) continue;
    return `${p}-${dni}-${c === 11 ? 0 : c}`;
  }
}
/** Brazilian RG of São Paulo: 8 digits and a mod-11 check (X for 10). */
function rgSp(f: Fakes): string {
  const d = f.digits(8);
  const s = [...d].reduce((a, x, i) => a + Number(x) * (i + 2), 0);
  const c = s % 11;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}-${c === 10 ? "X" : c}`;
}
/** Brazilian CNH: 9 digits and two check digits. */
function cnh(f: Fakes): string {
  const d = `${f.int(1, 9)}${f.digits(8)}`;
  let s1 = 0;
  for (let i = 0; i < 9; i++) s1 += Number(d[i]) * (9 - i);
  let c1 = s1 % 11;
  let dsc = 0;
  if (c1 >= 10) {
    c1 = 0;
    dsc = 2;
  }
  let s2 = 0;
  for (let i = 0; i < 9; i++) s2 += Number(d[i]) * (1 + i);
  let c2 = (s2 % 11) - dsc;
  if (c2 < 0) c2 += 11;
  if (c2 >= 10) c2 = 0;
  return `${d}${c1}${c2}`;
}
/** Portuguese Cartão de Cidadão: 8-digit civil number, its check, 2 letters and a Luhn-like check digit. */
function cartaoCidadao(f: Fakes): string {
  const civil = f.digits(8);
  let s = 0;
  for (let i = 0; i < 8; i++) s += Number(civil[i]) * (9 - i);
  const cd = (11 - (s % 11)) % 11 % 10;
  const letters = f.chars("ZAXYBC", 2);
  const v = (ch: string): number => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55);
  for (let last = 0; last < 10; last++) {
    const all = `${civil}${cd}${letters}${last}`;
    let sum = 0;
    const rev = [...all].reverse();
    for (let i = 0; i < rev.length; i++) {
      let n = v(rev[i]!);
      if (i % 2 === 1) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
    }
    if (sum % 10 === 0) return `${civil} ${cd} ${letters}${last}`;
  }
  return `${civil} ${cd} ${letters}0`;
}
/** Irish PPSN: 7 digits and a check letter (weights 8..2, mod 23). */
function ppsn(f: Fakes): string {
  const d = f.digits(7);
  const s = [...d].reduce((a, x, i) => a + Number(x) * (8 - i), 0);
  return `${d}${"WABCDEFGHIJKLMNOPQRSTUV"[s % 23]}`;
}

export function probe36i(seed = 0x36c1 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec: secIn, pii: piiIn, clean: cleanIn } = corpusBuilders(out, "clean");
  const sec = (lang: CorpusLang, family: Family, tpl: string, v: string): void => secIn(lang, family, tpl, v);
  /** A personal value; `region` is the owner's region ("" unset), deliberately not the value's country. */
  const pii = (lang: CorpusLang, family: Family, tpl: string, v: string, region = "", more?: string[]): void => piiIn(lang, family, tpl, v, region, more);
  const clean = (lang: CorpusLang, family: Family, text: string): void => {
    cleanIn(lang, text, "");
    out[out.length - 1]!.family = family;
  };
  const d = (n: number): string => f.digits(n);
  const sp4 = (s: string): string => s.replace(/(.{4})(?!$)/g, "$1 ");
  const SYL = ["ma", "ren", "to", "li", "ska", "bo", "ner", "vi", "dal", "cu", "pe", "ros"];
  const name = (): string => {
    const s = Array.from({ length: 3 }, () => f.pick(SYL)).join("");
    return s.charAt(0).toUpperCase() + s.slice(1);
  };

  // ---------------------------------------------------------------------------------------------
  // national: identifiers of the other countries of ZOE's languages, with their check digits.
  pii("nl", "national", "mijn rijksregisternummer is $ voor de mutualiteit", belgianNN(f));
  pii("fr", "national", "numéro national belge de ma fille : $", belgianNN(f).replace(/[.-]/g, ""));
  pii("de", "national", "AHV-Nummer von meinem Mann: $", ahv(f));
  pii("fr", "national", "mon numéro AVS c'est le $, pour la caisse maladie", ahv(f).replace(/\./g, ""));
  pii("it", "national", "il mio numero AVS: $", ahv(f));
  pii("de", "national", "Sozialversicherungsnummer (Österreich) der Oma: $", svNummer(f));
  pii("de", "national", "meine SV-Nr. ist $, brauchst du für die e-card", svNummer(f).replace(" ", ""));
  pii("es", "national", "mi CURP es $ por si la piden en el trámite", curp(f));
  pii("es", "national", "RFC de la empresa de mi papá no, el mío: $", rfc(f));
  pii("es", "national", "el DNI de mi vieja es $, lo necesita la obra social", `${f.int(10, 45)}.${d(3)}.${d(3)}`);
  pii("es", "national", "CUIL: $ (para el recibo de sueldo)", cuil(f));
  pii("pt", "national", "meu RG é $ (SSP-SP)", rgSp(f));
  pii("pt", "national", "número da CNH do meu marido: $", cnh(f));
  pii("pt", "national", "CPF da minha mãe $ pra nota fiscal", f.cpf().replace(/[.-]/g, ""));
  pii("pt", "national", "o meu CPF: $", f.cpf());
  pii("pt", "national", "n.º do cartão de cidadão: $", cartaoCidadao(f));
  pii("en", "national", "my PPS number is $ if the GP asks", ppsn(f));
  pii("en", "national", "National Insurance no. $ for the new job", f.nino().replace(/ /g, ""));
  pii("en", "national", "social security number for the lease application: $", f.ssn());
  {
    const a = f.aadhaar();
    pii("en", "national", `my PAN is $ and aadhaar ${a}`, f.pan(), "", [a]);
  }
  pii("en", "national", "aadhaar no $ for the KYC", f.aadhaar().replace(/ /g, ""));

  clean("nl", "national", "het rijksregisternummer staat op de achterkant van je eID, niet op de voorkant");
  clean("de", "national", "AHV-Ausweis ist angekommen, Beitrag 2026: CHF 514.–");
  clean("fr", "national", "rendez-vous à la caisse AVS le 14.03.2026 à 10h15, guichet 3");
  clean("de", "national", "SV-Nummer beantragt, Bearbeitung dauert 10 Werktage");
  clean("es", "national", "el trámite del CURP tarda 5 días hábiles, cita el 12/03 a las 9:30");
  clean("es", "national", "pagué 12.450 pesos de luz y 3.200 de agua este bimestre");
  clean("pt", "national", "o RG novo fica pronto em 15 dias, protocolo 2026-004417");
  clean("pt", "national", "paguei R$ 1.234,56 na fatura, vence dia 10");
  clean("en", "national", "PPS number letter arrived, appointment at 11:40 in room 204");
  clean("en", "national", "flight BA 1234 on 12/03, seat 14C, gate 22");
  clean("en", "national", "the SSN card came in the mail today, put it in the safe");
  clean("it", "national", "il numero AVS si trova sulla tessera sanitaria svizzera");

  // ---------------------------------------------------------------------------------------------
  // money: IBANs of those countries with and without spaces, cards with expiry and CVV in prose.
  const beIban = (): string => {
    const b = d(10);
    return iban("BE", b + String(Number(b) % 97 || 97).padStart(2, "0"));
  };
  const chIban = iban("CH", d(5) + d(12));
  const atIban = iban("AT", d(16));
  // A Portuguese NIB's last two digits make the whole NIB 1 mod 97 (a tester fault on the first pass: drawn at random).
  const ptNib = (): string => {
    const b = d(19);
    return b + String(98n - ((BigInt(b) * 100n) % 97n)).padStart(2, "0");
  };
  const ptIban = iban("PT", ptNib());
  const ieIban = iban("IE", `${f.chars(UPPER, 4)}${d(14)}`);
  const gbIban = iban("GB", `${f.chars(UPPER, 4)}${d(14)}`);
  const luIban = iban("LU", `${d(3)}${d(13)}`);
  const brIban = iban("BR", `${d(23)}C1`);
  pii("fr", "money", "IBAN belge pour le loyer : $", sp4(beIban()));
  pii("nl", "money", "rekeningnummer: $ (op naam van Jef)", beIban());
  pii("de", "money", "Überweis bitte auf $, Raiffeisen", sp4(chIban));
  pii("fr", "money", "mon IBAN suisse c'est $", chIban);
  pii("de", "money", "Konto in Wien: $", sp4(atIban));
  pii("de", "money", "iban $ lautend auf Hofer", atIban.toLowerCase());
  pii("pt", "money", "o meu IBAN é $", sp4(ptIban));
  pii("pt", "money", "NIB/IBAN para transferência: $", ptIban);
  pii("en", "money", "rent goes to $ (AIB)", sp4(ieIban));
  pii("en", "money", "pay me back on $ cheers", gbIban);
  pii("fr", "money", "IBAN luxembourgeois : $", sp4(luIban));
  pii("pt", "money", "IBAN da conta no Brasil: $", brIban);
  {
    const card = luhnOk(`4${d(14)}`);
    pii("en", "money", "card $ exp 0" + `${f.int(1, 9)}/${f.int(27, 31)} cvv ${d(3)}, use it for the flights`, sp4(card));
  }
  {
    const card = luhnOk(`5${f.int(1, 5)}${d(13)}`);
    const cvv = d(3);
    pii("de", "money", `Kreditkarte: $, gültig bis 0${f.int(1, 9)}/${f.int(27, 31)}, Prüfnummer $CVV`.replace("$CVV", cvv), card, "", [cvv]);
  }
  {
    const card = luhnOk(`4${d(14)}`);
    const cvv = d(3);
    pii("fr", "money", `ma carte bleue c'est $, expire fin ${f.int(1, 12)}/${f.int(27, 31)}, le cryptogramme au dos c'est ${cvv}`, sp4(card), "", [cvv]);
  }
  {
    const card = luhnOk(`5${f.int(1, 5)}${d(13)}`);
    const cvv = d(3);
    pii("es", "money", `la tarjeta es $ vence 0${f.int(1, 9)}/${f.int(27, 31)} y el código de seguridad ${cvv}`, card.replace(/(\d{4})(?!$)/g, "$1-"), "", [cvv]);
  }
  {
    const card = luhnOk(`4${d(14)}`);
    const cvv = d(3);
    pii("pt", "money", `cartão $ validade ${f.int(1, 12)}/${f.int(2027, 2031)} CVV ${cvv}`, sp4(card), "", [cvv]);
  }
  {
    const card = luhnOk(`4${d(14)}`);
    const cvv = d(3);
    pii("it", "money", `carta $ scadenza 0${f.int(1, 9)}/${f.int(27, 31)}, codice CVV ${cvv}, per il volo`, sp4(card), "", [cvv]);
  }
  {
    const card = luhnOk(`5${f.int(1, 5)}${d(13)}`);
    const cvv = d(3);
    pii("nl", "money", `creditcard $ geldig tot 0${f.int(1, 9)}/${f.int(27, 31)}, cvc ${cvv}`, card, "", [cvv]);
  }

  clean("en", "money", "paid £1,234.56 on 12/03, receipt no. 4471, thanks");
  clean("de", "money", "Rechnung über CHF 2 450.–, zahlbar bis 31.03.2026");
  clean("fr", "money", "la carte expire fin 03/28, il faut que je la renouvelle");
  clean("es", "money", "la tarjeta nueva llega en 7 a 10 días hábiles");
  clean("pt", "money", "o cartão foi bloqueado, liguei para o banco às 14h30");
  clean("it", "money", "pagato 1.249,00 € con la carta, rata 3 di 12");
  clean("nl", "money", "IBAN gewijzigd per 1 maart, zie de brief van de bank");
  clean("en", "money", "order #4417-2291-0083 shipped, total $84.90");
  clean("de", "money", "Kontoauszug 03/2026, Seite 2 von 4");
  clean("pt", "money", "transferi 1.500,00 € para a conta da escola, ref. 2026/117");

  // ---------------------------------------------------------------------------------------------
  // phone: local forms of those countries, owner's region another country or unset.
  pii("nl", "phone", "bel me op $ (gsm)", `04${f.pick(["70", "75", "77", "86", "94", "97"])} ${d(2)} ${d(2)} ${d(2)}`, "NL");
  // Brussels numbers go on with 2 to 8 after the "02" (a tester fault on the first pass: "02 1…" drawn).
  pii("fr", "phone", "mon numéro à Bruxelles : $", `02 ${f.int(2, 8)}${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("de", "phone", "ruf mich an: $", `07${f.pick(["6", "7", "8", "9"])} ${d(3)} ${d(2)} ${d(2)}`, "DE");
  pii("fr", "phone", "mon natel : $", `079 ${d(3)} ${d(2)} ${d(2)}`, "");
  pii("it", "phone", "il numero di Lugano è $", `091 ${d(3)} ${d(2)} ${d(2)}`, "IT");
  pii("de", "phone", "Handy (Österreich): $", `0664 ${d(7)}`, "DE");
  // Vienna subscriber numbers do not start with 0 (a tester fault seen at seed 6: "01 053 …" drawn).
  pii("de", "phone", "Festnetz Wien $", `01 ${f.int(2, 9)}${d(2)} ${d(4)}`, "");
  pii("es", "phone", "mi cel es $, mándame whats", `55 ${d(4)} ${d(4)}`, "ES");
  pii("es", "phone", "llamame al $", `+52 1 33 ${d(4)} ${d(4)}`, "");
  pii("es", "phone", "mi celu: $", `011 15-${d(4)}-${d(4)}`, "ES");
  pii("es", "phone", "whatsapp $", `+54 9 11 ${d(4)}-${d(4)}`, "");
  pii("pt", "phone", "me liga no $", `(11) 9${d(4)}-${d(4)}`, "PT");
  pii("pt", "phone", "zap: $", `+55 21 9${d(4)} ${d(4)}`, "");
  pii("pt", "phone", "o meu telemóvel é $", `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`, "BR");
  pii("en", "phone", "ring me on $ after six", `08${f.pick(["3", "5", "6", "7", "9"])} ${d(3)} ${d(4)}`, "GB");
  pii("en", "phone", "my mobile is $", `07${f.pick(["4", "5", "7", "8", "9"])}${d(2)} ${d(3)} ${d(3)}`, "US");
  {
    // usAreaCode moves a drawn 201–989 code off the toll-free ones (a tester fault on the second run: it was given 0–500).
    const area = usAreaCode(f.int(201, 989));
    pii("en", "phone", "call me at $ anytime", `(${area}) ${f.int(2, 9)}${d(2)}-${d(4)}`, "GB");
  }
  pii("en", "phone", "my number is $ (WhatsApp)", `${f.pick(["9", "8", "7"])}${d(4)} ${d(5)}`, "");
  pii("en", "phone", "Mum's landline in Delhi: $", `011 ${d(4)} ${d(4)}`, "IN");
  pii("fr", "phone", "portable de ma sœur à Genève : $", `+41 7${f.pick(["6", "8", "9"])} ${d(3)} ${d(2)} ${d(2)}`, "FR");

  clean("nl", "phone", "de vergadering is in lokaal 0.47, van 14.00 tot 15.30 uur");
  clean("fr", "phone", "train IC 2541 voie 7 départ 08:12, arrivée 09:47");
  clean("de", "phone", "Bestellung 0664-2291-8812 ist unterwegs");
  clean("es", "phone", "la reunión de Zoom: ID 855 2291 7734, a las 10");
  clean("es", "phone", "el vuelo AR 1302 sale a las 15:45 de Ezeiza, puerta 11");
  clean("pt", "phone", "pedido nº 2026-11-0042, entrega entre 9h e 18h");
  clean("pt", "phone", "paguei R$ 93,49 na farmácia, nota 000.112.553");
  clean("en", "phone", "tracking 1Z 999 AA1 01 2345 6784 says tomorrow");
  clean("en", "phone", "room 1104, floor 11, checkout at 11:00");
  clean("it", "phone", "biglietto 2026 0314 7781, carrozza 5, posto 12A");
  clean("en", "phone", "score was 98-76 at halftime, final 112-104");

  // ---------------------------------------------------------------------------------------------
  // head: secrets people keep in their heads, in every language.
  const pin = (n = 4): string => `${f.int(1, 9)}${d(n - 1)}`;
  const combo = (): string => `${f.int(1, 39)}-${f.int(1, 39)}-${f.int(1, 39)}`;
  sec("en", "head", "the PIN to unlock my phone is $ if you need to check the calendar", pin(6));
  sec("en", "head", "bank app passcode $, don't tell anyone", pin(6));
  sec("en", "head", "safe combination: $", combo());
  sec("en", "head", "bike lock combo is $", pin(4));
  sec("en", "head", "my mother's maiden name is $ (it's the security question for the bank)", name());
  sec("en", "head", "voicemail PIN $", pin(4));
  sec("en", "head", "babe the PIN for my debit card is $, grab 50 at the ATM please", pin(4));
  sec("de", "head", "Entsperr-PIN vom Handy: $", pin(6));
  sec("de", "head", "die Zahlenkombination vom Fahrradschloss ist $", pin(4));
  sec("de", "head", "Sicherheitsfrage: Geburtsname meiner Mutter – $", name());
  sec("de", "head", "Code fürs Garagentor: $", pin(4));
  sec("de", "head", "Schatz, die PIN von meiner EC-Karte ist $, kannst du Geld holen?", pin(4));
  sec("fr", "head", "le code de mon casier à la piscine c'est $", pin(4));
  sec("fr", "head", "code pour déverrouiller mon téléphone : $", pin(6));
  sec("fr", "head", "la combinaison du coffre-fort est $", combo());
  sec("fr", "head", "question secrète : nom de jeune fille de ma mère = $", name());
  sec("es", "head", "el PIN de la tarjeta es $, saca 100 porfa", pin(4));
  sec("es", "head", "la combinación del candado de la bici es $", pin(4));
  sec("es", "head", "pregunta de seguridad: el nombre de mi primera mascota es $", name());
  sec("pt", "head", "o PIN do telemóvel é $", pin(6));
  sec("pt", "head", "a senha do cartão é $, tira 50 pra mim amor", pin(4));
  sec("pt", "head", "código do portão da garagem: $", pin(5));
  sec("it", "head", "il PIN del bancomat è $, prelevi tu?", pin(5));
  sec("it", "head", "la combinazione della cassaforte è $", combo());
  sec("it", "head", "codice dell'armadietto in palestra: $", pin(4));
  sec("nl", "head", "pincode van mijn pinpas is $, wil jij even pinnen?", pin(4));
  sec("nl", "head", "de code van het fietsslot is $", pin(4));
  sec("nl", "head", "toegangscode voicemail: $", pin(4));
  sec("nl", "head", "meisjesnaam van mijn moeder (beveiligingsvraag): $", name());

  clean("en", "head", "the PIN reset letter arrived today, it's in the drawer");
  clean("en", "head", "bought a combination lock for the gym, £12.99");
  clean("en", "head", "the code is on the fridge, ask Sam");
  clean("en", "head", "meeting moved to room 2104 at 14:30 on 12/03");
  clean("de", "head", "neue PIN für die Karte kommt per Post in 5 Tagen");
  clean("de", "head", "Fahrradschloss gekauft, 24,99 €, Zahlenschloss mit 4 Ringen");
  clean("de", "head", "Garagentor klemmt seit dem 3. März, Techniker kommt um 8:15");
  clean("fr", "head", "le code est sur le frigo, demande à Paul");
  clean("fr", "head", "casier 214 au vestiaire, cours à 18h30");
  clean("es", "head", "me llegó la carta del PIN nuevo, la abro luego");
  clean("es", "head", "el candado costó 8,50 € y la cadena 14,99 €");
  clean("pt", "head", "o PIN foi bloqueado depois de 3 tentativas, vou ao banco amanhã às 10h");
  clean("pt", "head", "quarto 312, check-out às 11h");
  clean("it", "head", "la cassaforte dell'hotel non funziona, camera 408");
  clean("it", "head", "il codice è sul frigo, chiedi a Luca");
  clean("nl", "head", "nieuwe pincode komt per post binnen 5 werkdagen");
  clean("nl", "head", "fietsslot kapot, nieuwe kost 19,95 euro");
  clean("nl", "head", "vergadering om 14.30 uur in zaal 3.12");
  clean("en", "head", "security questions: I'll set them up tomorrow");
  clean("en", "head", "train at 7:45, platform 9, coach C seat 44");

  return out;
}

const cases = probe36i();
/** What this probe could not meet, by the start of its line, with the reason. */
const LEFT: Array<[string, string]> = [
  ["my number is ", "an Indian mobile with neither +91 nor a trunk 0, region unset, in English: English names no phone regions, and reading India's in every English text would take order and meeting numbers"],
];
const left = (c: CorpusCase): string | undefined => LEFT.find(([start]) => c.text.startsWith(start))?.[1];
const named = cases.filter((c) => !left(c)).map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c }));
for (const c of cases) {
  const why = left(c);
  if (why) it.todo(`[${c.family}/${c.lang}] ${why}`);
}

describe("outside probe (i), #36: the batch holds what it says", () => {
  it("each family has sensitive lines and clean look-alikes in several languages", () => {
    expectProbeGroups(cases, {
      national: { sensitive: 20, clean: 10, languages: 6 },
      money: { sensitive: 18, clean: 10, languages: 7 },
      phone: { sensitive: 20, clean: 10, languages: 7 },
      head: { sensitive: 25, clean: 18, languages: 7 },
    });
  });
});

describe("outside probe (i), #36: a line as it goes out in redact mode, region unset", () => {
  it.each(named)("$name", ({ c }) => expectSentAsOwnerSees(c));
});

describe("outside probe (i), #36: the same line with the owner's region set to another country", () => {
  it.each(named.filter(({ c }) => c.region))("$name (region $c.region)", ({ c }) => {
    expect(corpusFaults(c)).toEqual([]);
  });
});

describe("outside probe (i), #36: in block mode nothing of a sensitive line goes out", () => {
  it.each(named.filter(({ c }) => c.label !== "clean"))("$name", ({ c }) => {
    expect(gateOutbound(c.text, "block", { region: c.region ?? "" }).ok).toBe(false);
  });
});

/** A memory write the model asks for, carrying a secret kept in the head, per language. */
const MEMORY: Array<[CorpusLang, string, (v: string) => string]> = [
  ["en", "Noted.", (v) => `Phone unlock PIN: ${v}`],
  ["de", "Notiert.", (v) => `PIN der EC-Karte ist ${v}`],
  ["fr", "C'est noté.", (v) => `Code du casier à la piscine : ${v}`],
  ["es", "Apuntado.", (v) => `Combinación del candado de la bici: ${v}`],
  ["pt", "Anotado.", (v) => `Código do portão da garagem: ${v}`],
  ["it", "Segnato.", (v) => `PIN della segreteria telefonica: ${v}`],
  ["nl", "Genoteerd.", (v) => `Pincode van de pinpas is ${v}`],
];

describe("outside probe (i), #36: a memory write with a head secret, in each language", () => {
  it.each(MEMORY)("[%s] the write is refused, the other one kept, the owner told in their language", async (lang, reply, line) => {
    const f = new Fakes(0x36c2 + lang.charCodeAt(0) + lang.charCodeAt(1));
    const value = `${f.int(1, 9)}${f.chars(DIGITS, 3)}`;
    await expectMemorySecretRefused({ lang, reply, secretLine: line(value), value, keptLine: "Owner: gym on Tuesdays.", at: "2026-12-05T13:30:00Z" });
  });
});

// Written after the first pass, to hold the rules it led to (a combination after "is" or ":", a
// security answer, a CVV after a card, SV-Nr./PPS/DNI words, a Mexican RFC by its check character,
// prose words before a date after an id word) to clean text that looks like their input.
describe("outside probe (i), #36: what the new rules must leave alone", () => {
  it.each([
    "her maiden name was on the form, she changed it in 2019",
    "Mädchenname: siehe Formular, Seite 2",
    "security question: what was your first pet? I'll set it later",
    "the combination lock arrives 12-03-26",
    "combination of 3 colours, 2-4-6 pattern",
    "CVV 123 is printed on the back of every card, never send it",
    "le cryptogramme est au dos de la carte",
    "Prüfnummer der Sendung 2026-118",
    "DNI renovado el 14.03.2026, lo recojo el lunes",
    "RFC 9110 and RFC 9111 replaced RFC 7231",
    "PPS number letter came on 12.03.2026",
    "SV-Nr. beantragt am 01.02.2026",
    "paid with card, receipt 4417, security code not needed",
    "build ABCD123456XY9 failed again",
  ])("%s", (text) => {
    expect(corpusFaults({ label: "clean", family: "probe-i-after", text, region: "" })).toEqual([]);
  });
});
