import { LocaleLink, useT } from "#lib/i18n.tsx";

const BASE = "inline-flex min-h-12 items-center justify-center rounded-lg px-6 font-semibold";

/** The call to action to the visa form (in the page's language); its text defaults to "Get a free assessment". */
export function FormCta({ children }: { children?: string }) {
  const t = useT();
  return (
    <LocaleLink to="/visa-form" className={`${BASE} bg-brand-600 text-white hover:bg-brand-700`}>
      {children ?? t("cta.assessment")}
    </LocaleLink>
  );
}

/** The call to action to the WhatsApp chat; `href` from `useChatLink()`. */
export function ChatCta({ href, onOpen }: { href: string; onOpen: () => void }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        // The tracked opener builds the link from the page as it is now and records chat_opened.
        event.preventDefault();
        onOpen();
      }}
      className={`${BASE} bg-green-700 text-white hover:bg-green-800`}
    >
      {t("cta.chat")}
    </a>
  );
}
