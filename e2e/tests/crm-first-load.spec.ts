import { expect, type Page, type Request, test } from "@playwright/test";

// What the CRM's pages people keep open all day download (docs/behaviours/speed.md#crm-pages): a list or board loads
// the list, not one record's forms and what they bring, and the dashboards draw their charts with their own code
// (decision 044). Each library is told by a string only its code holds: zod's `$ZodType` (its classes' name), the phone
// library's `INVALID_COUNTRY` (its parse error), recharts' own name. The sizes themselves are `pnpm bench bundle`'s.

const PASSWORDS = { ceo: process.env.E2E_CEO_PASSWORD ?? "" };

const LIBRARIES = [
  { name: "zod", marker: "$ZodType" },
  { name: "the phone library", marker: "INVALID_COUNTRY" },
  { name: "recharts", marker: "recharts" },
] as const;

const PAGES = [
  "/crm/leads",
  "/crm/deals",
  "/crm/deals?view=board",
  "/crm/filing-cases",
  "/crm/filing-cases?view=board",
  "/360-dashboard",
  "/analytics",
] as const;

async function signInCeo(page: Page) {
  const response = await page.request.post("/api/auth/login", {
    data: { username: "ceo", password: PASSWORDS.ceo },
  });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await response.json()) as { username: string; name: string; role: string };
  await page.goto("/webcrmpanel");
  await page.evaluate((stored) => window.localStorage.setItem("system_auth", JSON.stringify(stored)), {
    username: user.username,
    name: user.name,
    role: user.role,
  });
}

/** The libraries among `LIBRARIES` whose code is in the scripts that loading `path` fetched, each with its script. */
async function librariesLoadedBy(page: Page, path: string): Promise<string[]> {
  const urls = new Set<string>();
  const listener = (request: Request) => {
    if (request.resourceType() === "script") urls.add(request.url());
  };
  page.on("request", listener);
  await page.goto(path);
  // Everything the page fetches once drawn (the chunks after the load event among them).
  await page.waitForLoadState("networkidle");
  page.off("request", listener);
  // Read again from the server (the files are immutable, named by their content): a response's body is gone once
  // the browser has moved on.
  const found: string[] = [];
  for (const url of urls) {
    const text = await (await page.request.get(url)).text();
    for (const { name, marker } of LIBRARIES)
      if (text.includes(marker)) found.push(`${name} (${new URL(url).pathname})`);
  }
  return found;
}

test("the lists, boards and dashboards people keep open load neither zod, the phone library nor a chart library", async ({
  page,
}) => {
  test.setTimeout(90_000); // seven pages, each until its network is idle
  await signInCeo(page);
  for (const path of PAGES) {
    expect(await librariesLoadedBy(page, path), path).toEqual([]);
  }
});
