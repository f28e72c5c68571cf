import { scopeFor } from "@visadesk/auth/permissions";
import type { SessionUser } from "@visadesk/contracts/auth";
import { type Document, type DocumentReviewRequest, MAX_DOCUMENT_BYTES } from "@visadesk/contracts/documents";
import { asc, eq, sql } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import type { CrmActor, Reader } from "#crm/actors.ts";
import { lockChecklistItem } from "#crm/checklist.ts";
import type { createPortalService } from "#crm/portal.ts";
import { checkTransition, findVisible, notFound } from "#crm/records.ts";
import type { Database } from "#db/client.ts";
import { activities, checklistItems, documentContents, documents } from "#db/schema.ts";
import { sniffDocumentType } from "#documents/sniff.ts";
import { HttpError } from "#lib/errors.ts";

type DocumentRow = typeof documents.$inferSelect;

/** How much of a file one read takes from the database while it is streamed: 256 KiB. */
export const DOWNLOAD_CHUNK_BYTES = 256 * 1024;

/** A signed-in person reaching documents: staff within their scope, or a customer for their own cases. */
export type DocumentReader = Reader & { user: SessionUser; userId: string };

export const TOO_LARGE =
  "The file is larger than 10 MB. Please send a smaller file (a scan at 150-200 dpi is enough).";
export const NOT_ALLOWED_TYPE =
  "This file is not a PDF, JPEG or PNG. We check the file itself, not its name: please export or scan it as one of those.";

