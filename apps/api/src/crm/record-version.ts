import { and, desc, eq } from "drizzle-orm";
import { TIME_ZONE } from "#crm/calendar.ts";
import type { Database } from "#db/client.ts";
import { activities, type RECORD_TYPES, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

// Every record carries a `version` that each write through records.ts raises by one. A write that names the version
// its author saw (`expectedVersion`) is refused when the record has changed since, so that no edit overwrites what its
// author did not see (decision 030).

/** "28 Nov 2026, 12:05 pm": when the other change was made, as staff in India read it. */
const indiaTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: TIME_ZONE,
});

/**
 * Refuses a write on a record (found and locked in `tx`) whose version is not `expected`: a 409 `changed_meanwhile`
 * saying who changed it, when (India time) and what, in words, from its latest timeline entry, with `version` the
 * record's current one. Nothing when `expected` is not given (API callers that do not send it keep the old rule).
 */
export async function checkVersion(
  tx: Database,
  record: { type: (typeof RECORD_TYPES)[number]; noun: string; id: string; version: number },
  expected: number | undefined,
): Promise<void> {
  if (expected === undefined || expected === record.version) return;
  const [last] = await tx
    .select({ actor: activities.actor, at: activities.at, text: activities.text, name: users.name })
    .from(activities)
    .leftJoin(users, eq(users.username, activities.actor))
    .where(and(eq(activities.recordType, record.type), eq(activities.recordId, record.id)))
    .orderBy(desc(activities.id))
    .limit(1);
  const who = last?.name ?? last?.actor ?? "someone else";
  const when = last ? ` at ${indiaTime.format(last.at)} India time` : "";
  const what = last ? ` (${last.text})` : "";
  throw new HttpError(
    409,
    "changed_meanwhile",
    `This ${record.noun} was changed by ${who}${when}${what} after you opened it. Your change was not saved: look at the ${record.noun} as it is now and make your change again.`,
    undefined,
    { version: record.version },
  );
}
