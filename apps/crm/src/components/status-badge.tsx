import { Badge, type BadgeTone } from "@visadesk/ui/badge";
import { humanise } from "#lib/format.ts";

const TONES: Record<string, BadgeTone> = {
  new: "info",
  in_progress: "warning",
  contacted: "warning",
  responded: "success",
  qualified: "success",
  converted: "success",
  won: "success",
  closed: "neutral",
  lost: "danger",
  spam: "danger",
};

/** A record's state, coloured by how far along it is. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{humanise(status)}</Badge>;
}
