// The multi-instance test (docs/deploy.md#5-the-instances): three API instances of the built server start at the same
// moment on an empty PostgreSQL database, behind Debian's nginx running the kit's configuration
// (deploy/nginx/visadesk.conf), all on loopback with free ports. It checks what "stateless instances" promises: one
// migration run and one set of built-in accounts, sessions, the login lockout and the intake limit shared by every
// instance, the real client address passed through nginx, uploaded documents and exports served by any instance, and a
// rolling restart (SIGTERM each instance in turn under a bounded load of staff reads and website enquiries through
// nginx) with no failed request and every acknowledged enquiry stored. Each instance runs two workers (API_WORKERS=2),
// as it would on two cores. Prints one line per check and ends with "N passed, N failed" (counted by
// scripts/test-all.mjs).
//
// Usage: node scripts/multi-instance-test.mjs   (builds first; needs nginx and PostgreSQL's binaries; about a minute)
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { OPS_PASSWORDS, startInstance } from "./ops/api-instance.mjs";
import { openCase, SMALL_PDF, uploadDocument } from "./ops/case-document.mjs";
import { createChecks } from "./ops/checks.mjs";
import { freePort } from "./ops/free-port.mjs";
import { request, sessionCookie } from "./ops/http.mjs";
import { startNginx } from "./ops/nginx-server.mjs";
import { startPostgres } from "./ops/postgres-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** How long the load runs before the first and after the last restart. */
const LOAD_MARGIN_MS = 3_000;
/** Seconds an instance stays up but not ready after SIGTERM (the test keeps it short; production default 5). */
const DRAIN_SECONDS = "2";
/** Workers of each instance (API_WORKERS): each has its own session cache and listening connection. */
const WORKERS = 2;
/** Concurrent clients of the load: staff reading lists, visitors sending the website's form. */
const READERS = 4;
const WRITERS = 2;

const checks = createChecks();
const { check, step } = checks;
const cleanup = [];

