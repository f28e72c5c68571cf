// Per-call cost of landing personalisation on a 10 KB query (docs/behaviours/speed.md#personalisation: "well under a
// millisecond per call"). Run: pnpm bench personalisation, or pnpm --filter @visadesk/personalisation bench. Prints
// figures, asserts nothing.
import { performance } from "node:perf_hooks";
import { parseUrlKeywords, personaliseLanding } from "../../packages/personalisation/src/index.ts";

const words = [
  "uk",
  "visa",
  "refused",
  "appeal",
  "mumbai",
  "student",
  "urgent",
  "new",
  "zealand",
  "schengen",
  "help",
];
const filler = [
  "abcdef",
  "business",
  "ukraine",
  "priority",
  "zzqx",
  "holiday",
  "cote",
  "d'ivoire",
  "%20",
  "+",
];

function query(bytes: number, seed: number): string {
  let text = "";
  let state = seed;
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const pool = state % 3 === 0 ? words : filler;
    text += `${pool[state % pool.length]}+`;
  }
  return text.slice(0, bytes);
}

function measure(label: string, calls: number, fn: (i: number) => unknown): void {
  for (let i = 0; i < 200; i++) fn(i); // warm-up: JIT and the lazily built tries
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.info(
    `${label.padEnd(42)} mean ${mean.toFixed(3)} ms  p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  max ${at(1).toFixed(3)} ms`,
  );
}

const queries = Array.from({ length: 16 }, (_, i) => query(10 * 1024, i + 1));
const urls = queries.map((q) => `https://visadesk.in/?q=${q}`);

console.info(
  `node ${process.version}, ${queries.length} distinct 10 KB queries, 2000 calls each measurement`,
);
measure("parseUrlKeywords(10 KB text)", 2000, (i) => parseUrlKeywords(queries[i % queries.length] ?? ""));
measure("personaliseLanding({ url: 10 KB query })", 2000, (i) =>
  personaliseLanding({ url: urls[i % urls.length] ?? "" }),
);
measure("personaliseLanding(typical ad URL)", 2000, () =>
  personaliseLanding({
    url: "https://visadesk.in/?q=uk+visa+refused+appeal+mumbai&utm_source=google&gclid=x",
  }),
);
