import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The behaviours that once differed from docs/behaviours/public-site.md, on the built product in Chromium with
// Playwright's clock.

async function open(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/**
 * Stops the page's clock half a second ahead, once the page has loaded: Playwright's installed clock otherwise runs on
 * in real time while the test's checks take their (machine-dependent) time. From then on only runFor moves it.
 */
async function holdClock(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/**
 * Opens `url` with the page's clock already held, so that its timers move only with runFor: nothing a busy machine does
 * between the test's steps counts as page time. Returns the navigation's response.
 */
async function openHeld(page: Page, url: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  // Two seconds of margin: pausing at a moment the page has already passed is an error.
  await page.clock.pauseAt(start + 2_000);
  const response = await page.goto(url);
  await page.waitForFunction(() => document.readyState === "complete");
  return response;
}

/**
 * Moves the held clock on in 100 ms steps until `locator` shows (at most `maxMs`): the page's code may start its timers
 * a moment after the load event on a busy machine, so the exact start is the unit tests' to pin, not this test's.
 */
async function runUntilVisible(page: Page, locator: Locator, maxMs: number) {
  for (let ran = 0; ran < maxMs && !(await locator.isVisible()); ran += 100) await page.clock.runFor(100);
  await expect(locator).toBeVisible();
}

/** axe-core waits on timers: on a held clock, move it on in small steps (at most 1 s in all) until axe is done. */
async function axeOnHeldClock(page: Page): Promise<string[]> {
  let result: string[] | undefined;
  const run = axeViolations(page).then((violations) => {
    result = violations;
  });
  for (let step = 0; step < 100 && result === undefined; step++) await page.clock.runFor(10);
  await run;
  return result ?? [];
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

test.describe("impatient-click toast raised before the toaster exists", () => {
  test("waits for the late toaster and then shows for its full 5 s", async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/plain", body: "chat" }),
    );
    // The toaster's code is held back, as on a slow or busy device, until the test lets it through.
    let releaseToaster = () => {};
    const toasterHeld = new Promise<void>((resolve) => {
      releaseToaster = resolve;
    });
    let toasterRequested = false;
    await page.route(/\/static\/marketing\/toast-[^/]+\.js$/, async (route) => {
      toasterRequested = true;
      await toasterHeld;
      await route.continue();
    });
    await open(page, "/");
    await page.clock.runFor(3_000); // past the splash
    await holdClock(page);

    // The toaster's code is asked for on the visitor's first interaction (the first of these clicks).
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 5; i++) await heading.click();
    await expect.poll(() => toasterRequested).toBe(true);
    const toast = page.locator("li", { hasText: "Need help fast?" });
    // The chat opens 1 s after the clicks, toaster or not; the toast's first 5 s pass with no toaster.
    const chat = context.waitForEvent("page");
    await page.clock.runFor(1_000);
    await chat;
    await page.clock.runFor(6_000);
    await expect(toast).toHaveCount(0);

    releaseToaster();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/bg-green-700/);
    // The page's clock stands still while the toaster mounts: the 5 s count from the moment it shows.
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("every unknown address shows the not-found notice and goes home", () => {
  const notice = (page: Page) => page.getByRole("alert").filter({ hasText: "Redirecting to homepage..." });

  for (const address of ["/admin", "/crm/anything-unknown", "/staff/unknown"]) {
    test(`${address}: 404, the notice at 3.5 s, / 2 s later`, async ({ page }) => {
      const response = await openHeld(page, address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      // The exact 3.5 s and 5.5 s are the unit tests'; here: nothing before 3 s, the notice, then home.
      await page.clock.runFor(3_000);
      await expect(notice(page)).toHaveCount(0);
      await runUntilVisible(page, notice(page), 4_000);
      await expect(notice(page)).toContainText("Page not found");
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await page.clock.runFor(2_100);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("the CRM's own router, at an address it does not know, shows the notice and goes home", async ({
    page,
  }) => {
    // The CRM renders through TanStack Query and React's lazy routes, whose schedulers need timers: the clock is held
    // only once the not-found page shows.
    await page.clock.install();
    await page.goto("/webcrmpanel");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    // A client-side navigation inside the CRM (a stale link), as its router sees it.
    await page.evaluate(() => {
      history.pushState({}, "", "/crm/anything-unknown");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await holdClock(page);
    await runUntilVisible(page, notice(page), 4_000);
    await expect(page).toHaveURL(/\/crm\/anything-unknown$/);
    // The page and its notice are axe-clean on a laptop and a phone.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await axeOnHeldClock(page)).toEqual([]);
    }
    await page.clock.runFor(2_100);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("not-found hits from the page's visible text", () => {
  test("a page that is not the site's content is found from its body text alone", async ({ page }) => {
    await openHeld(page, "/no-such-page-here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    // Before the first check: only the body says so, with a heading and a title with none of the words ("Error 404"
    // stays in the text).
    await page.evaluate(() => {
      const heading = document.querySelector("h1");
      if (heading) heading.textContent = "Lost your way?";
      document.title = "VisaDesk";
    });
    const notice = page.getByRole("alert").filter({ hasText: "Redirecting to homepage..." });
    await page.clock.runFor(3_000);
    await runUntilVisible(page, notice, 4_000);
    await page.clock.runFor(2_100);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a blog post titled with 'not found' that quotes '404' is never redirected", async ({ page }) => {
    await open(page, "/blog/uk-visitor-visa-refusal-reasons");
    await page.evaluate(() => {
      document.title = "Documents not found at the visa centre: error 404 explained | VisaDesk";
    });
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(/\/blog\/uk-visitor-visa-refusal-reasons$/);
    await expect(page.getByText("Redirecting to homepage...")).toHaveCount(0);
  });
});

test.describe("the site's hints are tooltips at the documented delays", () => {
  const CASES_NOTE = "Visa applications and refusal appeals filed for clients since the practice began.";
  const RATING_NOTE = "Average of published client reviews, out of 5.";

  test("a claim opens after 700 ms of hover, the next at once within 300 ms, and on keyboard focus", async ({
    page,
  }) => {
    await open(page, "/");
    await page.clock.runFor(3_000); // past the splash
    await holdClock(page);
    const cases = page.getByRole("button", { name: /5000\+/ });
    const rating = page.getByRole("button", { name: /4\.9/ });
    // The tooltip code arrives on the visitor's first interaction (a pointer move, as here); the hint is then a Radix
    // trigger.
    await page.mouse.move(1, 1);
    await expect(cases).toHaveAttribute("data-state", "closed");
    await expect(cases).toHaveAccessibleDescription(CASES_NOTE);
    expect(await page.locator("[data-testid=claim] [title], [data-testid=destination] [title]").count()).toBe(
      0,
    );

    await cases.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip")).toHaveText(CASES_NOTE);

    // Straight on to the next claim, as a real pointer moves (in steps): the skip delay opens it at once.
    const box = await rating.boundingBox();
    if (!box) throw new Error("the rating claim has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await expect(page.getByRole("tooltip")).toHaveText(RATING_NOTE);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await cases.focus();
    await expect(page.getByRole("tooltip")).toHaveText(CASES_NOTE);
  });

  test("a success rate and its labels explain themselves", async ({ page }) => {
    await open(page, "/");
    await page.clock.runFor(3_000);
    await holdClock(page);
    const card = page.getByTestId("destination").first();
    const rate = card.getByRole("button", { name: /%$/ });
    await page.mouse.move(1, 1); // the first interaction brings the tooltip code
    await expect(rate).toHaveAttribute("data-state", "closed");
    await rate.scrollIntoViewIfNeeded();
    await rate.hover();
    await page.clock.runFor(750);
    await expect(page.getByRole("tooltip")).toContainText("ended in a visa");
    await expect(card.getByRole("button")).toHaveCount(3);
  });
});
