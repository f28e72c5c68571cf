import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The middle of the pipeline (docs/behaviours/crm.md) on the built product and the real API: deals quoted, negotiated
// (by drag and by the keyboard's "Move to" menu), won and lost; the customer a win created; a lead's phone corrected to
// one another lead has; a returning client's second deal; axe-core on the new screens at desktop and phone widths.

const PASSWORDS = {
  admin: process.env.E2E_ADMIN_PASSWORD ?? "",
  staff1: process.env.E2E_STAFF1_PASSWORD ?? "",
} as const;

async function signIn(page: Page, username: keyof typeof PASSWORDS) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption(username);
  await page.getByLabel("Password").fill(PASSWORDS[username]);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

let serial = 0;
/** A name and an Indian mobile number no other test uses. */
function person(first: string) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`.slice(-8);
  return { name: `${first} ${Number(stamp).toString(36)}`, phone: `+91 97${stamp}` };
}

/** A lead through the API, moved on to `status` (new, contacted or qualified). */
async function createLead(page: Page, who: { name: string; phone: string }, status = "qualified") {
  const created = await page.request.post("/api/leads", {
    data: { name: who.name, phone: who.phone, destinationCountry: "GB", visaType: "student", city: "Pune" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lead = (await created.json()) as { id: string };
  for (const next of ["contacted", "qualified"].slice(0, ["new", "contacted", "qualified"].indexOf(status))) {
    const moved = await page.request.post(`/api/leads/${lead.id}/status`, { data: { status: next } });
    expect(moved.status()).toBe(200);
  }
  return lead.id;
}

async function createDeal(page: Page, leadId: string, feeInr: number) {
  const created = await page.request.post("/api/deals", { data: { leadId, feeInr } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The board, narrowed to one client by the search. */
async function openBoardFor(page: Page, name: string) {
  await page.goto("/crm/deals?view=board");
  await page.getByRole("searchbox", { name: "Search deals" }).fill(name);
  await expect(page).toHaveURL(/q=/);
}

const column = (page: Page, stage: string) => page.getByRole("region", { name: new RegExp(`^${stage}`) });
const card = (page: Page, name: string) => page.getByTestId("deal-card").filter({ hasText: name });

/** Drags `name`'s card onto the column of `stage` with the mouse, in small steps as a hand would. */
async function drag(page: Page, name: string, stage: string) {
  const from = await card(page, name)
    .getByText(/Unassigned|Staff|Admin/)
    .boundingBox();
  const to = await column(page, stage).boundingBox();
  if (!from || !to) throw new Error("the card or the column is not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

test("staff quote a deal, negotiate it by drag, win it and open the customer the win created", async ({
  page,
}) => {
  const client = person("Kavya Rao");
  await signIn(page, "staff1");
  const leadId = await createLead(page, client);

  await page.goto(`/crm/leads?id=${leadId}`);
  await page.getByRole("region", { name: "Status" }).getByRole("button", { name: "Convert to deal" }).click();
  const dialog = page.getByRole("dialog", { name: "Convert to a deal" });
  await dialog.getByLabel("Fee (₹)", { exact: true }).fill("35,000.00");
  await expect(dialog.getByText("Reads as ₹35,000")).toBeVisible();
  await dialog.getByRole("button", { name: "Open deal" }).click();
  await expect(page.getByText("Deal opened", { exact: true })).toBeVisible();

  await openBoardFor(page, client.name);
  await expect(column(page, "Quoted")).toContainText(client.name);
  await expect(column(page, "Quoted")).toContainText("1 deal · ₹35,000");
  expect(await axeViolations(page)).toEqual([]);
  await drag(page, client.name, "Negotiating");
  await expect(page.getByText("Deal moved to negotiating", { exact: true }).first()).toBeVisible();
  await expect(column(page, "Negotiating")).toContainText(client.name);

  await card(page, client.name).getByRole("link", { name: client.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(client.name) })).toBeVisible();
  await page.getByRole("button", { name: "Win the deal" }).click();
  await page.getByRole("dialog", { name: "Win the deal" }).getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByText("Deal won", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Open the customer" }).click();
  await expect(page).toHaveURL(/\/customers\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Filing cases and deliveries" })).toContainText(
    /VC-\d{4}-\d{5}/,
  );
  await expect(page.getByRole("region", { name: "Deals" })).toContainText("₹35,000");
  expect(await axeViolations(page)).toEqual([]);
});

test("staff negotiate by the keyboard's Move to menu, see a refused move explained, and lose with a reason", async ({
  page,
}) => {
  const client = person("Rahul Das");
  await signIn(page, "staff1");
  await createDeal(page, await createLead(page, client), 52_000);

  await openBoardFor(page, client.name);
  const menu = page.getByRole("combobox", { name: `Move ${client.name}'s deal to` });
  const move = page.getByRole("button", { name: `Move ${client.name}'s deal`, exact: true });
  await menu.focus();
  // An arrow key on the closed menu chooses a stage, and must not move the deal: only Move does.
  await page.keyboard.press("ArrowDown");
  await expect(menu).not.toHaveValue("");
  await expect(move).toBeEnabled();
  await expect(column(page, "Quoted")).toContainText(client.name);
  await menu.selectOption("negotiating");
  await move.click();
  await expect(column(page, "Negotiating")).toContainText(client.name);

  // Back to quoted is not a move the deal machine allows: the board says why and moves nothing.
  await page.getByRole("combobox", { name: `Move ${client.name}'s deal to` }).selectOption("quoted");
  await move.click();
  await expect(
    page.getByText(/was not moved to quoted\. A deal in negotiation does not go back/),
  ).toBeVisible();
  await expect(column(page, "Negotiating")).toContainText(client.name);

  await page.getByRole("combobox", { name: `Move ${client.name}'s deal to` }).selectOption("lost");
  await move.click();
  const dialog = page.getByRole("dialog", { name: "Lose the deal" });
  await dialog.getByLabel("Reason").selectOption("chose_another_agent");
  await dialog.getByRole("button", { name: "Mark lost" }).click();
  await expect(column(page, "Lost")).toContainText(client.name);

  // A lost deal dragged back is refused in words too.
  await drag(page, client.name, "Quoted");
  await expect(page.getByText(/was not moved to quoted\. A lost deal is closed/)).toBeVisible();

  await card(page, client.name).getByRole("link", { name: client.name }).click();
  await expect(page.getByRole("region", { name: "Stage" })).toContainText("Lost: Chose another agent");
});

