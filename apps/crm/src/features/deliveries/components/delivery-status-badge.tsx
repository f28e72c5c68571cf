import type { DeliveryStatus } from "@visadesk/contracts/workflow";
import { Badge, type BadgeTone } from "@visadesk/ui/badge";
import { deliveryStatusLabel } from "#features/deliveries/utils/delivery-words.ts";

const TONES: Record<DeliveryStatus, BadgeTone> = {
  awaiting_return: "neutral",
  ready: "warning",
  dispatched: "info",
  delivered: "success",
  returned: "danger",
};

/** A delivery's status; amber and red while the passport sits with us. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={TONES[status]}>{deliveryStatusLabel(status)}</Badge>;
}
