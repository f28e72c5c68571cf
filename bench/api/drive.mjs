// The load generator, run as its own process (`node bench/api/drive.mjs '<json>'`) so that it never shares the
// server's CPU time accounting or event loop: autocannon with `connections` keep-alive clients for `seconds`,
// cycling through `requests`. In a body, {{n}} becomes a number unique to the request (8 digits, counting on from
// `firstNumber`, so that runs one after another never repeat one), and with `manyAddresses` each request comes from
// its own X-Forwarded-For address. Prints one line of JSON with the figures.
import autocannon from "autocannon";

const {
  url,
  connections,
  seconds,
  requests,
  manyAddresses,
  firstNumber = 1,
} = JSON.parse(process.argv[2] ?? "{}");
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
              ? { ...req.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
              : req.headers;
            return { ...req, headers, body: request.body.replaceAll("{{n}}", String(n).padStart(8, "0")) };
          },
        }),
  })),
});

process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // How many {{n}} were handed out, so that the next run continues after them (a new phone for every enquiry).
    numbersUsed: n - firstNumber + 1,
  })}\n`,
);
