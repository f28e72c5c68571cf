import { expect, test } from "@playwright/test";

test("the home page shows the five claims", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const claims = page.getByTestId("claim");
  await expect(claims).toHaveCount(5);
  for (const value of ["5000+", "4.9", "190+", "40+", "95%"]) {
    await expect(claims.filter({ hasText: value })).toHaveCount(1);
  }
});

test("/api/health answers after a real database query", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    database: "pglite",
    databaseState: "up",
    diskFreeBytes: expect.any(Number),
    version: expect.any(String),
  });
});

test("an unknown path shows the not-found page with HTTP 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("/webcrmpanel shows the login card", async ({ page }) => {
  const response = await page.goto("/webcrmpanel");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("combobox", { name: "Username" })).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("a lazily loaded page arrives without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/uk");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("UK");
  expect(errors).toEqual([]);
});

test("both apps' pages and hashed scripts travel brotli-compressed to a browser that accepts it", async ({
  request,
}) => {
  for (const url of ["/", "/webcrmpanel"]) {
    const page = await request.get(url, { headers: { "accept-encoding": "br, gzip" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers().vary?.toLowerCase()).toContain("accept-encoding");
    const script = /<script type="module"[^>]* src="(\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script, `a module script in ${url}`).toBeTruthy();
    const asset = await request.get(script as string, { headers: { "accept-encoding": "br, gzip" } });
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect(asset.headers()["cache-control"]).toContain("immutable");
  }
});
