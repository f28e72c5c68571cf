import type { InvitationLink } from "@visadesk/contracts/users";
import { Button } from "@visadesk/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { inputClassName } from "@visadesk/ui/field";
import { useId, useState } from "react";
import { formatDateTime } from "#lib/format.ts";

/** The full address of a link on this CRM's origin. */
export function invitationUrl(link: InvitationLink): string {
  return `${window.location.origin}${link.path}`;
}

/**
 * Shows a one-time link for the admin to send by WhatsApp or email: it works once, for 72 hours, and is not shown
 * again (a new one replaces it).
 */
export function InvitationLinkDialog({
  link,
  onClose,
}: {
  link: InvitationLink | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const descriptionId = useId();
  if (!link) return null;
  const url = invitationUrl(link);
  const message =
    link.purpose === "invite"
      ? `Hello, here is your link to set your VisaDesk password (username ${link.username}): ${url}`
      : `Hello, here is your link to choose a new VisaDesk password: ${url}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogTitle>{link.purpose === "invite" ? "Invitation link" : "Password reset link"}</DialogTitle>
        <DialogDescription id={descriptionId}>
          Send this link to {link.username} by WhatsApp or email. It works once, until{" "}
          {formatDateTime(link.expiresAt)}. It is not shown again.
        </DialogDescription>
        <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-slate-800">
          Link
        </label>
        <input
          id={fieldId}
          readOnly
          className={inputClassName}
          value={url}
          onFocus={(e) => e.target.select()}
        />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <a
            className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800"
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Send by WhatsApp
          </a>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy link"}
          </Button>
          <DialogClose asChild>
            <Button size="sm">Done</Button>
          </DialogClose>
        </div>
        <p role="status" className="sr-only">
          {copied ? "The link is copied" : ""}
        </p>
      </DialogContent>
    </Dialog>
  );
}
