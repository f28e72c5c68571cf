import { useStore } from "zustand";
import { buildChatLink } from "#chat-link.ts";
import { openChat, trackingStore } from "#store.ts";

export interface ChatLink {
  /** The wa.me deep link with the prefilled message, for an `<a target="_blank" rel="noopener">`. */
  href: string;
  /** Opens the link in a new tab, built fresh from the current page, and records `chat_opened`. */
  open(): void;
}

/** The chat deep link of the current page; re-renders when the page or the attribution changes. No provider needed. */
export function useChatLink(): ChatLink {
  const chatNumber = useStore(trackingStore, (s) => s.chatNumber);
  const attribution = useStore(trackingStore, (s) => s.attribution);
  const pageUrl = useStore(trackingStore, (s) => s.pageUrl);
  return { href: buildChatLink({ chatNumber, attribution, pageUrl: pageUrl ?? "" }), open: openChat };
}
