// The release flow, end to end, on this machine: builds every package, starts a local registry (Verdaccio) on a free
// port, publishes every package to it with `changeset publish` (what `pnpm release` runs), then installs them into
// consumer projects outside the workspace and runs them, so that both ends of every peer range are used:
//   - scripts/publish-check/node-consumer: a plain Node ESM program using personalisation, http and auth, plus a
//     `tsc --noEmit` of a TypeScript file under NodeNext resolution (the published .d.ts files), at the newest peers
//     (the workspace's catalog); the README example of each package that runs in Node.js runs here too, as written;
//   - scripts/publish-check/cjs-consumer: a CommonJS program (require) and a `.cts` file type-checked under NodeNext,
//     at the lowest version of each peer range;
//   - scripts/publish-check/vite-consumer: a Vite + React app using detectors and tracking, built, served and
//     clicked through in Chromium, at the lowest React the peer ranges allow.
// Prints one line per check and ends with "N passed, N failed"; exit code 1 when any failed. Nothing outside a
// temporary folder is written: the registry, its storage, the npm config and the consumers all live there.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const work = mkdtempSync(path.join(tmpdir(), "visadesk-publish-"));
const { report, finish } = checkReport({ detailsOnFailure: true });
const children = [];
// The registry and the preview server never outlive this script, even when it dies early (a closed output pipe).
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
});
const debugOutput = [];

/** Runs a command to the end; its output is shown only when it fails. */
function run(title, command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, ...options.env },
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  if (process.env.PUBLISH_CHECK_DEBUG) console.log(output);
  return report(result.status === 0, title, output.split("\n").slice(-40).join("\n"));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** fetch, once more on a dropped connection: the registry closes idle keep-alive sockets while a step runs. */
async function request(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  children.push(child);
  debugOutput.push(`--- ${command}`);
  child.on("exit", () => debugOutput.push(`--- ${command} exited:\n${output}`));
  return { child, output: () => output };
}

/** The workspace's publishable packages (not private), by folder. */
function publishablePackages() {
  return readdirSync(path.join(root, "packages"))
    .map((dir) => ({
      ...JSON.parse(readFileSync(path.join(root, "packages", dir, "package.json"), "utf8")),
      dir: path.join(root, "packages", dir),
    }))
    .filter((manifest) => !manifest.private);
}

