/**
 * ZOE reads and writes only real files in real folders inside its home. A symbolic link planted
 * there (a state file, or a folder on the way to one) would have ZOE write wherever it points: a
 * state file linked to ~/.ssh/authorized_keys would be overwritten with JSON. So each store checks
 * the parts of its path below the home before it writes: one lstat per part, answered from the
 * kernel's cache in microseconds (storage's rule: lookups are synchronous). The home itself may be
 * a link: that is the operator's choice of disk, not something planted.
 * Must never: follow a link it is asked about, or let one pass.
 */
import fs from "node:fs";
import path from "node:path";

/** A path below the home is a symbolic link: ZOE leaves it alone. The message names the link. */
export class SymlinkRefusedError extends Error {
  readonly code = "ZOE_SYMLINK";
  constructor(readonly link: string) {
    super(
      `${link} is a symbolic link; ZOE reads and writes only real files and folders inside ZOE_HOME, so it leaves it alone (replace the link with the file or folder itself)`,
    );
    this.name = "SymlinkRefusedError";
  }
}

const isLink = (p: string) => fs.lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink() === true;

/**
 * Throws SymlinkRefusedError when `file`, a folder between `root` and it, or one of `siblings`
 * (files kept beside it: its journal, its last good copy) is a symbolic link. Parts that do not
 * exist yet pass. A `file` outside `root` has only itself and its siblings checked.
 */
export function refuseSymlinks(file: string, root: string, siblings: readonly string[] = []): void {
  const abs = path.resolve(file);
  const rel = path.relative(path.resolve(root), abs);
  const below = rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
  let at = below ? path.resolve(root) : path.dirname(abs);
  for (const part of below ? rel.split(path.sep) : [path.basename(abs)]) {
    at = path.join(at, part);
    const st = fs.lstatSync(at, { throwIfNoEntry: false });
    if (st?.isSymbolicLink()) throw new SymlinkRefusedError(at);
    if (!st) {
      if (at !== abs) return; // a folder not made yet: nothing below it exists either
      break;
    }
  }
  for (const s of siblings) if (isLink(s)) throw new SymlinkRefusedError(s);
}
