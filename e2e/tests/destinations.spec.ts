import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// A page per destination (docs/decisions/013), prerendered, axe-clean on desktop and a 390 px phone, linked from the
// home page, opening the visa form pre-filled; flags as images; and country labels an admin changes in the CRM reaching
// the home page and the UK page, dated today, without a rebuild.

const DESTINATIONS = [
  ["united-kingdom", "United Kingdom"],
  ["united-states", "United States"],
  ["canada", "Canada"],
  ["australia", "Australia"],
  ["new-zealand", "New Zealand"],
  ["ireland", "Ireland"],
  ["germany", "Germany"],
  ["france", "France"],
  ["italy", "Italy"],
  ["spain", "Spain"],
  ["netherlands", "Netherlands"],
  ["switzerland", "Switzerland"],
  ["austria", "Austria"],
  ["singapore", "Singapore"],
  ["united-arab-emirates", "United Arab Emirates"],
  ["japan", "Japan"],
  ["thailand", "Thailand"],
] as const;

/** Past the 3 s splash on the page's own clock, with the site interactive. */
async function afterSplash(page: Page, url: string, status = 200) {
  await page.clock.install();
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  await page.clock.runFor(3_000);
  await expect(page.getByTestId("splash")).toHaveCount(0);
  await expect(page.getByTestId("site")).not.toHaveAttribute("inert");
}

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`destination pages (${name})`, () => {
    test.use({ viewport });
    for (const [slug, country] of DESTINATIONS) {
      test(`/visa/${slug} is prerendered and has no WCAG 2 A/AA violations`, async ({ page, request }) => {
        const html = await (await request.get(`/visa/${slug}`)).text();
        expect(html).toContain(`data-prerendered="/visa/${slug}"`);
        expect(html).toContain(`<link rel="canonical" href="https://www.visadesk.in/visa/${slug}" />`);
        expect(html).toContain('"@type":"FAQPage"');
        await afterSplash(page, `/visa/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${country} visas from India`);
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("an unknown destination is the not-found page; the sitemap lists every destination", async ({
  page,
  request,
}) => {
  await afterSplash(page, "/visa/narnia", 404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const [slug] of DESTINATIONS) expect(sitemap).toContain(`/visa/${slug}</loc>`);
});

test("the home page's cards and chips lead to the destination pages, and the form opens pre-filled", async ({
  page,
}) => {
  await afterSplash(page, "/?q=uk+student+visa");
  await expect(page.getByRole("link", { name: /visas: documents, fees and waits/ })).toHaveAttribute(
    "href",
    "/visa/united-kingdom",
  );
  await expect(page.getByTestId("focus-country").first().getByRole("link")).toHaveAttribute(
    "href",
    "/visa/united-kingdom",
  );
  await page.getByRole("link", { name: "Canada visas" }).click();
  await expect(page).toHaveURL(/\/visa\/canada$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canada visas from India");

  await page.goto("/visa/united-kingdom");
  await page.clock.runFor(3_000);
  await page.getByRole("link", { name: "Start: Student visa" }).click();
  await expect(page).toHaveURL(/\/visa-form\?country=GB&visa=student$/);
  await expect(page.getByLabel("Where do you want to travel?")).toHaveValue("GB");
  await expect(page.getByLabel("Kind of visa")).toHaveValue("student");
});

test("flags are SVG images that load, in the splash strip, the cards and the chips", async ({ page }) => {
  await page.clock.install();
  await page.goto("/?q=schengen+visa+france");
  const splashFlag = page.getByTestId("splash-flags").locator("img").first();
  await expect(splashFlag).toHaveAttribute("src", /^\/flags\/[a-z]{2}\.svg$/);
  await page.clock.runFor(3_000);
  for (const image of [
    page.getByTestId("destination").first().locator("img"),
    page.getByTestId("focus-country").first().locator("img"),
  ]) {
    await expect(image).toHaveAttribute("src", /^\/flags\/[a-z]{2}\.svg$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
});

test("an admin changes the UK's slot label in the CRM; the home page and the UK page show it, dated today", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const slots = `Slots in 5 days (e2e ${Date.now() % 100_000})`;
  // Labels carry India's calendar date: the site writes it in full, the CRM short.
  const day = (month: "long" | "short") =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month,
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date());
  const today = day("long");

  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(process.env.E2E_ADMIN_PASSWORD ?? "");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await page.getByRole("navigation", { name: "CRM" }).getByRole("link", { name: "Country labels" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Country labels" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Edit United Kingdom" }).click();
  const dialog = page.getByRole("dialog", { name: "United Kingdom: figures" });
  await dialog.getByLabel(/Appointment availability/).fill(slots);
  await dialog.getByRole("button", { name: "Save as checked today" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("label-GB")).toContainText(slots);
  await expect(page.getByTestId("label-GB")).toContainText(`${day("short")} by Admin`);

  // No rebuild: the server fills the labels into the prerendered pages within a minute.
  for (const [url, card] of [
    ["/", page.locator('[data-testid="destination"]').first()],
    ["/visa/united-kingdom", page.getByRole("region", { name: "Our figures for United Kingdom" })],
  ] as const) {
    await expect
      .poll(
        async () => {
          await page.goto(url);
          return (await card.textContent()) ?? "";
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toContain(slots);
    await expect(card).toContainText(`Checked on ${today}`);
  }
});
