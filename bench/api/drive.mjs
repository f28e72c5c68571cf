// The load generator, run as its own process (`node bench/api/drive.mjs '<json>'`) so that it never shares the
// server's CPU time accounting or event loop: `connections` keep-alive clients for `seconds`, cycling through
// `requests`. In a body, {{n}} becomes a number unique to the request (8 digits, counting on from `firstNumber`, so
// that runs one after another never repeat one), and with `manyAddresses` each request comes from its own
// X-Forwarded-For address. Prints one line of JSON with the figures, and which generator ran.
//
// wrk (a C program, one thread) when it is installed: it costs the shared cores less per request than autocannon (a
// Node process), so more of the machine is left to the server it measures; the issue's own figures were taken with it.
// BENCH_DRIVER=autocannon (or a machine without wrk) uses autocannon. What differs: wrk counts a status of 400 or more
// as failed, autocannon any status that is not 2xx (the API answers these paths 2xx, 4xx or 5xx, never 3xx).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const config = JSON.parse(process.argv[2] ?? "{}");
const { firstNumber = 1 } = config;

/** The 8-digit text of request number `n` (the phones of the intake's bodies). */
const numberText = (n) => String(n).padStart(8, "0");
/** The X-Forwarded-For of request number `n` with `manyAddresses`: one address per request. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function wrkPath() {
  if (process.env.BENCH_DRIVER === "autocannon") return null;
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

const wrk = wrkPath();
const figures = wrk ? await runWrk(wrk, config) : await runAutocannon(config);
process.stdout.write(`${JSON.stringify(figures)}\n`);

async function runAutocannon({ url, connections, seconds, requests, manyAddresses }) {
  const { default: autocannon } = await import("autocannon");
  let n = firstNumber - 1;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      method: request.method ?? "GET",
      path: request.path,
      headers: request.headers ?? {},
      ...(request.body === undefined
        ? {}
        : {
            setupRequest: (req) => {
              n += 1;
              const headers = manyAddresses
                ? { ...req.headers, "x-forwarded-for": addressOf(n) }
                : req.headers;
              return { ...req, headers, body: request.body.replaceAll("{{n}}", numberText(n)) };
            },
          }),
    })),
  });
  return {
    driver: "autocannon",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // How many {{n}} were handed out, so that the next run continues after them (a new phone for every enquiry).
    numbersUsed: n - firstNumber + 1,
  };
}

/** `text` as a Lua string literal (every byte outside printable ASCII, and quotes and backslashes, as \ddd). */
function lua(text) {
  let out = '"';
  for (const byte of Buffer.from(text, "utf8")) {
    out += byte >= 32 && byte < 127 && byte !== 34 && byte !== 92 ? String.fromCharCode(byte) : `\\${byte}`;
  }
  return `${out}"`;
}

/**
 * The Lua script wrk runs in each of its threads. Requests without {{n}} are built once in init(); a request with a
 * body is built per request with that thread's next number (thread t of T hands out first + t, first + t + T, ...,
 * so numbers never repeat across threads). done() prints the figures as one line of JSON after a marker.
 */
function wrkScript({ requests, manyAddresses }, threads) {
  const list = requests
    .map(
      (r) =>
        `{ method = ${lua(r.method ?? "GET")}, path = ${lua(r.path)}, body = ${r.body === undefined ? "nil" : lua(r.body)}, headers = { ${Object.entries(
          r.headers ?? {},
        )
          .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
          .join(", ")} } }`,
    )
    .join(",\n  ");
  return `
local requests = {
  ${list}
}
local first = ${Number(firstNumber)}
local threads = ${threads}
local many = ${manyAddresses ? "true" : "false"}
local all = {}
local count = 0

function setup(thread)
  thread:set("tid", count)
  count = count + 1
  table.insert(all, thread)
end

local built = {}
local i = 0
n = nil

function init(args)
  for k, r in ipairs(requests) do
    if r.body == nil then built[k] = wrk.format(r.method, r.path, r.headers, nil) end
  end
end

function request()
  i = i % #requests + 1
  local r = requests[i]
  if built[i] then return built[i] end
  if n == nil then n = first + tid else n = n + threads end
  local headers = {}
  for k, v in pairs(r.headers) do headers[k] = v end
  if many then
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  end
  local body = string.gsub(r.body, "{{n}}", string.format("%08d", n))
  return wrk.format(r.method, r.path, headers, body)
end

function done(summary, latency, requests)
  local last = first - 1
  for _, thread in ipairs(all) do
    local used = thread:get("n")
    if used ~= nil and used > last then last = used end
  end
  local e = summary.errors
  io.write(string.format(
    "\\nDRIVE_FIGURES {\\"driver\\":\\"wrk\\",\\"rps\\":%.1f,\\"p50\\":%.2f,\\"p99\\":%.2f,\\"max\\":%.2f,\\"total\\":%d,\\"non2xx\\":%d,\\"errors\\":%d,\\"numbersUsed\\":%d}\\n",
    summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
    summary.requests, e.status, e.connect + e.read + e.write + e.timeout, last - first + 1))
end
`;
}

async function runWrk(binary, settings) {
  // One thread: the cheapest for the shared cores; c=20 or 50 keep-alive connections are few for one epoll loop.
  const threads = Number(process.env.BENCH_WRK_THREADS ?? 1);
  const dir = mkdtempSync(path.join(tmpdir(), "visadesk-drive-"));
  try {
    const script = path.join(dir, "drive.lua");
    writeFileSync(script, wrkScript(settings, threads));
    const args = [
      `-t${threads}`,
      `-c${Math.max(settings.connections, threads)}`,
      `-d${settings.seconds}s`,
      "--timeout",
      "10s",
      "-s",
      script,
      settings.url,
    ];
    const out = await new Promise((resolve, reject) => {
      const child = spawn(binary, args, { stdio: ["ignore", "pipe", "inherit"] });
      let text = "";
      child.stdout.on("data", (chunk) => {
        text += chunk.toString();
      });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
    });
    const line = out.split("\n").find((l) => l.startsWith("DRIVE_FIGURES "));
    if (!line) throw new Error(`wrk printed no figures:\n${out}`);
    return JSON.parse(line.slice("DRIVE_FIGURES ".length));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