function build() {
  console.log("building the apps and the server (pnpm build; cached by Turborepo when nothing changed)");
  const result = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("pnpm build failed");
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A website enquiry as the visa form sends it; `n` makes the name and phone distinct. */
function enquiry(n) {
  return {
    name: `Load Visitor ${n}`,
    phone: `+91 98${String(100_000_00 + n).slice(-8)}`,
    destinationCountry: "CA",
    visaType: "student",
    priorRefusal: false,
    consent: true,
  };
}

async function login(base, username, { headers = {}, localAddress } = {}) {
  const response = await request(`${base}/api/auth/login`, {
    method: "POST",
    body: { username, password: OPS_PASSWORDS[username] },
    headers,
    localAddress,
  });
  if (response.status !== 200)
    throw new Error(`login ${username} on ${base}: ${response.status} ${response.text()}`);
  return sessionCookie(response);
}

async function main() {
  build();

  const postgres = await startPostgres();
  cleanup.push(() => postgres.stop());
  postgres.psql("create database visadesk");
  const databaseUrl = postgres.urlOf("visadesk");

  const ports = [await freePort(), await freePort(), await freePort()];
  const metricsPorts = [await freePort(), await freePort(), await freePort()];
  const envOf = (i) => ({
    DRAIN_SECONDS,
    METRICS_PORT: String(metricsPorts[i]),
    API_WORKERS: String(WORKERS),
  });
  /** The sum over an instance's workers of a metric without labels, from its metrics port. */
  const metricOf = async (i, name) => {
    const text = await fetch(`http://127.0.0.1:${metricsPorts[i]}/metrics`).then((r) => r.text());
    return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? "NaN");
  };
  const instances = ports.map((port, i) => startInstance({ port, databaseUrl, env: envOf(i) }));
  cleanup.push(() => Promise.all(instances.map((instance) => instance.stop())));
  const nginx = await startNginx({ upstreamPorts: ports, checkout: root });
  cleanup.push(() => nginx.stop());

  await step("three instances start at the same moment on an empty database", async () => {
    const results = await Promise.allSettled(instances.map((instance) => instance.ready()));
    check(
      "all three become ready",
      results.every((r) => r.status === "fulfilled"),
      results.map((r) => (r.status === "rejected" ? String(r.reason).slice(0, 400) : "ready")).join(" | "),
    );
    const migrationFiles = readdirSync(path.join(root, "apps", "api", "drizzle")).filter((f) =>
      f.endsWith(".sql"),
    );
    const applied = Number(postgres.psql("select count(*) from drizzle.__drizzle_migrations", "visadesk"));
    check(
      `each of the ${migrationFiles.length} migrations ran once`,
      applied === migrationFiles.length,
      `${applied} rows`,
    );
    const users = postgres.psql(
      "select string_agg(username, ',' order by username) from users where username in ('ceo','admin','staff1','staff2')",
      "visadesk",
    );
    check("the four built-in accounts exist once each", users === "admin,ceo,staff1,staff2", users);
    const errors = instances.flatMap((instance) => instance.errorLines());
    check("no instance logged an error", errors.length === 0, errors.slice(0, 3).join("\n"));
  });

  const [a, b, c] = instances;

  await step("a session made through one instance works on the others", async () => {
    const cookie = await login(a.base, "staff1");
    for (const instance of [b, c]) {
      const me = await request(`${instance.base}/api/auth/me`, { headers: { cookie } });
      check(
        `instance ${instance.port} knows the session`,
        me.status === 200 && me.json().username === "staff1",
        me.text(),
      );
    }
    // The third instance keeps sessions in memory until the database notifies their end (decision 022): wait for
    // every worker of it to have applied the logout's notification (its metrics), then it must refuse the session.
    // An instance answers once its first worker is ready; the second starts after it (and, on a loaded machine, may
    // still be loading its modules, when the primary's sum of their metrics fails): poll until both are live, giving
    // up after a minute so that a worker that never listens fails the check instead of hanging it.
    let live = Number.NaN;
    for (let poll = 0; poll < 600 && live !== WORKERS; poll += 1) {
      if (poll > 0) await sleep(100);
      live = await metricOf(2, "visadesk_session_cache_live").catch(() => Number.NaN);
    }
    check(`every worker of instance ${c.port} serves sessions from memory`, live === WORKERS, String(live));
    const heardBefore = await metricOf(2, "visadesk_session_cache_notifications_total");
    const logout = await request(`${b.base}/api/auth/logout`, { method: "POST", headers: { cookie } });
    check("logout on a second instance", logout.status === 204, String(logout.status));
    // (Waiting gives up after 500 polls, so that a notification that never comes fails the check, not hangs it.)
    for (let poll = 0; poll < 500; poll += 1) {
      if ((await metricOf(2, "visadesk_session_cache_notifications_total")) >= heardBefore + live) break;
      await sleep(20);
    }
    const after = await request(`${c.base}/api/auth/me`, { headers: { cookie } });
    check("the third instance sees the logout", after.status === 401, String(after.status));
    const viaProxy = await login(nginx.base, "staff1");
    const meViaProxy = await request(`${nginx.base}/api/auth/me`, { headers: { cookie: viaProxy } });
    check("signing in and reading through nginx", meViaProxy.status === 200, meViaProxy.text());
  });

  await step("the login lockout counts failures on every instance together", async () => {
    // Ten failures, spread over the three instances, from one client address (as nginx reports it).
    const from = { "x-forwarded-for": "203.0.113.7" };
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await request(`${instances[i % 3].base}/api/auth/login`, {
        method: "POST",
        body: { username: "staff2", password: "not-the-password-at-all" },
        headers: from,
      });
      statuses.push(response.status);
    }
    check(
      "the ten wrong passwords are refused",
      statuses.every((s) => s === 401),
      statuses.join(","),
    );
    for (const instance of instances) {
      const locked = await request(`${instance.base}/api/auth/login`, {
        method: "POST",
        body: { username: "staff2", password: OPS_PASSWORDS.staff2 },
        headers: from,
      });
      check(
        `instance ${instance.port} refuses even the right password (locked)`,
        locked.status === 429,
        String(locked.status),
      );
    }
    const other = await request(`${b.base}/api/auth/login`, {
      method: "POST",
      body: { username: "staff2", password: OPS_PASSWORDS.staff2 },
      headers: { "x-forwarded-for": "203.0.113.99" },
    });
    check("another address may still sign in", other.status === 200, String(other.status));
  });

  /** The names of the enquiries kept but marked for review (decision 032), as staff find them. */
  async function markedForReview() {
    const admin = await login(a.base, "admin");
    const response = await request(`${a.base}/api/enquiries?review=marked&limit=100`, {
      headers: { cookie: admin },
    });
    if (response.status !== 200) throw new Error(`marked enquiries: ${response.status} ${response.text()}`);
    return JSON.parse(response.text()).items.map((item) => item.name);
  }

  // The instances mark enquiries for review past five an hour from one address (INTAKE_REVIEW_AFTER_PER_HOUR).
  await step("the intake counts enquiries on every instance together", async () => {
    const from = { "x-forwarded-for": "203.0.113.8" };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request(`${instances[i % 3].base}/api/public/enquiries`, {
        method: "POST",
        body: enquiry(900 + i),
        headers: from,
      });
      statuses.push(response.status);
    }
    check(
      "all six accepted (no visitor is turned away)",
      statuses.join(",") === "201,201,201,201,201,201",
      statuses.join(","),
    );
    const marked = await markedForReview();
    check(
      "the sixth, counted across the instances, is marked for review",
      marked.join(",") === "Load Visitor 905",
      marked.join(","),
    );
  });

  await step("nginx passes the real client address (and drops a forged one)", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request(`${nginx.base}/api/public/enquiries`, {
        method: "POST",
        body: enquiry(800 + i),
        localAddress: "127.0.0.2",
        // A visitor cannot pretend to be someone else: nginx replaces this header.
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    check(
      "one visitor's six enquiries are accepted",
      statuses.join(",") === "201,201,201,201,201,201",
      statuses.join(","),
    );
    const marked = await markedForReview();
    check(
      "one visitor's sixth enquiry in an hour is marked for review (the forged addresses were dropped)",
      marked.includes("Load Visitor 805") && !marked.some((name) => /Load Visitor 80[0-4]$/.test(name)),
      marked.join(","),
    );
    const other = await request(`${nginx.base}/api/public/enquiries`, {
      method: "POST",
      body: enquiry(850),
      localAddress: "127.0.0.3",
    });
    check("another visitor is accepted", other.status === 201, String(other.status));
  });

  await step("a CSV export is served by any instance", async () => {
    const admin = await login(a.base, "admin");
    const bodies = [];
    for (const instance of instances) {
      const response = await request(`${instance.base}/api/enquiries/export.csv`, {
        headers: { cookie: admin },
      });
      check(
        `instance ${instance.port} exports`,
        response.status === 200,
        `${response.status} ${response.text().slice(0, 200)}`,
      );
      bodies.push(response.text());
    }
    check(
      "the three exports are the same",
      bodies.every((body) => body === bodies[0]),
    );
    check(
      "the export holds the enquiries sent through nginx",
      bodies[0]?.includes("Load Visitor 850") ?? false,
    );
  });

  await step(
    "a document uploaded to one instance is served by every instance and through nginx",
    async () => {
      const admin = await login(a.base, "admin");
      const filingCase = await openCase(a.base, admin, "Document Client");
      const document = await uploadDocument(a.base, admin, filingCase, "passport.pdf", SMALL_PDF);
      check(
        `instance ${a.port} stores the upload as a PDF`,
        document.contentType === "application/pdf" && document.size === SMALL_PDF.length,
        JSON.stringify(document),
      );
      for (const [where, base] of [
        [`instance ${b.port}`, b.base],
        [`instance ${c.port}`, c.base],
        ["nginx", nginx.base],
      ]) {
        const file = await request(`${base}/api/documents/${document.id}/file`, {
          headers: { cookie: admin },
        });
        check(
          `${where} serves the same bytes as an attachment`,
          file.status === 200 &&
            file.body.equals(SMALL_PDF) &&
            /^attachment;/.test(file.headers["content-disposition"] ?? ""),
          `${file.status} ${file.body.length} bytes, ${file.headers["content-disposition"]}`,
        );
      }
    },
  );

  await step("nginx serves the built assets and never the metrics", async () => {
    const html = await request(`${nginx.base}/`);
    check(
      "the home page comes from an instance with its security headers",
      html.status === 200 && "content-security-policy" in html.headers,
      String(html.status),
    );
    const asset = /(?:src|href)="(\/static\/[^"]+\.js)"/.exec(html.text())?.[1];
    check("the home page names a script asset", asset !== undefined);
    if (asset) {
      const file = await request(`${nginx.base}${asset}`, { headers: { "accept-encoding": "gzip" } });
      check(
        `${asset} is served immutable`,
        file.status === 200 && file.headers["cache-control"] === "public, max-age=31536000, immutable",
        `${file.status} ${file.headers["cache-control"]}`,
      );
      const map = await request(`${nginx.base}${asset}.map`);
      check("its source map is not served", map.status === 404, String(map.status));
    }
    const metrics = await request(`${nginx.base}/metrics`);
    check("/metrics is not reachable through nginx", metrics.status === 404, String(metrics.status));
  });

  await step("nginx's access log holds no token and no searched value", async () => {
    const token = "Tk".repeat(21).concat("x");
    await request(`${nginx.base}/api/auth/invitations/${token}/accept`, { method: "POST", body: {} });
    await request(`${nginx.base}/api/leads?q=%2B919876500001`);
    // nginx writes a line when the answer is done; give it a moment to reach the file.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = nginx.accessLog();
    check(
      "the access log has the link's request, its token redacted",
      log.includes("/api/auth/invitations/[redacted]/accept"),
    );
    check(
      "the access log holds neither the token nor the searched phone",
      !log.includes(token) && !log.includes("919876500001"),
    );
  });

  await step("rolling restart under load: no failed request, every acknowledged enquiry stored", async () => {
    const staff = await login(nginx.base, "staff1");
    const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
    const stats = { sent: 0, failed: 0, reads: 0, enquiriesSent: 0, acknowledged: [], failures: [] };
    let running = true;
    const fail = (what) => {
      stats.failed += 1;
      if (stats.failures.length < 10) stats.failures.push(what);
    };

    const readPaths = ["/api/enquiries?limit=20", "/api/leads?limit=20", "/api/auth/me", "/api/health/ready"];
    const reader = async (id) => {
      for (let n = 0; running; n += 1) {
        const url = `${nginx.base}${readPaths[(n + id) % readPaths.length]}`;
        stats.sent += 1;
        try {
          const response = await request(url, { headers: { cookie: staff }, agent });
          if (response.status === 200) stats.reads += 1;
          else fail(`GET ${url}: ${response.status} ${response.text().slice(0, 120)}`);
        } catch (error) {
          fail(`GET ${url}: ${error.message}`);
        }
        await sleep(10);
      }
    };
    // Each visitor address sends at most 4 enquiries: the intake limit (5 an hour) must never refuse the load.
    let visitor = 0;
    const writer = async () => {
      while (running) {
        const n = visitor;
        visitor += 1;
        const address = `127.1.${Math.floor(n / 4 / 250) % 250}.${(Math.floor(n / 4) % 250) + 1}`;
        stats.sent += 1;
        stats.enquiriesSent += 1;
        try {
          const response = await request(`${nginx.base}/api/public/enquiries`, {
            method: "POST",
            body: enquiry(10_000 + n),
            localAddress: address,
          });
          if (response.status === 201) stats.acknowledged.push(response.json().reference);
          else fail(`POST enquiry from ${address}: ${response.status} ${response.text().slice(0, 120)}`);
        } catch (error) {
          fail(`POST enquiry from ${address}: ${error.message}`);
        }
        await sleep(20);
      }
    };
    const load = [
      ...Array.from({ length: READERS }, (_, id) => reader(id)),
      ...Array.from({ length: WRITERS }, () => writer()),
    ];

    const started = Date.now();
    await sleep(LOAD_MARGIN_MS);
    for (let i = 0; i < instances.length; i += 1) {
      const old = instances[i];
      const stopAt = Date.now();
      const code = await old.stop("SIGTERM");
      const took = (Date.now() - stopAt) / 1000;
      check(
        `instance ${old.port} drained ${DRAIN_SECONDS} s and exited 0 after SIGTERM (${took.toFixed(1)} s)`,
        code === 0 && took >= Number(DRAIN_SECONDS),
        `exit ${code} after ${took} s; ${old.errorLines().slice(0, 2).join(" ")}`,
      );
      const fresh = startInstance({ port: old.port, databaseUrl, env: envOf(i) });
      instances[i] = fresh;
      await fresh.ready();
    }
    await sleep(LOAD_MARGIN_MS);
    running = false;
    await Promise.all(load);
    agent.destroy();
    const seconds = (Date.now() - started) / 1000;

    const stored = new Set(
      postgres.psql("select reference from enquiries", "visadesk").split("\n").filter(Boolean),
    );
    const missing = stats.acknowledged.filter((reference) => !stored.has(reference));
    console.log(
      `  figures: ${stats.sent} requests in ${seconds.toFixed(1)} s through nginx (${stats.reads} staff reads, ` +
        `${stats.enquiriesSent} enquiries sent, ${stats.acknowledged.length} acknowledged), ${stats.failed} failed; ` +
        `${stats.acknowledged.length - missing.length} of ${stats.acknowledged.length} acknowledged enquiries found in the database`,
    );
    check("the load ran (over 200 requests)", stats.sent > 200, String(stats.sent));
    check("0 failed requests", stats.failed === 0, stats.failures.join("\n    "));
    check("every acknowledged enquiry is stored", missing.length === 0, missing.slice(0, 5).join(","));
    const errors = instances.flatMap((instance) => instance.errorLines());
    check("no restarted instance logged an error", errors.length === 0, errors.slice(0, 3).join("\n"));
  });

  await step("each instance serves Prometheus metrics on its own loopback port", async () => {
    const texts = await Promise.all(
      metricsPorts.map((port) => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text())),
    );
    const accepted = texts.map((text) =>
      Number(/^visadesk_intake_enquiries_total\{outcome="accepted"\} (\d+)/m.exec(text)?.[1] ?? "NaN"),
    );
    check(
      "every restarted instance took enquiries",
      accepted.every((n) => n > 0),
      accepted.join(","),
    );
    const sample = (texts[0] ?? "")
      .split("\n")
      .filter((line) =>
        /^(visadesk_http_requests_total\{method="POST",route="\/api\/public\/enquiries"|visadesk_http_request_duration_seconds_(bucket\{le="0.05",method="GET",route="\/api\/enquiries"|count\{method="GET",route="\/api\/enquiries")|visadesk_intake|visadesk_login|visadesk_db_query_duration_seconds_(count|sum)\{operation="(select|insert)"|visadesk_db_pool|visadesk_db_queries|process_resident_memory_bytes)/.test(
          line,
        ),
      );
    console.log(
      `  a sample of instance ${instances[0]?.port}'s metrics:\n${sample.map((line) => `    ${line}`).join("\n")}`,
    );
    check(
      "the sample has request, intake, login, database and memory series",
      sample.length >= 8,
      String(sample.length),
    );
  });
}

try {
  await main();
} catch (error) {
  checks.check(
    "the multi-instance test ran to the end",
    false,
    error instanceof Error ? error.stack : String(error),
  );
} finally {
  for (const step of cleanup.reverse())
    await step().catch((error) => console.log(`cleanup: ${error.message}`));
}
process.exit(checks.summary() ? 0 : 1);
