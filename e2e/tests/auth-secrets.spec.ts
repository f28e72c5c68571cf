import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const repoRoot = path.resolve(import.meta.dirname, "..", "..");
/** The built outputs that reach a browser or a server image. */
const DIST_DIRS = ["apps/marketing/dist", "apps/crm/dist", "apps/api/dist"].map((d) =>
  path.join(repoRoot, d),
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).isFile());
}

test("no built bundle holds a test password or a session token", async ({ request }) => {
  const passwords = ["CEO", "ADMIN", "STAFF1", "STAFF2"].map(
    (name) => process.env[`E2E_${name}_PASSWORD`] ?? "",
  );
  for (const password of passwords) expect(password.length).toBeGreaterThanOrEqual(12);

  // A live session token, to make sure nothing writes one into a file the build serves.
  const login = await request.post("/api/auth/login", {
    data: { username: "ceo", password: passwords[0] },
  });
  expect(login.status()).toBe(200);
  const token = /visadesk_session=([^;]+)/.exec(login.headers()["set-cookie"] ?? "")?.[1] ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The e2e run builds everything first (pnpm start): a missing build is a failure, never a silent pass.
  for (const dir of DIST_DIRS) expect(existsSync(dir), `${dir} is missing`).toBe(true);
  const files = DIST_DIRS.flatMap(filesUnder);
  expect(files.some((f) => f.endsWith(".js"))).toBe(true);
  // Both apps' HTML shells are there (the marketing build adds a prerendered page per public route).
  for (const app of ["marketing", "crm"]) {
    expect(files).toContain(path.join(repoRoot, "apps", app, "dist", "index.html"));
  }

  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "latin1");
    for (const secret of [...passwords, token]) {
      if (text.includes(secret)) found.push(`${path.relative(repoRoot, file)} contains a secret`);
    }
  }
  expect(found).toEqual([]);
});
