import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_STORAGE_KEY } from "#attribution.ts";
import { CHAT_GREETING, CHAT_TEXTS, type ChatMessageTexts } from "#chat-link.ts";
import { useChatLink } from "#react/use-chat-link.ts";
import { useTrack } from "#react/use-track.ts";
import { configureTracking, getTracker, resetTracking, startTracking, trackPageView } from "#store.ts";

function ChatButton({ texts }: { texts?: ChatMessageTexts }) {
  const chat = useChatLink(texts);
  return (
    <>
      <a href={chat.href} data-testid="link">
        Chat
      </a>
      <button type="button" onClick={chat.open}>
        Open chat
      </button>
    </>
  );
}

function TrackButton() {
  const track = useTrack();
  return (
    <button type="button" onClick={() => track("quick_support_accepted", { seconds: 50 })}>
      Yes
    </button>
  );
}

function messageOf(href: string | null): string {
  return new URL(href ?? "").searchParams.get("text") ?? "";
}

beforeEach(() => {
  resetTracking();
  window.history.replaceState(null, "", "/?q=uk+visa+refusal&utm_source=google&gclid=CLICK42");
});
afterEach(() => {
  resetTracking();
});

describe("useChatLink (no provider)", () => {
  it("builds the wa.me link from the configured number and the landing's attribution", () => {
    configureTracking({ chatNumber: "+91 98765 43210" });
    startTracking();
    render(<ChatButton />);
    const href = screen.getByTestId("link").getAttribute("href");
    expect(href?.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    const text = messageOf(href);
    expect(text.startsWith(CHAT_GREETING)).toBe(true);
    expect(text).toContain("Search: uk visa refusal");
    expect(text).toContain("Source: google");
    expect(text).toContain("Click ID: CLICK42");
    expect(text).toContain("Page: http://localhost:3000/?q=uk+visa+refusal");
  });

  it("follows the page: the link names the current address after a navigation, with the first-touch source", () => {
    startTracking();
    render(<ChatButton />);
    act(() => {
      window.history.pushState(null, "", "/blog");
      trackPageView({ href: window.location.href, pathname: "/blog", search: "" });
    });
    const text = messageOf(screen.getByTestId("link").getAttribute("href"));
    expect(text).toContain("Page: http://localhost:3000/blog");
    expect(text).toContain("Click ID: CLICK42");
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}")).toMatchObject({
      gclid: "CLICK42",
    });
  });

  it("open() opens the link in a new tab without an opener and records chat_opened", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(<ChatButton />);
    act(() => screen.getByRole("button", { name: "Open chat" }).click());
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe("_blank");
    expect(features).toBe("noopener,noreferrer");
    expect(messageOf(String(url))).toContain("Search: uk visa refusal");
    expect(getTracker().queued()).toEqual([
      { kind: "event", name: "chat_opened", context: { page_path: "/" } },
    ]);
  });
});

describe("useChatLink in the page's language", () => {
  const hindi: ChatMessageTexts = {
    ...CHAT_TEXTS,
    greeting: "नमस्ते VisaDesk!",
    search: (term) => `खोज: ${term}`,
  };

  it("writes the link's message and the opened one with the given texts", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    startTracking();
    render(<ChatButton texts={hindi} />);
    const text = messageOf(screen.getByTestId("link").getAttribute("href"));
    expect(text.startsWith("नमस्ते VisaDesk!\nखोज: uk visa refusal")).toBe(true);
    expect(text).not.toContain(CHAT_GREETING);
    act(() => screen.getByRole("button", { name: "Open chat" }).click());
    expect(messageOf(String(open.mock.calls[0]?.[0]))).toBe(text);
  });
});

describe("useTrack (no provider)", () => {
  it("queues the named event with its context until the scripts load", () => {
    render(<TrackButton />);
    act(() => screen.getByRole("button", { name: "Yes" }).click());
    expect(getTracker().queued()).toEqual([
      { kind: "event", name: "quick_support_accepted", context: { seconds: 50 } },
    ]);
  });

  it("returns the same function on every render", () => {
    const seen: unknown[] = [];
    // biome-ignore lint/correctness/noComponentHookFactories: the probe records into this test's own array
    function Probe() {
      seen.push(useTrack());
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seen[0]).toBe(seen[1]);
  });
});
