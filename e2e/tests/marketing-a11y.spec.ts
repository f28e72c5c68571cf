import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// axe-core finds no violations on any public page (docs/architecture.md#tests). Every public page of the built product,
// the 404 page included, once the splash has gone, on a desktop window and on a 360 px phone (the layout, and with it
// contrast, overlap and reflow, differs), with axe-core's WCAG 2.0/2.1/2.2 A and AA rules on the whole document.

const PAGES: Array<{ url: string; status: number; heading: RegExp }> = [
  { url: "/", status: 200, heading: /Visa help for 190\+ countries/ },
  { url: "/uk", status: 200, heading: /UK/ },
  { url: "/visa-form", status: 200, heading: /Free visa assessment/ },
  { url: "/blog", status: 200, heading: /Visa guides/ },
  { url: "/blog/how-a-visa-refusal-appeal-works", status: 200, heading: /appeal/i },
  { url: "/privacy-policy", status: 200, heading: /Privacy policy/ },
  { url: "/terms-conditions", status: 200, heading: /Terms and conditions/ },
  { url: "/no-such-page", status: 404, heading: /Page not found/ },
];

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 360, height: 740 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`axe-core on every public page (${name})`, () => {
    test.use({ viewport });
    for (const { url, status, heading } of PAGES) {
      test(`${url} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await page.clock.install();
        const response = await page.goto(url);
        expect(response?.status()).toBe(status);
        // The splash lasts 3 s on the page's clock; the site renders, and is no longer inert, after it.
        await page.clock.runFor(3_000);
        await expect(page.getByTestId("splash")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId("site")).not.toHaveAttribute("inert");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
