/**
 * A photo the owner sent, looked at for one turn: whether ZOE may look (a photo, or a picture sent
 * as a file, that the channel can fetch, and a model to show it to), the checks on its bytes (size, and a media type
 * read from the bytes themselves: JPEG, PNG, WebP or GIF), and the image the main model is shown.
 * The bytes live in memory for the turn; what is stored (the inbox, the turns, their backups,
 * Bonfire) is the channel's reference to the file and the owner's words, never the picture.
 * Must never: store or log the bytes or their base64, or trust a type the sender claimed over
 * the bytes.
 */
import { FileTooLargeError, type FetchLimits, type MediaNote } from "../channels/index.ts";
import { IMAGE_MEDIA_TYPES, type ImageMediaType, type ModelImage } from "../model/index.ts";

/**
 * The largest photo ZOE looks at. The Messages API takes an image up to 5 MB counted in its base64
 * text (4 characters for 3 bytes), so 3 MiB of bytes stays clear of it; a photo Telegram
 * compresses is far smaller.
 */
export const MAX_PHOTO_BYTES = 3 * 1024 * 1024;
/** The same in whole megabytes, for the owner's message. */
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** Fetches an attachment's bytes for this turn (the channel's `Conversation.fetchFile`). */
export type FileFetcher = (media: MediaNote, limits: FetchLimits) => Promise<Uint8Array>;

/** Why a photo could not be looked at: too big, not an image type the model reads, or not to be had. */
export type PhotoRefusal = "too big" | "not an image" | "unavailable";

export type PhotoLook = { ok: true; image: ModelImage; bytes: number } | { ok: false; why: PhotoRefusal; detail?: string };

/**
 * Whether this attachment is a photo ZOE can fetch (pure): a photo with the channel's reference to
 * it, or a picture sent as a file (a document whose type is one the model reads: a screenshot sent
 * uncompressed). Its bytes are checked all the same; the claimed type only decides whether to look.
 */
export function isFetchablePhoto(media: MediaNote | undefined): media is MediaNote & { fileId: string } {
  if (typeof media?.fileId !== "string" || media.fileId === "") return false;
  if (media.kind === "photo") return true;
  return media.kind === "document" && (IMAGE_MEDIA_TYPES as readonly string[]).includes(media.mimeType?.toLowerCase() ?? "");
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type the bytes are, read from their first bytes (pure), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** The checks on fetched bytes (pure): within the size, and an image type the model reads. */
export function checkPhoto(bytes: Uint8Array, maxBytes: number = MAX_PHOTO_BYTES): PhotoLook {
  if (bytes.byteLength > maxBytes) return { ok: false, why: "too big" };
  const mediaType = sniffImageType(bytes);
  if (!mediaType) return { ok: false, why: "not an image" };
  return { ok: true, image: { mediaType, base64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64") }, bytes: bytes.byteLength };
}

/**
 * Fetch the photo and check it (never throws). Refused without a download when the channel
 * announced a size past the limit; the channel checks again before and while downloading. The
 * caller's signal (the turn's deadline, a stop) ends the download; the caller tells those apart.
 */
export async function lookAtPhoto(fetch: FileFetcher, media: MediaNote, signal: AbortSignal, maxBytes: number = MAX_PHOTO_BYTES): Promise<PhotoLook> {
  if (media.sizeBytes !== undefined && media.sizeBytes > maxBytes) return { ok: false, why: "too big" };
  let bytes: Uint8Array;
  try {
    bytes = await fetch(media, { maxBytes, signal });
  } catch (err) {
    if (err instanceof FileTooLargeError) return { ok: false, why: "too big" };
    return { ok: false, why: "unavailable", detail: err instanceof Error ? err.message : String(err) };
  }
  return checkPhoto(bytes, maxBytes);
}
