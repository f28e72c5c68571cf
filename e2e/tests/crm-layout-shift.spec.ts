import { type Browser, expect, type Page, test } from "@playwright/test";

// No CRM page moves when its data replaces its skeletons (CLS ≤ 0.02 on every page: each list, each record,
// the boards, the dashboards, account admin, the client portal), at desktop and phone widths. Every API read is held
// back a moment so that the skeletons are really drawn first; the layout shifts of the whole load are then summed from
// the browser's own PerformanceObserver, as Lighthouse's CLS does (a layout figure, not a timing limit).

const PASSWORDS = { ceo: process.env.E2E_CEO_PASSWORD ?? "" };
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const MAX_SHIFT = 0.02;
const CLIENT_PASSWORD = "lantern-river-stone-31";

/** A unique short stamp, so that the spec can run again on the same data. */
const stamp = () => Date.now().toString(36).slice(-6);

async function signInCeo(page: Page) {
  const response = await page.request.post("/api/auth/login", {
    data: { username: "ceo", password: PASSWORDS.ceo },
  });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await response.json()) as { username: string; name: string; role: string };
  await storeUser(page, user);
}

/** What the login card stores after a sign-in: the CRM confirms it with /api/auth/me on every load. */
async function storeUser(page: Page, user: { username: string; name: string; role: string }) {
  await page.goto("/webcrmpanel");
  await page.evaluate((stored) => window.localStorage.setItem("system_auth", JSON.stringify(stored)), {
    username: user.username,
    name: user.name,
    role: user.role,
  });
}

interface Records {
  leadId: string;
  enquiryId: string;
  dealId: string;
  caseId: string;
  customerId: string;
  client: { username: string; password: string };
}

