// The CSV export of every lead through the API (main.ts in its own process, as production runs it) beside `psql \copy`
// of the same rows and columns from the same database, interleaved round by round on PostgreSQL: each round's times,
// their ratio (the aim: within 3x, docs/capacity.md#csv-export), and the API's peak memory while it streams (sampled
// from /proc: it must stay flat, whatever the number of leads). BENCH_DATABASE_URL names a PostgreSQL server where the
// role may create databases (`bash scripts/test-postgres.sh` prints one); BENCH_LEADS (default 100,000) and
// BENCH_ROUNDS (default 5) change the size and the rounds. Asserts nothing.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { generateLeads } from "../api/generate.ts";
import { startServerProcess } from "../api/server-process.ts";
import { benchConfig } from "../api/setup.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PASSWORD = "bench-staff-passphrase-4471";
/** The aim: the export within this many times `psql \copy` of the same rows. */
const AIM_RATIO = 3;

/**
 * The rows and columns the API's export writes (crm/leads.ts's export columns, newest first as the list sorts), as
 * PostgreSQL's own CSV: the reference an export cannot beat, since it must also check scope and escape formulas.
 */
const COPY_QUERY = `select l.id, l.status, l.name, l.phone, l.email, l.city, l.destination_country, l.visa_type, l.source,
  l.next_follow_up_on, l.created_at, l.updated_at, u.username as assignee
  from leads l left join users u on u.id = l.assignee_id order by l.created_at desc, l.id desc`;

/** Resident memory (kB) of `pids` now, summed. */
function rssKb(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += Number(match?.[1] ?? 0);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return total;
}

/** The export read to its end (its bytes counted, not kept), with the server's peak memory while it ran. */
async function timeExport(url: string, cookie: string, pids: number[]) {
  let peak = rssKb(pids);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pids));
  }, 10);
  const t0 = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // Counted with Buffer#indexOf (native): a loop over the bytes in JavaScript cost the client more than the copy.
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, records: lines - 1, peakKb: Math.max(peak, rssKb(pids)) };
}

/** `psql \copy` of the same rows to its standard output, read to its end as the export is. */
function timeCopy(databaseUrl: string): Promise<{ seconds: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const psql = spawn(
      "psql",
      [databaseUrl, "-qX", "-c", `\\copy (${COPY_QUERY.replaceAll("\n", " ")}) to stdout with csv header`],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let bytes = 0;
    psql.stdout.on("data", (chunk: Buffer) => {
      bytes += chunk.byteLength;
    });
    psql.once("error", reject);
    psql.once("exit", (code) => {
      if (code !== 0) reject(new Error(`psql exited ${code}`));
      else resolve({ seconds: (performance.now() - t0) / 1000, bytes });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      "  skipped: set BENCH_DATABASE_URL (bash scripts/test-postgres.sh prints one) to compare with psql \\copy",
    );
    return;
  }
  execFileSync("psql", ["--version"], { stdio: "ignore" });
  process.env.TEST_DATABASE_URL = serverUrl;
  const created = await createTestDatabase();
  if (created.config.kind !== "postgres") throw new Error("BENCH_DATABASE_URL must name a PostgreSQL server");
  const databaseUrl = created.config.url;
  try {
    // Migrate and generate in process, then serve from main.ts in its own process (its memory is the API's alone).
    const setup = await createServer(benchConfig(created.config));
    const t0 = performance.now();
    try {
      await generateLeads(setup.database.db, LEADS);
    } finally {
      await setup.close();
    }
    const server = await startServerProcess(databaseUrl, 1);
    try {
      const login = await fetch(`${server.address}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: PASSWORD }),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const leads = execFileSync("psql", [databaseUrl, "-qXtAc", "select count(*) from leads"], {
        encoding: "utf8",
      }).trim();
      console.log(
        `\n${Number(leads).toLocaleString("en")} leads on PostgreSQL, generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${ROUNDS} rounds, export then psql \\copy in each`,
      );
      const pids = server.pids();
      // One export and one copy first, unmeasured: the API's first export compiles its code and prepares its statement.
      await timeExport(`${server.address}/api/leads/export.csv`, cookie, pids);
      await timeCopy(databaseUrl);
      const idleKb = rssKb(pids);
      console.log(
        "round   export s   psql \\copy s   ratio   API peak RSS MB (idle MB)   export MB   copy MB   load",
      );
      const ratios: number[] = [];
      const peaks: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const exported = await timeExport(`${server.address}/api/leads/export.csv`, cookie, pids);
        const copied = await timeCopy(databaseUrl);
        if (exported.records !== Number(leads))
          throw new Error(`the export wrote ${exported.records} of ${leads} leads`);
        const ratio = exported.seconds / copied.seconds;
        ratios.push(ratio);
        peaks.push(exported.peakKb);
        console.log(
          `${String(round).padStart(5)}   ${exported.seconds.toFixed(2).padStart(8)}   ${copied.seconds.toFixed(2).padStart(12)}   ${ratio.toFixed(2).padStart(5)}   ${(exported.peakKb / 1024).toFixed(0).padStart(15)} (${(idleKb / 1024).toFixed(0)})   ${(exported.bytes / 1e6).toFixed(1).padStart(9)}   ${(copied.bytes / 1e6).toFixed(1).padStart(7)}   ${loadavg()[0]?.toFixed(2)}`,
        );
      }
      const ratio = median(ratios);
      console.log(
        `  median ratio ${ratio.toFixed(2)} (aim: within ${AIM_RATIO}x: ${ratio <= AIM_RATIO ? "met" : "NOT met"} in this run); API peak RSS ${(Math.max(...peaks) / 1024).toFixed(0)} MB, idle ${(idleKb / 1024).toFixed(0)} MB`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await created.drop();
  }
}

await main();
