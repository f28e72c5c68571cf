// Prints the API's OpenAPI document (what `GET /api/openapi.json` serves) to standard output, from a server on an
// in-memory database; scripts/check-openapi.mjs lints it and type-checks a client generated from it.
import { configFromEnv } from "#config.ts";
import { parseEnv } from "#env.ts";
import { apiDocument } from "#routes/openapi.ts";
import { createServer } from "#server.ts";
import packageJson from "../../package.json" with { type: "json" };

const config = configFromEnv(parseEnv({ WEB_APPS: "false", LOG_LEVEL: "silent" }), packageJson.version);
const app = await createServer({
  ...config,
  database: { kind: "pglite", dataDir: undefined },
  auth: { ...config.auth, credentialsFile: null },
});
try {
  await app.ready();
  process.stdout.write(`${JSON.stringify(apiDocument(app, packageJson.version), null, 2)}\n`);
} finally {
  await app.close();
}
