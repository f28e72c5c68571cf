import { useStore } from "zustand";
import { buildChatLink, type ChatMessageTexts } from "#chat-link.ts";
import { openChat, trackingStore } from "#store.ts";

export interface ChatLink {
  /** The wa.me deep link with the prefilled message, for an `<a target="_blank" rel="noopener">`. */
  href: string;
  /** Opens the link in a new tab, built fresh from the current page, and records `chat_opened`. */
  open(): void;
}

/**
 * The chat deep link of the current page, its message in `texts`' language (the page's; English by default);
 * re-renders when the page or the attribution changes. No provider needed.
 */
export function useChatLink(texts?: ChatMessageTexts): ChatLink {
  const chatNumber = useStore(trackingStore, (s) => s.chatNumber);
  const attribution = useStore(trackingStore, (s) => s.attribution);
  const pageUrl = useStore(trackingStore, (s) => s.pageUrl);
  return {
    href: buildChatLink({ chatNumber, attribution, pageUrl: pageUrl ?? "", texts }),
    open: () => openChat(texts),
  };
}
