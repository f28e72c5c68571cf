import { type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";
import { PDF } from "../support/document-files.ts";

// The client's side (docs/behaviours/portal.md) on the built product: an admin creates a client's portal account from
// the customer record and copies the invitation link; the client opens it on a phone, sets a password, signs in, sees
// the case and uploads a PDF for a requested document; staff verify it and the client sees it verified. An investor
// signs in and lands on the investor dashboard. A disabled account cannot sign in and its sessions end.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const PHONE = { width: 390, height: 844 };

/** A unique short stamp, so that the spec can run again on the same data. */
const stamp = () => Date.now().toString(36).slice(-6);

async function signInAsAdmin(page: Page) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

/** A won deal through the API: its case and customer. */
async function wonCase(page: Page, name: string) {
  const digits = String(Date.now()).slice(-8);
  const lead = await page.request.post("/api/leads", {
    data: { name, phone: `+91 96${digits}`, destinationCountry: "CA", visaType: "student", city: "Pune" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const { id } = (await lead.json()) as { id: string };
  for (const status of ["contacted", "qualified"])
    expect((await page.request.post(`/api/leads/${id}/status`, { data: { status } })).status()).toBe(200);
  const converted = await page.request.post(`/api/leads/${id}/convert`, { data: { feeInr: 45_000 } });
  const { dealId } = (await converted.json()) as { dealId: string };
  const won = await page.request.post(`/api/deals/${dealId}/win`, { data: {} });
  expect(won.status(), await won.text()).toBe(201);
  return (await won.json()) as { caseId: string; customerId: string };
}

/** A fresh phone-sized page with no session. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The client-mode sign-in of the login card. */
async function clientSignIn(page: Page, username: string, password: string) {
  await page.getByRole("textbox", { name: "Username or email" }).fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a client is invited from their customer record, uploads a document on a phone and sees it verified", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Asha P${stamp()}`;
  const password = "monsoon-garden-path-48";
  await signInAsAdmin(page);
  const { caseId, customerId } = await wonCase(page, name);

  // The admin creates the portal account on the customer record and copies the one-time link.
  await page.goto(`/customers?id=${customerId}`);
  await page.getByRole("button", { name: "Create portal account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a portal account" });
  const username = await dialog.getByLabel("Username").inputValue();
  expect(username).toMatch(/^asha\.p/);
  await dialog.getByRole("button", { name: "Create account" }).click();
  const linkField = page.getByLabel("Invitation link");
  await expect(linkField).toHaveValue(/\/webcrmpanel#invite=/);
  const link = await linkField.inputValue();

  // The client opens it on a phone, chooses a password and signs in.
  const client = await phonePage(browser);
  await client.goto(link);
  await expect(client.getByRole("heading", { name: `Welcome, ${name}` })).toBeVisible();
  expect(await axeViolations(client)).toEqual([]);
  await client.getByLabel("New password", { exact: true }).fill(password);
  await client.getByLabel("The same password again").fill(password);
  await client.getByRole("button", { name: "Set my password" }).click();
  await expect(client.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
  await expect(client.getByRole("textbox", { name: "Username or email" })).toHaveValue(username);
  expect(await axeViolations(client)).toEqual([]);
  await client.getByLabel("Password").fill(password);
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client).toHaveURL(/\/customer-dashboard$/);
  await expect(client.getByRole("heading", { level: 1, name: "Hello Asha" })).toBeVisible();
  await expect(client.getByRole("heading", { name: /Student visa for Canada/ })).toBeVisible();
  // No staff navigation, no staff search.
  await expect(client.getByRole("navigation", { name: "CRM" })).toHaveCount(0);
  await expect(client.getByRole("searchbox")).toHaveCount(0);
  await expect(client.getByRole("combobox", { name: /search/i })).toHaveCount(0);
  // The page fits the phone.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(client)).toEqual([]);

  // The link worked once: opening it again says so.
  const again = await phonePage(browser);
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await again.context().close();

  // The client uploads a PDF for the first requested document.
  const needed = client.getByRole("region", { name: "What we still need from you" });
  const first = needed.getByRole("listitem").first();
  const itemName = (await first.locator("p").first().textContent()) ?? "";
  await first
    .locator('input[type="file"]')
    .setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(client.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(
    `Thank you, we have received passport.pdf for ${itemName}.`,
  );
  const sent = client.getByRole("region", { name: "Documents you sent" });
  // The item's own entry (its files are list items inside it).
  await expect(sent.getByRole("listitem").filter({ hasText: itemName }).first()).toContainText(
    "Received, we are checking it",
  );

  // Staff see the file on the case and verify it.
  await verifyOnCase(page, caseId, "passport.pdf");

  // The client sees it verified.
  await client.reload();
  await expect(
    client
      .getByRole("region", { name: "Documents you sent" })
      .getByRole("listitem")
      .filter({ hasText: itemName })
      .first(),
  ).toContainText("Verified");

  // Desktop width too.
  await client.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(client)).toEqual([]);

  // /users shows the account with its customer record, one click away.
  await page.goto("/users");
  const accountRow = page.getByRole("row").filter({ hasText: username });
  await expect(accountRow.getByRole("link", { name })).toHaveAttribute("href", `/customers?id=${customerId}`);

  // Disabled: the open session ends at once and the password no longer signs in.
  const disabled = await page.request.patch(`/api/users/${username}`, { data: { active: false } });
  expect(disabled.status()).toBe(200);
  await client.reload();
  await expect(client).toHaveURL(/\/webcrmpanel/);
  await client.getByRole("button", { name: "Client or investor? Sign in here" }).click();
  await clientSignIn(client, username, password);
  await expect(client.getByRole("alert")).toHaveText("Invalid username or password");
  await client.context().close();
});

/** Staff open the case, see the client's file under its checklist item, download it and verify it. */
async function verifyOnCase(page: Page, caseId: string, fileName: string) {
  await page.goto(`/crm/filing-cases?id=${caseId}`);
  const files = page.getByRole("list", { name: "Files sent" });
  await expect(files).toContainText(fileName);
  await expect(files).toContainText("from the client");
  const download = page.waitForEvent("download");
  await files.getByRole("link", { name: `Download ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  expect(await axeViolations(page)).toEqual([]);
  await files.getByRole("button", { name: `Verify ${fileName}` }).click();
  await expect(files.getByText("Verified")).toBeVisible();
  // The file itself is only ever an attachment the browser does not run.
  const id = await page.evaluate(async (caseId) => {
    const response = await fetch(`/api/cases/${caseId}/documents`);
    return ((await response.json()) as { documents: { id: string }[] }).documents[0]?.id;
  }, caseId);
  const file = await page.request.get(`/api/documents/${id}/file`);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
}

test("an investor signs in from the login card's client mode and lands on the investor dashboard", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const username = `inv${stamp()}`;
  const created = await page.request.post("/api/users", {
    data: { username, name: "Ira Investor", role: "investor" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invitation } = (await created.json()) as { invitation: { path: string } };
  const investor = await (await browser.newContext()).newPage();
  await investor.goto(invitation.path);
  await investor.getByLabel("New password", { exact: true }).fill("harbour-lights-tea-72");
  await investor.getByLabel("The same password again").fill("harbour-lights-tea-72");
  await investor.getByRole("button", { name: "Set my password" }).click();
  await expect(investor.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
  await investor.getByLabel("Password", { exact: true }).fill("harbour-lights-tea-72");
  await investor.getByRole("button", { name: "Sign in" }).click();
  await expect(investor).toHaveURL(/\/investor-dashboard$/);
  await expect(investor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(investor.getByRole("navigation", { name: "CRM" })).toHaveCount(0);
  await investor.context().close();
});

test("the login card's client mode has no axe violations and lists no client names", async ({ page }) => {
  await page.goto("/webcrmpanel");
  await expect(page.getByRole("combobox", { name: "Username" }).locator("option")).toHaveCount(4);
  const options = await page.getByRole("combobox", { name: "Username" }).locator("option").allTextContents();
  expect(options.sort()).toEqual(["admin", "ceo", "staff1", "staff2"]);
  await page.getByRole("button", { name: "Client or investor? Sign in here" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to follow your visa" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page)).toEqual([]);
  await clientSignIn(page, "nobody-at-all", "not-a-password-at-all");
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
});
