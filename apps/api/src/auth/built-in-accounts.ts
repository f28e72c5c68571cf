import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Role } from "@visadesk/auth/roles";
import { inArray } from "drizzle-orm";
import type { PasswordHasher } from "#auth/passwords.ts";
import type { GeneratedCredential, InitialPasswords } from "#config.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema.ts";

/** The four built-in accounts of SPEC.md §3. */
export const BUILT_IN_ACCOUNTS = [
  { username: "ceo", name: "CEO", role: "ceo" },
  { username: "admin", name: "Admin", role: "admin" },
  { username: "staff1", name: "Staff One", role: "staff" },
  { username: "staff2", name: "Staff Two", role: "staff" },
] as const satisfies ReadonlyArray<{ username: keyof InitialPasswords; name: string; role: Role }>;

/** 18 random bytes as base64url: 24 characters, 144 bits. */
function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Creates the built-in accounts that do not exist yet (safe with several instances starting together). Returns the
 * passwords it had to generate, for accounts it created; configured passwords are never returned.
 */
export async function ensureBuiltInAccounts(
  db: Database,
  hasher: PasswordHasher,
  passwords: InitialPasswords,
  now: Date,
): Promise<GeneratedCredential[]> {
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        BUILT_IN_ACCOUNTS.map((a) => a.username),
      ),
    );
  const have = new Set(existing.map((row) => row.username));
  const generated: GeneratedCredential[] = [];
  for (const account of BUILT_IN_ACCOUNTS) {
    if (have.has(account.username)) continue;
    const configured = passwords[account.username];
    const password = configured ?? generatePassword();
    const inserted = await db
      .insert(users)
      .values({ ...account, passwordHash: await hasher.hash(password), createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.username })
      .returning({ username: users.username });
    if (inserted.length > 0 && configured === undefined)
      generated.push({ username: account.username, password });
  }
  return generated;
}

/** Writes the generated passwords to `file`, readable by its owner only (0600). */
export async function writeCredentialsFile(file: string, credentials: GeneratedCredential[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const lines = [
    "# VisaDesk: generated initial passwords of the built-in accounts.",
    "# Sign in, change each password (or have an admin reset it), then delete this file.",
    ...credentials.map((c) => `${c.username}: ${c.password}`),
    "",
  ];
  await writeFile(file, lines.join("\n"), { mode: 0o600 });
  await chmod(file, 0o600);
}
