import { OFFICE } from "@visadesk/content/office";
import { useChatLink } from "@visadesk/tracking/react";
import { ChatCta, FormCta } from "#features/home/components/cta-link.tsx";

/** Where the quick-support popup scrolls to (id "chat"): the chat link, the form and the office's phone. */
export function ChatSection() {
  const chat = useChatLink();
  return (
    <section id="chat" aria-labelledby="chat-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="chat-heading" className="text-2xl font-bold sm:text-3xl">
          Talk to a visa consultant now
        </h2>
        <p className="mt-3 max-w-2xl text-white/90">
          Ask on WhatsApp and a consultant answers during office hours ({OFFICE.openingHours}), or send your
          details and we call you back within one working day.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <ChatCta href={chat.href} onOpen={chat.open} />
          <FormCta>Send an enquiry</FormCta>
        </div>
        <p className="mt-6 text-sm text-white/90">
          Or call{" "}
          <a className="font-semibold underline" href={`tel:${OFFICE.phoneE164}`}>
            {OFFICE.phone}
          </a>
        </p>
      </div>
    </section>
  );
}
