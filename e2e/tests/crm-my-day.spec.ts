import { expect, type Page, request, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";
import { PDF } from "../support/document-files.ts";

// My day on the built product: a staff member sees the document a client uploaded to their case on the portal and
// their case's coming appointment; an admin sees the open work nobody has, with its lists one click away. Both pages
// are axe-clean and fit the window at desktop and phone widths.

const PASSWORDS = {
  admin: process.env.E2E_ADMIN_PASSWORD ?? "",
  staff1: process.env.E2E_STAFF1_PASSWORD ?? "",
} as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
// Random as well as timed: each Playwright worker runs the beforeAll, and two may start in the same millisecond.
const STAMP = `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;
const CLIENT = `Myday Client ${STAMP}`;

async function signIn(page: Page, username: keyof typeof PASSWORDS) {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption(username);
  await page.getByLabel("Password").fill(PASSWORDS[username]);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

/** The day `days` from today in India's calendar. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A client of staff1's, won, with an appointment in 3 days, who uploads a PDF on the portal. */
// One client for both tests: they run in one worker, after the beforeAll that makes it.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  await signIn(page, "admin");
  const api = page.request;
  const digits = String(Date.now()).slice(-8);
  const lead = await api.post("/api/leads", {
    data: { name: CLIENT, phone: `+91 97${digits}`, destinationCountry: "GB", visaType: "visitor" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const { id } = (await lead.json()) as { id: string };
  expect((await api.post(`/api/leads/${id}/assign`, { data: { assignee: "staff1" } })).status()).toBe(200);
  expect((await api.post(`/api/leads/${id}/status`, { data: { status: "qualified" } })).status()).toBe(200);
  const { dealId } = (await (
    await api.post(`/api/leads/${id}/convert`, { data: { feeInr: 30_000 } })
  ).json()) as {
    dealId: string;
  };
  const won = await api.post(`/api/deals/${dealId}/win`, { data: {} });
  expect(won.status(), await won.text()).toBe(201);
  const { caseId, customerId } = (await won.json()) as { caseId: string; customerId: string };
  const edited = await api.patch(`/api/cases/${caseId}`, { data: { appointmentOn: dayFromToday(3) } });
  expect(edited.status(), await edited.text()).toBe(200);

  // The client's portal account, by invitation, and their upload.
  const username = `myday-${STAMP}`;
  const password = "monsoon-window-kettle-62";
  const created = await api.post("/api/users", { data: { username, name: CLIENT, role: "customer" } });
  expect(created.status(), await created.text()).toBe(201);
  const token = String(((await created.json()) as { invitation: { path: string } }).invitation.path).split(
    "#invite=",
  )[1];
  const linked = await api.post(`/api/users/${username}/customers`, { data: { customerId } });
  expect(linked.status(), await linked.text()).toBe(200);
  const client = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? "" } });
  const accepted = await client.post("/api/auth/invitations/accept", { data: { token, password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const login = await client.post("/api/auth/login", { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const detail = (await (await api.get(`/api/cases/${caseId}`)).json()) as { checklist: { id: string }[] };
  const uploaded = await client.post(
    `/api/cases/${caseId}/checklist/${detail.checklist[0]?.id}/documents?name=passport.pdf`,
    { headers: { "content-type": "application/octet-stream" }, data: PDF },
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await client.dispose();
  await page.close();
});

test("staff1: My day shows a client's upload to review and the case's coming appointment", async ({
  page,
}) => {
  await signIn(page, "staff1");
  const uploads = page.getByRole("region", { name: "Client uploads to review" });
  await expect(uploads.getByRole("link", { name: new RegExp(CLIENT) })).toBeVisible();
  await expect(uploads).toContainText("1 document to review");
  const dates = page.getByRole("region", { name: "Coming dates (14 days)" });
  await expect(dates.getByRole("link", { name: new RegExp(CLIENT) }).first()).toBeVisible();
  await expect(dates).toContainText("Appointment: ");
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeViolations(page), `My day at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `My day is wider than ${size.width}px`).toBeLessThanOrEqual(0);
  }
  await uploads.getByRole("link", { name: new RegExp(CLIENT) }).click();
  await expect(page).toHaveURL(/\/crm\/filing-cases\?id=/);
});

test("admin: My day shows the open work nobody has, each count opening its list", async ({ page }) => {
  await signIn(page, "admin");
  const nobody = page.getByRole("region", { name: "Open work nobody has" });
  await expect(nobody).toBeVisible();
  await expect(nobody).toContainText(/open (enquiry|enquiries)|has someone/);
  await expect(page.getByRole("heading", { name: "Open enquiries nobody has" })).toBeVisible();
  // The seed's country labels were checked in June 2025: stale, and the admin is reminded to check them.
  await expect(page.getByRole("region", { name: "Country labels to check" })).toContainText(
    "not checked for 30 days",
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeViolations(page), `My day at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `My day is wider than ${size.width}px`).toBeLessThanOrEqual(0);
  }
  const cases = nobody.getByRole("link", { name: /open cases?$/ });
  if ((await cases.count()) > 0) {
    await cases.click();
    await expect(page).toHaveURL(/\/crm\/filing-cases\?open=true&assignee=unassigned/);
  }
});
