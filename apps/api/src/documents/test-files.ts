import { PDFDocument } from "pdf-lib";

/** Files for the documents' tests: the smallest real ones of each kind the portal takes, and impostors. */

/** A one-page PDF, as a scanner or "Save as PDF" writes it. */
export async function onePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return Buffer.from(await document.save({ updateFieldAppearances: false }));
}

/** A 1 × 1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** An 8 × 8 JPEG (baseline, as jpeg-js encodes it). */
export const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOkoA//Z",
  "base64",
);

const SCRIPT = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");

/** A web page with a PDF's first line: the magic number says PDF, the rest is HTML that runs when opened. */
export const HTML_AS_PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), SCRIPT]);

/** `file` with a web page after its end. */
export function withPageAppended(file: Buffer): Buffer {
  return Buffer.concat([file, SCRIPT]);
}

/** `file` with one byte of its middle changed (a PNG's checksum or a PDF's object no longer holds). */
export function corrupted(file: Buffer): Buffer {
  const copy = Buffer.from(file);
  const at = Math.floor(copy.length / 2);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}
