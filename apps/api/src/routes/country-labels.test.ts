import { writeFileSync } from "node:fs";
import path from "node:path";
import { STALE_SLOT_TEXT } from "@visadesk/content/country-labels";
import { describe, expect, it } from "vitest";
import { countryLabels } from "#db/schema.ts";
import { call, login, useTestServer } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";
import { LABELS_REFRESH_MS } from "#web/country-labels-html.ts";

// A destination page as the marketing build writes it: marked label values and the JSON block.
const PAGE = `<!doctype html><html><body><script type="application/json" id="country-labels">[]</script><div id="root" data-prerendered="/visa/united-kingdom"><dd><span data-country-label="GB.slotAvailability">Slots this week</span></dd><time data-country-label="GB.checkedOn" dateTime="2025-06-02">2 June 2025</time></div></body></html>`;

const web = createWebFixture();
writeFileSync(path.join(web.marketingDir, "index.html"), PAGE.replace("/visa/united-kingdom", "/"));
const ukDir = path.join(web.marketingDir, "visa", "united-kingdom");
await import("node:fs").then((fs) => fs.mkdirSync(ukDir, { recursive: true }));
writeFileSync(path.join(ukDir, "index.html"), PAGE);

const BODY = { successRate: "97%", slotAvailability: "Slots next week", biometricWait: "2-4 days" };

describe("the country labels API", () => {
  const server = useTestServer({ web });
  const app = () => server.app;
  const put = (cookie: string, code: string, body: object) =>
    call(app(), { method: "PUT", url: `/api/country-labels/${code}`, cookie, body });

  it("seeds the 17 destinations from the content package and shows them to staff", async () => {
    const cookie = await login(app(), "staff1");
    const response = await call(app(), { url: "/api/country-labels", cookie });
    expect(response.statusCode).toBe(200);
    const labels = response.json().labels;
    expect(labels).toHaveLength(17);
    expect(labels[0]).toEqual({
      code: "GB",
      successRate: "96%",
      slotAvailability: "Slots this week",
      biometricWait: "3-5 days",
      checkedOn: "2025-06-02",
      checkedBy: null,
      stale: false,
      measured: null,
    });
  });

  it("lets neither visitors nor staff change a label", async () => {
    expect((await call(app(), { url: "/api/country-labels" })).statusCode).toBe(401);
    const cookie = await login(app(), "staff1");
    expect((await put(cookie, "GB", BODY)).statusCode).toBe(403);
  });

  it("refuses bad figures naming the field, and unknown countries, writing nothing", async () => {
    const cookie = await login(app(), "admin");
    const bad = await put(cookie, "GB", { ...BODY, successRate: "very high" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ successRate: "must be a percentage such as 96%" });
    const markup = await put(cookie, "GB", { ...BODY, slotAvailability: "<b>now</b>" });
    expect(markup.statusCode).toBe(400);
    expect((await put(cookie, "IN", BODY)).statusCode).toBe(404);
    const rows = await app().database.db.select().from(countryLabels);
    expect(rows.find((row) => row.code === "GB")?.successRate).toBe("96%");
    expect(rows.find((row) => row.code === "IN")).toBeUndefined();
  });

  it("dates a saved label today (India) with who checked it, and serves it in the page within the refresh time", async () => {
    // Before the change: the page is served once, so the server holds the seed labels.
    const before = await call(app(), { url: "/visa/united-kingdom" });
    expect(before.body).toContain(">Slots this week</span>");
    server.clock.advance(14 * 3_600_000); // 2025-01-06 23:00 UTC: already 7 January in India
    const cookie = await login(app(), "admin");
    const saved = await put(cookie, "gb", BODY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      code: "GB",
      ...BODY,
      checkedOn: "2025-01-07",
      checkedBy: "Admin",
      stale: false,
      measured: null,
    });

    server.clock.advance(LABELS_REFRESH_MS);
    for (const url of ["/visa/united-kingdom", "/"]) {
      const page = await call(app(), { url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<span data-country-label="GB.slotAvailability">Slots next week</span>');
      expect(page.body).toContain(
        '<time data-country-label="GB.checkedOn" dateTime="2025-01-07">7 January 2025</time>',
      );
      const block = /id="country-labels">(.*?)<\/script>/.exec(page.body)?.[1] ?? "[]";
      expect(JSON.parse(block)[0]).toMatchObject({
        code: "GB",
        slotAvailability: "Slots next week",
        stale: false,
      });
    }
  });

  it("shows a label unchecked for over 30 days as stale to staff, and to visitors without its 'this week' claim", async () => {
    const cookie = await login(app(), "admin");
    await put(cookie, "GB", { ...BODY, slotAvailability: "Slots this week" });
    server.clock.advance(31 * 86_400_000 + LABELS_REFRESH_MS);
    const staff = await call(app(), { url: "/api/country-labels", cookie: await login(app(), "staff1") });
    expect(staff.json().labels[0]).toMatchObject({
      code: "GB",
      slotAvailability: "Slots this week",
      stale: true,
    });
    const page = await call(app(), { url: "/visa/united-kingdom" });
    expect(page.body).toContain(`<span data-country-label="GB.slotAvailability">${STALE_SLOT_TEXT}</span>`);
    const block = /id="country-labels">(.*?)<\/script>/.exec(page.body)?.[1] ?? "[]";
    expect(JSON.parse(block)[0]).toMatchObject({
      code: "GB",
      slotAvailability: STALE_SLOT_TEXT,
      stale: true,
    });
  });
});
