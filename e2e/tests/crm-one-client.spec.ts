import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// One person works one client: assigning an enquiry assigns its lead in the same step (a checkbox, on by default,
// says so and can be unticked), on a desktop and on a phone, without axe violations.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

async function signInAsAdmin(page: Page) {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

/** A website enquiry from a new person, opened in the CRM. */
async function openNewEnquiry(page: Page, name: string) {
  const intake = await page.request.post("/api/public/enquiries", {
    data: {
      name,
      phone: `97${String(Date.now()).slice(-8)}`,
      destinationCountry: "CA",
      visaType: "student",
      priorRefusal: false,
      consent: true,
    },
  });
  expect(intake.status()).toBe(201);
  await page.goto("/crm/enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

const assignment = (page: Page) => page.getByRole("region", { name: "Assignment" });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("assigning an enquiry assigns its lead too, unless the checkbox is unticked", async ({ page }) => {
      await signInAsAdmin(page);
      const name = `Kavya Menon ${width} ${Date.now().toString(36)}`;
      await openNewEnquiry(page, name);

      const both = assignment(page).getByRole("checkbox", { name: "Also assign the lead" });
      await expect(both).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
      await noOverflow(page);
      await assignment(page).getByRole("combobox", { name: "Assign to" }).selectOption("staff2");
      await expect(page.getByText("Enquiry and the lead assigned", { exact: true })).toBeVisible();
      await expect(assignment(page)).toContainText("Assigned to Staff Two");

      await page.getByRole("link", { name: "Open the lead" }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(assignment(page)).toContainText("Assigned to Staff Two");
      const enquiriesToo = assignment(page).getByRole("checkbox", { name: "Also assign its enquiries" });
      await expect(enquiriesToo).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
      await noOverflow(page);

      // Unticked, the lead goes to Staff One alone: its enquiry stays with Staff Two.
      await enquiriesToo.uncheck();
      await assignment(page).getByRole("combobox", { name: "Assign to" }).selectOption("staff1");
      await expect(page.getByText("Lead assigned", { exact: true })).toBeVisible();
      await expect(assignment(page)).toContainText("Assigned to Staff One");
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(assignment(page)).toContainText("Assigned to Staff Two");
    });
  });
}
