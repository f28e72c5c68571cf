import { chromium } from "@playwright/test";
const base = `http://127.0.0.1:${process.env.PORT}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } })).newPage();
await page.goto("/webcrmpanel");
await page.getByRole("button", { name: "Login" }).waitFor();
await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
await page.getByLabel("Password").fill("admin-local-passphrase-2");
await page.getByRole("button", { name: "Login" }).click();
await page.waitForURL(/\/crm$/);
for (const p of ["/crm", "/users", "/staff-management", "/users?view=audit"]) {
  await page.goto(p); await page.waitForTimeout(1500);
  const wide = await page.evaluate(() => [document.documentElement.scrollWidth, ...[...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > 392).slice(0, 4).map((e) => `${e.tagName}.${e.className.toString().slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`)]);
  console.log(p, wide);
}
await browser.close();
