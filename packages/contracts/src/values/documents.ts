// The documents' limits, with no schema: the upload form checks a file's size with them without loading zod (issue
// 23). documents.ts builds its schemas from these and re-exports them.

/** The largest document a client or staff may upload: 10 MB (10 × 1024 × 1024 bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The file types a document may be, as sniffed from its content: PDF, JPEG or PNG. */
export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
