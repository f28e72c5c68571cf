/** The element the quick-support popup scrolls to: a page's chat section, marked with this id. */
export const CHAT_SECTION_ID = "chat";

/** Brings the chat section into view; pages without one scroll to the footer, where the contact details are. */
export function scrollToChat(doc: Document = document): void {
  const target = doc.getElementById(CHAT_SECTION_ID) ?? doc.querySelector("footer");
  if (target && typeof target.scrollIntoView === "function") {
    target.scrollIntoView({ behavior: "smooth", block: "start" });
    return;
  }
  doc.defaultView?.scrollTo?.({ top: doc.documentElement.scrollHeight, behavior: "smooth" });
}
