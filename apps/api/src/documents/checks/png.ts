import { crc32, createInflate } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each PNG colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The largest image we decode: 100 megapixels (a 600 dpi A4 scan is 35). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The bytes of the decoded scanlines (a filter byte each) of an image, interlaced or not. */
function scanlineBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) =>
    w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8));
  if (!interlaced) return rows(width, height);
  // Adam7's seven passes: [x start, y start, x step, y step].
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  return passes.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/** Inflates `parts` without keeping the output, counting its bytes; null when the stream is broken or too long. */
function inflatedLength(parts: readonly Uint8Array[], limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    inflate.on("data", (piece: Buffer) => {
      total += piece.length;
      if (total > limit) {
        inflate.destroy();
        resolve(null);
      }
    });
    inflate.on("error", () => resolve(null));
    inflate.on("end", () => resolve(total));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

/**
 * Whether `bytes` is a PNG that decodes: the signature, then chunks whose checksums hold, IHDR first with a valid
 * size and colour type, IDAT data that inflates to exactly the image's scanlines, and IEND last with nothing after it.
 * Pixels are counted as they inflate, never kept, so a small file that claims a huge image costs no memory.
 */
export async function isWholePng(bytes: Uint8Array): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < SIGNATURE.length || !buffer.subarray(0, 8).equals(SIGNATURE)) return false;
  let offset = 8;
  let expected: number | null = null;
  let palette = false;
  let colourType = -1;
  const data: Buffer[] = [];
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.subarray(offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > buffer.length) return false;
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    // A chunk's checksum covers its type and its data: the CRC-32 of the type carries on over the data.
    if (crc32(body, crc32(type)) !== buffer.readUInt32BE(offset + 8 + length)) return false;
    const name = type.toString("latin1");
    if (offset === 8 && name !== "IHDR") return false;
    if (name === "IHDR") {
      if (length !== 13 || expected !== null) return false;
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      const depth = body[8] as number;
      colourType = body[9] as number;
      const channels = CHANNELS[colourType];
      if (!channels || width === 0 || height === 0 || width * height > MAX_IMAGE_PIXELS) return false;
      if (![1, 2, 4, 8, 16].includes(depth) || body[10] !== 0 || body[11] !== 0 || (body[12] ?? 2) > 1)
        return false;
      expected = scanlineBytes(width, height, channels * depth, body[12] === 1);
    } else if (name === "PLTE") {
      palette = true;
    } else if (name === "IDAT") {
      data.push(body);
    } else if (name === "IEND") {
      if (end !== buffer.length || expected === null || data.length === 0) return false;
      if (colourType === 3 && !palette) return false;
      return (await inflatedLength(data, expected)) === expected;
    }
    offset = end;
  }
  return false;
}
