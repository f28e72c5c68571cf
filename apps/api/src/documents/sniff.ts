import { DOCUMENT_CONTENT_TYPES } from "@visadesk/contracts/documents";
import { fileTypeFromBuffer } from "file-type";
import { isWholeJpeg } from "#documents/checks/jpeg.ts";
import { isWholePdf } from "#documents/checks/pdf.ts";
import { isWholePng } from "#documents/checks/png.ts";

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * The type the start of a file announces (file-type reads the magic numbers), when it is one a document may be: PDF,
 * JPEG or PNG. Enough to refuse anything else as soon as the first bytes arrive; not enough to accept it.
 */
export async function sniffDocumentType(start: Uint8Array): Promise<DocumentContentType | null> {
  const found = await fileTypeFromBuffer(start);
  if (!found) return null;
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(found.mime)
    ? (found.mime as DocumentContentType)
    : null;
}

/**
 * The type of the whole of `bytes`: what its start announces, confirmed by parsing the whole file as that type (a PDF
 * parses into pages, a PNG or JPEG decodes to its end). `null` when the file is not entirely what it claims, whatever
 * it is called (docs/decisions/028).
 */
export async function identifyDocument(bytes: Uint8Array): Promise<DocumentContentType | null> {
  const type = await sniffDocumentType(bytes.subarray(0, 4100));
  if (type === "application/pdf") return (await isWholePdf(bytes)) ? type : null;
  if (type === "image/png") return (await isWholePng(bytes)) ? type : null;
  if (type === "image/jpeg") return isWholeJpeg(bytes) ? type : null;
  return null;
}

/** The extension a file of `type` is stored and downloaded under. */
export const EXTENSION_OF: Record<DocumentContentType, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
};

/**
 * `fileName` with the extension of its true type: "photo.pdf" holding a PNG is stored as "photo.png", "scan" as
 * "scan.pdf", so a browser saving the download opens it with the right program (never as a web page).
 */
export function storedFileName(fileName: string, type: DocumentContentType): string {
  const current = /\.[A-Za-z0-9]{1,5}$/.exec(fileName)?.[0].toLowerCase();
  if (current === EXTENSION_OF[type] || (type === "image/jpeg" && current === ".jpeg")) return fileName;
  const base = current === undefined ? fileName : fileName.slice(0, -current.length);
  return `${base || "document"}${EXTENSION_OF[type]}`;
}
