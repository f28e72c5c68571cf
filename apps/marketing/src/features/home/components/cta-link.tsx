import { Link } from "#lib/router.tsx";

const BASE = "inline-flex min-h-12 items-center justify-center rounded-lg px-6 font-semibold";

/** The call to action to the visa form. */
export function FormCta({ children = "Get a free assessment" }: { children?: string }) {
  return (
    <Link to="/visa-form" className={`${BASE} bg-brand-600 text-white hover:bg-brand-700`}>
      {children}
    </Link>
  );
}

/** The call to action to the WhatsApp chat; `href` from `useChatLink()`. */
export function ChatCta({ href, onOpen }: { href: string; onOpen: () => void }) {
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
      Chat on WhatsApp
    </a>
  );
}
