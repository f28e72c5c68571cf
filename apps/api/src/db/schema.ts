import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Facts about this installation, one row per key (e.g. `installation_id`, `first_started_at`). It lets a restart
 * prove that the data in DATA_DIR survived, and gives later features a place for one-off markers.
 */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
