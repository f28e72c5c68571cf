import type { Readable } from "node:stream";
import { scopeFor } from "@visadesk/auth/permissions";
import type { SessionUser } from "@visadesk/contracts/auth";
import { type Document, type DocumentReviewRequest, MAX_DOCUMENT_BYTES } from "@visadesk/contracts/documents";
import { and, asc, eq, lt } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import type { CrmActor, Reader } from "#crm/actors.ts";
import { lockChecklistItem } from "#crm/checklist.ts";
import type { createPortalService } from "#crm/portal.ts";
import { checkTransition, findVisible, notFound } from "#crm/records.ts";
import type { Database } from "#db/client.ts";
import { activities, checklistItems, documentChunks, documents } from "#db/schema.ts";
import { receiveFile } from "#documents/receive-file.ts";
import {
  type DocumentContentType,
  identifyDocument,
  sniffDocumentType,
  storedFileName,
} from "#documents/sniff.ts";
import { checkUploadQuota, LIMIT_MESSAGES, takeUploadSlot, UPLOAD_LIMITS } from "#documents/upload-limits.ts";
import { HttpError } from "#lib/errors.ts";

type DocumentRow = typeof documents.$inferSelect;

/** The size of the pieces a file is stored in, written one per statement and read one per query: 256 KiB. */
export const DOCUMENT_CHUNK_BYTES = 256 * 1024;

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
    replacedById: row.replacedById,
    replacedAt: row.replacedAt?.toISOString() ?? null,
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

let lastPiece: Promise<unknown> = Promise.resolve();

/**
 * Runs `write` after every piece already queued in this process: uploads write their pieces one at a time, taking
 * turns, so a statement from anyone else waits behind at most one piece (on PGlite, whose one session serves every
 * request, two uploads writing at once doubled staff's waits).
 */
function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const turn = lastPiece.then(write);
  lastPiece = turn.catch(() => {});
  return turn;
}

/** Refuses an upload to an item staff have verified: nothing more is needed. */
function refuseVerified(item: { status: string; name: string }): void {
  if (item.status === "verified") {
    throw new HttpError(409, "already_verified", `${item.name} is already verified; nothing more is needed`);
  }
}

/** The file `id` of item `itemId` that a new upload may replace: stored whole, and not replaced already. */
async function currentFileOf(tx: Database, id: string, itemId: string): Promise<DocumentRow> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
  if (!row?.complete || row.checklistItemId !== itemId) {
    throw new HttpError(
      400,
      "bad_request",
      "Invalid request: replaces: is not a file of this checklist item",
      {
        replaces: "is not a file of this checklist item",
      },
    );
  }
  if (row.replacedById !== null) {
    throw new HttpError(409, "already_replaced", `${row.fileName} was already replaced by a newer file`);
  }
  return row;
}

/** Removes an upload that did not finish: its pieces, then its row (never visible, so nothing else points at it). */
async function removeUpload(db: Database, id: string): Promise<void> {
  await db.delete(documentChunks).where(eq(documentChunks.documentId, id));
  await db.delete(documents).where(and(eq(documents.id, id), eq(documents.complete, false)));
}

/**
 * Removes uploads left unfinished by a server that stopped mid-upload: any still incomplete after twice the body
 * timeout can no longer finish.
 */
