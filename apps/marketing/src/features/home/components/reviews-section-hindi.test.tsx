import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReviewsSection } from "#features/home/components/reviews-section.tsx";
import { activateLocale } from "#lib/i18n.tsx";

beforeAll(async () => {
  await activateLocale("hi");
});
afterAll(async () => {
  await activateLocale("en");
});

describe("the reviews on a Hindi page", () => {
  it("say who wrote them and what they needed in Hindi, and keep each quote in the client's own English", () => {
    render(<ReviewsSection />);
    const [first] = screen.getAllByTestId("review");
    if (!first) throw new Error("no review");
    expect(first.querySelector("figcaption")).toHaveTextContent(
      "Priya S., मुंबई · रिफ़्यूज़ल के बाद यूके विज़िटर वीज़ा",
    );
    expect(first.querySelector("figcaption [lang]")).toBeNull();
    expect(first.querySelector("blockquote")).toHaveAttribute("lang", "en-IN");
  });
});
