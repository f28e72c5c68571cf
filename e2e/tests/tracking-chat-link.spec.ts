import { expect, test } from "@playwright/test";
import { vendorOrigin } from "../support/vendor-port.ts";

// The chat deep link (docs/behaviours/tracking.md#chat-link) as a visitor meets it on the built product: opened by the
// impatient-click behaviour.
const LANDING = "/?q=uk+visa+refusal&utm_source=google&utm_campaign=appeals&gclid=E2E-CLICK-42";

test("the chat link carries the landing's search term, source and click id", async ({ page, context }) => {
  // wa.me is not reachable from the test machine: answer it locally and keep the address the page opened.
  const opened: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/plain", body: "chat" });
  });
  const collected: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.url().startsWith(vendorOrigin()) && url.pathname === "/collect") collected.push(url);
  });
  await page.goto(LANDING);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Five quick clicks (docs/behaviours/tracking.md#chat-link, impatient click): the chat deep link opens in a new tab 1
  // s after the toast.
  const popup = context.waitForEvent("page");
  const target = page.getByRole("heading", { level: 1 });
  for (let i = 0; i < 5; i++) await target.click();
  await popup;
  await expect.poll(() => opened.length).toBeGreaterThan(0);

  const link = new URL(opened[0] ?? "");
  expect(link.origin + link.pathname).toBe("https://wa.me/919000000000");
  const text = link.searchParams.get("text") ?? "";
  expect(text).toContain("Search: uk visa refusal");
  expect(text).toContain("Source: google / appeals");
  expect(text).toContain("Click ID: E2E-CLICK-42");
  expect(text).toMatch(/^Hello VisaDesk!/);
  expect(text).toContain(`Page: ${new URL(LANDING, page.url()).href}`);

  // The named event reaches analytics with its context (the clicks were the first interaction).
  await expect
    .poll(() =>
      collected
        .filter((url) => url.searchParams.get("v") === "ga" && url.searchParams.get("en") === "chat_opened")
        .map((url) => JSON.parse(url.searchParams.get("ctx") ?? "{}")),
    )
    .toEqual([{ page_path: "/" }]);
});