test("a lead's phone corrected to one another lead has links to that lead", async ({ page }) => {
  const first = person("Ishaan Gupta");
  const second = person("Ananya Singh");
  await signIn(page, "staff1");
  await createLead(page, first, "new");
  const secondId = await createLead(page, second, "new");

  await page.goto(`/crm/leads?id=${secondId}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit the lead" });
  // The national form with its trunk 0, as staff type it; the API reads it as the first lead's number.
  await dialog.getByLabel("Phone").fill(`0${first.phone.slice(4)}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Another lead already has this phone.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("link", { name: "Open that lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();

  // The search finds it typed the same way.
  await page.goto("/crm/leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(`0${first.phone.slice(4)}`);
  await expect(page.getByRole("link", { name: first.name })).toBeVisible();
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
});

test("a returning client on a converted lead is given a second deal", async ({ page }) => {
  const client = person("Farah Khan");
  await signIn(page, "staff1");
  const leadId = await createLead(page, client);
  const converted = await page.request.post(`/api/leads/${leadId}/convert`, { data: { feeInr: 30_000 } });
  expect(converted.status()).toBe(201);

  await page.goto(`/crm/leads?id=${leadId}`);
  const deals = page.getByRole("region", { name: "Deals" });
  await deals.getByRole("button", { name: "New deal" }).click();
  const dialog = page.getByRole("dialog", { name: "New deal" });
  await dialog.getByLabel("Destination").selectOption("CA");
  await dialog.getByLabel("Visa type").selectOption("visitor");
  await dialog.getByLabel("Fee (₹)", { exact: true }).fill("12.50");
  await expect(dialog.getByText("must be whole rupees, without paise")).toBeVisible();
  await dialog.getByLabel("Fee (₹)", { exact: true }).fill("1,25,000");
  await dialog.getByLabel("Expected close").fill("15/01/2027");
  await expect(dialog.getByText("15 Jan 2027")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Open deal" }).click();
  await expect(page.getByText("Deal opened", { exact: true })).toBeVisible();
  await expect(deals.getByRole("listitem")).toHaveCount(2);
  await expect(deals).toContainText("₹1,25,000");
  await expect(page.getByRole("region", { name: "Status" })).toContainText("Converted");
});

test("an enquiry's attribution card breaks a long landing URL, on a desktop and on a phone", async ({
  page,
}) => {
  const who = person("Long Url");
  const landingPath = `/uk-visitor-visa-refused-appeal?utm_source=google&utm_campaign=${"uk-refusal-appeal-".repeat(12)}&gclid=${"Cj0KCQiA".repeat(10)}`;
  const intake = await page.request.post("/api/public/enquiries", {
    data: {
      name: who.name,
      phone: who.phone,
      destinationCountry: "GB",
      visaType: "visitor",
      priorRefusal: false,
      consent: true,
      attribution: { source: "google", landingPath },
    },
  });
  expect(intake.status()).toBe(201);
  await signIn(page, "admin");
  const found = await page.request.get(`/api/enquiries?q=${encodeURIComponent(who.name)}`);
  const id = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(id).toBeDefined();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/crm/enquiries?id=${id}`);
    await expect(page.getByRole("region", { name: "Attribution" })).toContainText("uk-refusal-appeal");
    await expect(page.getByRole("region", { name: "Attribution" })).toContainText("Google");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the deals and customers screens fit a ${width}px window without axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, "admin");
    for (const path of ["/crm/deals", "/deals?view=board", "/customers"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/on its way/i)).toHaveCount(0);
      if (path.includes("board")) await expect(column(page, "Quoted")).toContainText(/deals? ·/);
      else await expect(page.getByText(/^(\d[\d,]*|No) (deals?|customers?)$/)).toBeVisible();
      // What sticks out, named in the failure, so that a too-wide page says where.
      const wide = await page.evaluate(
        (w) =>
          [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > w + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
        width,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path}: ${wide.join(" | ")}`,
      ).toBeLessThanOrEqual(width);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test("a page of the enquiry, lead and deal lists holds at least 15 whole rows at 1280 × 800", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "admin");
  const tag = `F${Date.now().toString(36).slice(-6)}`;
  // Each walk-in enquiry opens its lead; each lead gets a deal: 16 records in every list, long emails included.
  for (let i = 1; i <= 16; i += 1) {
    const n = String(i).padStart(2, "0");
    const who = { name: `${tag} Row ${n}`, phone: person("Row").phone };
    const recorded = await page.request.post("/api/enquiries", {
      data: {
        channel: "walk_in",
        name: who.name,
        phone: who.phone,
        email: `a.rather.long.mailbox.name.${n}@${tag}.example.in`,
        destinationCountry: "CA",
        visaType: "visitor",
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  }
  const leads = await page.request.get(`/api/leads?q=${tag}&limit=50`);
  const leadIds = ((await leads.json()) as { items: { id: string }[] }).items.map((lead) => lead.id);
  expect(leadIds).toHaveLength(16);
  for (const leadId of leadIds) await createDeal(page, leadId, 40_000);

  for (const list of ["enquiries", "leads", "deals"]) {
    await page.goto(`/crm/${list}?q=${tag}`);
    const rows = page.locator("tbody tr[data-row-id]");
    await expect(rows).toHaveCount(16);
    await page.screenshot({ path: test.info().outputPath(`${list}-1280.png`) });
    const whole = await rows.evaluateAll(
      (trs) =>
        trs.filter((tr) => {
          const box = tr.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(whole, `${list}: whole rows in the window`).toBeGreaterThanOrEqual(15);
    expect(await axeViolations(page), list).toEqual([]);
  }
  // The same lists on a phone: readable, no wider than the window, axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const list of ["enquiries", "leads", "deals", "customers"]) {
    await page.goto(list === "customers" ? "/customers" : `/crm/${list}?q=${tag}`);
    await expect(page.getByText(/^(\d[\d,]*|No) (enquir|lead|deal|customer)/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${list}-390.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), list).toBeLessThanOrEqual(390);
    expect(await axeViolations(page), list).toEqual([]);
  }
});

test("admin filters the deals by a staff member picked from the Assigned to filter", async ({ page }) => {
  await signIn(page, "admin");
  const theirs = person("Assigned Deal");
  const dealId = await createDeal(page, await createLead(page, theirs), 30_000);
  const assigned = await page.request.post(`/api/deals/${dealId}/assign`, { data: { assignee: "staff1" } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const nobodys = person("Unassigned Deal");
  await createDeal(page, await createLead(page, nobodys), 30_000);

  await page.goto("/crm/deals");
  const filter = page.getByRole("combobox", { name: "Assigned to" });
  await expect(filter.locator('option[value="staff1"]')).toHaveCount(1);
  await filter.selectOption("staff1");
  await expect(page).toHaveURL(/assignee=staff1/);
  const table = page.getByRole("table", { name: "Deals" });
  await expect(table.getByRole("link", { name: theirs.name })).toBeVisible();
  await expect(table.getByRole("link", { name: nobodys.name })).toHaveCount(0);
});
