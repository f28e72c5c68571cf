// `pnpm bench uploads`: one customer sends twelve 9 MB PDFs at once while a member of staff works the CRM, on PGlite
// (the default database) and, when BENCH_DATABASE_URL names a PostgreSQL server where the role may create databases,
// on PostgreSQL too. The API runs in its own process, as production runs it (apps/api/dist/main.js, built first), so
// that its memory is its own. Prints the staff's
// latencies (p50, p99, worst) with and without the uploads, the server's memory (the resident set of the process,
// PGlite's thread included: before the uploads, their peak sampled every 20 ms, and the kernel's high-water mark since
// the server started, VmHWM), and what became of the uploads. Asserts nothing.
//
// The customer's portal retries an upload refused for the parallel limit a moment later, as a person would, so the
// server is under as many uploads as it takes for the whole twelve (108 MB) until all are stored.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "../api/server-process.ts";

const API_DIR = path.join(import.meta.dirname, "../../apps/api");
const UPLOADS = 12;
const FILE_BYTES = 9 * 1024 * 1024;
/** Members of staff's requests in flight at once: a busy office. */
const STAFF_CONCURRENCY = 4;
const BASELINE_SECONDS = 5;
/** How long the customer's retry waits after a "you are already sending" refusal: a person trying again. */
const RETRY_MS = 1_000;
const CEO_PASSWORD = "bench-ceo-passphrase-7731";
const CLIENT_PASSWORD = "bench-client-passphrase-7732";

/**
 * A memory figure of process `pid` in bytes from /proc/<pid>/status (0 once it is gone): `VmRSS`, its resident set
 * now, or `VmHWM`, the most it has held since it started. Its threads (PGlite's worker among them) share its memory, so
 * both count theirs too.
 */
