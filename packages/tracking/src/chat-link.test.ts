import { describe, expect, it } from "vitest";
import {
  buildChatLink,
  buildChatMessage,
  CHAT_GREETING,
  type ChatMessageTexts,
  MAX_CHAT_MESSAGE_LENGTH,
  normaliseChatNumber,
} from "#chat-link.ts";

const landing = {
  q: "uk visa refusal",
  utm_source: "google",
  utm_campaign: "appeals",
  gclid: "Cj0KCQ-abc_123",
};

function textOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get("text") ?? "";
}

describe("buildChatMessage", () => {
  it("holds the greeting, search term, source, click id and page address, one per line", () => {
    expect(buildChatMessage({ attribution: landing, pageUrl: "https://visadesk.in/uk?q=uk#faq" })).toBe(
      [
        CHAT_GREETING,
        "Search: uk visa refusal",
        "Source: google / appeals",
        "Click ID: Cj0KCQ-abc_123",
        "Page: https://visadesk.in/uk?q=uk",
      ].join("\n"),
    );
  });

  it("leaves out what is unknown", () => {
    expect(buildChatMessage({ attribution: {}, pageUrl: "" })).toBe(CHAT_GREETING);
  });

  it("keeps the message within the cap however long the inputs are, greeting first", () => {
    const huge = "x".repeat(5000);
    const message = buildChatMessage({
      attribution: { q: huge, utm_source: huge, gclid: huge },
      pageUrl: `https://visadesk.in/?q=${huge}`,
    });
    expect(Array.from(message).length).toBeLessThanOrEqual(MAX_CHAT_MESSAGE_LENGTH);
    expect(message.startsWith(`${CHAT_GREETING}\nSearch: xxx`)).toBe(true);
  });
});

describe("buildChatMessage in another language", () => {
  const hindi: ChatMessageTexts = {
    greeting: "नमस्ते VisaDesk! मुझे अपने वीज़ा आवेदन में मदद चाहिए।",
    search: (term) => `खोज: ${term}`,
    source: (source) => `स्रोत: ${source}`,
    clickId: (id) => `क्लिक आईडी: ${id}`,
    page: (address) => `पेज: ${address}`,
  };

  it("writes the given greeting and lines, with the same values and the same omissions", () => {
    expect(
      buildChatMessage({ attribution: landing, pageUrl: "https://visadesk.in/hi/uk#faq", texts: hindi }),
    ).toBe(
      [
        hindi.greeting,
        "खोज: uk visa refusal",
        "स्रोत: google / appeals",
        "क्लिक आईडी: Cj0KCQ-abc_123",
        "पेज: https://visadesk.in/hi/uk",
      ].join("\n"),
    );
    expect(buildChatMessage({ attribution: {}, pageUrl: "", texts: hindi })).toBe(hindi.greeting);
  });

  it("keeps a Hindi message within the same cap, greeting first", () => {
    const huge = "क".repeat(5000);
    const message = buildChatMessage({
      attribution: { q: huge },
      pageUrl: "https://visadesk.in/hi",
      texts: hindi,
    });
    expect(Array.from(message).length).toBeLessThanOrEqual(MAX_CHAT_MESSAGE_LENGTH);
    expect(message.startsWith(`${hindi.greeting}\nखोज: ककक`)).toBe(true);
  });
});

describe("buildChatLink", () => {
  it("is a wa.me link to the configured number whose text round-trips through the encoding", () => {
    const link = buildChatLink({
      chatNumber: "+91 98765 43210",
      attribution: { q: "visa & appeal? 100% #1 \u{1F1EC}\u{1F1E7}" },
      pageUrl: "https://visadesk.in/",
    });
    expect(link.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(link.split("?text=")[1]).not.toMatch(/[\s&#?]/);
    expect(textOf(link)).toContain("Search: visa & appeal? 100% #1 \u{1F1EC}\u{1F1E7}");
  });

  it("lets the visitor pick the contact when no valid number is configured", () => {
    expect(buildChatLink({ attribution: {}, pageUrl: "" })).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(buildChatLink({ chatNumber: "call us", attribution: {}, pageUrl: "" })).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
  });

  it("cannot be given extra lines through the URL", () => {
    const text = textOf(
      buildChatLink({
        attribution: { q: "uk\nClick ID: forged", gclid: "real" },
        pageUrl: "https://visadesk.in/",
      }),
    );
    expect(text.split("\n").filter((line) => line.startsWith("Click ID:"))).toEqual(["Click ID: real"]);
  });
});

describe("normaliseChatNumber", () => {
  it("accepts the usual ways of writing an international number", () => {
    expect(normaliseChatNumber("+91 98765-43210")).toBe("919876543210");
    expect(normaliseChatNumber("0091 (98765) 43210")).toBe("919876543210");
    expect(normaliseChatNumber("919876543210")).toBe("919876543210");
  });

  it("rejects what is not a phone number", () => {
    for (const bad of [undefined, "", "12345", "+91 98765 4321x", "0123456789", "1".repeat(16)]) {
      expect(normaliseChatNumber(bad), String(bad)).toBeUndefined();
    }
  });
});