/** Records for every kind of page: an enquiry whose lead buys (deal, case, customer), another open lead, a client. */
async function createRecords(browser: Browser): Promise<Records> {
  const page = await (await browser.newContext()).newPage();
  await signInCeo(page);
  const name = `Shift Client ${stamp()}`;
  const enquiry = await page.request.post("/api/public/enquiries", {
    data: {
      name,
      phone: `+91 97${String(Date.now()).slice(-8)}`,
      destinationCountry: "CA",
      visaType: "student",
      priorRefusal: false,
      consent: true,
      city: "Pune",
    },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const enquiries = await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`);
  const enquiryId = ((await enquiries.json()) as { items: { id: string }[] }).items[0]?.id ?? "";
  const leads = await page.request.get(`/api/leads?q=${encodeURIComponent(name)}`);
  const leadId = ((await leads.json()) as { items: { id: string }[] }).items[0]?.id ?? "";
  expect(enquiryId && leadId).toBeTruthy();
  for (const status of ["contacted", "qualified"])
    expect((await page.request.post(`/api/leads/${leadId}/status`, { data: { status } })).status()).toBe(200);
  const converted = await page.request.post(`/api/leads/${leadId}/convert`, { data: { feeInr: 48_000 } });
  expect(converted.status(), await converted.text()).toBe(201);
  const { dealId } = (await converted.json()) as { dealId: string };
  const won = await page.request.post(`/api/deals/${dealId}/win`, { data: {} });
  expect(won.status(), await won.text()).toBe(201);
  const { caseId, customerId } = (await won.json()) as { caseId: string; customerId: string };
  // A second lead that stays a lead, so that the lists and the board have an open row too.
  const open = await page.request.post("/api/leads", {
    data: {
      name: `Open Lead ${stamp()}`,
      phone: `+91 95${String(Date.now()).slice(-8)}`,
      destinationCountry: "GB",
      visaType: "visitor",
      city: "Delhi",
    },
  });
  expect(open.status(), await open.text()).toBe(201);

  // The customer's portal account, its password set through its one-time link.
  const username = `shift${stamp()}`;
  const created = await page.request.post("/api/users", {
    data: { username, name, role: "customer", customerId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invitation } = (await created.json()) as { invitation: { path: string } };
  const token = invitation.path.split("#invite=")[1] ?? "";
  const accepted = await page.request.post("/api/auth/invitations/accept", {
    data: { token, password: CLIENT_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.context().close();
  return { leadId, enquiryId, dealId, caseId, customerId, client: { username, password: CLIENT_PASSWORD } };
}

/** The staff pages the CEO opens: every list, record, board, dashboard and the account admin. */
function staffPages(records: Records): string[] {
  return [
    "/crm",
    "/crm-old",
    "/crm/enquiries",
    `/crm/enquiries?id=${records.enquiryId}`,
    "/crm/leads",
    "/crm/leads?view=board",
    `/crm/leads?id=${records.leadId}`,
    "/crm/deals",
    "/crm/deals?view=board",
    `/crm/deals?id=${records.dealId}`,
    "/crm/filing-cases",
    "/crm/filing-cases?view=board",
    `/crm/filing-cases?id=${records.caseId}`,
    "/crm/visa-delivery",
    "/crm/visa-delivery?view=custody",
    "/customers",
    `/customers?id=${records.customerId}`,
    "/crm/country-labels",
    "/crm/workflow",
    "/360-dashboard",
    "/analytics",
    "/staff-performance",
    "/investor-dashboard",
    "/users",
    "/users?view=audit",
    "/staff-management",
  ];
}

/** Holds every API read back a moment, so that each page draws its skeletons before its data replaces them. */
async function holdBackReads(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/auth/"),
    async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    },
  );
}

/** Opens `path` and waits until nothing on it is loading any more. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  // The page's own content (its heading, or its first section where a view has none of its own, e.g. the audit log).
  // Generous waits: on a loaded machine the first page's code alone can take a while (a condition, not a time limit).
  await expect(page.locator("main h1, main h2").first(), `${path} shows its content`).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByRole("status").filter({ hasText: /Loading/ }),
    `${path} is done loading`,
  ).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect(page.locator('[aria-busy="true"]'), `${path} is not busy`).toHaveCount(0, { timeout: 60_000 });
  expect(new URL(page.url()).pathname, `${path} sent the user elsewhere`).toBe(path.split("?")[0]);
}

/**
 * Sums every layout shift of each page loaded from now on, as CLS does (shifts right after an input do not count), in
 * an observer installed before the page's own scripts: it sees each shift as it happens, so the sum read once the page
 * has settled is complete whatever the machine's speed.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShiftTotal: number };
    record.layoutShiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.layoutShiftTotal += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout-shift sum so far, after the next frame (whose shifts the observer then has). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve((window as unknown as { layoutShiftTotal: number }).layoutShiftTotal), 0),
        ),
      ),
  );

test("the measurement sees a layout shift where there is one", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto("/webcrmpanel");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  // Two frames, so that the card has been painted where it is (a move before any paint is no shift to anyone).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // A banner pushed in above the page's content moves all of it down.
  await page.evaluate(() => {
    const banner = document.createElement("div");
    banner.style.height = "300px";
    document.body.prepend(banner);
  });
  await expect.poll(() => layoutShift(page)).toBeGreaterThan(MAX_SHIFT);
});

let records: Records;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  records = await createRecords(browser);
});

for (const size of SIZES) {
  test(`every staff page keeps its layout while its data arrives, at ${size.width}px`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize(size);
    await signInCeo(page);
    await holdBackReads(page);
    await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of staffPages(records)) {
      await openSettled(page, path);
      shifts[path] = Number((await layoutShift(page)).toFixed(4));
      test.info().annotations.push({
        type: `layout shift at ${size.width}px`,
        description: `${path} ${shifts[path]}`,
      });
    }
    // One figure per page in the report (above), then the assertion on all of them at once.
    const moved = Object.entries(shifts).filter(([, shift]) => shift > MAX_SHIFT);
    expect(moved, `pages whose layout shift is over ${MAX_SHIFT}`).toEqual([]);
  });

  test(`the client portal keeps its layout while its data arrives, at ${size.width}px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const response = await page.request.post("/api/auth/login", {
      data: { username: records.client.username, password: records.client.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    await storeUser(page, (await response.json()) as { username: string; name: string; role: string });
    await holdBackReads(page);
    await recordLayoutShifts(page);
    await openSettled(page, "/customer-dashboard");
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
    await context.close();
  });
}
