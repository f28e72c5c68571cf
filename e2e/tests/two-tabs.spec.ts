import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// No edit overwrites what its author did not see (decision 030): two tabs on one record, one changes it, and the other
// tab's change, made on what it still shows, is refused with who changed it, when and what; the record stays as the
// first tab left it, and the person can redo their change on it. A board moves what its cards show: a card still in
// its old column, moved, is refused the same way. On a desktop and on a phone, without axe violations.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const ASKED = "Someone else changed this first";

async function signInAsAdmin(page: Page) {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

/** A new lead, made through the API as the signed-in admin; answers its id and name. */
async function newLead(page: Page, label: string): Promise<{ id: string; name: string }> {
  const stamp = `${Date.now()}`.slice(-8);
  const name = `${label} ${Number(stamp).toString(36)}`;
  const lead = await page.request.post("/api/leads", {
    data: { name, phone: `+91 94${stamp}`, destinationCountry: "CA", visaType: "student" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  return { id: ((await lead.json()) as { id: string }).id, name };
}

/** A lead of `label` converted into a quoted deal through the API; answers the deal's id and the client's name. */
async function newDeal(page: Page, label: string): Promise<{ dealId: string; name: string }> {
  const lead = await newLead(page, label);
  for (const status of ["contacted", "qualified"]) {
    const moved = await page.request.post(`/api/leads/${lead.id}/status`, { data: { status } });
    expect(moved.status()).toBe(200);
  }
  const converted = await page.request.post(`/api/leads/${lead.id}/convert`, { data: { feeInr: 40_000 } });
  expect(converted.status(), await converted.text()).toBe(201);
  return { dealId: ((await converted.json()) as { dealId: string }).dealId, name: lead.name };
}

/** Two tabs of one signed-in browser, both on `path`, showing `heading`. */
async function twoTabs(context: BrowserContext, first: Page, path: string, heading: string): Promise<Page> {
  const second = await context.newPage();
  for (const tab of [first, second]) {
    await tab.goto(path);
    await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  return second;
}

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

    test("a tab still showing 'New' cannot move a lead another tab marked lost, and can redo the move on it", async ({
      page,
      context,
    }) => {
      await signInAsAdmin(page);
      const lead = await newLead(page, "Farah Khan");
      const tabB = await twoTabs(context, page, `/crm/leads?id=${lead.id}`, lead.name);
      const status = (tab: Page) => tab.getByRole("region", { name: "Status" });

      // Tab A marks the lead lost.
      await status(page).getByRole("button", { name: "Mark lost" }).click();
      await status(page).getByLabel("Why was it lost?").fill("Chose another agent");
      await status(page).getByRole("button", { name: "Confirm lost" }).click();
      await expect(status(page)).toContainText("Lost");

      // Tab B still shows "New" and marks it contacted: refused, with who, when and what.
      await status(tabB).getByRole("button", { name: "Mark contacted" }).click();
      const asked = tabB.getByRole("dialog", { name: ASKED });
      await expect(asked).toBeVisible();
      await expect(asked).toContainText(
        /This lead was changed by Admin at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m India time \(Lost: Chose another agent\) after you opened it\./,
      );
      expect(await axeViolations(tabB)).toEqual([]);
      await noOverflow(tabB);
      // The lead stayed lost.
      const now = await tabB.request.get(`/api/leads/${lead.id}`);
      expect(((await now.json()) as { status: string }).status).toBe("lost");

      // Redone on the lead as it is now (fetched again first), the move is taken.
      await asked.getByRole("button", { name: "Redo my change" }).click();
      await expect(asked).toBeHidden();
      await expect(tabB.getByText("Your change was saved", { exact: true })).toBeVisible();
      await expect(status(tabB)).toContainText("Contacted");
      const after = await tabB.request.get(`/api/leads/${lead.id}`);
      expect(((await after.json()) as { status: string }).status).toBe("contacted");
    });

    test("the same field of a deal edited in two tabs: the second save is refused with the message", async ({
      page,
      context,
    }) => {
      await signInAsAdmin(page);
      const { dealId, name } = await newDeal(page, "Rohan Nair");
      const tabB = await twoTabs(context, page, `/crm/deals?id=${dealId}`, name);

      async function saveFee(tab: Page, fee: string) {
        await tab.getByRole("button", { name: "Edit quote" }).click();
        const dialog = tab.getByRole("dialog", { name: "Edit the quote" });
        await dialog.getByLabel("Fee (₹)", { exact: true }).fill(fee);
        await dialog.getByRole("button", { name: "Save quote" }).click();
        return dialog;
      }

      await saveFee(page, "50000");
      await expect(page.getByText("Quote saved", { exact: true })).toBeVisible();

      await saveFee(tabB, "60000");
      const asked = tabB.getByRole("dialog", { name: ASKED });
      await expect(asked).toBeVisible();
      await expect(asked).toContainText(/This deal was changed by Admin at .+ India time \(Changed fee\)/);
      expect(await axeViolations(tabB)).toEqual([]);
      await noOverflow(tabB);
      const deal = await tabB.request.get(`/api/deals/${dealId}`);
      expect(((await deal.json()) as { feeInr: number }).feeInr).toBe(50_000);

      // Left as the other tab left it: nothing more is sent, and tab B shows the other tab's fee.
      await asked.getByRole("button", { name: "Leave it as it is" }).click();
      await expect(asked).toBeHidden();
      await expect(
        tabB.getByRole("dialog", { name: "Edit the quote" }).getByLabel("Fee (₹)", { exact: true }),
      ).toHaveValue("₹50,000");
      const still = await tabB.request.get(`/api/deals/${dealId}`);
      expect(((await still.json()) as { feeInr: number }).feeInr).toBe(50_000);
    });

    test("a deals board still showing a card in 'Quoted' cannot move the deal another tab moved, and shows it moved", async ({
      page,
      context,
    }) => {
      await signInAsAdmin(page);
      const { dealId, name } = await newDeal(page, "Ishaan Bose");
      const tabB = await twoTabs(
        context,
        page,
        `/crm/deals?view=board&q=${encodeURIComponent(name)}`,
        "Deals",
      );
      const column = (tab: Page, stage: string) => tab.getByRole("region", { name: new RegExp(`^${stage}`) });
      async function moveCard(tab: Page, to: string) {
        await column(tab, "Quoted")
          .getByRole("combobox", { name: `Move ${name}'s deal to` })
          .selectOption(to);
        await column(tab, "Quoted")
          .getByRole("button", { name: `Move ${name}'s deal` })
          .click();
      }
      for (const tab of [page, tabB]) await expect(column(tab, "Quoted")).toContainText(name);

      // Tab A moves the deal into negotiation on its board.
      await moveCard(page, "negotiating");
      await expect(page.getByText("Deal moved to negotiating", { exact: true })).toBeVisible();
      await expect(column(page, "Negotiating")).toContainText(name);

      // Tab B's board still shows the card in "Quoted" and moves it: refused, with who, when and what.
      await expect(column(tabB, "Quoted")).toContainText(name);
      await moveCard(tabB, "negotiating");
      const asked = tabB.getByRole("dialog", { name: ASKED });
      await expect(asked).toBeVisible();
      await expect(asked).toContainText(
        /This deal was changed by Admin at .+ India time \(.+\) after you opened it\./,
      );
      expect(await axeViolations(tabB)).toEqual([]);
      await noOverflow(tabB);
      const deal = await tabB.request.get(`/api/deals/${dealId}`);
      expect(((await deal.json()) as { stage: string; version: number }).version).toBe(2);

      // Left as the other tab left it: tab B's board shows the card where tab A put it.
      await asked.getByRole("button", { name: "Leave it as it is" }).click();
      await expect(asked).toBeHidden();
      await expect(column(tabB, "Negotiating")).toContainText(name);
      await expect(column(tabB, "Quoted")).not.toContainText(name);
      expect(await axeViolations(tabB)).toEqual([]);
      await noOverflow(tabB);
    });
  });
}
