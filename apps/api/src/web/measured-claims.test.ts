import { writeFileSync } from "node:fs";
import path from "node:path";
import { MIN_DECIDED_FOR_CLAIM } from "@visadesk/contracts/dashboards";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import { type CallOptions, call, login, useTestServer } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";
import { LABELS_REFRESH_MS } from "#web/country-labels-html.ts";

// The public site's success rates and its refusal-appeal claim come from the consultancy's own decided cases when
// there are enough (MIN_DECIDED_FOR_CLAIM in the last 24 months, decision 031), and say from how many and when; else
// the label staff keep (flagged when stale) and the site's claimed 95% (docs/behaviours/public-site.md#who-it-is-for).
// Through the server's page filling, as visitors get the prerendered home page. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

// The home page as the marketing build writes it (the parts that matter here).
const PAGE =
  `<!doctype html><html lang="en-IN"><body>` +
  `<script type="application/json" id="country-labels">[]</script>` +
  `<script type="application/json" id="measured-claims">{"value":"95%","basis":""}</script>` +
  `<div id="root" data-prerendered="/">` +
  `<span data-claim="appeal-success.value" class="block">95%</span>` +
  `<span data-claim="appeal-success.basis" class="block"></span>` +
  `<dd><span data-country-label="GB.successRate">96%</span>` +
  `<span data-country-label="GB.successBasis">Our estimate</span></dd>` +
  `<dd><span data-country-label="CA.successRate">91%</span>` +
  `<span data-country-label="CA.successBasis">Our estimate</span></dd>` +
  `</div></body></html>`;

const web = createWebFixture();
writeFileSync(path.join(web.marketingDir, "index.html"), PAGE);

describe("public claims from measured results", () => {
  const server = useTestServer({
    web,
    config: (base) => ({
      ...base,
      auth: { ...base.auth, idleTimeoutMs: 10 ** 12, absoluteTimeoutMs: 10 ** 12 },
    }),
  });
  let cookie = "";
  let customerId = "";
  let phone = 60_000;
  async function api(options: CallOptions) {
    const response = await call(server.app, { cookie, ...options });
    expect(response.statusCode, `${options.method ?? "GET"} ${options.url}: ${response.body}`).toBeLessThan(
      300,
    );
    return response.json();
  }
  const post = (url: string, body: object = {}) => api({ method: "POST", url, body });
  /** A case for the customer, filed and decided today. */
  async function decided(country: string, decision: "approved" | "refused"): Promise<string> {
    const opened = await post("/api/cases", { customerId, destinationCountry: country, visaType: "visitor" });
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${opened.id}/status`, caseStatusBody(status));
    await post(`/api/cases/${opened.id}/decision`, {
      decision,
      ...(decision === "refused" ? { reasonCode: "weak_home_ties" } : {}),
    });
    return opened.id;
  }
  /** An appeal of a new refused application, decided today. */
  async function appeal(decision: "approved" | "refused") {
    const refused = await decided("FR", "refused");
    const started = await post(`/api/cases/${refused}/appeal`, {});
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${started.id}/status`, caseStatusBody(status));
    await post(`/api/cases/${started.id}/decision`, {
      decision,
      ...(decision === "refused" ? { reasonCode: "weak_home_ties" } : {}),
    });
  }
  async function home(): Promise<string> {
    server.clock.advance(LABELS_REFRESH_MS);
    const response = await call(server.app, { url: "/" });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  beforeAll(async () => {
    // 28 November 2026: the seed labels (checked 2 June 2025) are stale.
    server.clock.advance(Date.parse("2026-11-28T06:00:00.000Z") - server.clock.now().getTime());
    cookie = await login(server.app, "admin");
    phone += 1;
    const lead = await post("/api/leads", {
      name: "Measured Client",
      phone: `+91 98200 ${phone}`,
      destinationCountry: "GB",
      visaType: "visitor",
    });
    await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${lead.id}/convert`, { feeInr: 30_000 });
    customerId = (await post(`/api/deals/${dealId}/win`, {})).customerId;
  });

  it("shows staff's label, flagged stale, and the documented appeal claim while too few cases are decided", async () => {
    for (let i = 0; i < MIN_DECIDED_FOR_CLAIM - 1; i++) await decided("GB", i === 0 ? "refused" : "approved");
    for (let i = 0; i < MIN_DECIDED_FOR_CLAIM - 1; i++) await appeal(i < 2 ? "refused" : "approved");
    const html = await home();
    expect(html).toContain('<span data-country-label="GB.successRate">96%</span>');
    expect(html).toContain('<span data-country-label="GB.successBasis">Our estimate, due for a check</span>');
    expect(html).toContain('<span data-claim="appeal-success.value" class="block">95%</span>');
    expect(html).toContain('<span data-claim="appeal-success.basis" class="block"></span>');
  });

  it("measures them from the consultancy's decided cases once there are enough, and says from how many and when", async () => {
    await decided("GB", "approved"); // 9 approved of 10
    await appeal("approved"); // 8 approved of 10 appeals (their refused applications count for France)
    const html = await home();
    expect(html).toContain('<span data-country-label="GB.successRate">90%</span>');
    expect(html).toContain(
      '<span data-country-label="GB.successBasis">From 10 decided applications, 29 Nov 2024 – 28 Nov 2026</span>',
    );
    // Canada has no decided case: staff's label, stale.
    expect(html).toContain('<span data-country-label="CA.successRate">91%</span>');
    expect(html).toContain('<span data-claim="appeal-success.value" class="block">80%</span>');
    expect(html).toContain(
      '<span data-claim="appeal-success.basis" class="block">From 10 decided appeals, 29 Nov 2024 – 28 Nov 2026</span>',
    );
    // The browser hydrates from the blocks: the same figures.
    expect(html).toContain(
      '<script type="application/json" id="measured-claims">{"value":"80%","basis":"From 10 decided appeals, 29 Nov 2024 – 28 Nov 2026"}</script>',
    );
    expect(html).toContain('"code":"GB","successRate":"90%"');
    // The investors' page compares its measured appeal rate with what the site claims: the same 80%.
    const investor = await api({ url: "/api/dashboards/investor", cookie: await login(server.app, "ceo") });
    expect(investor.appeals.claimedRate).toBeCloseTo(0.8);
    // Staff see which rate the site shows, and their own.
    const { labels } = await api({ url: "/api/country-labels" });
    expect(labels.find((l: { code: string }) => l.code === "GB")).toMatchObject({
      successRate: "96%",
      stale: true,
      measured: { successRate: "90%", basis: "From 10 decided applications, 29 Nov 2024 – 28 Nov 2026" },
    });
  });
});
