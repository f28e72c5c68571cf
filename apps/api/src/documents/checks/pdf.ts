import { ParseSpeeds, PDFDocument } from "pdf-lib";

const END_OF_FILE = Buffer.from("%%EOF");

/** Whether only whitespace (and NULs some scanners pad with) follows the last `%%EOF`: nothing hides behind the PDF. */
function endsAtEndOfFile(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const last = buffer.lastIndexOf(END_OF_FILE);
  if (last < 0) return false;
  for (let i = last + END_OF_FILE.length; i < buffer.length; i += 1) {
    const byte = buffer[i];
    if (byte !== 0x0a && byte !== 0x0d && byte !== 0x20 && byte !== 0x09 && byte !== 0x00) return false;
  }
  return true;
}

/**
 * Whether `bytes` is a PDF a viewer can open: it starts with `%PDF-`, ends at `%%EOF`, and pdf-lib parses every object
 * into a document with at least one page. A page of HTML behind a `%PDF-` line fails all three.
 */
export async function isWholePdf(bytes: Uint8Array): Promise<boolean> {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") return false;
  if (!endsAtEndOfFile(bytes)) return false;
  try {
    const document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      ignoreEncryption: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
