import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createQueryClient } from "@visadesk/http";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_ENQUIRIES_URL } from "#features/visa-form/api/send-enquiry.ts";
import VisaFormPage from "#features/visa-form/components/visa-form-page.tsx";
import { activateLocale } from "#lib/i18n.tsx";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

const received: unknown[] = [];
const server = setupServer(
  http.post(`*${PUBLIC_ENQUIRIES_URL}`, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ reference: "VD-7K3M9Q2X" }, { status: 201 });
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledFrame: "error" });
  await activateLocale("hi");
});
beforeEach(() => {
  localStorage.clear();
  received.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await activateLocale("en");
});

function renderHindiForm() {
  const router = createMemoryRouter([{ path: "/hi/visa-form", element: <VisaFormPage /> }], {
    initialEntries: ["/hi/visa-form"],
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the visa form in Hindi (docs/decisions/011)", () => {
  it("gives every error in Hindi, never in English", async () => {
    const user = userEvent.setup();
    renderHindiForm();
    await user.type(screen.getByLabelText("मोबाइल नंबर"), "12345");
    await user.type(screen.getByLabelText("ईमेल (ज़रूरी नहीं)"), "priya@");
    await user.click(screen.getByRole("button", { name: "मेरी पूछताछ भेजें" }));
    for (const text of [
      "अपना पूरा नाम लिखें",
      "सही फ़ोन नंबर लिखें, जैसे 98765 43210 या +91 98765 43210",
      "ईमेल पता name@example.com जैसा लिखें, या इसे ख़ाली छोड़ दें",
      "वह देश चुनें जहाँ आप जाना चाहते हैं",
      "आपको किस तरह का वीज़ा चाहिए, चुनें",
      "बताएँ कि क्या पहले कभी वीज़ा रिफ़्यूज़ हुआ है",
      "बॉक्स पर टिक करें, ताकि हम आपसे संपर्क कर सकें",
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/Enter |Choose |Tell us|Tick the box|Use at most/);
    expect(received).toEqual([]);
  });

  it("says in Hindi that a Schengen visa is only for the Schengen area", async () => {
    const user = userEvent.setup();
    renderHindiForm();
    await user.type(screen.getByLabelText("पूरा नाम"), "प्रिया शर्मा");
    await user.type(screen.getByLabelText("मोबाइल नंबर"), "098765-43210");
    await user.selectOptions(screen.getByLabelText("आप किस देश जाना चाहते हैं?"), "AE");
    await user.selectOptions(screen.getByLabelText("वीज़ा का प्रकार"), "schengen");
    await user.click(screen.getByRole("radio", { name: "नहीं" }));
    await user.click(screen.getByRole("checkbox", { name: /संपर्क करे/ }));
    await user.click(screen.getByRole("button", { name: "मेरी पूछताछ भेजें" }));
    expect(
      await screen.findByText("शेंगेन वीज़ा सिर्फ़ शेंगेन क्षेत्र के देशों के लिए है: कोई दूसरा वीज़ा या दूसरा देश चुनें"),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Schengen visa is only/);
    expect(received).toEqual([]);
  });

  it("sends the enquiry with its language, and thanks the visitor in Hindi", async () => {
    const user = userEvent.setup();
    renderHindiForm();
    await user.type(screen.getByLabelText("पूरा नाम"), "प्रिया शर्मा");
    await user.type(screen.getByLabelText("मोबाइल नंबर"), "098765-43210");
    await user.selectOptions(screen.getByLabelText("आप किस देश जाना चाहते हैं?"), "CA");
    await user.selectOptions(screen.getByLabelText("वीज़ा का प्रकार"), "student");
    await user.click(screen.getByRole("radio", { name: "हाँ" }));
    await user.click(screen.getByRole("button", { name: "मेरी पूछताछ भेजें" }));
    expect(
      await screen.findByText("बताएँ कि किस देश ने और कब वीज़ा रिफ़्यूज़ किया, ताकि हम उसे जाँच सकें"),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("रिफ़्यूज़ल के बारे में"), "2024 में यूके ने रिफ़्यूज़ किया");
    await user.click(screen.getByRole("checkbox", { name: /संपर्क करे/ }));
    await user.click(screen.getByRole("button", { name: "मेरी पूछताछ भेजें" }));
    expect(await screen.findByText("धन्यवाद, आपकी पूछताछ हमें मिल गई है")).toBeInTheDocument();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ language: "hi", destinationCountry: "CA", priorRefusal: true });
    expect(screen.getByRole("link", { name: "होम पेज पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
  });
});
