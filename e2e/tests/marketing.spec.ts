import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The marketing site (docs/behaviours/public-site.md) on the built product: every public route, the splash's timings on
// Playwright's clock, /uk, a personalised landing, the visa form (errors, draft across a reload, a real enquiry), SEO
// tags and axe-core.

/** Opens a page and lets the splash finish (3 s on the page's clock). */
async function openPastSplash(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(page.getByTestId("splash")).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page.getByTestId("splash")).toHaveCount(0);
}

test.describe("splash", () => {
  test("shows for 3 s with a 0-100 progress bar and rotating flags; the site is usable from 2 s", async ({
    page,
  }) => {
    // The page's clock is paused before it loads, so its timers move only with runFor: no real-time drift on a busy
    // machine between the checks below. It pauses a minute ahead of the install time, not a few milliseconds: the
    // installed clock runs until the pause, and on a loaded machine more than that can pass between the two calls
    // ("Cannot fast-forward to the past"). No page is open yet, so the jump fires nothing.
    const start = new Date("2026-11-21T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto("/?q=uk+visa+refused+appeal");
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    await expect(page.getByTestId("splash-headline")).toHaveText("UK visa refused? Appeal with 95% success");
    const progress = page.getByRole("progressbar", { name: "Loading the site" });
    const progressAtStart = Number(await progress.getAttribute("aria-valuenow"));
    const flag = await page.getByTestId("splash-flags").locator("li").first().getAttribute("data-code");
    await page.clock.runFor(300);
    expect(Number(await progress.getAttribute("aria-valuenow"))).toBe(progressAtStart + 10);
    expect(await page.getByTestId("splash-flags").locator("li").first().getAttribute("data-code")).not.toBe(
      flag,
    );
    await page.clock.runFor(2_000);
    await expect(splash).toHaveAttribute("data-state", "leaving");
    await expect(page.getByTestId("site")).not.toHaveAttribute("inert");
    await page.clock.runFor(1_000);
    await expect(splash).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "UK visa refused? Appeal with 95% success",
    );
  });
});

test.describe("pages", () => {
  const pages: Array<[string, RegExp]> = [
    ["/", /Visa help for 190\+ countries/],
    ["/uk", /UK/],
    ["/visa-form", /Free visa assessment/],
    ["/blog", /Visa guides/],
    ["/blog/how-a-visa-refusal-appeal-works", /appeal/i],
    ["/privacy-policy", /Privacy policy/],
    ["/terms-conditions", /Terms and conditions/],
  ];
  for (const [url, heading] of pages) {
    test(`${url} is prerendered with its head tags, renders, and has no axe violations`, async ({
      page,
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toContain(
        `<link rel="canonical" href="https://www.visadesk.in${url === "/" ? "/" : url}"`,
      );
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<script type="application/ld+json">');
      await openPastSplash(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("an unknown blog post and an unknown page answer 404 with the not-found page", async ({ page }) => {
    for (const url of ["/blog/no-such-post", "/no-such-page"]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test("sitemap.xml lists every post and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.visadesk.in/blog/how-a-visa-refusal-appeal-works</loc>");
    expect(await (await request.get("/robots.txt")).text()).toContain(
      "Sitemap: https://www.visadesk.in/sitemap.xml",
    );
  });

  test("the home page has every section and the chat section", async ({ page }) => {
    await openPastSplash(page, "/");
    await expect(page.getByTestId("claim")).toHaveCount(5);
    await expect(page.getByTestId("destination")).toHaveCount(17);
    await expect(page.getByTestId("city")).toHaveCount(5);
    await expect(page.getByText("Refusal appeals and re-applications", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How a refusal appeal works" })).toBeVisible();
    await expect(page.locator("#chat").getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
  });

  test("/uk leads with UK content, and a personalised landing keeps the clean canonical", async ({
    page,
  }) => {
    await openPastSplash(page, "/uk?q=canada+student+visa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UK student visas, handled by experts");
    await openPastSplash(page, "/?q=uk+visa+refused+appeal+mumbai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "UK visa refused? Appeal with 95% success",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.visadesk.in/");
  });
});

test.describe("visa form", () => {
  test("says what to fix, keeps the draft across a reload, and creates an enquiry", async ({ page }) => {
    await openPastSplash(page, "/?q=canada+student+visa&utm_source=google&gclid=e2e-click");
    await page.goto("/visa-form");
    await page.clock.runFor(3_000);
    const send = page.getByRole("button", { name: "Send my enquiry" });
    await expect(send).toBeEnabled(); // enabled once the prerendered form is hydrated
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByLabel("Mobile number").press("Enter");
    await expect(page.getByText("Enter your full name")).toBeVisible();
    await expect(page.getByText(/Enter a valid phone number/)).toBeVisible();
    await expect(page.getByText("Tick the box so that we may contact you")).toBeVisible();

    await page.getByLabel("Full name").fill("E2E Priya Sharma");
    await page.getByLabel("Mobile number").fill("098765-43210");
    await page.reload();
    await page.clock.runFor(3_000);
    await expect(send).toBeEnabled();
    await expect(page.getByLabel("Full name")).toHaveValue("E2E Priya Sharma");
    await expect(page.getByLabel("Mobile number")).toHaveValue("098765-43210");

    await page.getByLabel("Where do you want to travel?").selectOption("CA");
    await page.getByLabel("Kind of visa").selectOption("student");
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByRole("checkbox", { name: /may contact me/ }).check();
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/public/enquiries"));
    await send.press("Enter");
    const response = await sent;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      phone: "098765-43210",
      attribution: { source: "google", gclid: "e2e-click", searchTerm: "canada student visa" },
    });
    const reference = page.getByTestId("enquiry-reference");
    await expect(reference).toHaveText(/^VD-[0-9A-Z]{8}$/);
    await expect(page.getByRole("link", { name: "Chat on WhatsApp now" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