async function removeAbandonedUploads(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 2 * UPLOAD_LIMITS.bodyTimeoutMs);
  const abandoned = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.complete, false), lt(documents.uploadedAt, before)));
  for (const { id } of abandoned) await removeUpload(db, id);
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
     * Stores the file `body` (`length` bytes, as announced) as a document of checklist item `itemId` of a case `reader`
     * may see, replacing the item's file `replaces` when given (the old one stays, as history): at most 10 MB, within
     * the person's upload limits, and wholly a PDF, JPEG or PNG. Each 256 KiB piece is written by a statement of its
     * own as it arrives, so nothing holds the database (PGlite has one session) for a whole file; the document appears
     * only when every byte is stored and checked, and a failed upload leaves nothing behind. A requested or rejected
     * item becomes received; the case's timeline says so.
     */
    async upload(
      reader: DocumentReader,
      target: { caseId: string; itemId: string; fileName: string; replaces?: string | undefined },
      body: { stream: Readable; length: number },
    ): Promise<Document> {
      const { caseId, itemId, fileName, replaces } = target;
      if (body.length === 0) {
        throw new HttpError(400, "bad_request", "Invalid request: file: is empty", { file: "is empty" });
      }
      if (body.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, "file_too_large", TOO_LARGE);
      const forClient = reader.scope === "own";
      const release = takeUploadSlot(reader.userId);
      let documentId: string | null = null;
      try {
        await removeAbandonedUploads(db, reader.now);
        if (forClient) await checkUploadQuota(db, reader.user.username, caseId, body.length, reader.now);
        await db.transaction(async (tx) => {
          const item = await lockChecklistItem(tx, reader, caseId, itemId);
          refuseVerified(item);
          if (replaces !== undefined) await currentFileOf(tx, replaces, itemId);
        });
        let announced: DocumentContentType | null = null;
        const whole = await receiveFile(
          body.stream,
          body.length,
          DOCUMENT_CHUNK_BYTES,
          UPLOAD_LIMITS.bodyTimeoutMs,
          () => new HttpError(408, "upload_timeout", LIMIT_MESSAGES.timeout),
          async (piece, seq) => {
            if (seq === 0) {
              announced = await sniffDocumentType(piece.subarray(0, 4100));
              if (!announced) throw new HttpError(415, "unsupported_file_type", NOT_ALLOWED_TYPE);
              const [row] = await db
                .insert(documents)
                .values({
                  caseId,
                  checklistItemId: itemId,
                  fileName,
                  contentType: announced,
                  size: body.length,
                  status: "uploaded",
                  uploadedBy: reader.user.username,
                  uploadedByClient: forClient,
                  uploadedAt: reader.now,
                  complete: false,
                })
                .returning({ id: documents.id });
              if (!row) throw new Error("document insert returned nothing");
              documentId = row.id;
            }
            if (documentId === null) throw new Error("no document for the piece");
            // A view of the upload's buffer, not a copy.
            const data = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
            const id = documentId;
            await inTurn(() => db.insert(documentChunks).values({ documentId: id, seq, data }));
          },
        );
        const contentType = await identifyDocument(whole);
        if (!contentType || contentType !== announced || documentId === null) {
          throw new HttpError(415, "unsupported_file_type", NOT_ALLOWED_TYPE);
        }
        const id: string = documentId;
        const storedName = storedFileName(fileName, contentType);
        const document = await db.transaction(async (tx) => {
          const item = await lockChecklistItem(tx, reader, caseId, itemId);
          refuseVerified(item);
          const old = replaces === undefined ? null : await currentFileOf(tx, replaces, itemId);
          if (old) {
            await tx
              .update(documents)
              .set({ replacedById: id, replacedAt: reader.now })
              .where(eq(documents.id, old.id));
          }
          const [row] = await tx
            .update(documents)
            .set({ complete: true, fileName: storedName, contentType })
            .where(eq(documents.id, id))
            .returning();
          if (!row) throw new Error("the upload's document is gone");
          if (item.status !== "received") {
            checkTransition("checklistItem", item.status, "received");
            await tx
              .update(checklistItems)
              .set({ status: "received", updatedAt: reader.now })
              .where(eq(checklistItems.id, itemId));
          }
          const who = forClient ? "Client" : reader.user.username;
          const text = old
            ? `${who} replaced ${old.fileName} with ${storedName} for ${item.name}`
            : `${who} uploaded ${storedName} for ${item.name}`;
          await caseEvent(tx, reader, caseId, text, {
            itemId,
            item: item.name,
            documentId: id,
            ...(old ? { replaced: old.id } : {}),
            from: item.status,
            to: "received",
          });
          await recordAudit(tx, reader.now, {
            action: "document.upload",
            actor: reader.user.username,
            target: `case ${caseId}`,
            ip: reader.ip,
            details: {
              documentId: id,
              itemId,
              contentType,
              size: body.length,
              ...(old ? { replaced: old.id } : {}),
            },
          });
          return toDocument(row, forClient);
        });
        documentId = null;
        return document;
      } finally {
        if (documentId !== null) await removeUpload(db, documentId).catch(() => {});
        release();
      }
    },

    /** The documents of a case `reader` may see, newest first per item. */
    async list(reader: DocumentReader, caseId: string): Promise<Document[]> {
      await findVisible(db, reader, "case", caseId);
      const rows = await db
        .select()
        .from(documents)
        .where(and(eq(documents.caseId, caseId), eq(documents.complete, true)))
        .orderBy(asc(documents.uploadedAt), asc(documents.id));
      return rows.map((row) => toDocument(row, reader.scope === "own"));
    },

    /**
     * One document `reader` may see and its bytes as chunks read from the database one after another, so a large
     * file is never held whole by the server; a 404 for anyone else (another customer, staff outside the case).
     */
    async open(reader: DocumentReader, id: string) {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.complete, true)));
      if (!row) throw notFound("document");
      try {
        await findVisible(db, reader, "case", row.caseId);
      } catch {
        throw notFound("document");
      }
      async function* chunks(): AsyncGenerator<Buffer> {
        for (let seq = 0; ; seq += 1) {
          const [part] = await db
            .select({ data: documentChunks.data })
            .from(documentChunks)
            .where(and(eq(documentChunks.documentId, id), eq(documentChunks.seq, seq)));
          if (!part) return;
          yield part.data;
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
        if (!row?.complete) throw notFound("document");
        try {
          await findVisible(tx, actor, "case", row.caseId, true);
        } catch {
          throw notFound("document");
        }
        if (row.replacedById !== null) {
          throw new HttpError(
            409,
            "already_replaced",
            `${row.fileName} was replaced by a newer file; check that one`,
          );
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
