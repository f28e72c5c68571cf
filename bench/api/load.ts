// The load generator: `concurrency` clients, each with its own keep-alive connection (node:http, leaner on CPU than
// fetch), sending requests one after another until `requests` have been sent. It runs in a worker thread, so the
// clients do not share the server's event loop. The same generator measures every endpoint, the bare one included,
// so that the ratio between them stays honest.
import { Worker } from "node:worker_threads";

export interface Load {
  url: string;
  headers: Record<string, string>;
  method?: "GET" | "POST";
  /** A body in which each {{i}} becomes the request's number (8 digits). */
  body?: string;
  expected: number;
}

/** The public intake under load: a valid enquiry whose phone differs per request (so no two join the same lead). */
export function intakeLoad(address: string): Load {
  return {
    url: `${address}/api/public/enquiries`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Visitor",
      phone: "+9196{{i}}",
      destinationCountry: "GB",
      visaType: "student",
      priorRefusal: false,
      consent: true,
    }),
    expected: 201,
  };
}

export interface LoadResult {
  seconds: number;
  /** Milliseconds, one per request, sorted. */
  latencies: number[];
}

const WORKER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const { url, headers, body, requests, concurrency, expected, method } = workerData;
const target = new URL(url);
const path = target.pathname + target.search;
function once(agent, i) {
  return new Promise((resolve, reject) => {
    const payload = body ? body.replaceAll("{{i}}", String(i).padStart(8, "0")) : undefined;
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path,
        method,
        headers: payload === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => {
          if (response.statusCode !== expected) reject(new Error(url + " answered " + response.statusCode));
          else resolve();
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
(async () => {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      await once(agent, i);
      latencies.push(performance.now() - t0);
    }
    agent.destroy();
  }));
  parentPort.postMessage({ seconds: (performance.now() - started) / 1000, latencies });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Sends `requests` requests of `load` from `concurrency` clients in a worker thread; resolves with the timings. */
export async function runLoad(load: Load, requests: number, concurrency: number): Promise<LoadResult> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { ...load, method: load.method ?? "GET", requests, concurrency },
  });
  try {
    const result = await new Promise<{ seconds: number; latencies: number[]; error?: string }>(
      (resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      },
    );
    if (result.error) throw new Error(result.error);
    return { seconds: result.seconds, latencies: result.latencies.sort((a, b) => a - b) };
  } finally {
    await worker.terminate();
  }
}

/** `p` (0..1) of sorted `latencies`. */
export function percentile(latencies: number[], p: number): number {
  return latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
}