async function main() {
  const packages = publishablePackages();
  if (
    !run("every package builds (turbo run build:package)", bin("turbo"), [
      "run",
      "build:package",
      "--output-logs=errors-only",
    ])
  ) {
    return;
  }

  // The registry: our scope only, no uplink (everything else comes from the machine's usual registry).
  const port = await freePort();
  const registry = `http://127.0.0.1:${port}/`;
  const config = path.join(work, "verdaccio.yaml");
  writeFileSync(
    config,
    [
      `storage: ${path.join(work, "storage")}`,
      "auth:",
      "  htpasswd:",
      `    file: ${path.join(work, "htpasswd")}`,
      "packages:",
      '  "@visadesk/*":',
      "    access: $all",
      "    publish: $authenticated",
      "log: { type: stdout, format: pretty, level: warn }",
      "",
    ].join("\n"),
  );
  const verdaccio = start(bin("verdaccio"), ["--config", config, "--listen", `127.0.0.1:${port}`], {
    cwd: work,
  });
  if (
    !report(
      await waitFor(`${registry}-/ping`, 60_000),
      `Verdaccio answers at ${registry}`,
      verdaccio.output(),
    )
  )
    return;

  // A user and its token, as `npm adduser` would make them; kept in a userconfig of our own.
  const user = await request(`${registry}-/user/org.couchdb.user:release-check`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "release-check", password: "release-check-password-1" }),
  });
  const { token } = await user.json();
  const npmrc = path.join(work, "npmrc");
  writeFileSync(npmrc, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const registryEnv = { NPM_CONFIG_USERCONFIG: npmrc, npm_config_registry: registry };

  // Never a real registry: the check stops unless pnpm and npm both resolve the local one under this environment.
  for (const client of ["pnpm", "npm"]) {
    const configured = spawnSync(client, ["config", "get", "registry"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...registryEnv },
    }).stdout?.trim();
    if (!report(configured === registry, `${client} publishes to the local registry (${configured})`)) return;
  }

  // The release command refuses to guess a registry: with none named it builds and publishes nothing.
  const unnamed = spawnSync("pnpm", ["release", "--no-git-tag"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...registryEnv, VISADESK_REGISTRY: "" },
  });
  report(
    unnamed.status === 2 && /VISADESK_REGISTRY/.test(unnamed.stderr),
    "pnpm release without VISADESK_REGISTRY publishes nothing and says what to set",
    `${unnamed.stdout}${unnamed.stderr}`,
  );
  // The release command itself (its build is a cache hit now), into the local registry, as a release would run it;
  // no git tags in a check.
  run("pnpm release publishes every package to the registry", "pnpm", ["release", "--no-git-tag"], {
    env: { ...registryEnv, VISADESK_REGISTRY: registry },
  });
  for (const manifest of packages) {
    const answer = await request(`${registry}${manifest.name.replace("/", "%2f")}`);
    const document = answer.ok ? await answer.json() : {};
    report(
      document.versions?.[manifest.version] !== undefined,
      `${manifest.name}@${manifest.version} is in the registry`,
    );
  }

  await checkTarballs(packages, registryEnv);

  const versions = Object.fromEntries(packages.map((manifest) => [manifest.name, manifest.version]));
  const catalog = readCatalog();
  const lowest = lowestPeers(packages);
  const scopeRc = `@visadesk:registry=${registry}\n`;

  // The Node consumer, at the newest peers.
  const nodeDir = path.join(work, "node-consumer");
  cpSync(path.join(import.meta.dirname, "publish-check", "node-consumer"), nodeDir, { recursive: true });
  writeManifest(nodeDir, {
    dependencies: pick(versions, [
      "@visadesk/auth",
      "@visadesk/content",
      "@visadesk/contracts",
      "@visadesk/http",
      "@visadesk/personalisation",
    ]),
    // http's peer dependency, for its query client.
    peerless: {
      "@tanstack/react-query": catalog["@tanstack/react-query"],
      react: catalog.react,
      // The query client's types reach React's, as in any TypeScript project using it.
      "@types/react": catalog["@types/react"],
    },
  });
  writeFileSync(path.join(nodeDir, ".npmrc"), scopeRc);
  if (run("the Node consumer installs from the registry", "npm", installArgs(), { cwd: nodeDir })) {
    run(
      "the Node consumer runs on plain Node (no bundler, no TypeScript loader)",
      process.execPath,
      ["main.mjs"],
      {
        cwd: nodeDir,
      },
    );
    run("the published .d.ts type-check under NodeNext resolution", bin("tsc"), ["-p", "tsconfig.json"], {
      cwd: nodeDir,
    });
    await runReadmeExamples(nodeDir);
  }

  // The CommonJS consumer, at the lowest version of each peer range.
  const cjsDir = path.join(work, "cjs-consumer");
  cpSync(path.join(import.meta.dirname, "publish-check", "cjs-consumer"), cjsDir, { recursive: true });
  writeManifest(cjsDir, {
    type: "commonjs",
    dependencies: pick(versions, [
      "@visadesk/auth",
      "@visadesk/contracts",
      "@visadesk/http",
      "@visadesk/personalisation",
    ]),
    peerless: {
      "@tanstack/react-query": lowest["@tanstack/react-query"],
      react: lowest.react,
      "@types/react": lowest.react,
    },
  });
  writeFileSync(path.join(cjsDir, ".npmrc"), scopeRc);
  const lowestNames = Object.entries(lowest)
    .map(([name, version]) => `${name}@${version}`)
    .join(", ");
  if (
    run(`the CommonJS consumer installs at the lowest peers (${lowestNames})`, "npm", installArgs(), {
      cwd: cjsDir,
    })
  ) {
    run("the CommonJS consumer require()s the packages", process.execPath, ["main.cjs"], { cwd: cjsDir });
    run("the published .d.ts type-check from CommonJS under NodeNext", bin("tsc"), ["-p", "tsconfig.json"], {
      cwd: cjsDir,
    });
  }

  // The Vite + React consumer.
  const viteDir = path.join(work, "vite-consumer");
  cpSync(path.join(import.meta.dirname, "publish-check", "vite-consumer"), viteDir, { recursive: true });
  writeManifest(viteDir, {
    dependencies: pick(versions, ["@visadesk/detectors", "@visadesk/tracking"]),
    // The lowest React the packages' peer ranges allow.
    peerless: {
      react: lowest.react,
      "react-dom": lowest["react-dom"],
      vite: catalog.vite,
      "@vitejs/plugin-react": catalog["@vitejs/plugin-react"],
    },
  });
  writeFileSync(path.join(viteDir, ".npmrc"), scopeRc);
  if (
    !run(`the Vite consumer installs from the registry at react@${lowest.react}`, "npm", installArgs(), {
      cwd: viteDir,
    })
  ) {
    return;
  }
  if (
    !run("the Vite consumer builds", path.join(viteDir, "node_modules", ".bin", "vite"), ["build"], {
      cwd: viteDir,
    })
  ) {
    return;
  }
  const previewPort = await freePort();
  start(
    path.join(viteDir, "node_modules", ".bin", "vite"),
    ["preview", "--port", String(previewPort), "--strictPort"],
    {
      cwd: viteDir,
    },
  );
  const appUrl = `http://localhost:${previewPort}/?utm_source=consumer`;
  if (
    !report(await waitFor(`http://localhost:${previewPort}/`, 30_000), "the Vite consumer's build is served")
  )
    return;
  await checkInBrowser(appUrl);
}

