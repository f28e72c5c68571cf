import { DOCUMENT_CONTENT_TYPES } from "@visadesk/contracts/documents";
import { fileTypeFromBuffer } from "file-type";

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * The type of `bytes` as its content says (file-type reads the magic numbers), when it is one a document may be:
 * PDF, JPEG or PNG. `null` for anything else, whatever the file is called or the browser claims.
 */
export async function sniffDocumentType(bytes: Uint8Array): Promise<DocumentContentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(found.mime)
    ? (found.mime as DocumentContentType)
    : null;
}
