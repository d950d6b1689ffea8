/**
 * Images built at run time, so no test needs a binary fixture: a valid PNG of any size (solid, or
 * noise that does not compress, to make a large file), and the first bytes of the other types
 * ZOE reads (JPEG, WebP, GIF).
 * Must never: read or write a file; everything is made in memory.
 */
import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid RGB PNG of `width` × `height`: one colour (`rgb`), or with `noise` random pixels stored
 * uncompressed, so the file is about 3 × width × height bytes.
 */
export function pngImage(width: number, height: number, opts: { rgb?: [number, number, number]; noise?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const row = 1 + width * 3;
  const raw = opts.noise ? randomBytes(row * height) : Buffer.alloc(row * height);
  const [r, g, b] = opts.rgb ?? [255, 255, 255];
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    if (opts.noise) continue;
    for (let x = 0; x < width; x++) raw.set([r, g, b], y * row + 1 + x * 3);
  }
  const idat = deflateSync(raw, { level: opts.noise ? 0 : 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

/** The first bytes of a JPEG, a WebP and a GIF (enough for a type check; not whole images). */
export const IMAGE_HEADS = {
  "image/jpeg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  "image/webp": Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 ")]),
  "image/gif": Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"),
} as const;
