/**
 * A file attached to a message, fetched through the Bot API for one turn: getFile for its path
 * (and its size), then the download from the configured API root (`/file/bot<token>/<path>`, so
 * an emulator or a local Bot API server serves it too). The size is checked before the download
 * (the size Telegram announced) and while downloading (the bytes as they come), so a file past the
 * limit is never held whole in memory.
 * Must never: write the bytes anywhere, keep them past the call, or put the token (which the
 * download address carries) in an error or a log line.
 */
import type { Bot } from "grammy";
import { FileTooLargeError, type FetchLimits, type MediaNote } from "../types.ts";

export interface FileFetchDeps {
  bot: Bot;
  token: string;
  /** No trailing slash. */
  apiRoot: string;
  scrub(text: string): string;
}

/** The file's bytes, or FileTooLargeError past `limits.maxBytes`, or an Error with a scrubbed message. */
export async function fetchTelegramFile(deps: FileFetchDeps, media: MediaNote, limits: FetchLimits): Promise<Uint8Array> {
  const { maxBytes, signal } = limits;
  if (!media.fileId) throw new Error("the attachment has no file to fetch");
  if (media.sizeBytes !== undefined && media.sizeBytes > maxBytes) throw new FileTooLargeError(media.sizeBytes, maxBytes);
  let path: string;
  try {
    const file = await deps.bot.api.getFile(media.fileId, signal as never);
    if (typeof file.file_size === "number" && file.file_size > maxBytes) throw new FileTooLargeError(file.file_size, maxBytes);
    if (!file.file_path) throw new Error("Telegram gave no path for the file");
    path = file.file_path;
  } catch (err) {
    if (err instanceof FileTooLargeError) throw err;
    throw new Error(`getFile failed: ${deps.scrub(err instanceof Error ? err.message : String(err))}`);
  }
  const url = `${deps.apiRoot}/file/bot${deps.token}/${path.split("/").map(encodeURIComponent).join("/")}`;
  let res: Response;
  try {
    res = await fetch(url, signal ? { signal } : {});
  } catch (err) {
    throw new Error(`the file download failed: ${deps.scrub(err instanceof Error ? err.message : String(err))}`);
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`the file download failed (HTTP ${res.status})`);
  }
  const announced = Number(res.headers.get("content-length") ?? "");
  if (Number.isFinite(announced) && announced > maxBytes) {
    await res.body.cancel().catch(() => undefined);
    throw new FileTooLargeError(announced, maxBytes);
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // Cut off as soon as it passes the limit, whatever the headers said.
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new FileTooLargeError(null, maxBytes);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof FileTooLargeError) throw err;
    throw new Error(`the file download failed: ${deps.scrub(err instanceof Error ? err.message : String(err))}`);
  }
  return Buffer.concat(chunks, total);
}
