import type { DeliveryMethod } from "@visadesk/contracts/deliveries";
import { DELIVERY_TRANSITIONS, type DeliveryStatus } from "@visadesk/contracts/workflow";

const STATUS_WORDS: Record<DeliveryStatus, string> = {
  awaiting_return: "Awaiting return",
  ready: "Ready",
  dispatched: "Dispatched",
  delivered: "Delivered",
  returned: "Returned",
};

/** A delivery's status as staff read it. */
export function deliveryStatusLabel(status: DeliveryStatus): string {
  return STATUS_WORDS[status];
}

const METHOD_WORDS: Record<DeliveryMethod, string> = {
  courier: "Courier",
  office_pickup: "Office pickup",
  e_visa: "E-visa",
};

/** How the visa goes back to the client. */
export function methodLabel(method: DeliveryMethod): string {
  return METHOD_WORDS[method];
}

/** Where the passport is while a delivery stands in `status`, in plain words. */
export const WHERE_IT_IS: Record<DeliveryStatus, string> = {
  awaiting_return: "With the embassy or visa centre",
  ready: "In our office",
  dispatched: "With the courier",
  delivered: "With the client",
  returned: "Back in our office from the courier",
};

/** One hand-off staff may record from a delivery's status (DELIVERY_TRANSITIONS). */
export interface Handoff {
  to: DeliveryStatus;
  label: string;
}

const HANDOFF_LABELS: Record<DeliveryStatus, string> = {
  awaiting_return: "",
  ready: "Passport back in the office",
  dispatched: "Dispatch by courier",
  delivered: "Handed to the client",
  returned: "Returned by the courier",
};

/** The hand-offs a delivery offers where it stands. */
export function handoffsFrom(status: DeliveryStatus): Handoff[] {
  return (DELIVERY_TRANSITIONS[status] as readonly DeliveryStatus[]).map((to) => ({
    to,
    label: to === "ready" && status === "returned" ? "Ready to send again" : HANDOFF_LABELS[to],
  }));
}