function memoryBytes(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * A one-page PDF of about `bytes`, with its cross-reference table, as a scanner writes one: its bulk is one stream of
 * random bytes, as a scanned page's image is (incompressible).
 */
function pdfOfSize(bytes: number): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const object = (n: number, body: string, stream?: Buffer) => {
    offsets[n] = length;
    add(Buffer.from(`${n} 0 obj\n${body}\n`));
    if (stream) add(Buffer.concat([Buffer.from("stream\n"), stream, Buffer.from("\nendstream\n")]));
    add(Buffer.from("endobj\n"));
  };
  const image = randomBytes(bytes - 1024);
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>");
  object(4, `<< /Length ${image.length} >>`, image);
  const xref = length;
  const rows = [1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, "0")} 00000 n \n`).join("");
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

interface Server {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(database: { url?: string }): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-bench-uploads-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["dist/main.js"], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      API_WORKERS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_APPS: "false",
      LOG_LEVEL: "warn",
      DRAIN_SECONDS: "0",
      CEO_PASSWORD,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the API exited before it was ready");
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON request as the CRM sends it; the session cookie of a login comes back in `cookie`. */
async function json(origin: string, method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { origin, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  const setCookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  return { body: text ? JSON.parse(text) : null, cookie: setCookie };
}

/** A case won for a new customer with a portal login: the customer's cookie, the case and its first item. */
async function customerWithCase(origin: string) {
  const ceo = (await json(origin, "POST", "/api/auth/login", "", { username: "ceo", password: CEO_PASSWORD }))
    .cookie;
  const lead = (
    await json(origin, "POST", "/api/leads", ceo, {
      name: "Meera Iyer",
      phone: "+91 98450 12345",
      destinationCountry: "CA",
      visaType: "student",
    })
  ).body;
  await json(origin, "POST", `/api/leads/${lead.id}/status`, ceo, { status: "qualified" });
  const { dealId } = (await json(origin, "POST", `/api/leads/${lead.id}/convert`, ceo, { feeInr: 40_000 }))
    .body;
  const won = (await json(origin, "POST", `/api/deals/${dealId}/win`, ceo, {})).body;
  const detail = (await json(origin, "GET", `/api/cases/${won.caseId}`, ceo)).body;
  const created = (
    await json(origin, "POST", "/api/users", ceo, {
      username: "meera",
      name: "Meera Iyer",
      role: "customer",
      customerId: won.customerId,
    })
  ).body;
  const token = String(created.invitation.path).split("#invite=")[1];
  await json(origin, "POST", "/api/auth/invitations/accept", "", { token, password: CLIENT_PASSWORD });
  const client = (
    await json(origin, "POST", "/api/auth/login", "", { username: "meera", password: CLIENT_PASSWORD })
  ).cookie;
  return { ceo, client, caseId: won.caseId as string, itemId: detail.checklist[0].id as string };
}

/** Staff working until `until()` is true: the case, its documents, the leads list, in turn; each request's time. */
async function staffWork(origin: string, ceo: string, caseId: string, until: () => boolean) {
  const urls = [
    `/api/cases/${caseId}`,
    `/api/cases/${caseId}/documents`,
    "/api/leads?limit=50",
    "/api/auth/me",
  ];
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: STAFF_CONCURRENCY }, async () => {
      while (!until()) {
        const url = urls[next++ % urls.length] as string;
        const started = performance.now();
        const response = await fetch(`${origin}${url}`, { headers: { cookie: ceo } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`staff ${url}: ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(label: string, database: { url?: string }, file: Buffer) {
  const server = await startServer(database);
  try {
    const { ceo, client, caseId, itemId } = await customerWithCase(server.origin);
    const idle = memoryBytes(server.pid);
    const baselineEnd = performance.now() + BASELINE_SECONDS * 1000;
    const baseline = await staffWork(server.origin, ceo, caseId, () => performance.now() > baselineEnd);

    let peak = memoryBytes(server.pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryBytes(server.pid));
    }, 20);
    let done = false;
    let refusals = 0;
    const other: string[] = [];
    const started = performance.now();
    const uploads = Promise.all(
      Array.from({ length: UPLOADS }, async (_, i) => {
        for (;;) {
          const response = await fetch(
            `${server.origin}/api/cases/${caseId}/checklist/${itemId}/documents?name=statement-${i + 1}.pdf`,
            {
              method: "POST",
              headers: { origin: server.origin, cookie: client, "content-type": "application/octet-stream" },
              body: file,
            },
          );
          const text = await response.text();
          if (response.status === 201) return;
          if (response.status === 429 && text.includes("already sending")) {
            refusals += 1;
            await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
            continue;
          }
          other.push(`${response.status} ${text}`);
          return;
        }
      }),
    ).finally(() => {
      done = true;
    });
    const [loaded] = await Promise.all([staffWork(server.origin, ceo, caseId, () => done), uploads]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const highWater = memoryBytes(server.pid, "VmHWM");

    console.log(`\n${label}: ${UPLOADS} parallel uploads of ${mb(file.length)} from one customer`);
    console.log(
      `  uploads: ${UPLOADS - other.length} stored in ${seconds.toFixed(1)} s; ${refusals} "already sending" refusals retried${other.length ? `; failed: ${other.join(" | ")}` : ""}`,
    );
    console.log(
      `  staff without uploads: ${baseline.length} requests, p50 ${ms(pct(baseline, 0.5))}, p99 ${ms(pct(baseline, 0.99))}, worst ${ms(baseline.at(-1) ?? 0)}`,
    );
    console.log(
      `  staff during uploads:  ${loaded.length} requests, p50 ${ms(pct(loaded, 0.5))}, p99 ${ms(pct(loaded, 0.99))}, worst ${ms(loaded.at(-1) ?? 0)}   (aim: p99 < 500 ms)`,
    );
    console.log(
      `  server memory: ${mb(idle)} before, peak ${mb(peak)}, most since it started ${mb(highWater)}   (aim: < 600 MB)`,
    );
  } finally {
    await server.stop();
  }
}

const built = spawnSync("pnpm", ["--filter", "@visadesk/api", "build"], { stdio: "ignore" });
if (built.status !== 0) throw new Error("building the API failed");
const file = pdfOfSize(FILE_BYTES);
await measure("PGlite", {}, file);
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  const { createTestDatabase } = await import("../../apps/api/src/test/test-database.ts");
  const database = await createTestDatabase();
  try {
    const config = database.config as { url?: string };
    await measure("PostgreSQL", { url: config.url }, file);
  } finally {
    await database.drop();
  }
} else {
  console.log("\n(PostgreSQL: set BENCH_DATABASE_URL to a server where the role may create databases.)");
}
