import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Role } from "@visadesk/auth/roles";
import { inArray, sql } from "drizzle-orm";
import type { PasswordHasher } from "#auth/passwords.ts";
import type { GeneratedCredential, InitialPasswords } from "#config.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema.ts";

/** The four built-in accounts of docs/behaviours/api.md#accounts. */
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

/** A fixed key for pg_advisory_xact_lock: instances starting together create the accounts one at a time. */
const ACCOUNTS_LOCK_KEY = 720_461_994;

/**
 * Creates the built-in accounts that do not exist yet and returns the passwords it had to generate (configured
 * passwords are never returned). Safe with several instances starting together: it runs in one transaction under a
 * database lock, and `credentialsFile` (when given) is written inside it, atomically, before the accounts are
 * committed, so exactly one instance creates the accounts and the file always holds the passwords that were stored.
 */
export async function ensureBuiltInAccounts(
  db: Database,
  hasher: PasswordHasher,
  passwords: InitialPasswords,
  now: Date,
  credentialsFile: string | null = null,
): Promise<GeneratedCredential[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_KEY})`);
    const existing = await tx
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
      // A generated password sits in a file on the server: whoever signs in with it first must choose their own
      // (docs/security.md#accounts), as with a password an admin set. A configured one is the operator's choice and
      // stands.
      await tx.insert(users).values({
        ...account,
        passwordHash: await hasher.hash(password),
        mustChangePassword: configured === undefined,
        createdAt: now,
        updatedAt: now,
      });
      if (configured === undefined) generated.push({ username: account.username, password });
    }
    // Inside the transaction: if the file cannot be written, no account is created with a password nobody knows.
    if (generated.length > 0 && credentialsFile) await writeCredentialsFile(credentialsFile, generated);
    return generated;
  });
}

/**
 * Writes the generated passwords to `file`, readable by its owner only (0600): to a temporary file first, then
 * renamed over `file`, so a reader never sees half a file.
 */
export async function writeCredentialsFile(file: string, credentials: GeneratedCredential[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const lines = [
    "# VisaDesk: generated initial passwords of the built-in accounts.",
    "# Sign in, change each password (or have an admin reset it), then delete this file.",
    ...credentials.map((c) => `${c.username}: ${c.password}`),
    "",
  ];
  await replaceFile(file, lines.join("\n"));
}

/** The line that takes the place of an account's generated password once it no longer works. */
export const changedLine = (username: string, at: Date) =>
  `# ${username}: password changed on ${at.toISOString().slice(0, 10)}; the generated one no longer works`;

/**
 * The account's generated password no longer works (its owner chose their own, or an admin reset it): its line in
 * the credentials file says so instead, so that neither the file nor `pnpm demo`, which prints it, offers a dead
 * password. Nothing to do without the file or without the account's line.
 */
export async function forgetGeneratedPassword(
  file: string | null,
  username: string,
  at: Date,
): Promise<void> {
  if (!file) return;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const prefix = `${username}: `;
  const lines = text.split("\n");
  if (!lines.some((line) => line.startsWith(prefix))) return;
  await replaceFile(
    file,
    lines.map((line) => (line.startsWith(prefix) ? changedLine(username, at) : line)).join("\n"),
  );
}

/** Writes `text` to a temporary file readable by its owner only (0600), renamed over `file`: never half a file. */
async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, text, { mode: 0o600, flag: "wx" });
    await chmod(temporary, 0o600);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}
