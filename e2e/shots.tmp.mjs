import { chromium } from "@playwright/test";
const base = `http://127.0.0.1:${process.argv[2]}`;
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/webcrmpanel`);
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill("Admin-pass-12345");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/crm$/);
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = p.replace(/[^a-z0-9]+/gi, "_");
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(w, p, "scrollWidth", sw);
    await page.screenshot({ path: `/tmp/deals-shots/${name}-${w}.png` });
  }
  await page.close();
}
await browser.close();
