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

/** The answer of `GET /api/health/live`: the process runs its event loop and answers (no database round trip). */
export const ZLiveness = z.object({
  status: z.literal("live"),
  version: z.string(),
});
export type Liveness = z.infer<typeof ZLiveness>;

/**
 * Why an instance is not ready: `draining` (it received SIGTERM and is finishing its requests before it exits) or
 * `database` (no answer from the database within 2 s, or its disk is full).
 */
export const ZNotReadyReason = z.enum(["draining", "database"]);

/**
 * The answer of `GET /api/health/ready`: 200 `ready` when this instance should receive traffic (migrations ran, the
 * database answered, not draining), else 503 `not_ready` with the reason.
 */
export const ZReadiness = z.object({
  status: z.enum(["ready", "not_ready"]),
  reason: ZNotReadyReason.nullable(),
  databaseState: ZDatabaseState.nullable(),
  version: z.string(),
});
export type Readiness = z.infer<typeof ZReadiness>;
