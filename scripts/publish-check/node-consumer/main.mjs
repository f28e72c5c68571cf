// A plain Node ESM program that uses three published packages exactly as a user would: installed from a registry,
// no bundler, no TypeScript loader. scripts/check-publish.mjs installs and runs it; any failure exits non-zero.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { can } from "@visadesk/auth/permissions";
import { isRole, ROLES } from "@visadesk/auth/roles";
import { ApiError, apiRequest } from "@visadesk/http";
import { parseUrlKeywords, personaliseLanding } from "@visadesk/personalisation";

// personalisation (and, through it, @visadesk/content's countries and claims)
const landing = personaliseLanding({ url: "https://example.com/?q=uk+visa+refused+appeal" });
assert.equal(landing.heroTitle, "UK visa refused? Appeal with 95% success");
assert.equal(landing.isVisaRefusal, true);
assert.equal(parseUrlKeywords("canada student visa").detectedCountry, "CA");

// auth
assert.deepEqual([...ROLES], ["ceo", "admin", "staff", "investor", "customer"]);
assert.equal(isRole("admin"), true);
assert.equal(can({ role: "admin" }, "records.work"), true);
assert.equal(can({ role: "customer" }, "records.work"), false);

// http, against a real local server
const server = createServer((request, response) => {
  response.setHeader("content-type", "application/json");
  if (request.url === "/ok") {
    response.end(JSON.stringify({ ok: true }));
  } else {
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { code: "not_found", message: "No such thing" } }));
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
try {
  assert.deepEqual(await (await apiRequest("GET", `${base}/ok`)).json(), { ok: true });
  await assert.rejects(apiRequest("GET", `${base}/missing`), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 404);
    return true;
  });
} finally {
  server.close();
}

console.log("node consumer: personalisation, http and auth work as installed from the registry");
