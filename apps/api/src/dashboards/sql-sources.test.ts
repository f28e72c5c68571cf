import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The dashboards' PL/pgSQL lives as source files, one function a file in dashboards/sql/ (decision 042): a change to
// a function edits its file, and the next migration copies the file's text. This check keeps the two in step: each
// function's file equals its text in the latest migration that defines it, and every such function has its file.

const SQL_DIR = join(import.meta.dirname, "sql");
const MIGRATIONS_DIR = join(import.meta.dirname, "../../drizzle");

/** A dashboards function's whole statement: its header, its `$$`-quoted body and what follows up to the `;`. */
const FUNCTION = /CREATE (?:OR REPLACE )?FUNCTION ((?:dashboards|attribution)_\w+)\(.*?\$\$.*?\$\$[^;]*;/gs;

/** The statement as a migration after the first would write it (`CREATE OR REPLACE`), so the texts compare. */
const replacing = (statement: string) =>
  statement.replace(/^CREATE (OR REPLACE )?FUNCTION/, "CREATE OR REPLACE FUNCTION");

/** Each dashboards function by name, as the latest migration defining it has it (migrations sort by number). */
function latestDefinitions(): Map<string, { migration: string; statement: string }> {
  const latest = new Map<string, { migration: string; statement: string }>();
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  for (const migration of migrations) {
    for (const match of readFileSync(join(MIGRATIONS_DIR, migration), "utf8").matchAll(FUNCTION)) {
      latest.set(match[1] as string, { migration, statement: replacing(match[0]) });
    }
  }
  return latest;
}

describe("the dashboards' SQL sources", () => {
  const latest = latestDefinitions();
  const sources = readdirSync(SQL_DIR).filter((file) => file.endsWith(".sql"));

  it("hold one file for each function the migrations define, and no other", () => {
    expect(sources.map((file) => file.replace(/\.sql$/, "")).sort()).toEqual([...latest.keys()].sort());
  });

  it("each equal the latest migration that defines its function", () => {
    for (const file of sources) {
      const definition = latest.get(file.replace(/\.sql$/, ""));
      expect(definition, file).toBeDefined();
      expect(
        readFileSync(join(SQL_DIR, file), "utf8").trim(),
        `${file} against ${definition?.migration}`,
      ).toBe(definition?.statement.trim());
    }
  });
});
