import type { PortalDeliveryListItem as DeliveryListItem } from "@visadesk/contracts/deliveries";

/**
 * Where the client's passport is, in their words rather than the workflow's ("awaiting return" means nothing to a
 * client waiting for it).
 */
const PASSPORT_STATUS: Record<DeliveryListItem["status"], string> = {
  awaiting_return:
    "The embassy or visa centre still has your passport. We collect it as soon as it is ready.",
  ready: "Your passport is back in our office.",
  dispatched: "We have sent your passport to you.",
  delivered: "Your passport has been handed to you.",
  returned:
    "The courier brought your passport back to us. Your consultant will call you to arrange delivery.",
};

/** The same for an e-visa, which has no passport to hand back. */
const E_VISA_STATUS: Record<DeliveryListItem["status"], string> = {
  awaiting_return: "We send you your e-visa by email as soon as it is issued.",
  ready: "Your e-visa is ready; we are sending it to you by email.",
  dispatched: "We have sent your e-visa to you by email.",
  delivered: "We have sent your e-visa to you by email.",
  returned: "Your e-visa email did not reach you. Your consultant will call you.",
};

/** What the client reads about their delivery: where it stands, then how it reaches them while it has not yet. */
export function clientDeliveryStatus(delivery: Pick<DeliveryListItem, "status" | "method">): string {
  return (delivery.method === "e_visa" ? E_VISA_STATUS : PASSPORT_STATUS)[delivery.status];
}
