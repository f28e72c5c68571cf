import { MAX_IMAGE_PIXELS } from "#documents/checks/png.ts";

/** Start-of-frame markers (they carry the image's size): C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Where the entropy-coded data that starts at `offset` ends: the next marker that is not a stuffed 0 or a restart. */
function endOfScan(buffer: Buffer, offset: number): number {
  let at = offset;
  for (;;) {
    at = buffer.indexOf(0xff, at);
    if (at < 0 || at + 1 >= buffer.length) return -1;
    const next = buffer[at + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += 1;
    else return at;
  }
}

/** The offset just after the JPEG that starts at `start` (its EOI), or -1 when it is not one whole JPEG. */
function jpegEnd(buffer: Buffer, start: number): number {
  if (buffer[start] !== 0xff || buffer[start + 1] !== 0xd8) return -1;
  let offset = start + 2;
  let frame = false;
  let scans = 0;
  while (offset + 1 < buffer.length) {
    if (buffer[offset] !== 0xff) return -1;
    const marker = buffer[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return frame && scans > 0 ? offset + 2 : -1;
    if (marker === 0xd8 || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) return -1;
    if (offset + 4 > buffer.length) return -1;
    const length = buffer.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > buffer.length) return -1;
    if (isStartOfFrame(marker)) {
      if (frame || length < 8) return -1;
      const height = buffer.readUInt16BE(offset + 5);
      const width = buffer.readUInt16BE(offset + 7);
      const components = buffer[offset + 9] as number;
      if (width === 0 || height === 0 || width * height > MAX_IMAGE_PIXELS) return -1;
      if (components === 0 || length !== 8 + 3 * components) return -1;
      frame = true;
    }
    if (marker === 0xda) {
      if (!frame) return -1;
      const scanEnd = endOfScan(buffer, end);
      if (scanEnd < 0 || scanEnd === end) return -1;
      scans += 1;
      offset = scanEnd;
      continue;
    }
    offset = end;
  }
  return -1;
}

/**
 * Whether `bytes` is a JPEG whose structure decodes: SOI, well-formed segments, one frame with a real size before any
 * scan, each scan's coded data up to the next marker, and EOI. After EOI only padding or further whole JPEGs may
 * follow (phones append their preview images there); a page of HTML may not.
 */
export function isWholeJpeg(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = jpegEnd(buffer, 0);
  if (offset < 0) return false;
  while (offset < buffer.length) {
    if (buffer[offset] === 0xff && buffer[offset + 1] === 0xd8) {
      offset = jpegEnd(buffer, offset);
      if (offset < 0) return false;
    } else if (buffer[offset] === 0x00) {
      offset += 1;
    } else {
      return false;
    }
  }
  return true;
}
