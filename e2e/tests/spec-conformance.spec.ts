import { expect, type Page, test } from "@playwright/test";

// Issue 21: the behaviours that differed from SPEC.md, on the built product in Chromium with Playwright's clock.

async function open(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

test.describe("Connection Problem overlay is modal", () => {
  // A page whose app is invisible: every sample point hits the bare body, as when the styles or scripts failed.
  const HIDE_APP = "#root { visibility: hidden !important; }";

  async function showOverlay(page: Page) {
    await open(page, "/blog");
    await page.addStyleTag({ content: HIDE_APP });
    await page.clock.runFor(2_000);
    const overlay = page.getByRole("alertdialog", { name: "Connection Problem" });
    await expect(overlay).toBeVisible();
    // Hold the page's clock, so that the 5 s countdown cannot be what reloads the page below.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    return overlay;
  }

  for (const key of ["Enter", "Escape"]) {
    test(`${key} reloads at once after a click on the blurred page behind`, async ({ page }) => {
      const overlay = await showOverlay(page);
      await page.mouse.click(20, 20);
      // The focus stays inside the dialog.
      await expect(overlay.getByRole("button", { name: "Reload Page" })).toBeFocused();
      const reloaded = page.waitForEvent("framenavigated");
      await page.keyboard.press(key);
      await reloaded;
    });
  }

  test("Tab and Shift+Tab keep the focus inside", async ({ page }) => {
    const overlay = await showOverlay(page);
    for (const key of ["Tab", "Shift+Tab", "Tab"]) {
      await page.keyboard.press(key);
      expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});
