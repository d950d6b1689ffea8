/**
 * Outside probe (n) of issue #36: secrets in config and code pastes (YAML, TOML, compose env,
 * connection strings in each language's prose), PINs and codes said in words, IBANs and cards with
 * spaces in prose, street addresses in each country's form, e-mail spelled out with the language's
 * words, national ids with a context word but no label, and clean look-alikes of each (tickets,
 * invoices, postal codes, flights, seats, models, rooms, dotted dates, prices), in all seven
 * languages with Dutch the most (eval/pii-corpus/probe36n.ts, committed before the gate ran on it).
 * Each line is read as the owner would see it with the region unset.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { type Probe36nCase, probe36n } from "../../eval/pii-corpus/probe36n.ts";
import { describeOutsideProbe } from "../../test-support/privacy-gate.ts";

const cases = probe36n();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 31 of 239 lines wrong as sent, 22 of 50 secrets leaving parts in a kept
// message. Secrets caught 28/50 (config_paste 25/27, spoken_code 1/20, leak 2/3), personal values 71/80
// (iban_card 17/17, address 19/21, email_spelled 19/20, national_id 11/16, leak 5/6), clean blocked 0/109.
// Per language, secrets / personal values caught: en 6/9 8/8, de 4/7 11/12, fr 3/7 9/10, es 3/5 9/10,
// pt 3/5 9/10, it 3/5 10/10, nl 6/12 15/20.
const KNOWN_SENT: number[] = [16, 38, 43, 45, 48, 49, 50, 53, 54, 55, 58, 59, 62, 63, 66, 67, 70, 71, 72, 73, 74, 118, 123, 165, 176, 185, 191, 192, 193, 198, 204];
const KNOWN_MASKED: number[] = [16, 38, 43, 45, 48, 49, 50, 53, 54, 55, 58, 59, 62, 63, 66, 67, 70, 71, 72, 73, 74, 198];

describeOutsideProbe("n", cases, {
  config_paste: { sensitive: 27, clean: 16, languages: 7 },
  spoken_code: { sensitive: 20, clean: 15, languages: 7 },
  iban_card: { sensitive: 17, clean: 12, languages: 7 },
  address: { sensitive: 21, clean: 15, languages: 7 },
  email_spelled: { sensitive: 20, clean: 8, languages: 7 },
  national_id: { sensitive: 16, clean: 11, languages: 7 },
  leak: { sensitive: 9, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 29, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

export type { Probe36nCase };
