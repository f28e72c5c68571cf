import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, backupDatabase, MANIFEST_FILE, restoreDatabase } from "#backup/backup.ts";
import { fingerprintDatabase } from "#backup/fingerprint.ts";
import { type DatabaseConfig, openDatabase } from "#db/client.ts";
import { DataFolderError } from "#db/data-folder.ts";
import { onePagePdf } from "#documents/test-files.ts";
import { seedDemo } from "#seed/demo.ts";
import { createServer } from "#server.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";
import { call, createTestClock, login, TEST_ORIGIN, testConfig } from "#test/test-server.ts";

// `pnpm db:backup` / `pnpm db:restore` on the database the tests run on (PGlite in a data folder, or PostgreSQL with
// TEST_DATABASE_URL): a seeded database with an uploaded document is backed up, restored into an empty one, and every
// table comes back identical, row for row, and the document's file byte for byte; a restore never writes into a
// database that has data.

/** A small real PDF with bytes above 0x7f (PDF's binary marker), which any text encoding on the way would change. */
const PDF = await onePagePdf();

/** Opens a case (lead -> qualified -> deal -> won) and uploads `PDF` for its first checklist item, as admin. */
async function uploadOnNewCase(app: FastifyInstance): Promise<string> {
  const admin = await login(app, "admin");
  const post = async (url: string, body: object) => {
    const response = await call(app, { method: "POST", url, cookie: admin, body });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const lead = await post("/api/leads", {
    name: "Backup Client",
    phone: "+91 98200 77002",
    destinationCountry: "CA",
    visaType: "student",
  });
  await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
  const { dealId } = await post(`/api/leads/${lead.id}/convert`, { feeInr: 40_000 });
  const { caseId } = await post(`/api/deals/${dealId}/win`, {});
  const itemId = (await call(app, { url: `/api/cases/${caseId}`, cookie: admin })).json().checklist[0].id;
  const uploaded = await app.inject({
    method: "POST",
    url: `/api/cases/${caseId}/checklist/${itemId}/documents?name=passport.pdf`,
    headers: { origin: TEST_ORIGIN, cookie: admin, "content-type": "application/octet-stream" },
    payload: PDF,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json().id;
}

const folders: string[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** A new empty database of the kind under test: a fresh DATA_DIR, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<DatabaseConfig> {
  if (testDatabaseKind === "pglite") return { kind: "pglite", dataDir: folder("visadesk-restore-") };
  const database = await createTestDatabase();
  drops.push(database.drop);
  return database.config;
}

describe(`backup and restore (${testDatabaseKind})`, () => {
  let source: DatabaseConfig;
  let seeded: Record<string, number> = {};
  let documentId = "";
  const backup = path.join(folder("visadesk-backups-"), "first");

  it("backs up a seeded database", { timeout: 180_000 }, async () => {
    source = await emptyDatabase();
    const server = await createServer(testConfig(source, createTestClock()));
    try {
      seeded = await seedDemo(server.database.db, new Date("2025-06-30T12:00:00Z"), 25);
      documentId = await uploadOnNewCase(server);
    } finally {
      await server.close();
    }
    const manifest = await backupDatabase(source, backup, "0.0.0-test");
    expect(manifest.kind).toBe(testDatabaseKind);
    expect(statSync(backup).mode & 0o777).toBe(0o700);
    expect(readdirSync(backup).sort()).toEqual([MANIFEST_FILE, manifest.file].sort());
    // Every file holds personal data: readable by the server's user only, whatever the umask (pg_dump uses it).
    for (const file of readdirSync(backup))
      expect(statSync(path.join(backup, file)).mode & 0o777, file).toBe(0o600);
    expect(manifest.tables["public.enquiries"]?.rows).toBeGreaterThanOrEqual(25);
    // The four built-in accounts and the demo story's slow-to-respond staff member (seed/dashboards-story.ts).
    expect(manifest.tables["public.users"]?.rows).toBe(5);
    expect(manifest.tables["drizzle.__drizzle_migrations"]?.rows).toBeGreaterThan(0);
    expect(manifest.tables["public.documents"]?.rows).toBeGreaterThanOrEqual(1);
    expect(Object.values(seeded).some((n) => n > 0)).toBe(true);
  });

  it("restores into an empty database with every record, and the server runs on it", {
    timeout: 120_000,
  }, async () => {
    const target = await emptyDatabase();
    const { manifest, rows } = await restoreDatabase(target, backup);
    expect(rows).toBe(Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0));

    // Every table is as backed up. Compared before the server opens it: its start writes to app_meta (start_count),
    // and its job engine resumes the jobs the backup holds (the dashboards' fold of their queued figures).
    const restored = await openDatabase(target);
    let again: Awaited<ReturnType<typeof fingerprintDatabase>>;
    try {
      again = await fingerprintDatabase(async (text) => {
        const answer = await restored.db.execute(sql.raw(text));
        return (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Record<
          string,
          unknown
        >[];
      });
    } finally {
      await restored.close();
    }
    for (const [table, fingerprint] of Object.entries(manifest.tables))
      expect(again[table], table).toEqual(fingerprint);

    // The restored database is the product's: the server opens it (no migration left to run) and finds the records.
    const server = await createServer(testConfig(target, createTestClock()));
    try {
      const result = await server.database.db.execute(sql`select count(*)::int as n from enquiries`);
      const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        n: number;
      }[];
      expect(row?.n).toBe(manifest.tables["public.enquiries"]?.rows);

      // The uploaded file comes back from the restored server byte for byte.
      const admin = await login(server, "admin");
      const file = await call(server, { url: `/api/documents/${documentId}/file`, cookie: admin });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("refuses to restore into a database that has data, and leaves it as it was", async () => {
    const error = await restoreDatabase(source, backup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/already (has|holds)/);
  });

  it("refuses a folder that is not a complete backup, and a backup into a folder in use", async () => {
    const partial = folder("visadesk-partial-");
    writeFileSync(path.join(partial, "database.pgdump"), "half");
    await expect(restoreDatabase(await emptyDatabase(), partial)).rejects.toThrow(
      /manifest\.json is missing/,
    );
    await expect(backupDatabase(source, backup, "0.0.0-test")).rejects.toThrow(/is not empty/);
  });

  describe("encrypted with BACKUP_KEY", () => {
    const key = randomBytes(32);
    const sealed = path.join(folder("visadesk-backups-"), "sealed");
    const totalRows = (manifest: { tables: Record<string, { rows: number }> }) =>
      Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);

    it("seals the data file (nothing of pg_dump's or gzip's format shows) and restores it with the key", {
      timeout: 120_000,
    }, async () => {
      const manifest = await backupDatabase(source, sealed, "0.0.0-test", { key });
      expect(manifest.encryption).toEqual({
        cipher: "aes-256-gcm",
        keyId: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      expect(manifest.file).toMatch(/\.enc$/);
      expect(readdirSync(sealed).sort()).toEqual([MANIFEST_FILE, manifest.file].sort());
      const bytes = readFileSync(path.join(sealed, manifest.file));
      expect(bytes.subarray(0, 5).toString("latin1")).not.toBe("PGDMP");
      expect(bytes[0] === 0x1f && bytes[1] === 0x8b).toBe(false);
      expect(readFileSync(path.join(sealed, MANIFEST_FILE), "utf8")).not.toContain(key.toString("base64"));

      const { rows } = await restoreDatabase(await emptyDatabase(), sealed, { key });
      expect(rows).toBe(totalRows(manifest));
    });

    it("refuses a wrong key and a missing key with a message that says so", async () => {
      const target = await emptyDatabase();
      await expect(restoreDatabase(target, sealed, { key: randomBytes(32) })).rejects.toThrow(
        /BACKUP_KEY is not the key this backup was made with \(the backup's key id is [0-9a-f]{16}/,
      );
      await expect(restoreDatabase(target, sealed)).rejects.toThrow(
        /This backup is encrypted \(key id [0-9a-f]{16}\): set BACKUP_KEY/,
      );
    });

    it("refuses a sealed file changed after the backup, before restoring anything", async () => {
      const changed = path.join(folder("visadesk-backups-"), "changed");
      cpSync(sealed, changed, { recursive: true });
      const manifest = JSON.parse(readFileSync(path.join(changed, MANIFEST_FILE), "utf8"));
      const file = path.join(changed, manifest.file);
      const bytes = readFileSync(file);
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
      writeFileSync(file, bytes);
      const target = await emptyDatabase();
      await expect(restoreDatabase(target, changed, { key })).rejects.toThrow(
        /changed or damaged after the backup/,
      );
      // Nothing was restored: the same database still takes the untouched backup.
      await expect(restoreDatabase(target, sealed, { key })).resolves.toMatchObject({
        rows: expect.any(Number),
      });
    });

    it("still restores a backup made without a key while BACKUP_KEY is set", {
      timeout: 120_000,
    }, async () => {
      const { manifest, rows } = await restoreDatabase(await emptyDatabase(), backup, { key });
      expect(manifest.encryption).toBeUndefined();
      expect(rows).toBe(totalRows(manifest));
    });
  });

  it.runIf(testDatabaseKind === "pglite")(
    "refuses to back up PGlite while a server has its folder",
    async () => {
      const server = await createServer(testConfig(source, createTestClock()));
      try {
        const error = await backupDatabase(source, path.join(folder("visadesk-backups-"), "busy"), "0").catch(
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(DataFolderError);
      } finally {
        await server.close();
      }
    },
  );
});
