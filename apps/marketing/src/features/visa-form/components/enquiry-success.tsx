import { useEffect, useRef } from "react";
import { useSiteChatLink } from "#lib/behaviour-texts.ts";
import { LocaleLink, Msg, useT } from "#lib/i18n.tsx";

/** What the visitor sees after sending: the reference to quote, what happens next, and the chat for anything urgent. */
export function EnquirySuccess({ reference }: { reference: string }) {
  const chat = useSiteChatLink();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="success-heading"
      className="rounded-card border border-green-200 bg-green-50 p-6"
    >
      <h2 id="success-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        {t("success.heading")}
      </h2>
      <p className="mt-3 text-slate-800">
        <Msg
          id="success.reference"
          values={{ reference }}
          components={{ 0: <strong className="font-mono text-lg" data-testid="enquiry-reference" /> }}
        />
      </p>
      <p className="mt-3 text-slate-800">{t("success.callback")}</p>
      <div className="mt-6 flex flex-wrap gap-4">
        <a
          href={chat.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            chat.open();
          }}
          className="inline-flex min-h-12 items-center rounded-lg bg-green-700 px-6 font-semibold text-white hover:bg-green-800"
        >
          {t("success.chat")}
        </a>
        <LocaleLink
          to="/"
          className="inline-flex min-h-12 items-center px-2 font-semibold text-brand-700 hover:underline"
        >
          {t("success.home")}
        </LocaleLink>
      </div>
    </section>
  );
}
