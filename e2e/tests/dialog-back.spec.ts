import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// Back in a dialog (a phone's back gesture, easily made) closes the dialog, not the page under it, and asks before
// throwing away what was typed.

async function signInAsStaff(page: Page) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption("staff2");
  await page.getByLabel("Password").fill(process.env.E2E_STAFF2_PASSWORD ?? "");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

async function openRecordEnquiry(page: Page) {
  await page.getByRole("button", { name: "Record enquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Record an enquiry" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Back closes an untouched dialog and stays on its page", async ({ page }) => {
  await signInAsStaff(page);
  await page.getByRole("navigation", { name: "CRM" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page).toHaveURL(/\/crm\/enquiries$/);
  const dialog = await openRecordEnquiry(page);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/crm\/enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
});

test("Back over typed input asks first: keep editing keeps it, discard closes", async ({ page }) => {
  await signInAsStaff(page);
  await page.getByRole("navigation", { name: "CRM" }).getByRole("link", { name: "Enquiries" }).click();
  const dialog = await openRecordEnquiry(page);
  await dialog.getByLabel("Name").fill("Farah Qureshi");
  await page.goBack();
  const prompt = dialog.getByRole("alert");
  await expect(prompt).toContainText("Discard what you typed?");
  await expect(dialog.getByLabel("Name")).toHaveValue("Farah Qureshi");
  await expect(page).toHaveURL(/\/crm\/enquiries$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`discard-prompt-${width}.png`) });
  }
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(dialog.getByLabel("Name")).toHaveValue("Farah Qureshi");

  await page.goBack();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/crm\/enquiries$/);
});
