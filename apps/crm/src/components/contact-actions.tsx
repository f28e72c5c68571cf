import type { Language } from "@visadesk/contracts/crm";
import { MessageCircle, Phone } from "lucide-react";
import { clientChatLink } from "#lib/chat-link.ts";

export interface ContactActionsProps {
  /** The client's phone (E.164); without one, neither action is offered. */
  phone: string | null;
  clientName: string;
  /** The signed-in staff member, named in the chat's greeting. */
  staffName: string | undefined;
  /** The client's language: the chat's greeting is written in it. */
  language?: Language;
}

/** One-click ways to reach a client from a record's header: a prefilled WhatsApp chat and a phone call. */
export function ContactActions({ phone, clientName, staffName, language }: ContactActionsProps) {
  const chat = clientChatLink(phone, clientName, staffName, language);
  return (
    <>
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-8 items-center gap-2 rounded-lg bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> Chat on WhatsApp
        </a>
      )}
      {phone && (
        <a
          href={`tel:${phone}`}
          className="inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30"
        >
          <Phone aria-hidden="true" className="size-4" /> Call
        </a>
      )}
    </>
  );
}
