import { OFFICE } from "@visadesk/content/office";
import type { ReactNode } from "react";
import { ChatCta, FormCta } from "#features/home/components/cta-link.tsx";
import { useSiteChatLink } from "#lib/behaviour-texts.ts";
import { Msg, useT } from "#lib/i18n.tsx";

/** The office's number as a link; its text (the number) comes from the translated sentence around it. */
function PhoneLink({ children }: { children?: ReactNode }) {
  return (
    <a className="font-semibold underline" href={`tel:${OFFICE.phoneE164}`}>
      {children}
    </a>
  );
}

/** Where the quick-support popup scrolls to (id "chat"): the chat link, the form and the office's phone. */
export function ChatSection() {
  const chat = useSiteChatLink();
  const t = useT();
  return (
    <section id="chat" aria-labelledby="chat-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="chat-heading" className="text-2xl font-bold sm:text-3xl">
          {t("chat.heading")}
        </h2>
        <p className="mt-3 max-w-2xl text-white/90">{t("chat.lead", { hours: t("layout.footer.hours") })}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <ChatCta href={chat.href} onOpen={chat.open} />
          <FormCta>{t("chat.enquiry")}</FormCta>
        </div>
        <p className="mt-6 text-sm text-white/90">
          <Msg id="chat.call" values={{ phone: OFFICE.phone }} components={{ 0: <PhoneLink /> }} />
        </p>
      </div>
    </section>
  );
}
