import { expect, test } from "@playwright/test";

test("a landing URL with keywords shows the personalised hero", async ({ page }) => {
  const response = await page.goto("/?q=uk+visa+refused+appeal+mumbai");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "UK visa refused? Appeal with 95% success",
  );
  await expect(page.getByRole("complementary", { name: "Advice for your city" })).toContainText(
    "Andheri East, Mumbai",
  );
  await expect(
    page.getByTestId("hero").getByRole("link", { name: "Get a free refusal review" }),
  ).toBeVisible();
});

test("URL text never reaches the hero as markup", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/?q=${encodeURIComponent("<img src=x onerror=alert(1)> guaranteed visa for Rs 99 usa")}`);
  const hero = page.getByTestId("hero");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "USA visas and USA refusal appeals, handled by experts",
  );
  // The flags are the only images: SVGs from /flags/, never one the URL names.
  await expect(hero.locator("img:not([src^='/flags/'])")).toHaveCount(0);
  await expect(hero).not.toContainText("Rs 99");
  expect(dialogs).toEqual([]);
});

test("the blog lists the posts and a post page renders", async ({ page }) => {
  await page.goto("/blog");
  const summaries = page.getByTestId("blog-post-summary");
  // The page loads lazily: wait for the list before counting it.
  await expect(summaries.first()).toBeVisible();
  expect(await summaries.count()).toBeGreaterThanOrEqual(6);
  await page.getByRole("link", { name: /UK visitor visa refused\?/ }).click();
  await expect(page).toHaveURL(/\/blog\/uk-visitor-visa-refusal-reasons$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("UK visitor visa refused?");
  await expect(page.getByRole("heading", { level: 2, name: /Can you appeal/ })).toBeVisible();
});

test("a blog post loaded directly renders, and an unknown slug is the not-found page", async ({ page }) => {
  await page.goto("/blog/canada-study-permit-checklist");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Canada study permit");
  await page.goto("/blog/no-such-post");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
