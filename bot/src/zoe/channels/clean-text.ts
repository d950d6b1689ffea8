/**
 * Incoming text, cleaned at the channel boundary: terminal escape sequences and control
 * characters are removed before anything is stored, so a thread's summary can never move a
 * terminal's cursor or recolour it when `/threads` echoes it later. Line breaks and tabs stay.
 * Must never: change printable text (letters, emoji, punctuation in any script).
 */

/** ANSI/VT escape sequences: CSI (ESC [ … final byte), OSC (ESC ] … BEL or ESC \), and two-byte ESC x. */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-Z\\-_]/g;
/** C0 controls except tab and line feed, DEL, C1 controls, and bidi overrides that reorder what is shown. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without escape sequences and control characters; CR LF and lone CR become LF. */
export function cleanIncomingText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(ESCAPES, "").replace(CONTROLS, "");
}
