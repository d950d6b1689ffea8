/**
 * Telegram media -> the core's MediaNote: what was attached to a private message (a photo, a
 * voice note, a sticker, a location…), with the few facts a reply may mention. A pure translation
 * kept out of channel.ts and inbound.ts so media support grows here alone.
 * Must never: download a file (files.ts does, when the core asks) or decide how ZOE answers
 * (conversation/media.ts and conversation/photo.ts in the core do that).
 */
import type { Message } from "grammy/types";
import type { MediaNote } from "../types.ts";

/** The media attached to a message, or null for plain text (and for kinds ZOE does not know). */
export function describeMedia(msg: Message): MediaNote | null {
  if (msg.photo?.length) {
    const largest = msg.photo[msg.photo.length - 1]!;
    return { kind: "photo", fileId: largest.file_id, ...(typeof largest.file_size === "number" ? { sizeBytes: largest.file_size } : {}) };
  }
  if (msg.voice) return { kind: "voice", fileId: msg.voice.file_id, durationSec: msg.voice.duration };
  if (msg.video_note) return { kind: "video_note", fileId: msg.video_note.file_id, durationSec: msg.video_note.duration };
  if (msg.sticker) return { kind: "sticker", fileId: msg.sticker.file_id, ...(msg.sticker.emoji ? { emoji: msg.sticker.emoji } : {}) };
  // An animation also carries `document`; it is a GIF to the owner.
  if (msg.animation) return { kind: "animation", fileId: msg.animation.file_id };
  if (msg.video) return { kind: "video", fileId: msg.video.file_id, durationSec: msg.video.duration };
  if (msg.audio) return { kind: "audio", fileId: msg.audio.file_id, durationSec: msg.audio.duration };
  if (msg.document) {
    return {
      kind: "document",
      fileId: msg.document.file_id,
      ...(msg.document.file_name ? { fileName: msg.document.file_name } : {}),
      ...(msg.document.mime_type ? { mimeType: msg.document.mime_type } : {}),
      ...(typeof msg.document.file_size === "number" ? { sizeBytes: msg.document.file_size } : {}),
    };
  }
  if (msg.venue) return { kind: "location", place: msg.venue.title, latitude: msg.venue.location.latitude, longitude: msg.venue.location.longitude };
  if (msg.location) return { kind: "location", latitude: msg.location.latitude, longitude: msg.location.longitude };
  if (msg.contact) return { kind: "contact" };
  if (msg.poll) return { kind: "poll" };
  return null;
}
