// The reference of bench/api-same-sql: a minimal Fastify + postgres.js server that answers each of its routes by
// running the statements the API ran for that request, captured from the API itself (the same text and parameters,
// prepared as the API prepares them), and sending the rows as JSON. No session, no permission, no shaping of rows, no
// log: what is left of the API's time per request beside this is the product's own work.
//
// `node bench/api/same-sql-server.mjs <routes.json>`; DATABASE_URL, PORT, POOL_SIZE from the environment. The file
// maps a path to its statements: `{ "/staff-page": [{ "text": "...", "params": [...] }] }`. A parameter may name a
// part of the request instead of a value: `{ "fromBody": "phone" }` (a field of the JSON body),
// `{ "fresh": "reference" }` (a new enquiry reference), `{ "replace": "<text>", "in": "<value>", "with": "ip" }`.
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Fastify and postgres.js from the API's own dependencies, so that the reference runs the same versions.
const fromApi = createRequire(path.resolve(import.meta.dirname, "../../apps/api/package.json"));
const { default: Fastify } = await import(fromApi.resolve("fastify"));
const { default: postgres } = await import(fromApi.resolve("postgres"));

const routes = JSON.parse(readFileSync(process.argv[2], "utf8"));
const sql = postgres(process.env.DATABASE_URL, { max: Number(process.env.POOL_SIZE ?? 10) });
const app = Fastify({ logger: false, trustProxy: ["127.0.0.1"] });

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const freshReference = () => `VD-${Array.from({ length: 8 }, () => CROCKFORD[randomInt(32)]).join("")}`;

/** A parameter's value for this request. */
function parameterOf(param, request) {
  if (param === null || typeof param !== "object") return param;
  if ("fromBody" in param) return request.body?.[param.fromBody] ?? null;
  if ("fresh" in param) return freshReference();
  if ("replace" in param) return param.in.replace(param.replace, request.ip);
  return param;
}

for (const [route, statements] of Object.entries(routes)) {
  const method = statements.some((statement) => statement.post) ? "POST" : "GET";
  app.route({
    method,
    url: route,
    handler: async (request) => {
      let rows = [];
      for (const statement of statements)
        rows = await sql.unsafe(
          statement.text,
          statement.params.map((param) => parameterOf(param, request)),
          { prepare: true },
        );
      return rows;
    },
  });
}

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.stdout.write("listening\n");
process.once("SIGTERM", async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
