// Profiles the server's main thread while one endpoint is under load: `pnpm exec tsx bench/api/profile.ts [what]`,
// with `what` one of bare, health, leads (default), far, intake. On PostgreSQL when BENCH_DATABASE_URL is set, else
// PGlite. Writes <tmpdir>/visadesk-profiles/<what>.cpuprofile (open it in Chrome's DevTools) and prints the functions and
// packages that took the most self time.
import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { intakeLoad, type Load, percentile, runLoad } from "./load.ts";
import { benchDatabase, startBenchServer } from "./setup.ts";

const what = process.argv[2] ?? "leads";
const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i] as number;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    const file = frame.url.replace(/^file:\/\//, "");
    const pkg =
      /node_modules\/\.pnpm\/([^/]+)/.exec(file)?.[1] ??
      (file.includes("/apps/") || file.includes("/packages/")
        ? (/\/(apps|packages)\/[^/]+/.exec(file)?.[0] ?? file)
        : file.startsWith("node:")
          ? "node:"
          : file || `(${frame.functionName || "native"})`);
    const fn = `${frame.functionName || "(anonymous)"} ${path.basename(file)}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>, n: number) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(
        `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
    }
  };
  print("self time by package", byPackage, 20);
  print("self time by function", byFunction, 40);
}

async function main(): Promise<void> {
  const { database, drop } = await benchDatabase();
  try {
    const bench = await startBenchServer(database, LEADS);
    try {
      const { address, cookie, cursor } = bench;
      const loads: Record<string, Load> = {
        bare: { url: `${address}/api/bench/bare`, headers: {}, expected: 200 },
        health: { url: `${address}/api/health`, headers: {}, expected: 200 },
        leads: { url: `${address}/api/leads?limit=50`, headers: { cookie }, expected: 200 },
        far: { url: `${address}/api/leads?limit=50&cursor=${cursor}`, headers: { cookie }, expected: 200 },
        intake: intakeLoad(address),
      };
      const load = loads[what];
      if (!load) throw new Error(`no load "${what}"; there are: ${Object.keys(loads).join(", ")}`);
      await runLoad(load, Math.min(2_000, REQUESTS), 50); // warm-up
      const session = new Session();
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: 200 });
      await session.post("Profiler.start");
      const result = await runLoad(load, REQUESTS, 50);
      const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
      session.disconnect();
      console.log(
        `${what} on ${database.kind}: ${(REQUESTS / result.seconds).toFixed(0)} req/s, p50 ${percentile(result.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(result.latencies, 0.99).toFixed(1)} ms (while profiled)`,
      );
      const dir = path.join(tmpdir(), "visadesk-profiles");
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${what}.cpuprofile`), JSON.stringify(profile));
      summarise(profile);
    } finally {
      await bench.server.close();
    }
  } finally {
    await drop();
  }
}

await main();