/**
 * The tarballs as pnpm packs them (what `pnpm release` publishes): are-the-types-wrong finds every subpath's types
 * for Node's ESM resolution and bundlers, and they install and import into an empty project. `npm pack` must refuse:
 * it would pack the workspace's manifest, which does not install.
 *
 * attw runs with its node16 profile (no node10: these packages have `exports` only, as every current resolver reads)
 * and without its CJSResolvesToESM rule: Node.js 20.19 and newer require() an ES module, and TypeScript's NodeNext
 * types it, which the CommonJS consumer below proves by running.
 */
async function checkTarballs(packages, registryEnv) {
  const packs = path.join(work, "packs");
  mkdirSync(packs);
  const tarballs = [];
  for (const manifest of packages) {
    const packed = readdirSync(packs).length;
    // Without the npm_config_* variables that `pnpm test:all` hands down: npm reads them as its own settings, and
    // an inherited npm_config_user_agent of pnpm's made npm look like pnpm to the package's prepack.
    const npmEnv = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_config_")),
    );
    const npmPack = spawnSync("npm", ["pack", "--pack-destination", packs, "--loglevel=error"], {
      cwd: manifest.dir,
      encoding: "utf8",
      env: npmEnv,
    });
    report(
      npmPack.status !== 0 && readdirSync(packs).length === packed,
      `npm pack of ${manifest.name} refuses (its tarball would not install)`,
      `${npmPack.stdout}${npmPack.stderr}`,
    );
    const before = new Set(readdirSync(packs));
    if (
      !run(`pnpm pack of ${manifest.name}`, "pnpm", ["pack", "--pack-destination", packs], {
        cwd: manifest.dir,
      })
    ) {
      continue;
    }
    const tarball = readdirSync(packs).find((name) => !before.has(name));
    tarballs.push(path.join(packs, tarball));
    run(
      `are-the-types-wrong: ${manifest.name} is clean`,
      bin("attw"),
      [
        path.join(packs, tarball),
        "--profile",
        "node16",
        "--ignore-rules",
        "cjs-resolves-to-esm",
        "--format",
        "ascii",
        // Stylesheets have no types to find.
        ...Object.keys(manifest.publishConfig.exports)
          .filter((subpath) => subpath.endsWith(".css"))
          .flatMap((subpath) => ["--exclude-entrypoints", subpath]),
      ],
      { cwd: packs },
    );
  }

  // Installed from the tarballs themselves (their dependencies on each other from the local registry), every
  // JavaScript subpath imports in plain Node.
  const dir = path.join(work, "tarball-consumer");
  mkdirSync(dir);
  writeManifest(dir, {
    dependencies: Object.fromEntries(packages.map((manifest, i) => [manifest.name, `file:${tarballs[i]}`])),
    peerless: { react: readCatalog().react, "react-dom": readCatalog()["react-dom"] },
  });
  writeFileSync(path.join(dir, ".npmrc"), `@visadesk:registry=${registryEnv.npm_config_registry}\n`);
  if (!run("the packed tarballs install into an empty project", "npm", installArgs(), { cwd: dir })) return;
  const specifiers = packages.flatMap((manifest) =>
    Object.keys(manifest.publishConfig.exports)
      .filter((subpath) => !subpath.endsWith(".css"))
      .map((subpath) => `${manifest.name}${subpath.slice(1)}`),
  );
  const script = `for (const s of ${JSON.stringify(specifiers)}) await import(s);`;
  run(
    `every JavaScript subpath of the tarballs imports in Node.js (${specifiers.length})`,
    process.execPath,
    ["--input-type=module", "-e", script],
    { cwd: dir },
  );
}

