// The operations kit's checks (docs/deploy.md): the Prometheus alert rules pass `promtool check rules` and their unit
// tests (`promtool test rules`); the nginx sites (plain and TLS) pass `nginx -t`, the TLS one with a throwaway
// self-signed certificate made here; the TLS site's locations are the plain site's, word for word (the multi-instance
// test runs the plain one). Prints one line per check and "N passed, N failed"; exit code 1 when any failed.
// promtool comes from Debian's `prometheus` package, nginx and openssl from theirs (scripts/ensure-test-tools.sh).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";
import { kitConfigFor, nginxBinary, startNginx } from "./ops/nginx-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const rules = path.join(root, "deploy", "prometheus", "visadesk.rules.yml");
const ruleTests = path.join(root, "deploy", "prometheus", "visadesk.rules.test.yml");
const tlsSite = path.join(root, "deploy", "nginx", "visadesk-tls.conf");
const plainSite = path.join(root, "deploy", "nginx", "visadesk.conf");

const { report, finish } = checkReport({ detailsOnFailure: true });
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ?? ""}`,
  };
}
const promtool =
  ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((file) => existsSync(file)) ?? "promtool";

const checked = run(promtool, ["check", "rules", rules]);
report(checked.ok, "promtool check rules deploy/prometheus/visadesk.rules.yml", checked.output);
const tested = run(promtool, ["test", "rules", path.basename(ruleTests)], { cwd: path.dirname(ruleTests) });
report(
  tested.ok,
  "promtool test rules: each alert fires on its condition, with its labels and text",
  tested.output,
);

/** `nginx -t` on a site, inside a main configuration of its own (temporary folders, no system paths written). */
function nginxTest(dir, siteText) {
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, "site.conf"), siteText);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const nginxArgs = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-t"];
  return run(nginxBinary(), nginxArgs);
}

const scratch = mkdtempSync(path.join(tmpdir(), "visadesk-check-ops-"));
try {
  const plain = nginxTest(
    path.join(scratch, "plain"),
    kitConfigFor({
      listenPort: 8080,
      upstreamPorts: [3001],
      checkout: root,
      accessLog: path.join(scratch, "a.log"),
    }),
  );
  report(plain.ok, "nginx -t accepts deploy/nginx/visadesk.conf", plain.output);

  const cert = path.join(scratch, "fullchain.pem");
  const key = path.join(scratch, "privkey.pem");
  const made = run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=crm.example.in",
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  report(made.ok, "openssl made a throwaway self-signed certificate for crm.example.in", made.output);
  const tlsText = readFileSync(tlsSite, "utf8")
    .replaceAll("/etc/letsencrypt/live/crm.example.in/fullchain.pem", cert)
    .replaceAll("/etc/letsencrypt/live/crm.example.in/privkey.pem", key)
    .replaceAll("/var/log/nginx/visadesk.access.log", path.join(scratch, "tls-access.log"));
  const tls = nginxTest(path.join(scratch, "tls"), tlsText);
  report(tls.ok, "nginx -t accepts deploy/nginx/visadesk-tls.conf with that certificate", tls.output);

  // The TLS site's HTTPS server from its first `location` on must be the plain site's, markers and all left aside.
  const locations = (text) =>
    text
      .slice(text.lastIndexOf("server {"))
      .slice(text.slice(text.lastIndexOf("server {")).indexOf("    # The API's own limit"))
      .replace(/\s*# \(test: [a-z ]+\)/g, "");
  const same = locations(readFileSync(tlsSite, "utf8")) === locations(readFileSync(plainSite, "utf8"));
  report(same, "the TLS site's locations are the plain site's, word for word");
  const plainText = readFileSync(plainSite, "utf8");
  report(
    [plainText, readFileSync(tlsSite, "utf8")].every(
      (text) =>
        text.includes("proxy_set_header X-Request-Id $request_id;") &&
        text.includes("request_id=$request_id"),
    ),
    "both sites pass nginx's request id to the API (X-Request-Id) and write it in their access log",
  );

  // The plain site running, in front of a stand-in instance that echoes the X-Request-Id it receives.
  const upstream = http.createServer((request, response) => {
    response.setHeader("x-request-id", String(request.headers["x-request-id"] ?? ""));
    response.end("ok");
  });
  await new Promise((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const nginx = await startNginx({ upstreamPorts: [upstream.address().port], checkout: root });
  try {
    const answer = await fetch(`${nginx.base}/api/health/live`, {
      headers: { "x-request-id": "forged-by-a-client" },
    });
    const id = answer.headers.get("x-request-id") ?? "";
    let line = "";
    for (let attempt = 0; attempt < 40 && !line; attempt += 1) {
      line =
        nginx
          .accessLog()
          .split("\n")
          .find((entry) => entry.includes("/api/health/live")) ?? "";
      if (!line) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    report(
      /^[0-9a-f]{32}$/.test(id) && line.includes(`request_id=${id}`),
      "nginx sends the instance its own request id (never the client's) and writes the same id in its access log",
      `instance got "${id}"; access log: ${line}`,
    );
  } finally {
    await nginx.stop();
    upstream.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

finish();
