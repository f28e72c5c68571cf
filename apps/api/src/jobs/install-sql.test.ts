import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jobEngineInstallStatements, topLevelStatements } from "#jobs/install-sql.ts";

// pg-boss's schema is made by migration 0024, not by pg-boss at start (docs/decisions/043). An upgrade of pg-boss that
// changes its schema fails here (and pg-boss refuses to start on the old schema): its migration plan then goes into a
// new migration of ours.

const MIGRATION = path.join(import.meta.dirname, "..", "..", "drizzle", "0024_job_engine.sql");

describe("the job engine's schema", () => {
  it("is made by migration 0024 exactly as the pg-boss this API runs would make it", () => {
    const migration = readFileSync(MIGRATION, "utf8")
      .split("--> statement-breakpoint")
      .map((chunk) => chunk.replace(/^--[^\n]*\n/gm, "").trim())
      .map((chunk) => chunk.replace(/;$/, ""))
      .filter((chunk) => chunk.includes("pgboss"));
    expect(migration).toEqual(jobEngineInstallStatements());
  });

  it("has pg-boss's install plan cut into statements at the top level only", () => {
    expect(
      topLevelStatements(
        "create function f() returns int as $$ select 1; $$ language sql; select ';'; select 2",
      ),
    ).toEqual(["create function f() returns int as $$ select 1; $$ language sql", "select ';'", "select 2"]);
    expect(jobEngineInstallStatements().join("\n")).not.toMatch(/\b(BEGIN|COMMIT);|pg_advisory_xact_lock\(/);
  });
});
