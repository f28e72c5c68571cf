// The reference page of the browser benchmarks: bench/support/reference-page (React 19, nothing else) built by Vite
// into a temporary folder and served gzipped from a loopback port, like the product's precompressed assets.

import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

// React from the marketing app's dependencies (the repository's root has none), so that both run the same React.
const fromMarketing = createRequire(path.resolve(import.meta.dirname, "../../apps/marketing/package.json"));
const packageDir = (name: string) => path.dirname(fromMarketing.resolve(`${name}/package.json`));

export interface ReferencePage {
  origin: string;
  dist: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

export async function startReferencePage(): Promise<ReferencePage> {
  const dist = mkdtempSync(path.join(tmpdir(), "visadesk-bench-reference-"));
  await build({
    root: path.join(import.meta.dirname, "reference-page"),
    configFile: false,
    logLevel: "error",
    plugins: [react()],
    resolve: { alias: { react: packageDir("react"), "react-dom": packageDir("react-dom") } },
    build: { outDir: dist, emptyOutDir: true, target: "es2022" },
  });
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = path.join(dist, pathname === "/" ? "index.html" : pathname);
    if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const body = gzipSync(readFileSync(file));
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "content-encoding": "gzip",
      "cache-control": "no-cache",
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    dist,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
