import { expect, type Page, test } from "@playwright/test";

// A CRM page's largest paint is drawn by its code (the page's header), not by an answer: data that arrives
// later paints nothing larger, so the page's largest paint waits for no request (and Lighthouse's LCP for none of
// the page's reads). Every API read is held back a moment, as in crm-layout-shift.spec.ts, so that the header is
// painted first and any larger text from the data would come after it as a new, later largest paint. A size figure
// read from the browser's own LargestContentfulPaint entries, not a timing limit. The lists have rows (a list that
// turns out empty says so in its empty state, which is then the page's content), and My day has them or its notices.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const USERS = [
  { username: "ceo", password: process.env.E2E_CEO_PASSWORD ?? "" },
  { username: "staff1", password: process.env.E2E_STAFF1_PASSWORD ?? "" },
] as const;
const PAGES = ["/crm", "/crm/leads"] as const;

async function signIn(page: Page, username: string, password: string) {
  const response = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await response.json()) as { username: string; name: string; role: string };
  await page.goto("/webcrmpanel");
  await page.evaluate((stored) => window.localStorage.setItem("system_auth", JSON.stringify(stored)), {
    username: user.username,
    name: user.name,
    role: user.role,
  });
}

/** Holds every API read but the session's back a moment, so that the page's code paints before its data. */
async function holdBackReads(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/auth/"),
    async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    },
  );
}

/** Keeps each largest-paint candidate's element as it is reported, before the page's own scripts run. */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { largestPaints: Element[] };
    record.largestPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element) record.largestPaints.push(entry.element);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, "ceo", USERS[0].password);
  const lead = await page.request.post("/api/leads", {
    data: {
      name: `Paint Check ${Date.now().toString(36).slice(-6)}`,
      phone: `+91 96${String(Date.now()).slice(-8)}`,
      destinationCountry: "CA",
      visaType: "student",
      city: "Pune",
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await page.context().close();
});

for (const size of SIZES) {
  for (const user of USERS) {
    test(`${user.username}'s first pages paint their largest text from their code, at ${size.width}px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      await signIn(page, user.username, user.password);
      await holdBackReads(page);
      await recordLargestPaints(page);
      for (const path of PAGES) {
        await page.goto(path);
        // Generous waits: on a loaded machine the first page's code alone can take a while (a condition, not a limit).
        await expect(page.locator("main h1"), `${path} shows its header`).toBeVisible({ timeout: 60_000 });
        await expect(
          page.getByRole("status").filter({ hasText: /Loading/ }),
          `${path} is done loading`,
        ).toHaveCount(0, { timeout: 60_000 });
        await expect(page.locator('[aria-busy="true"]'), `${path} is not busy`).toHaveCount(0, {
          timeout: 60_000,
        });
        // After the next frame, whose paints the observer then has.
        const largest = await page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const paints = (window as unknown as { largestPaints: Element[] }).largestPaints;
                  const last = paints[paints.length - 1];
                  resolve(
                    last?.closest("main header")
                      ? "the page's header"
                      : (last?.outerHTML.slice(0, 160) ?? "none"),
                  );
                }, 0),
              ),
            ),
        );
        expect(largest, `${path}'s largest paint`).toBe("the page's header");
      }
    });
  }
}
