/**
 * Outside probe (m) of issue #36: the families the untuned corpus still fails in (e-mail obfuscated,
 * national ids, phones, passwords said in words, recovery codes) and redaction leaks, in all seven
 * languages with Dutch the most (eval/pii-corpus/probe36m.ts, committed before the gate ran on it).
 * New against probes (k) and (l): chat-typed forms (no accents, "e'", typos in the keyword), a value a
 * message or two after its keyword, colon-less form labels, recovery codes on one line or in 4-4
 * groups, e-mail with "{at}", "(a)", "[at] … punt", ids with dashes and abbreviated or misspelt labels,
 * phones with the country code in words, extensions or dots; and clean look-alikes of the same shapes.
 * Each line is read as the owner would see it with the region unset.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { type Probe36mCase, probe36m } from "../../eval/pii-corpus/probe36m.ts";
import { describeOutsideProbe } from "../../test-support/privacy-gate.ts";

const cases = probe36m();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 38 of 235 lines wrong as sent, 18 of 62 secrets leaving parts in a kept
// message. Secrets caught 44/62, personal values 64/84, clean blocked 0/89.
const KNOWN_SENT: number[] = [];
const KNOWN_MASKED: number[] = [];

describeOutsideProbe("m", cases, {
  email_obfuscated: { sensitive: 25, clean: 9, languages: 7 },
  national_id: { sensitive: 24, clean: 10, languages: 7 },
  phone: { sensitive: 22, clean: 10, languages: 7 },
  prose_password: { sensitive: 36, clean: 15, languages: 7 },
  recovery_codes: { sensitive: 15, clean: 10, languages: 7 },
  leak: { sensitive: 17, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 30, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

export type { Probe36mCase };
