// Debian's nginx with the kit's configuration (deploy/nginx/visadesk.conf), for the operations tests: the kit's file is
// used as it is, except the lines it marks "(test: ...)", which get this run's ports and folders. Every replacement
// must match, so a kit that drifts from what the test expects fails the test instead of being silently bypassed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
export const KIT_CONFIG = path.join(root, "deploy", "nginx", "visadesk.conf");

export function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  throw new Error("nginx is not installed (Debian: apt-get install nginx)");
}

/** The kit's site configuration with this run's upstream ports, listen port and checkout. */
export function kitConfigFor({ listenPort, upstreamPorts, checkout, accessLog }) {
  const lines = readFileSync(KIT_CONFIG, "utf8").split("\n");
  const out = [];
  const seen = new Set();
  for (const line of lines) {
    const marker = /# \(test: ([a-z ]+)\)\s*$/.exec(line)?.[1];
    if (!marker) {
      out.push(line);
      continue;
    }
    const first = !seen.has(marker);
    seen.add(marker);
    if (marker === "upstream servers") {
      if (first)
        for (const port of upstreamPorts)
          out.push(line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`).replace(/\s*#.*$/, ""));
    } else if (marker === "listen") {
      if (first) out.push(`    listen 127.0.0.1:${listenPort};`);
    } else if (marker === "access log") {
      out.push(line.replace(/\/var\/log\/nginx\/[^ ]+/, accessLog).replace(/\s*#.*$/, ""));
    } else if (marker === "checkout") {
      out.push(line.replace(/\/opt\/visadesk/, checkout).replace(/\s*#.*$/, ""));
    } else {
      throw new Error(`unknown test marker "${marker}" in ${KIT_CONFIG}`);
    }
  }
  for (const needed of ["upstream servers", "listen", "checkout", "access log"])
    if (!seen.has(needed)) throw new Error(`${KIT_CONFIG} has no line marked "(test: ${needed})"`);
  return out.join("\n");
}

/** Starts nginx in the foreground on a free loopback port; `stop()` ends it gracefully and removes its folder. */
export async function startNginx({ upstreamPorts, checkout }) {
  const dir = mkdtempSync(path.join(tmpdir(), "visadesk-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const listenPort = await freePort();
  writeFileSync(
    path.join(dir, "visadesk.conf"),
    kitConfigFor({ listenPort, upstreamPorts, checkout, accessLog: path.join(dir, "access.log") }),
  );
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // Workers read the checkout (anywhere on disk) and the temporary folder: as root they stay root here.
      asRoot ? "user root root;" : "",
      "worker_processes 2;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/visadesk.conf;`,
      "}",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  const test = spawnSync(nginxBinary(), [...args, "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t refused the kit's configuration:\n${test.stderr}`);
  const child = spawn(nginxBinary(), [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${listenPort}`;
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${base}/static/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    port: listenPort,
    errorLog: () =>
      existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "",
    accessLog: () =>
      existsSync(path.join(dir, "access.log")) ? readFileSync(path.join(dir, "access.log"), "utf8") : "",
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
