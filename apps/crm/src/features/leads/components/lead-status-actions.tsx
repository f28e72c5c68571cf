import { LEAD_TRANSITIONS, type LeadStatus } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { type FormEvent, useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { useChangeLeadStatus } from "#features/leads/api/change-lead-status.ts";
import { humanise } from "#lib/format.ts";

const ACTION_LABELS: Partial<Record<LeadStatus, string>> = {
  contacted: "Mark contacted",
  qualified: "Mark qualified",
  lost: "Mark lost",
};

/**
 * The moves the lead machine of docs/behaviours/crm.md#records-and-their-states allows from the current status, and no
 * others. `converted` is offered as "Convert to deal" (it opens the deal in the same step); `lost` asks for the reason
 * first.
 */
export function LeadStatusActions({
  leadId,
  status,
  onConvert,
}: {
  leadId: string;
  status: LeadStatus;
  onConvert: () => void;
}) {
  const change = useChangeLeadStatus(leadId);
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState("");
  const allowed: readonly LeadStatus[] = LEAD_TRANSITIONS[status];

  async function move(to: LeadStatus, lostReason?: string) {
    try {
      await change.mutateAsync({ status: to, ...(lostReason ? { lostReason } : {}) });
      toast({ title: `Lead ${humanise(to).toLowerCase()}` });
      setAskingReason(false);
      setReason("");
    } catch (error) {
      toast({
        title: "The status did not change",
        description: describeError(error),
        variant: "destructive",
      });
    }
  }

  function submitLost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim()) void move("lost", reason.trim());
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        Status <StatusBadge status={status} />
      </p>
      {allowed.length === 0 ? (
        <p className="text-sm text-slate-600">A converted lead is worked on its deal.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {allowed.map((to) =>
            to === "converted" ? (
              <Button key={to} size="sm" onClick={onConvert}>
                Convert to deal
              </Button>
            ) : to === "lost" ? (
              <Button
                key={to}
                size="sm"
                variant="secondary"
                disabled={change.isPending}
                onClick={() => setAskingReason(true)}
              >
                {ACTION_LABELS.lost}
              </Button>
            ) : (
              <Button
                key={to}
                size="sm"
                variant="secondary"
                disabled={change.isPending}
                onClick={() => void move(to)}
              >
                {status === "lost" ? "Reopen as contacted" : ACTION_LABELS[to]}
              </Button>
            ),
          )}
        </div>
      )}
      {askingReason && (
        <form onSubmit={submitLost} className="flex flex-col gap-2">
          <Field label="Why was it lost?">
            <input className={inputClassName} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="danger" disabled={!reason.trim() || change.isPending}>
              Confirm lost
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAskingReason(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
