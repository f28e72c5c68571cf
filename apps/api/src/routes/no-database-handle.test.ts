import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript5";
import { describe, expect, it } from "vitest";

// Routes reach the data through the services only (decision 047): `createServer` builds every service once from the
// configuration and the database, and a route takes its own from `app.services`. Biome already refuses a `db/` import
// in a route; this check refuses the rest of the ways a route could hold the database or wire a service of its own: it
// reads TypeScript's syntax tree (TypeScript 5's compiler API, which the native TypeScript 7 lacks), so comments and
// strings never trip it and no spelling of the property slips through.

const ROUTES = import.meta.dirname;
const SRC = join(ROUTES, "..");
/** The folders that register routes: the API's, and the built apps' pages (`web/`). */
const ROUTE_FOLDERS = ["routes", "web"];

/** One place a route reaches past its services. */
interface Finding {
  /** `routes/file.ts:line`, from the source folder. */
  at: string;
  what: string;
}

/** A name that builds a service (`createLeadService`, `createCrmServices`): `createServer` alone calls these. */
const SERVICE_FACTORY = /^create\w*Services?$/;

/** Whether `node` is the name `database` however it is spelled (`a.database`, `a["database"]`, `{ database }`). */
function namesDatabase(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isIdentifier(node) || ts.isStringLiteralLike(node)) return node.text === "database";
  if (ts.isLiteralTypeNode(node)) return namesDatabase(node.literal);
  return false;
}

function calledName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Every place in `source` (named `file`) that reads a `database` or builds a service. */
function reachesPastServices(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, what: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    findings.push({ at: `${file}:${line}`, what });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && namesDatabase(node.name)) report(node, "reads .database");
    else if (ts.isElementAccessExpression(node) && namesDatabase(node.argumentExpression))
      report(node, 'reads ["database"]');
    else if (ts.isIndexedAccessTypeNode(node) && namesDatabase(node.indexType))
      report(node, 'types ["database"]');
    else if (ts.isBindingElement(node) && namesDatabase(node.propertyName ?? node.name))
      report(node, "destructures database");
    else if (ts.isCallExpression(node) && SERVICE_FACTORY.test(calledName(node) ?? ""))
      report(node, `builds a service (${calledName(node)})`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

/** The route files (tests aside: they may open the database to arrange and check what a route did). */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const nameOf = (path: string) => relative(SRC, path).replaceAll("\\", "/");

describe("routes reach the data through their services", () => {
  it("no route reads a database handle or builds a service", () => {
    const findings = ROUTE_FOLDERS.flatMap((folder) => routeFiles(join(SRC, folder))).flatMap((path) =>
      reachesPastServices(nameOf(path), readFileSync(path, "utf8")),
    );
    // Each line names the file and line, so the message says where to look.
    expect(findings.map(({ at, what }) => `${at} ${what}`)).toEqual([]);
  });

  it("finds each way a route could reach past its services, planted in a copy of a real route", () => {
    const real = readFileSync(join(ROUTES, "audit.ts"), "utf8");
    expect(reachesPastServices("routes/audit.ts", real)).toEqual([]);

    const anchor = "  const { audit } = app.services;\n";
    expect(real).toContain(anchor);
    const planted = [
      "  const raw = app.database.db;",
      "  const { database } = app;",
      "  const { database: handle } = app;",
      '  const kind = app["database"].kind;',
      '  let later: FastifyInstance["database"] | undefined;',
      "  const leads = createLeadService(raw);",
      "  const crm = wiring.createCrmServices(raw);",
    ];
    const copy = real.replace(anchor, `${anchor}${planted.join("\n")}\n`);
    const first = real.slice(0, real.indexOf(anchor)).split("\n").length + 1;
    const line = (n: number) => `routes/planted.ts:${first + n}`;

    expect(reachesPastServices("routes/planted.ts", copy)).toEqual([
      { at: line(0), what: "reads .database" },
      { at: line(1), what: "destructures database" },
      { at: line(2), what: "destructures database" },
      { at: line(3), what: 'reads ["database"]' },
      { at: line(4), what: 'types ["database"]' },
      { at: line(5), what: "builds a service (createLeadService)" },
      { at: line(6), what: "builds a service (createCrmServices)" },
    ]);
  });

  it("is not tripped by the word in a comment, a string or a configuration key", () => {
    const source = [
      "// app.database.db is never read here",
      'const summary = "Whether the server and its database answer";',
      'const config = { database: { kind: "pglite" } };',
      "const { databaseState } = health;",
    ].join("\n");
    expect(reachesPastServices("routes/words.ts", source)).toEqual([]);
  });
});
