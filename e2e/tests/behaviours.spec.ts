import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";

// Site behaviours (docs/behaviours/public-site.md) on the built product with Playwright's clock. Every timing is the
// one documented there; the unit tests pin the exact boundaries, these drive the real page past them.

const AXE_SOURCE = readFileSync(
  path.resolve(import.meta.dirname, "../../apps/marketing/node_modules/axe-core/axe.min.js"),
  "utf8",
);

/** Runs axe-core (WCAG 2 A/AA rules) on one element of the page and returns its violations. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) forbids inline scripts and eval.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const result = await axe.run(sel, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, selector);
}

/** wa.me is not reachable from the test machine: answer it locally. */
async function answerChat(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/plain", body: "chat" });
  });
  return opened;
}

async function open(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // The prerendered page shows before its script runs; the behaviours' timers start when the app has hydrated, so the
  // clock is driven from then on (advancing it before would pass their moments before they were set).
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/**
 * A visitor's first interaction (here the mouse moving over the page) fetches the toasts' code
 * (docs/behaviours/speed.md#public-pages: it is not part of what a reading visitor downloads); the notification region
 * is there once it has arrived. A real visitor's first move or touch comes well before a fifth quick click;
 * Playwright's clicks come within milliseconds.
 */
async function interactFirst(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.move(40, 40);
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
}

test.describe("impatient clicks and notifications", () => {
  test("5 quick clicks show the green toast, the chat opens 1 s later, the toast goes after 5 s", async ({
    page,
    context,
  }) => {
    const opened = await answerChat(context);
    await open(page, "/");
    await interactFirst(page);
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 5; i++) await heading.click();
    const toast = page.locator("li", { hasText: "Need help fast?" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/bg-green-700/);
    expect(opened).toEqual([]);

    const chat = context.waitForEvent("page");
    await page.clock.runFor(1_000);
    await chat;
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toMatch(/^https:\/\/wa\.me\//);

    await page.clock.runFor(4_100);
    await expect(page.locator("li", { hasText: "Need help fast?" })).toHaveCount(0);
  });

  test("F8 reaches the notification region and a swipe right dismisses the toast", async ({
    page,
    context,
  }) => {
    await answerChat(context);
    await open(page, "/");
    await interactFirst(page);
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 5; i++) await heading.click();
    const toast = page.locator("li", { hasText: "Need help fast?" });
    await expect(toast).toBeVisible();

    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).locator("ol")).toBeFocused();

    const box = await toast.boundingBox();
    if (!box) throw new Error("toast has no box");
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});

test.describe("human check", () => {
  test.beforeEach(async ({ page }) => {
    // The first of the three challenges ("every flag of India"), so that the test knows the answer.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
  });

  async function clickTwelveTimes(page: Page) {
    const heading = page.getByRole("heading", { level: 1 });
    // One click a second: never 5 within 3 s, so only the total counts.
    for (let i = 0; i < 12; i++) {
      await heading.click();
      await page.clock.runFor(1_000);
    }
  }

  test("opens at the 12th click, blocks the page, and passes with the keyboard alone", async ({ page }) => {
    await open(page, "/");
    await clickTwelveTimes(page);
    const dialog = page.getByRole("dialog", { name: "Verify you're human" });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // Clicks elsewhere are blocked: the Blog link (hidden from assistive technology meanwhile) does not navigate.
    const blog = page.locator('header a[href="/blog"]');
    const linkBox = await blog.boundingBox();
    if (linkBox) await page.mouse.click(linkBox.x + 5, linkBox.y + 5);
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeVisible();

    const verify = dialog.getByRole("button", { name: "Verify" });
    await expect(verify).toBeDisabled();
    const passports = dialog.getByRole("button", { name: "Flag of India" });
    await expect(passports).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await passports.nth(i).focus();
      await page.keyboard.press("Space");
      await expect(passports.nth(i)).toHaveAttribute("aria-pressed", "true");
    }
    await verify.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("Verifying...");
    await page.clock.runFor(1_500);
    await expect(dialog).toHaveCount(0);
  });

  test("a wrong set shows the error and the attempt; after 3 the visitor gets chat and phone", async ({
    page,
  }) => {
    await open(page, "/");
    await clickTwelveTimes(page);
    const dialog = page.getByRole("dialog", { name: "Verify you're human" });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await dialog.getByRole("button", { name: "Flag of Canada" }).click();
      await dialog.getByRole("button", { name: "Verify" }).click();
      await page.clock.runFor(1_500);
      await expect(dialog.getByRole("alert")).toHaveText("Incorrect selection. Please try again.");
      await expect(dialog.getByRole("status")).toHaveText(`Attempt ${attempt} of 3`);
      await page.clock.runFor(2_000);
      await expect(dialog.getByRole("alert")).toHaveCount(0);
    }
    await expect(dialog.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(dialog.getByRole("link", { name: /^Call \+\d+$/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: "Continue browsing" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("a visitor filling the visa form field by field meets neither the check nor the toast (decision 032)", async ({
    page,
  }) => {
    await open(page, "/visa-form");
    await interactFirst(page);
    const form = page.locator("form");
    // Click into each field, pick and tick as a visitor does, twice over, quickly: far more than 12 clicks, and many
    // 5 within 3 s.
    for (let round = 0; round < 2; round++) {
      await page.getByLabel("Full name").click();
      await page.getByLabel("Full name").fill("E2E Meera Nair");
      await page.getByLabel("Mobile number").click();
      await page.getByLabel("Mobile number").fill("098765-43111");
      await page.getByLabel("Email (optional)").click();
      await page.getByLabel("Where do you want to travel?").click();
      await page.getByLabel("Where do you want to travel?").selectOption("CA");
      await page.getByLabel("Kind of visa").click();
      await page.getByLabel("Kind of visa").selectOption("student");
      await page.getByRole("radio", { name: "No" }).click();
      await page.getByText("No", { exact: true }).click();
      await page.getByRole("checkbox", { name: /may contact me/ }).click();
      await form.getByText(/may contact me/).click();
      await page.clock.runFor(500);
    }
    await page.clock.runFor(1_000);
    await expect(page.getByRole("dialog", { name: "Verify you're human" })).toHaveCount(0);
    await expect(page.locator("li", { hasText: "Need help fast?" })).toHaveCount(0);

    // Clicks on the page's empty areas still count: the 12th opens the check.
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 11; i++) {
      await heading.click();
      await page.clock.runFor(1_000);
    }
    await expect(page.getByRole("dialog", { name: "Verify you're human" })).toHaveCount(0);
    await heading.click();
    await expect(page.getByRole("dialog", { name: "Verify you're human" })).toBeVisible();
  });

  test("never meets a staff member clicking fast in the CRM", async ({ page }) => {
    await page.clock.install();
    await page.goto("/webcrmpanel");
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toBeVisible();
    for (let i = 0; i < 20; i++) await page.getByLabel("Password").click();
    await page.clock.runFor(60_000);
    await expect(page.getByRole("dialog", { name: "Verify you're human" })).toHaveCount(0);
    await expect(page.getByText("Need Quick Support?")).toHaveCount(0);
  });
});

test.describe("quick support", () => {
  test("appears after 50 s; yes scrolls to the chat and opens it 1 s later", async ({ page, context }) => {
    const opened = await answerChat(context);
    await open(page, "/");
    await page.clock.runFor(45_000);
    await expect(page.getByText("Need Quick Support?")).toHaveCount(0);
    await page.clock.runFor(5_500);
    const popup = page.getByRole("complementary", { name: "Need Quick Support?" });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Yes, Get Support!" }).click();
    await expect(popup).toHaveCount(0);
    const chat = context.waitForEvent("page");
    await page.clock.runFor(1_000);
    await chat;
    await expect.poll(() => opened.length).toBe(1);
  });

  test("Close dismisses it for good", async ({ page }) => {
    await open(page, "/");
    await page.clock.runFor(51_000);
    await page.getByRole("button", { name: "Close" }).click();
    await page.clock.runFor(120_000);
    await expect(page.getByText("Need Quick Support?")).toHaveCount(0);
  });
});

test.describe("broken-page detector", () => {
  // A page whose app is invisible: every sample point hits the bare body, as when the styles or scripts failed.
  const HIDE_APP = "#root { visibility: hidden !important; }";

  test("shows the blocking Connection Problem overlay and reloads after the 5 s countdown", async ({
    page,
  }) => {
    await open(page, "/blog");
    await page.addStyleTag({ content: HIDE_APP });
    await page.clock.runFor(2_000);
    const overlay = page.getByRole("alertdialog", { name: "Connection Problem" });
    await expect(overlay).toBeVisible();
    // Stop the page's clock as soon as the overlay is up: Playwright's installed clock otherwise keeps running in real
    // time while the checks below take their (machine-dependent) time.
    // (a second ahead: pausing at a moment the page has already passed is an error, and a busy machine is slow)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(overlay).toContainText(
      "You're having some internet connection issues. The website appears mostly blank or isn't loading properly. Please reload the page to try again.",
    );
    await expect(overlay.getByRole("button", { name: "Reload Page" })).toBeVisible();
    await expect(page.locator("[data-state=open].backdrop-blur-md")).toBeVisible();

    // Count the countdown down from whatever it shows now (it started at 5; the exact start is a unit test's job).
    const line = overlay.getByText(/^Auto-reloading in \d seconds$/);
    const shown = Number((await line.textContent())?.match(/\d/)?.[0]);
    expect(shown).toBeGreaterThanOrEqual(3);
    await page.clock.runFor((shown - 2) * 1_000);
    await expect(line).toHaveText("Auto-reloading in 2 seconds");
    await page.clock.runFor(1_000);
    await expect(line).toHaveText("Auto-reloading in 1 seconds");
    const reloaded = page.waitForEvent("framenavigated");
    await page.clock.runFor(1_000);
    await reloaded;
    // Let time flow again for the fresh page (its scripts schedule work with timers).
    await page.clock.resume();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("Escape reloads at once", async ({ page }) => {
    await open(page, "/blog");
    await page.addStyleTag({ content: HIDE_APP });
    await page.clock.runFor(2_000);
    await expect(page.getByRole("alertdialog", { name: "Connection Problem" })).toBeVisible();
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await expect(page.getByRole("button", { name: "Reload Page" })).toBeFocused();
    const reloaded = page.waitForEvent("framenavigated");
    await page.keyboard.press("Escape");
    await reloaded;
  });

  test("a page that stays broken is reloaded automatically only once a minute", async ({ page }) => {
    await page.addInitScript((css) => {
      document.addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent = css;
        document.head.append(style);
      });
    }, HIDE_APP);
    await page.clock.install();
    await page.goto("/blog");
    const overlay = page.getByRole("alertdialog", { name: "Connection Problem" });
    await page.clock.runFor(2_000);
    await expect(overlay).toBeVisible();
    const reloaded = page.waitForEvent("framenavigated");
    await page.clock.runFor(5_000);
    await reloaded;

    let navigations = 0;
    page.on("framenavigated", () => {
      navigations += 1;
    });
    await page.clock.runFor(2_000);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(overlay.getByText(/Press Reload Page to try again/)).toBeVisible();
    expect(navigations).toBe(0);
    await expect(overlay.getByRole("button", { name: "Reload Page" })).toBeVisible();
  });
});

test.describe("not-found detector", () => {
  test("an unknown page shows the notice and goes home", async ({ page }) => {
    await open(page, "/no-such-page-here");
    await page.clock.runFor(3_600);
    await expect(page.getByRole("alert")).toContainText("Page not found");
    await expect(page.getByRole("alert")).toContainText("Redirecting to homepage...");
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a blog post that mentions 'not found' in its body is never redirected", async ({ page }) => {
    await open(page, "/blog/uk-visitor-visa-refusal-reasons");
    // The post's body gains the words a naive detector would catch; its title and heading stay the post's.
    await page.locator("article").evaluate((article) => {
      const p = document.createElement("p");
      p.textContent =
        "If the officer wrote that your bank statement was not found, or that a page does not exist, " +
        "or quoted error 404 from the online form, that is not a refusal reason in itself.";
      article.append(p);
    });
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(/\/blog\/uk-visitor-visa-refusal-reasons$/);
    await expect(page.getByText("Redirecting to homepage...")).toHaveCount(0);
  });
});

test.describe("load watchdog and error boundary", () => {
  test("a page whose code hangs warns at 10 s and reloads at 15 s, into the prerendered page", async ({
    page,
  }) => {
    await page.route(/\/static\/marketing\/privacy-page-[^/]+\.js$/, () => {
      // Never answered: the page's code does not arrive.
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // The page's clock is paused before it loads, so the watchdog's 10 s and 15 s move only with runFor: on a busy
    // machine, real seconds passing between the click and the checks made the 10 s warning come early.
    const start = new Date("2026-11-21T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto("/");
    // The link must be the app's (a client-side navigation), not the prerendered page's plain link.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.clock.runFor(3_000); // past the splash
    // A client-side navigation: the lazy page's code is fetched and the Loading... screen waits for it.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacy policy/i })
      .first()
      .click();
    await expect(page.getByTestId("loading-screen")).toHaveText(/Loading\.\.\./);
    await page.clock.runFor(9_000);
    expect(warnings.filter((w) => w.includes("still loading"))).toEqual([]);
    await page.clock.runFor(1_100);
    await expect.poll(() => warnings.filter((w) => w.includes("still loading")).length).toBe(1);

    const reloaded = page.waitForEvent("framenavigated");
    await page.clock.runFor(5_000);
    await reloaded;
    // The reload fetches the prerendered page, so the visitor can read it even while its code is still missing.
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/privacy/i);
  });

  test("a render error goes home silently after 100 ms and is reported to /api/client-errors", async ({
    page,
  }) => {
    await page.route(/\/static\/marketing\/terms-page-[^/]+\.js$/, (route) => route.abort());
    const report = page.waitForRequest(
      (request) => request.url().endsWith("/api/client-errors") && request.method() === "POST",
    );
    await page.clock.install();
    await page.goto("/terms-conditions", { waitUntil: "domcontentloaded" });
    const body = (await report).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ app: "marketing", path: "/terms-conditions" });
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("the performance monitor opens with ?perf=1", async ({ page }) => {
  await page.goto("/?perf=1");
  const monitor = page.getByRole("region", { name: "Performance monitor" });
  await expect(monitor).toBeVisible();
  await expect(monitor.getByTestId("perf-load")).toHaveText(/^\d+ ms$/);
});
