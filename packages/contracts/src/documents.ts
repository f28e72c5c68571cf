import { z } from "zod";
import { ZInstant } from "#primitives.ts";
import { DOCUMENT_CONTENT_TYPES } from "#values/documents.ts";

export { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from "#values/documents.ts";

export const ZDocumentContentType = z.enum(DOCUMENT_CONTENT_TYPES);

/** What became of a document: `uploaded` until staff verify or reject it (the reason is shown to the client). */
export const ZDocumentStatus = z.enum(["uploaded", "verified", "rejected"]);
export type DocumentStatus = z.infer<typeof ZDocumentStatus>;

/** One uploaded file of a checklist item, without its bytes (`GET /api/documents/:id/file` serves them). */
export const ZDocument = z.object({
  id: z.uuid(),
  caseId: z.uuid(),
  checklistItemId: z.uuid(),
  fileName: z.string(),
  contentType: ZDocumentContentType,
  /** Bytes. */
  size: z.number().int().positive(),
  status: ZDocumentStatus,
  rejectionReason: z.string().nullable(),
  /** Who uploaded it; for the client, `null` when staff did (staff names stay internal). */
  uploadedBy: z.string().nullable(),
  uploadedByClient: z.boolean(),
  uploadedAt: ZInstant,
  reviewedAt: ZInstant.nullable(),
  /** The newer file of the same item that replaced this one; a replaced file stays as history, never deleted. */
  replacedById: z.uuid().nullable(),
  replacedAt: ZInstant.nullable(),
});
export type Document = z.infer<typeof ZDocument>;

export const ZDocumentList = z.object({ documents: z.array(ZDocument) });
export type DocumentList = z.infer<typeof ZDocumentList>;

/** `/api/cases/:id/checklist/:itemId/documents` (staff) and `/api/me/cases/:id/checklist/:itemId/documents`. */
export const ZDocumentUploadParams = z.object({
  id: z.uuid("must be a record id"),
  itemId: z.uuid("must be a checklist item id"),
});

/**
 * The upload's query: the file's name as the person chose it (stored with the extension of the file's true type), and
 * optionally the file it replaces. The body is the file itself, `Content-Type: application/octet-stream`.
 */
export const ZDocumentUploadQuery = z.object({
  name: z
    .string()
    .trim()
    .min(1, "give the file's name")
    .max(200)
    .refine(
      (name) =>
        ![...name].some((c) => c === "/" || c === "\\" || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
      "must not contain slashes or control characters",
    ),
  /** A file of the same checklist item that this one replaces (kept, marked replaced). */
  replaces: z.uuid("must be a document id").optional(),
});
export type DocumentUploadQuery = z.infer<typeof ZDocumentUploadQuery>;

/** `POST /api/documents/:id/review`: staff verify a document, or reject it with a reason the client sees. */
export const ZDocumentReviewRequest = z
  .object({
    decision: z.enum(["verified", "rejected"]),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .strict()
  .refine((body) => body.decision !== "rejected" || body.reason !== undefined, {
    message: "say why, so the client knows what to send instead",
    path: ["reason"],
  });
export type DocumentReviewRequest = z.infer<typeof ZDocumentReviewRequest>;
