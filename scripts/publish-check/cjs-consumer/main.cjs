// A CommonJS program that uses the published packages with require(), as an older Node.js codebase would: the
// packages are ES modules, reached through their `default` export condition (require of an ES module, Node.js 20.19+).
// scripts/check-publish.mjs installs it at the lowest versions of the peer dependencies and runs it.
const assert = require("node:assert/strict");
const { can, scopeFor } = require("@visadesk/auth/permissions");
const { ROLES } = require("@visadesk/auth/roles");
const { matchRoute } = require("@visadesk/contracts/routes");
const { ApiError, createQueryClient } = require("@visadesk/http");
const { personaliseLanding } = require("@visadesk/personalisation");

assert.deepEqual([...ROLES], ["ceo", "admin", "staff", "investor", "customer"]);
assert.equal(can({ role: "staff" }, "records.work"), true);
assert.equal(scopeFor({ role: "staff" }, "records.work"), "assigned");
assert.deepEqual(matchRoute("/webcrmpanel"), { app: "crm", notFound: false });
assert.equal(typeof ApiError, "function");
// The query client of the lowest @tanstack/react-query the peer range allows.
assert.equal(createQueryClient().getDefaultOptions().queries?.staleTime, 30_000);
assert.equal(
  personaliseLanding({ url: "https://example.com/?q=uk+visa+refused+appeal" }).isVisaRefusal,
  true,
);
console.log("the CommonJS consumer works");
