import { ENQUIRY_TRANSITIONS, type EnquiryStatus } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { describeError } from "#components/error-state.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { useChangeEnquiryStatus } from "#features/enquiries/api/change-enquiry-status.ts";
import { humanise } from "#lib/format.ts";

const LABELS: Record<EnquiryStatus, string> = {
  new: "Not spam: back to new",
  in_progress: "Start working",
  responded: "Mark responded",
  closed: "Close",
  spam: "Mark as spam",
};

/**
 * The moves the enquiry machine of docs/behaviours/crm.md#records-and-their-states allows from the current status, and
 * no others.
 */
export function EnquiryStatusActions({ enquiryId, status }: { enquiryId: string; status: EnquiryStatus }) {
  const change = useChangeEnquiryStatus(enquiryId);
  const allowed: readonly EnquiryStatus[] = ENQUIRY_TRANSITIONS[status];
  async function move(to: EnquiryStatus) {
    try {
      await change.mutateAsync({ status: to });
      toast({ title: `Enquiry ${humanise(to).toLowerCase()}` });
    } catch (error) {
      toast({
        title: "The status did not change",
        description: describeError(error),
        variant: "destructive",
      });
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        Status <StatusBadge status={status} />
      </p>
      <div className="flex flex-wrap gap-2">
        {allowed.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === "spam" ? "ghost" : "secondary"}
            disabled={change.isPending}
            onClick={() => void move(to)}
          >
            {status === "closed" && to === "in_progress" ? "Reopen" : LABELS[to]}
          </Button>
        ))}
      </div>
    </div>
  );
}