function toDocument(row: DocumentRow, forClient: boolean): Document {
  return {
    id: row.id,
    caseId: row.caseId,
    checklistItemId: row.checklistItemId,
    fileName: row.fileName,
    contentType: row.contentType as Document["contentType"],
    size: row.size,
    status: row.status,
    rejectionReason: row.rejectionReason,
    uploadedBy: forClient && !row.uploadedByClient ? null : row.uploadedBy,
    uploadedByClient: row.uploadedByClient,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Appends a case timeline entry; the client sees the entries about their documents. */
async function caseEvent(
  tx: Database,
  reader: DocumentReader,
  caseId: string,
  text: string,
  details: object,
) {
  await tx.insert(activities).values({
    recordType: "case",
    recordId: caseId,
    at: reader.now,
    actor: reader.user.username,
    kind: "update",
    text,
    details: details as Record<string, unknown>,
    visibleToClient: true,
  });
}

/** Documents of filing cases: upload (checked from content), list, stream, and staff's verify or reject. */
export function createDocumentService(db: Database, portal: ReturnType<typeof createPortalService>) {
  return {
    /** Who `session` reads documents as: a customer through their linked customer records, staff by role. */
    async readerOf(
      session: { user: SessionUser; userId: string },
      ip: string,
      now: Date,
    ): Promise<DocumentReader> {
      const scope = scopeFor(session.user, "documents.use");
      if (scope === "own") return portal.actorOf(session, ip, now);
      if (scope === null) throw new HttpError(403, "forbidden", "You do not have access to this");
      return { user: session.user, userId: session.userId, scope, ip, now };
    },

    /**
     * Stores `bytes` as a document of checklist item `itemId` of a case `reader` may see: at most 10 MB, PDF, JPEG or
     * PNG by content. A requested or rejected item becomes received; the case's timeline says so.
     */
    async upload(
      reader: DocumentReader,
      caseId: string,
      itemId: string,
      fileName: string,
      bytes: Buffer,
    ): Promise<Document> {
      if (bytes.length === 0) {
        throw new HttpError(400, "bad_request", "Invalid request: file: is empty", { file: "is empty" });
      }
      if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, "file_too_large", TOO_LARGE);
      const contentType = await sniffDocumentType(bytes);
      if (!contentType) throw new HttpError(415, "unsupported_file_type", NOT_ALLOWED_TYPE);
      const forClient = reader.scope === "own";
      return db.transaction(async (tx) => {
        const item = await lockChecklistItem(tx, reader, caseId, itemId);
        if (item.status === "verified") {
          throw new HttpError(
            409,
            "already_verified",
            `${item.name} is already verified; nothing more is needed`,
          );
        }
        const [row] = await tx
          .insert(documents)
          .values({
            caseId,
            checklistItemId: itemId,
            fileName,
            contentType,
            size: bytes.length,
            status: "uploaded",
            uploadedBy: reader.user.username,
            uploadedByClient: forClient,
            uploadedAt: reader.now,
          })
          .returning();
        if (!row) throw new Error("document insert returned nothing");
        await tx.insert(documentContents).values({ documentId: row.id, data: bytes });
        if (item.status !== "received") {
          checkTransition("checklistItem", item.status, "received");
          await tx
            .update(checklistItems)
            .set({ status: "received", updatedAt: reader.now })
            .where(eq(checklistItems.id, itemId));
        }
        const who = forClient ? "Client" : reader.user.username;
        await caseEvent(tx, reader, caseId, `${who} uploaded ${fileName} for ${item.name}`, {
          itemId,
          item: item.name,
          documentId: row.id,
          from: item.status,
          to: "received",
        });
        await recordAudit(tx, reader.now, {
          action: "document.upload",
          actor: reader.user.username,
          target: `case ${caseId}`,
          ip: reader.ip,
          details: { documentId: row.id, itemId, contentType, size: bytes.length },
        });
        return toDocument(row, forClient);
      });
    },

    /** The documents of a case `reader` may see, newest first per item. */
    async list(reader: DocumentReader, caseId: string): Promise<Document[]> {
      await findVisible(db, reader, "case", caseId);
      const rows = await db
        .select()
        .from(documents)
        .where(eq(documents.caseId, caseId))
        .orderBy(asc(documents.uploadedAt), asc(documents.id));
      return rows.map((row) => toDocument(row, reader.scope === "own"));
    },

    /**
     * One document `reader` may see and its bytes as chunks read from the database one after another, so a large
     * file is never held whole by the server; a 404 for anyone else (another customer, staff outside the case).
     */
    async open(reader: DocumentReader, id: string) {
      const [row] = await db.select().from(documents).where(eq(documents.id, id));
      if (!row) throw notFound("document");
      try {
        await findVisible(db, reader, "case", row.caseId);
      } catch {
        throw notFound("document");
      }
      async function* chunks(): AsyncGenerator<Buffer> {
        for (let offset = 0; offset < (row?.size ?? 0); offset += DOWNLOAD_CHUNK_BYTES) {
          const [part] = await db
            .select({
              bytes:
                sql<Buffer>`substring(${documentContents.data} from ${offset + 1} for ${DOWNLOAD_CHUNK_BYTES})`.mapWith(
                  documentContents.data,
                ),
            })
            .from(documentContents)
            .where(eq(documentContents.documentId, id));
          if (!part) return;
          yield part.bytes;
        }
      }
      return { document: toDocument(row, reader.scope === "own"), chunks };
    },

    /**
     * Staff verify a document (its item becomes verified) or reject it with a reason the client sees on their portal
     * (the item becomes rejected, asking for the document again).
     */
    async review(actor: CrmActor, id: string, input: DocumentReviewRequest): Promise<Document> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
        if (!row) throw notFound("document");
        try {
          await findVisible(tx, actor, "case", row.caseId, true);
        } catch {
          throw notFound("document");
        }
        if (row.status !== "uploaded") {
          throw new HttpError(409, "already_reviewed", `This document was already ${row.status}`);
        }
        const [item] = await tx
          .select()
          .from(checklistItems)
          .where(eq(checklistItems.id, row.checklistItemId))
          .for("update");
        if (!item) throw notFound("checklist item");
        const reason = input.decision === "rejected" ? (input.reason ?? null) : null;
        const [updated] = await tx
          .update(documents)
          .set({
            status: input.decision,
            rejectionReason: reason,
            reviewedBy: actor.user.username,
            reviewedAt: actor.now,
          })
          .where(eq(documents.id, id))
          .returning();
        if (!updated) throw notFound("document");
        if (item.status !== input.decision) {
          checkTransition("checklistItem", item.status, input.decision);
          await tx
            .update(checklistItems)
            .set({
              status: input.decision,
              ...(reason !== null ? { note: reason, noteForClient: true } : {}),
              updatedAt: actor.now,
            })
            .where(eq(checklistItems.id, item.id));
        }
        const text =
          input.decision === "verified"
            ? `${item.name}: ${row.fileName} verified`
            : `${item.name}: ${row.fileName} not accepted: ${reason}`;
        await caseEvent(tx, actor, row.caseId, text, {
          itemId: item.id,
          item: item.name,
          documentId: id,
          from: item.status,
          to: input.decision,
        });
        await recordAudit(tx, actor.now, {
          action: "document.review",
          actor: actor.user.username,
          target: `case ${row.caseId}`,
          ip: actor.ip,
          details: { documentId: id, decision: input.decision },
        });
        return toDocument(updated, false);
      });
    },
  };
}
