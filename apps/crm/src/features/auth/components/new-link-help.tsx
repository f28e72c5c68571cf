import { WHATSAPP_NUMBER } from "@visadesk/content/whatsapp";

/** The WhatsApp message a client sends when they need a new password link. */
const NEW_LINK_MESSAGE = "Hello, I need a new link to set my VisaDesk password.";

/**
 * Where a client or investor turns when they forgot their password or their link no longer works: only staff hand
 * out links (docs/behaviours/api.md#accounts), so the way is a message to the consultancy, which sends a fresh one.
 */
export function NewLinkHelp({ lead }: { lead: string }) {
  const href = `https://wa.me/${WHATSAPP_NUMBER.replace(/\D/g, "")}?text=${encodeURIComponent(NEW_LINK_MESSAGE)}`;
  return (
    <p className="mt-4 text-sm text-slate-700">
      {lead}{" "}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        Ask us on WhatsApp for a new link
      </a>
      .
    </p>
  );
}
