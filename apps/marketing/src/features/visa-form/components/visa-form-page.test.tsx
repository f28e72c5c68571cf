import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZPublicEnquiryRequest } from "@visadesk/contracts/intake";
import { createQueryClient } from "@visadesk/http";
import { ATTRIBUTION_STORAGE_KEY } from "@visadesk/tracking";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_ENQUIRIES_URL } from "#features/visa-form/api/send-enquiry.ts";
import VisaFormPage from "#features/visa-form/components/visa-form-page.tsx";
import { DRAFT_STORAGE_KEY } from "#features/visa-form/utils/draft.ts";
import { LANDING_STORAGE_KEY } from "#lib/landing.ts";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

const received: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ reference: "VD-7K3M9Q2X" }, { status: 201 });
const server = setupServer(
  http.post(`*${PUBLIC_ENQUIRIES_URL}`, async ({ request }) => {
    received.push(await request.json());
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  received.length = 0;
  answer = () => HttpResponse.json({ reference: "VD-7K3M9Q2X" }, { status: 201 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm() {
  const router = createMemoryRouter([{ path: "/visa-form", element: <VisaFormPage /> }], {
    initialEntries: ["/visa-form"],
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Priya Sharma");
  await user.type(screen.getByLabelText("Mobile number"), "098765-43210");
  await user.selectOptions(screen.getByLabelText("Where do you want to travel?"), "CA");
  await user.selectOptions(screen.getByLabelText("Kind of visa"), "student");
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.click(screen.getByRole("checkbox", { name: /may contact me/ }));
}

describe("visa form", () => {
  it("says what to fix for each missing or wrong field, and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Mobile number"), "12345");
    await user.type(screen.getByLabelText("Email (optional)"), "priya@");
    await user.click(screen.getByRole("button", { name: "Send my enquiry" }));
    expect(await screen.findByText("Enter your full name")).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid phone number, e.g. 98765 43210/)).toBeInTheDocument();
    expect(screen.getByText(/Enter an email address like name@example.com/)).toBeInTheDocument();
    expect(screen.getByText("Choose the country you want to travel to")).toBeInTheDocument();
    expect(screen.getByText("Choose the kind of visa you need")).toBeInTheDocument();
    expect(screen.getByText("Tell us whether a visa was refused before")).toBeInTheDocument();
    expect(screen.getByText("Tick the box so that we may contact you")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(received).toEqual([]);
  });

  it("refuses a Schengen visa for a country outside the Schengen area, naming the kind of visa, and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText("Kind of visa"), "schengen");
    await user.click(screen.getByRole("button", { name: "Send my enquiry" }));
    expect(
      await screen.findByText(
        "A Schengen visa is only for a country in the Schengen area: choose another kind of visa or another country",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Kind of visa")).toHaveAttribute("aria-invalid", "true");
    expect(received).toEqual([]);
    // France is in the Schengen area: the same visa is sent.
    await user.selectOptions(screen.getByLabelText("Where do you want to travel?"), "FR");
    await user.click(screen.getByRole("button", { name: "Send my enquiry" }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ destinationCountry: "FR", visaType: "schengen" });
  });

  it("asks about the refusal when there was one", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Send my enquiry" }));
    expect(await screen.findByText(/Tell us which country refused and when/)).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("sends a valid enquiry with the attribution and shows the reference number", async () => {
    sessionStorage.setItem(LANDING_STORAGE_KEY, "/?q=canada+student+visa&utm_source=google&gclid=abc123");
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ q: "canada student visa", utm_source: "google", gclid: "abc123" }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByTestId("landing-topic")).toHaveTextContent(/Canada/);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send my enquiry" }));
    expect(await screen.findByTestId("enquiry-reference")).toHaveTextContent("VD-7K3M9Q2X");
    expect(screen.getByRole("link", { name: "Chat on WhatsApp now" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(received).toHaveLength(1);
    const body = ZPublicEnquiryRequest.parse(received[0]);
    expect(body).toMatchObject({
      name: "Priya Sharma",
      phone: "+919876543210",
      destinationCountry: "CA",
      visaType: "student",
      priorRefusal: false,
      consent: true,
      channel: "web_form",
      attribution: {
        source: "google",
        gclid: "abc123",
        searchTerm: "canada student visa",
        landingPath: "/?q=canada+student+visa&utm_source=google&gclid=abc123",
        primaryService: "student",
        refusalFocus: false,
      },
    });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("keeps the draft across a reload, and keeps it when the server refuses", async () => {
    answer = () =>
      HttpResponse.json({ error: { code: "rate_limited", message: "Too many" } }, { status: 429 });
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText("Full name"), "Arjun K");
    await user.type(screen.getByLabelText("Mobile number"), "+91 98765 43210");
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Arjun K"));
    first.unmount();

    renderForm();
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveValue("Arjun K"));
    expect(screen.getByLabelText("Mobile number")).toHaveValue("+91 98765 43210");
    await user.selectOptions(screen.getByLabelText("Where do you want to travel?"), "GB");
    await user.selectOptions(screen.getByLabelText("Kind of visa"), "visitor");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("checkbox", { name: /may contact me/ }));
    await user.click(screen.getByRole("button", { name: "Send my enquiry" }));
    expect(await screen.findByText(/Many enquiries are arriving from your connection/)).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Arjun K");
  });

  it("starts from what a refusal landing was about", async () => {
    sessionStorage.setItem(LANDING_STORAGE_KEY, "/?q=uk+visa+refused+appeal");
    renderForm();
    await waitFor(() => expect(screen.getByLabelText("Where do you want to travel?")).toHaveValue("GB"));
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.getByLabelText("About the refusal")).toBeInTheDocument();
  });
});
