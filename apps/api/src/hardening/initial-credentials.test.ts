import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_ACCOUNTS, ensureBuiltInAccounts } from "#auth/built-in-accounts.ts";
import { createPasswordHasher } from "#auth/passwords.ts";
import { DEFAULT_MIGRATIONS_DIR } from "#config.ts";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { createTestDatabase } from "#test/test-database.ts";

/**
 * Instances starting together create the accounts once, and the file always matches them (docs/security.md#accounts).
 */
describe("initial credentials", () => {
  const handles: DatabaseHandle[] = [];
  let drop = async () => {};
  let folder = "";

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    folder = await mkdtemp(path.join(tmpdir(), "visadesk-credentials-"));
    // Two instances: two connection pools on PostgreSQL; on PGlite (one process per folder) one handle shared.
    const first = await openDatabase(database.config);
    await first.migrate(DEFAULT_MIGRATIONS_DIR);
    handles.push(first);
    handles.push(database.config.kind === "postgres" ? await openDatabase(database.config) : first);
  });
  afterAll(async () => {
    for (const handle of new Set(handles)) await handle.close();
    await drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("are created by exactly one of several instances starting together, and written once, 0600", async () => {
    const hasher = createPasswordHasher({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const file = path.join(folder, "initial-credentials.txt");
    const now = new Date("2025-01-06T09:00:00Z");
    const runs = await Promise.all(
      [0, 1, 0, 1].map((i) =>
        ensureBuiltInAccounts((handles[i] as DatabaseHandle).db, hasher, {}, now, file),
      ),
    );
    const generated = runs.flat();
    expect(generated.map((c) => c.username).sort()).toEqual(BUILT_IN_ACCOUNTS.map((a) => a.username).sort());
    expect(runs.filter((run) => run.length > 0)).toHaveLength(1);

    const text = await readFile(file, "utf8");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const rows = await (handles[0] as DatabaseHandle).db.select().from(users);
    for (const account of BUILT_IN_ACCOUNTS) {
      const password = /^(\S+): (\S+)$/m.exec(
        text.split("\n").find((l) => l.startsWith(`${account.username}:`)) ?? "",
      )?.[2];
      const row = rows.find((r) => r.username === account.username);
      expect(password, account.username).toBeDefined();
      expect(await hasher.verify(row?.passwordHash ?? "", password ?? ""), account.username).toBe(true);
      // A password read from a file on the server is only a way in: its first user must choose their own.
      expect(row?.mustChangePassword, account.username).toBe(true);
    }
  }, 60_000);
});
