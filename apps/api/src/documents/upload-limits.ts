import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { documents } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

/**
 * What one person may upload (docs/decisions/028). Parallel uploads are counted by each server process (so an
 * instance with N workers allows N times as many); the others are counted in the database. Staff are held to the
 * parallel limit only: they upload for many clients and answer for what they send.
 */
export const UPLOAD_LIMITS = {
  /** Files one person may be sending at the same time. */
  parallel: 2,
  /** Files one person may send in an hour. */
  perHour: 30,
  /** Files one person may send for one case, replaced files included. */
  perCase: 40,
  /** Bytes one person may have sent in all, replaced files included: 200 MB. */
  totalBytes: 200 * 1024 * 1024,
  /** How long the whole file may take to arrive before the upload is cut off: 60 s (10 MB at 1.4 Mbit/s). */
  bodyTimeoutMs: 60_000,
} as const;

const HOUR_MS = 60 * 60 * 1000;

export const LIMIT_MESSAGES = {
  parallel: `You are already sending ${UPLOAD_LIMITS.parallel} files. Please wait until they have arrived, then send this one.`,
  perHour: `You have sent ${UPLOAD_LIMITS.perHour} files in the last hour, the most we take in an hour. Please send the rest a little later.`,
  perCase: `You have sent ${UPLOAD_LIMITS.perCase} files for this case, the most one person may send for a case. Please ask your consultant which ones are still needed.`,
  totalBytes: `Your files together may be at most ${UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB, and this one would go past that. Please ask your consultant which ones are still needed.`,
  timeout: `The file took longer than ${UPLOAD_LIMITS.bodyTimeoutMs / 1000} seconds to arrive, so we stopped. Please try again on a faster connection, or send a smaller scan.`,
} as const;

function limitReached(message: string): HttpError {
  return new HttpError(429, "upload_limit", message);
}

/** The uploads under way per person in this process. */
const sending = new Map<string, number>();

/**
 * Takes one of `userId`'s parallel upload slots, or refuses with a 429 that says the limit; the caller gives it back
 * with the returned function once the upload ends, however it ends.
 */
export function takeUploadSlot(userId: string): () => void {
  const now = sending.get(userId) ?? 0;
  if (now >= UPLOAD_LIMITS.parallel) throw limitReached(LIMIT_MESSAGES.parallel);
  sending.set(userId, now + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (sending.get(userId) ?? 1) - 1;
    if (left <= 0) sending.delete(userId);
    else sending.set(userId, left);
  };
}

/**
 * Refuses (429, the limit in words) a client's upload of `bytes` to `caseId` when it would pass their hourly, per-case
 * or total limit. Uploads still arriving count too, so parallel requests cannot slip past together.
 */
export async function checkUploadQuota(
  db: Database,
  username: string,
  caseId: string,
  bytes: number,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({
      lastHour:
        sql<number>`count(*) filter (where ${gt(documents.uploadedAt, new Date(now.getTime() - HOUR_MS))})`.mapWith(
          Number,
        ),
      onCase: sql<number>`count(*) filter (where ${eq(documents.caseId, caseId)})`.mapWith(Number),
      totalBytes: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number),
    })
    .from(documents)
    .where(and(eq(documents.uploadedBy, username), eq(documents.uploadedByClient, true)));
  if (!row) return;
  if (row.lastHour >= UPLOAD_LIMITS.perHour) throw limitReached(LIMIT_MESSAGES.perHour);
  if (row.onCase >= UPLOAD_LIMITS.perCase) throw limitReached(LIMIT_MESSAGES.perCase);
  if (row.totalBytes + bytes > UPLOAD_LIMITS.totalBytes) throw limitReached(LIMIT_MESSAGES.totalBytes);
}
