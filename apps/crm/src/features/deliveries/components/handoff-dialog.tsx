import { type Delivery, ZDeliveryStatusRequest } from "@visadesk/contracts/deliveries";
import type { DeliveryStatus } from "@visadesk/contracts/workflow";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { FormDialog } from "#components/form-dialog.tsx";
import { useSetDeliveryStatus } from "#features/deliveries/api/set-delivery-status.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

/** Our office, as the custody log names it when the passport is with us. */
export const OUR_OFFICE = "VisaDesk office";

const TITLES: Record<DeliveryStatus, string> = {
  awaiting_return: "",
  ready: "Passport back in the office",
  dispatched: "Dispatch by courier",
  delivered: "Handed to the client",
  returned: "Returned by the courier",
};

/**
 * One hand-off of the passport, which the custody log records: who holds it now (our office, the courier, the
 * client), and for a dispatch the courier and tracking number, for a delivery who received it.
 */
export function HandoffDialog({ d, to, onClose }: { d: Delivery; to: DeliveryStatus; onClose: () => void }) {
  const [holder, setHolder] = useState(to === "ready" || to === "returned" ? OUR_OFFICE : "");
  const [courier, setCourier] = useState(d.courier ?? "");
  const [tracking, setTracking] = useState(d.trackingNumber ?? "");
  const [receivedBy, setReceivedBy] = useState("");
  const [note, setNote] = useState("");
  const [forClient, setForClient] = useState(false);
  const [tried, setTried] = useState(false);
  const set = useSetDeliveryStatus(d.id);
  const { errors, formError, submit } = useContractCheckedSubmit(ZDeliveryStatusRequest);

  // Who holds it follows from the hand-off unless staff say otherwise: the courier, or the person who signed.
  const holderShown =
    holder || (to === "dispatched" ? courier.trim() : to === "delivered" ? receivedBy.trim() : "");

  function send() {
    setTried(true);
    // A dispatch needs both (the API says so too, but only once asked); say it before sending.
    if (to === "dispatched" && (!courier.trim() || !tracking.trim())) return Promise.resolve();
    const body = {
      status: to,
      holder: holderShown,
      ...(to === "dispatched" && courier.trim() ? { courier: courier.trim() } : {}),
      ...(to === "dispatched" && tracking.trim() ? { trackingNumber: tracking.trim() } : {}),
      ...(to === "delivered" && receivedBy.trim() ? { receivedBy: receivedBy.trim() } : {}),
      ...(note.trim() ? { note: note.trim(), noteForClient: forClient } : {}),
    };
    return submit(body, async (checked) => {
      await set.mutateAsync(checked);
      toast({ title: `${d.caseNumber}: ${TITLES[to].toLowerCase()}` });
      onClose();
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TITLES[to]}
      description={`Recorded in ${d.caseNumber}'s custody log with your name and the time.`}
      onSubmit={send}
      formError={formError}
      pending={set.isPending}
      submitLabel="Record hand-off"
      pendingLabel="Saving..."
    >
      {to === "dispatched" && (
        <>
          <Field
            label="Courier"
            error={(tried && !courier.trim()) || errors.courier ? "name the courier" : undefined}
          >
            <input className={inputClassName} value={courier} onChange={(e) => setCourier(e.target.value)} />
          </Field>
          <Field
            label="Tracking number"
            error={
              (tried && !tracking.trim()) || errors.trackingNumber ? "give the tracking number" : undefined
            }
          >
            <input
              className={inputClassName}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
            />
          </Field>
        </>
      )}
      {to === "delivered" && (
        <Field label="Received by" error={errors.receivedBy && "say who received the passport"}>
          <input
            className={inputClassName}
            value={receivedBy}
            onChange={(e) => setReceivedBy(e.target.value)}
          />
        </Field>
      )}
      <Field
        label="Passport now with"
        hint={to === "dispatched" ? "The courier, unless you say otherwise" : undefined}
        error={errors.holder && "say who holds the passport now"}
      >
        <input className={inputClassName} value={holderShown} onChange={(e) => setHolder(e.target.value)} />
      </Field>
      <Field label="Note (optional)" error={errors.note}>
        <input className={inputClassName} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={forClient} onChange={(e) => setForClient(e.target.checked)} />
        Show the note to the client on their portal
      </label>
    </FormDialog>
  );
}
