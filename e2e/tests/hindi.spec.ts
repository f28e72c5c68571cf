import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The public site in Hindi (docs/decisions/011) on the built product: Hinglish and Devanagari landings, the language
// switch on a destination page (and the choice remembered) and on a blog post, the Hindi WhatsApp greeting, the Hindi
// visa form's errors and a real enquiry that staff see marked Hindi, axe-core on the Hindi pages at desktop and phone
// widths.

/** Opens a page and lets the splash finish (3 s on the page's clock). */
async function openPastSplash(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(page.getByTestId("splash")).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page.getByTestId("splash")).toHaveCount(0);
}

test("a Hinglish search on the English home shows the matching English hero", async ({ page }) => {
  await openPastSplash(page, "/?q=uk+visa+refuse+ho+gaya");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "UK visa refused? Appeal with 95% success",
  );
  await expect(
    page.getByTestId("hero").getByRole("link", { name: "Get a free refusal review" }),
  ).toBeVisible();
});

test("a Devanagari search on the Hindi home shows a Hindi hero, and the page is prerendered in Hindi", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/hi/")).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="https://www.visadesk.in/" />');
  expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://www.visadesk.in/hi/" />');
  expect(html).toContain("190+ देशों के वीज़ा में मदद");

  await openPastSplash(page, "/hi/?q=कनाडा+स्टडी+वीज़ा");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कनाडा स्टडी वीज़ा, अनुभवी कंसल्टेंट के साथ");
  await expect(page.getByTestId("focus-country").first()).toHaveText("कनाडा");
  await expect(page.getByTestId("hero").getByRole("link", { name: "मुफ़्त जाँच करवाएँ" })).toHaveAttribute(
    "href",
    "/hi/visa-form",
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("the language switch keeps the visitor on the same destination page, and the choice is remembered", async ({
  page,
}) => {
  test.slow(); // three page loads, each past its splash
  await openPastSplash(page, "/visa/canada");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canada visas from India");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/hi\/visa\/canada$/);
  await page.clock.runFor(3_000);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("भारत से कनाडा वीज़ा");

  // Remembered: an English address now opens the Hindi page (with its query).
  await page.goto("/visa/united-kingdom?utm_source=e2e");
  await expect(page).toHaveURL(/\/hi\/visa\/united-kingdom\?utm_source=e2e$/);
  await page.clock.runFor(3_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("भारत से यूके वीज़ा");

  // And back to English from the Hindi page.
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/visa\/united-kingdom\?utm_source=e2e$/);
  await page.clock.runFor(3_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("United Kingdom visas from India");
});

const POST = "uk-visitor-visa-refusal-reasons";

test("a Hindi blog post is prerendered in Hindi with its hreflang pair, and the switch keeps the visitor on the post", async ({
  page,
  request,
}) => {
  test.slow(); // two page loads past their splash, and the prerendered HTML
  const html = await (await request.get(`/hi/blog/${POST}`)).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain(
    `<link rel="alternate" hreflang="en-IN" href="https://www.visadesk.in/blog/${POST}" />`,
  );
  expect(html).toContain(
    `<link rel="alternate" hreflang="hi" href="https://www.visadesk.in/hi/blog/${POST}" />`,
  );
  expect(html).toContain("पाँच सबसे आम कारण");

  // The Hindi list links to the Hindi post.
  await openPastSplash(page, "/hi/blog");
  await page.getByRole("link", { name: /^यूके विज़िटर वीज़ा रिफ़्यूज़ हो गया\?/ }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/blog/${POST}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^यूके विज़िटर वीज़ा रिफ़्यूज़ हो गया\?/);
  await expect(page.getByRole("heading", { level: 2, name: "1. ऐसा पैसा जिसका कोई हिसाब नहीं" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // To the English post and back: the same post each time.
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/blog/${POST}$`));
  await expect(page).not.toHaveURL(/\/hi\//);
  await page.clock.runFor(3_000);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^UK visitor visa refused\?/);
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/hi/blog/${POST}$`));
  await page.clock.runFor(3_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^यूके विज़िटर वीज़ा/);
});

test("a Hindi page's WhatsApp link carries the Hindi greeting; an English page's the English one", async ({
  page,
}) => {
  test.slow(); // two page loads past their splash
  const messageOf = async () => {
    const href = (await page.locator('a[href^="https://wa.me/"]').first().getAttribute("href")) ?? "";
    return new URL(href).searchParams.get("text") ?? "";
  };
  await openPastSplash(page, "/hi/?utm_source=e2e");
  await expect.poll(messageOf).toContain("स्रोत: e2e");
  const hindi = await messageOf();
  expect(hindi.split("\n")[0]).toBe("नमस्ते VisaDesk! मुझे अपने वीज़ा आवेदन के लिए मदद चाहिए।");
  expect(hindi).toMatch(/^पेज: http.*\/hi\/\?utm_source=e2e$/m);

  await page.goto("/?utm_source=e2e");
  await page.clock.runFor(3_000);
  await expect.poll(messageOf).toContain("Source: e2e");
  expect((await messageOf()).split("\n")[0]).toBe(
    "Hello VisaDesk! I would like help with my visa application.",
  );
});

test("a Hindi destination page shows its fees, checklists, refusal reasons and answers in Hindi, and no English island", async ({
  page,
  request,
}) => {
  // Prerendered in Hindi: a search engine and a visitor without JavaScript read the same Hindi page.
  const html = await (await request.get("/hi/visa/canada")).text();
  expect(html).toContain("विज़िटर वीज़ा (TRV)");
  expect(html).toContain("GCMS नोट्स क्या हैं, और क्या मुझे इनकी ज़रूरत है?");

  await openPastSplash(page, "/hi/visa/canada");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("भारत से कनाडा वीज़ा");
  const visas = page.getByRole("table");
  await expect(visas.getByRole("rowheader", { name: "स्टडी परमिट" })).toBeVisible();
  await expect(visas.getByRole("row", { name: /स्टडी परमिट/ })).toContainText(
    "CAD 150, और बायोमेट्रिक्स के CAD 85",
  );
  const study = page.getByTestId("checklist").filter({ hasText: "स्टडी परमिट" });
  await expect(study.getByText("आपके कॉलेज वाले प्रांत का प्रोविंशियल अटेस्टेशन लेटर (PAL)")).toBeVisible();
  await expect(study.getByRole("link", { name: "शुरू करें: स्टडी परमिट" })).toHaveAttribute(
    "href",
    "/hi/visa-form?country=CA&visa=student",
  );
  await expect(page.getByText("पैसों की स्थिति: फ़ंड नहीं दिखाए गए, या उनका स्रोत नहीं बताया गया।")).toBeVisible();
  await expect(page.getByText(/60 दिन के अंदर फ़ेडरल कोर्ट में ज्यूडिशियल रिव्यू/)).toBeVisible();
  // The answer opens from its question.
  await page.getByText("GCMS नोट्स क्या हैं, और क्या मुझे इनकी ज़रूरत है?").click();
  await expect(page.getByText(/रिफ़्यूज़ल के बाद इनसे पता चलता है/)).toBeVisible();
  // Nothing in the page's own content is marked English: the labels staff keep in the CRM are in forms that have
  // Hindi wording (a label typed in another form would stay as typed, marked lang="en-IN").
  await expect(page.locator("main [lang]")).toHaveCount(0);
  await expect(page.locator('[data-country-label="CA.biometricWait"]').first()).toHaveText("1-2 हफ़्ते");
  await expect(page.getByText(/Common refusal reasons|Documents to prepare|Proof of tuition/)).toHaveCount(0);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`/hi/ and a Hindi destination page have no axe violations at ${width}px`, async ({ page }) => {
    test.slow(); // seven pages, each loaded past its splash and checked by axe
    await page.setViewportSize({ width, height });
    for (const url of [
      "/hi/",
      "/hi/visa/canada",
      "/hi/visa/germany",
      "/hi/visa-form",
      "/hi/blog",
      `/hi/blog/${POST}`,
      "/hi/terms-conditions",
    ]) {
      await openPastSplash(page, url);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      expect(await axeViolations(page), url).toEqual([]);
      // Nothing wider than the window (long Hindi words and buttons wrap).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test("the Hindi visa form answers a bad phone in Hindi, then sends, and staff see the enquiry marked Hindi", async ({
  page,
}) => {
  test.slow(); // the form, then the CRM's login and two of its pages
  const name = `प्रिया शर्मा ${Date.now().toString(36)}`;
  await openPastSplash(page, "/hi/visa-form");
  const send = page.getByRole("button", { name: "मेरी पूछताछ भेजें" });
  await expect(send).toBeEnabled();
  await page.getByLabel("पूरा नाम").fill(name);
  await page.getByLabel("मोबाइल नंबर").fill("12345");
  await send.click();
  await expect(page.getByText("सही फ़ोन नंबर लिखें, जैसे 98765 43210 या +91 98765 43210")).toBeVisible();
  await expect(page.getByText("बॉक्स पर टिक करें, ताकि हम आपसे संपर्क कर सकें")).toBeVisible();
  // No English validation text anywhere on the page.
  await expect(page.getByText(/Enter a valid|Tick the box|Choose the/)).toHaveCount(0);

  await page.getByLabel("मोबाइल नंबर").fill(`98${String(Date.now()).slice(-8)}`);
  await page.getByLabel("आप किस देश जाना चाहते हैं?").selectOption("CA");
  await page.getByLabel("वीज़ा का प्रकार").selectOption("student");
  await page.getByRole("radio", { name: "नहीं" }).check();
  await page.getByRole("checkbox", { name: /संपर्क करे/ }).check();
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/public/enquiries"));
  await send.click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ language: "hi" });
  await expect(page.getByRole("heading", { name: "धन्यवाद, आपकी पूछताछ हमें मिल गई है" })).toBeVisible();
  await expect(page.getByTestId("enquiry-reference")).toHaveText(/^VD-[0-9A-Z]{8}$/);
  expect(await axeViolations(page)).toEqual([]);

  // Staff: the enquiry is marked Hindi, the list filters by it, and the chat opens in Hindi.
  await page.clock.resume();
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(process.env.E2E_ADMIN_PASSWORD ?? "");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await page.goto("/crm/enquiries?language=hi");
  await expect(page.getByLabel("Language")).toHaveValue("hi");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Request" })).toContainText("Hindi (हिन्दी)");
  const chat = (await page.getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href")) ?? "";
  expect(decodeURIComponent(chat.split("text=")[1] ?? "")).toMatch(/^नमस्ते प्रिया जी, /);
});
