// The API document's check (docs/decisions/034): the document `GET /api/openapi.json` serves is what a client generator
// needs (shared components by $ref, the session cookie scheme, servers, an operationId per operation, typed path
// parameters, each error status with the error body), Redocly's lint (recommended rules, warnings as errors) finds
// nothing, and a client generated from it by openapi-typescript type-checks with tsc in strict mode.
// Prints one line per check and "N passed, N failed"; exit code 1 when any failed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

const root = path.resolve(import.meta.dirname, "..");
const apiDir = path.join(root, "apps", "api");
const bin = (name) => path.join(apiDir, "node_modules", ".bin", name);

const { report, finish } = checkReport({ detailsOnFailure: true });
function run(command, args, cwd = apiDir) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, stdout: result.stdout ?? "", output: `${result.stdout}${result.stderr}` };
}

const scratch = mkdtempSync(path.join(tmpdir(), "visadesk-check-openapi-"));
try {
  const printed = run(process.execPath, ["--import", "tsx", "src/routes/print-openapi.ts"]);
  report(printed.ok, "the API document is generated from the routes' contracts", printed.output.slice(-2000));
  const documentFile = path.join(scratch, "openapi.json");
  writeFileSync(documentFile, printed.stdout);
  const document = JSON.parse(printed.stdout || "{}");
  const operations = Object.entries(document.paths ?? {}).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ url, method, operation })),
  );

  const ids = operations.map(({ operation }) => operation.operationId);
  report(
    operations.length > 0 && ids.every(Boolean) && new Set(ids).size === ids.length,
    `every one of ${operations.length} operations has its own operationId`,
  );
  const refs = JSON.stringify(document.paths ?? {}).match(/"\$ref":"#\/components\/schemas\/[^"]+"/g) ?? [];
  report(
    Object.keys(document.components?.schemas ?? {}).length > 10 && refs.length > operations.length / 2,
    `bodies and answers are shared components (${Object.keys(document.components?.schemas ?? {}).length} schemas, ${refs.length} $refs from the paths)`,
  );
  const scheme = document.components?.securitySchemes?.session;
  const signedIn = operations.filter(({ operation }) => operation["x-access"] !== "public");
  report(
    scheme?.type === "apiKey" &&
      scheme.in === "cookie" &&
      signedIn.every(({ operation }) => operation.security?.[0]?.session),
    `the session cookie is the security scheme of the ${signedIn.length} operations that need a session`,
  );
  report(Array.isArray(document.servers) && document.servers.length > 0, "the document names its server");
  const pathParams = operations.flatMap(({ operation }) =>
    (operation.parameters ?? []).filter((parameter) => parameter.in === "path"),
  );
  const untyped = pathParams.filter(({ schema }) => !schema.format && !schema.pattern && !schema.enum);
  report(
    pathParams.length > 0 && untyped.length === 0,
    `every path parameter is typed (${pathParams.filter(({ schema }) => schema.format === "uuid").length} of ${pathParams.length} uuid)`,
    untyped.map(({ name }) => name).join(", "),
  );
  const badErrors = operations.flatMap(({ url, method, operation }) =>
    Object.entries(operation.responses)
      .filter(([status]) => Number(status) >= 400)
      // A health route's 503 says why in its own body, which its contract declares (docs/decisions/041).
      .filter(
        ([status, response]) => !(status === "503" && response.content?.["application/json"]?.schema?.$ref),
      )
      .filter(([, response]) => !String(response.$ref ?? "").startsWith("#/components/responses/Error"))
      .map(([status]) => `${method} ${url} ${status}`),
  );
  const errorStatuses = operations.flatMap(({ operation }) =>
    Object.keys(operation.responses).filter((status) => Number(status) >= 400),
  );
  report(
    badErrors.length === 0 &&
      errorStatuses.length >= operations.length * 2 &&
      operations.every(({ operation }) => !("default" in operation.responses)),
    `each error status (${errorStatuses.length} in all) answers with the error body, none left as "default"`,
    badErrors.join("\n"),
  );

  const linted = run(bin("redocly"), ["lint", documentFile, "--config", path.join(apiDir, "redocly.yaml")]);
  report(
    linted.ok,
    "Redocly lint (recommended-strict) finds no problem",
    linted.output.replace(/.*[║╔╚].*\n/g, ""),
  );

  const schemaFile = path.join(scratch, "schema.d.ts");
  const generated = run(process.execPath, [
    path.join(root, "scripts", "openapi-typescript-on-ts5.mjs"),
    documentFile,
    "--output",
    schemaFile,
  ]);
  report(generated.ok, "openapi-typescript generates the client's types", generated.output);
  writeFileSync(
    path.join(scratch, "client.ts"),
    `import type { components, operations, paths } from "./schema.js";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;
type Lead = Json<paths["/api/leads/{id}"]["get"]["responses"][200]>;
type NewLead = Json<paths["/api/leads"]["post"]["requestBody"]>;
type ApiError = components["schemas"]["ApiError"];

/** A typed call of one operation, as a generated client would make it. */
export async function getLead(origin: string, id: operations["getLeadsById"]["parameters"]["path"]["id"]): Promise<Lead> {
  const response = await fetch(new URL(\`/api/leads/\${encodeURIComponent(id)}\`, origin), { credentials: "include" });
  if (!response.ok) {
    const failure = (await response.json()) as Json<paths["/api/leads/{id}"]["get"]["responses"][404]>;
    const error: ApiError = failure;
    throw new Error(\`\${error.error.code}: \${error.error.message}\`);
  }
  return (await response.json()) as Lead;
}

export const draft: NewLead = {
  name: "Asha Sharma",
  phone: "+91 98765 43210",
  destinationCountry: "CA",
  visaType: "student",
};
export const leadName = (lead: Lead): string => lead.name;
`,
  );
  const compiled = run(
    bin("tsc"),
    [
      "--noEmit",
      "--strict",
      "--target",
      "es2022",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--lib",
      "es2022,dom",
      "--skipLibCheck",
      "client.ts",
    ],
    scratch,
  );
  report(compiled.ok, "a client on the generated types type-checks (tsc --strict)", compiled.output);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

finish();