/** Opens the built consumer app in Chromium: tracking reads the attribution, five quick clicks trip the detector. */
async function checkInBrowser(url) {
  const { chromium } = createRequire(path.join(root, "e2e", "package.json"))("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    const source = await page.getByTestId("source").textContent({ timeout: 10_000 });
    report(source === "source: consumer", `the app renders and tracking reads the attribution (${source})`);
    report(
      (await page.getByTestId("internal").textContent()) === "/crm is internal: true",
      "detectors' isInternalPath works in the app",
    );
    // The detector counts clicks that do nothing (a button is the visitor working): five on the heading trip it.
    await page.getByRole("button", { name: "Click me" }).click();
    const heading = page.getByRole("heading", { name: "Consumer app" });
    for (let i = 0; i < 5; i++) await heading.click();
    await page.getByTestId("impatient").getByText("impatient").waitFor({ timeout: 5_000 });
    report(true, "five quick clicks on the page make the click-spam detector call onImpatient");
    report(errors.length === 0, "the app throws no error in the browser", errors.join("\n"));
  } catch (error) {
    report(false, "the Vite consumer works in Chromium", String(error));
  } finally {
    await browser.close();
  }
}

function installArgs() {
  return ["install", "--no-audit", "--no-fund", "--loglevel=error", "--no-package-lock"];
}

function pick(object, keys) {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}

function writeManifest(dir, { dependencies, peerless, type = "module" }) {
  const manifest = {
    name: path.basename(dir),
    private: true,
    type,
    dependencies: { ...dependencies, ...peerless },
  };
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The lowest version of each peer range of the packages (`^19.0.0` -> `19.0.0`); the ranges must all agree. */
function lowestPeers(packages) {
  const lowest = {};
  for (const manifest of packages) {
    for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
      const version = /^\^(\d+\.\d+\.\d+)$/.exec(range)?.[1];
      if (!version) throw new Error(`${manifest.name}: peer ${name} ${range} is not a caret range`);
      if (lowest[name] && lowest[name] !== version) {
        throw new Error(
          `${manifest.name}: peer ${name} ${range} disagrees with another package's (${lowest[name]})`,
        );
      }
      lowest[name] = version;
    }
  }
  return lowest;
}

/**
 * Each package README's example that runs in Node.js, exactly as written there (TypeScript, which Node.js runs by
 * stripping the types), against a stand-in of the product at the address the examples use. The examples of
 * detectors, tracking and ui are React components for a browser: the Vite consumer uses the same APIs.
 */
const NODE_EXAMPLES = ["auth", "content", "contracts", "http", "personalisation"];
const EXAMPLE_ORIGIN = "http://localhost:3000";

async function runReadmeExamples(dir) {
  const server = createHttpServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.url === "/api/auth/me") {
      response.statusCode = 401;
      response.end(JSON.stringify({ error: { code: "unauthorized", message: "Sign in first" } }));
    } else {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { code: "invalid", message: "Phone is required" } }));
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const name of NODE_EXAMPLES) {
      const readme = readFileSync(path.join(root, "packages", name, "README.md"), "utf8");
      const example = /## Example\s+```ts\n([\s\S]*?)\n```/.exec(readme)?.[1];
      if (!report(example !== undefined, `packages/${name}/README.md has a TypeScript example`)) continue;
      const file = path.join(dir, `readme-${name}.mts`);
      writeFileSync(file, example.replaceAll(EXAMPLE_ORIGIN, origin));
      await runAsync(`the README example of @visadesk/${name} runs in Node.js`, process.execPath, [file], {
        cwd: dir,
      });
    }
  } finally {
    server.close();
  }
}

/** As run(), without blocking this process (the examples talk to a server it serves). */
function runAsync(title, command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) =>
      resolve(report(code === 0, title, output.trim().split("\n").slice(-40).join("\n"))),
    );
  });
}

/** The versions pnpm-workspace.yaml's catalog pins, so that the consumers use what the workspace tests against. */
function readCatalog() {
  const text = readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8");
  const block = text.split(/^catalog:\s*$/m)[1] ?? "";
  const catalog = {};
  for (const line of block.split("\n")) {
    if (/^\S/.test(line)) break;
    const match = /^\s+"?([^":]+)"?:\s*(\S+)\s*$/.exec(line);
    if (match) catalog[match[1]] = match[2];
  }
  return catalog;
}

try {
  await main();
} catch (error) {
  report(
    false,
    "the publish check ran to its end",
    `${error?.stack ?? error}${error?.cause ? `\n${error.cause}` : ""}`,
  );
  if (process.env.PUBLISH_CHECK_DEBUG) console.log(debugOutput.join("\n"));
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
finish();
