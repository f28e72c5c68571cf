import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// One request per edit (docs/behaviours/crm.md#editing-a-record), counted in a real browser on the built product: a
// write answers the record as its page shows it, so after Save the page sends the write and nothing else until the
// person goes back to the list, which is then fetched again because the write changed it.

const PASSWORD = process.env.E2E_STAFF1_PASSWORD ?? "";

async function signIn(page: Page) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption("staff1");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

let serial = 0;
/** A name and an Indian mobile number no other test uses. */
function person(first: string) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`.slice(-8);
  return { name: `${first} ${Number(stamp).toString(36)}`, phone: `+91 96${stamp}` };
}

/** A qualified lead through the API. */
async function createLead(page: Page, who: { name: string; phone: string }) {
  const created = await page.request.post("/api/leads", {
    data: { name: who.name, phone: who.phone, destinationCountry: "GB", visaType: "student", city: "Pune" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const status of ["contacted", "qualified"]) {
    const moved = await page.request.post(`/api/leads/${id}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return id;
}

/** A deal quoted to a new qualified lead, through the API. */
async function createDeal(page: Page, who: { name: string; phone: string }) {
  const created = await page.request.post("/api/deals", {
    data: { leadId: await createLead(page, who), feeInr: 40_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The requests the page sends to the API from now on, as `METHOD /path` (what a person's edit costs). */
function recordApiRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) sent.push(`${request.method()} ${url.pathname}`);
  });
  return {
    sent,
    /** Forgets what was sent so far: counting starts at the person's Save. */
    reset: () => sent.splice(0),
  };
}

/** Opens the record from its list, searched by the client's name, as staff do. */
async function openFromList(page: Page, list: string, search: string, name: string) {
  await page.goto(list);
  await page.getByRole("searchbox", { name: search }).fill(name);
  // The search reaches the address after a pause; a click before it would be undone by it.
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
}

/** Back to the list by the breadcrumb, and waits for the record's row. */
async function backToList(page: Page, crumb: string, name: string) {
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: crumb }).click();
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
}

test("a lead's edit is one request, the PATCH; the list is fetched again when it is shown", async ({
  page,
}) => {
  const client = person("Nisha Menon");
  await signIn(page);
  const leadId = await createLead(page, client);
  await openFromList(page, "/crm/leads", "Search leads", client.name);
  const api = recordApiRequests(page);

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit the lead" });
  await dialog.getByLabel("City").fill("Nagpur");
  api.reset();
  await dialog.getByRole("button", { name: "Save" }).click();
  // The notification follows the write's settling, which waits for whatever it fetched again.
  await expect(page.getByText("The lead is corrected", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("Nagpur");
  expect(await axeViolations(page)).toEqual([]);
  expect(api.sent).toEqual([`PATCH /api/leads/${leadId}`]);

  api.reset();
  await backToList(page, "Leads", client.name);
  expect(api.sent.filter((request) => request.startsWith("GET /api/leads"))).toEqual(["GET /api/leads"]);
  expect(api.sent).not.toContain(`GET /api/leads/${leadId}`);
});

// A deal's note and assignment answer the deal, as every kind's do (docs/behaviours/api.md#what-a-write-answers): an
// answer without the record would make the CRM fetch the deal again, a second request.
test("a deal's note and its assignment are one request each", async ({ page }) => {
  const client = person("Arjun Pillai");
  await signIn(page);
  const dealId = await createDeal(page, client);
  await openFromList(page, "/crm/deals", "Search deals", client.name);
  const api = recordApiRequests(page);

  await page.getByLabel("Add to the timeline").fill("Called: sending the fee split today");
  api.reset();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Added to the timeline", { exact: true })).toBeVisible();
  await expect(page.getByText("Called: sending the fee split today")).toBeVisible();
  expect(api.sent).toEqual([`POST /api/deals/${dealId}/notes`]);

  api.reset();
  // Staff's own deals are theirs from the start: the assignment here gives this one back to the team.
  await page.getByRole("region", { name: "Assignment" }).getByRole("button", { name: "Unassign" }).click();
  await expect(page.getByText("Deal unassigned", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(api.sent).toEqual([`POST /api/deals/${dealId}/assign`]);

  api.reset();
  await backToList(page, "Deals", client.name);
  expect(api.sent.filter((request) => request.startsWith("GET /api/deals"))).toEqual(["GET /api/deals"]);
});

test("a case's status step is one request", async ({ page }) => {
  const client = person("Sana Qureshi");
  await signIn(page);
  const won = await page.request.post(`/api/deals/${await createDeal(page, client)}/win`, { data: {} });
  expect(won.status(), await won.text()).toBe(201);
  const { caseId } = (await won.json()) as { caseId: string };
  const { caseNumber } = (await (await page.request.get(`/api/cases/${caseId}`)).json()) as {
    caseNumber: string;
  };
  await openFromList(page, "/crm/filing-cases", "Search cases", caseNumber);
  const api = recordApiRequests(page);

  api.reset();
  await page.getByRole("region", { name: "Status actions" }).getByRole("button").first().click();
  // A won deal's case starts at intake; its first step asks for the documents.
  await expect(page.getByText(`${caseNumber}: documents pending`, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(api.sent).toEqual([`POST /api/cases/${caseId}/status`]);

  api.reset();
  await backToList(page, "Filing cases", caseNumber);
  expect(api.sent.filter((request) => request.startsWith("GET /api/cases"))).toEqual(["GET /api/cases"]);
});
