import { z } from "zod";

/**
 * The database's state as the health route saw it: `up`; `disk_full` (PGlite's folder has under 16 MB free, or
 * PostgreSQL refused a write for lack of space); `unreachable` (no connection, or the server is shutting down);
 * `timeout` (no answer within the health check's 2 s).
 */
export const DATABASE_STATES = ["up", "disk_full", "unreachable", "timeout"] as const;
export const ZDatabaseState = z.enum(DATABASE_STATES);
export type DatabaseState = z.infer<typeof ZDatabaseState>;

/**
 * The answer of `GET /api/health`: 200 with `status: "ok"` only after a real database query succeeded, else 503 with
 * `status: "unavailable"` and the database's state.
 */
export const ZHealth = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  databaseState: ZDatabaseState,
  /** Free space on the disk of PGlite's folder, in bytes; `null` for PostgreSQL (its server's disk is not ours). */
  diskFreeBytes: z.number().int().nullable(),
  version: z.string(),
});
export type Health = z.infer<typeof ZHealth>;
