import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Facts about this installation, one row per key (e.g. `installation_id`, `first_started_at`). It lets a restart
 * prove that the data in DATA_DIR survived, and gives later features a place for one-off markers.
 */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Accounts (DOMAIN.md, User). Never deleted: a leaver is disabled. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  active: boolean("active").notNull().default(true),
  /** argon2id in PHC string format. */
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
});

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
    ip: text("ip"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Failed logins within the lockout window, shared by every API instance through the database. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("login_failures_ip_at_idx").on(table.ip, table.at),
    index("login_failures_username_ip_at_idx").on(table.username, table.ip, table.at),
  ],
);

/** The security and data-change trail; append-only (a trigger refuses UPDATE and DELETE). */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    actor: text("actor"),
    action: text("action").notNull(),
    target: text("target"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("audit_events_at_idx").on(table.at)],
);
