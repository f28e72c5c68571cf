import { expect, type Page, type Request, test } from "@playwright/test";
import { E2E_ANALYTICS_IDS, vendorOrigin } from "../support/vendor-port.ts";

// Tracking (docs/behaviours/tracking.md) against the built product, with the vendors' scripts served by
// support/vendor-stand-in.mjs.
const LANDING = "/?q=uk+visa+refusal&utm_source=google&utm_campaign=appeals&gclid=E2E-CLICK-42";

/** Every request the page makes to the stand-in vendor origin, in the order the page made them. */
function recordVendorRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (request: Request) => {
    if (request.url().startsWith(vendorOrigin())) seen.push(new URL(request.url()));
  });
  return seen;
}

/** The page views GA received (the stand-in's gtag.js reports each one to /collect). */
function gaPageViews(requests: URL[]): string[] {
  return requests
    .filter((url) => url.pathname === "/collect")
    .filter((url) => url.searchParams.get("v") === "ga" && url.searchParams.get("en") === "page_view")
    .map((url) => url.searchParams.get("dp") ?? "");
}

test("no analytics request before the first interaction; the queued page view arrives after it", async ({
  page,
}) => {
  const requests = recordVendorRequests(page);
  await page.clock.install();
  await page.goto(LANDING);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A long wait without any interaction: timers and idle callbacks all get their chance, and nothing loads.
  await page.clock.runFor(20_000);
  const beforeInteraction = await page.evaluate((origin) => {
    const scripts = Array.from(document.scripts).filter((script) => script.src.startsWith(origin)).length;
    const resources = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.startsWith(origin)).length;
    return { scripts, resources, hasDataLayer: "dataLayer" in window };
  }, vendorOrigin());
  expect(beforeInteraction).toEqual({ scripts: 0, resources: 0, hasDataLayer: false });
  expect(requests).toEqual([]);

  // The first interaction (a key press), then the idle callback (3 s at the latest).
  await page.keyboard.press("Shift");
  await page.clock.runFor(3_000);

  await expect.poll(() => gaPageViews(requests)).toEqual([LANDING]);
  const scripts = requests
    .filter((url) => url.pathname !== "/collect")
    .map((url) => `${url.pathname}${url.search}`);
  expect(scripts.sort()).toEqual(
    [
      `/gtag/js?id=${E2E_ANALYTICS_IDS.gaId}`,
      `/gtm.js?id=${E2E_ANALYTICS_IDS.gtmId}`,
      `/tag/${E2E_ANALYTICS_IDS.clarityId}`,
    ].sort(),
  );
  const pageView = requests.find(
    (url) => url.searchParams.get("v") === "ga" && url.searchParams.get("en") === "page_view",
  );
  expect(new URL(pageView?.searchParams.get("dl") ?? "").pathname).toBe("/");
  // Tag Manager gets the same page view.
  await expect
    .poll(
      () =>
        requests.filter(
          (url) => url.searchParams.get("v") === "gtm" && url.searchParams.get("en") === "page_view",
        ).length,
    )
    .toBe(1);
});

test("a second visit to the same address adds no page view", async ({ page }) => {
  const requests = recordVendorRequests(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Shift");
  await expect.poll(() => gaPageViews(requests)).toEqual(["/"]);

  // Client-side navigation to a new address: one more page view.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => gaPageViews(requests)).toEqual(["/", "/blog"]);

  // Back to the home page, then on to a third address: the third page view proves the page kept reporting, and the
  // home page is still counted once.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => gaPageViews(requests)).toEqual(["/", "/blog", "/privacy-policy"]);
});

test("the landing's attribution is kept for the visit in sessionStorage", async ({ page }) => {
  await page.goto(LANDING);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.reload();
  const stored = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem("visadesk.attribution") ?? "null"),
  );
  expect(stored).toEqual({
    q: "uk visa refusal",
    utm_source: "google",
    utm_campaign: "appeals",
    gclid: "E2E-CLICK-42",
  });
});

test("internal CRM pages load no analytics, even after interaction", async ({ page }) => {
  const requests = recordVendorRequests(page);
  await page.clock.install();
  await page.goto("/webcrmpanel");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await page.keyboard.press("Shift");
  await page.mouse.wheel(0, 400);
  await page.clock.runFor(10_000);
  const loaded = await page.evaluate(
    (origin) =>
      performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith(origin)).length,
    vendorOrigin(),
  );
  expect(loaded).toBe(0);
  expect(requests).toEqual([]);
});
