/**
 * Test stores on the files backend in a temporary folder, built the way the composition root
 * builds them (one space per folder), for unit tests that need an owner without the whole of ZOE.
 * Must never: be imported by production code.
 */
import type { Locale } from "../lang/locale.ts";
import { OwnerContext, Owners } from "../owner.ts";
import { silentLogger } from "../base/log.ts";
import { FilesSpace, filesStorage } from "../storage/files.ts";

/** The files backend's space for one folder. */
export const filesSpace = (dir: string) => new FilesSpace(dir, silentLogger);

/** An owner whose state lives in `dir` (files backend). */
export const ownerIn = (id: string, dir: string) => new OwnerContext(id, filesSpace(dir), silentLogger);

/** The owners of a files backend rooted at `home`. */
export const filesOwners = (home: string, locale: Locale | null = null) => new Owners(filesStorage(home, silentLogger), silentLogger, locale);
