import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// A case keeps its rules on the case screen (docs/decisions/029-case-rules-and-schengen.md): an expired passport is
// refused at "received", an admin receives it anyway with a reason the timeline keeps, a verified document is
// reopened, and "Mark documents complete" stays disabled with the list of what is missing. axe-core at 1280 and
// 390 px.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

async function signInAsAdmin(page: Page) {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

async function expectAxeCleanAtBothSizes(page: Page, what: string, shot: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} is wider than a ${width} px window`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/case-rules-${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the case screen refuses an expired passport, takes an admin's reason, reopens a verified document, and says what is missing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = `${Date.now()}`.slice(-8);
  const lead = await page.request.post("/api/leads", {
    data: {
      name: `Ravi Menon ${Number(stamp).toString(36)}`,
      phone: `+91 95${stamp}`,
      destinationCountry: "DE",
      visaType: "schengen",
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const leadId = ((await lead.json()) as { id: string }).id;
  for (const status of ["contacted", "qualified"])
    expect((await page.request.post(`/api/leads/${leadId}/status`, { data: { status } })).status()).toBe(200);
  const { dealId } = (await (
    await page.request.post(`/api/leads/${leadId}/convert`, { data: { feeInr: 30_000 } })
  ).json()) as { dealId: string };
  const { caseId } = (await (await page.request.post(`/api/deals/${dealId}/win`, { data: {} })).json()) as {
    caseId: string;
  };
  expect(
    (
      await page.request.post(`/api/cases/${caseId}/status`, { data: { status: "documents_pending" } })
    ).status(),
  ).toBe(200);
  await page.goto(`/crm/filing-cases?id=${caseId}`);

  const checklist = page.getByRole("region", { name: "Document checklist" });
  const passport = checklist.getByTestId("checklist-item").filter({ hasText: /^Passport/ });
  const passportName = ((await passport.locator("p").first().textContent()) ?? "").trim();

  // An expired passport is refused, saying why.
  await passport.getByRole("button", { name: `Mark received: ${passportName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Mark the document received" });
  await dialog.getByLabel("Expires on (optional)").fill("01/01/2025");
  await dialog.getByRole("button", { name: "Mark received" }).click();
  await expect(dialog.getByText(/The passport expired on 1 Jan 2025/).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAxeCleanAtBothSizes(page, "the refused passport", "refused");

  // The admin receives it anyway, with a reason the timeline keeps.
  await dialog
    .getByLabel(/Reason to accept a passport expiring within 6 months/)
    .fill("Renewal receipt seen");
  await dialog.getByRole("button", { name: "Mark received" }).click();
  await expect(dialog).toBeHidden();
  await expect(passport.getByText("Received", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/received although the passport expired on 1 Jan 2025\. Reason: Renewal receipt seen/),
  ).toBeVisible();

  // Verified, then reopened: back to received.
  await passport.getByRole("button", { name: `Verify: ${passportName}` }).click();
  await expect(passport.getByText("Verified", { exact: true })).toBeVisible();
  await passport.getByRole("button", { name: `Reopen: ${passportName}` }).click();
  await expect(passport.getByText("Received", { exact: true })).toBeVisible();
  await expect(page.getByText(`${passportName}: reopened, verified → received`)).toBeVisible();

  // Documents complete is not offered while documents are missing; the screen says which.
  const actions = page.getByRole("region", { name: "Status actions" });
  await expect(actions.getByRole("button", { name: "Mark documents complete" })).toBeDisabled();
  const missing = actions.locator("#documents-missing");
  await expect(missing).toContainText("The documents are not complete yet");
  await expect(missing).toContainText(`${passportName}: expired`);
  await expect(missing).toContainText(
    "Recent passport photo in the size the country asks for: not received yet",
  );
  await expect(actions.getByRole("button", { name: "Mark submitted" })).toHaveCount(0);
  await expectAxeCleanAtBothSizes(page, "the case with documents missing", "missing");
});
