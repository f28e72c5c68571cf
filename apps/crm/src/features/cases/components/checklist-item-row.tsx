import type { ChecklistItem } from "@visadesk/contracts/cases";
import { Button } from "@visadesk/ui/button";
import type { ReactNode } from "react";
import { ChecklistStatusBadge } from "#features/cases/components/case-status-badge.tsx";
import { expiryWarning } from "#features/cases/utils/checklist-progress.ts";
import { formatDay, todayInKolkata } from "#lib/format.ts";

/** What staff can do to one document from where it stands (CHECKLIST_TRANSITIONS). */
export type ChecklistStep = "receive" | "verify" | "reject" | "reopen";

const STEPS: Record<ChecklistItem["status"], { step: ChecklistStep; label: string }[]> = {
  requested: [{ step: "receive", label: "Mark received" }],
  received: [
    { step: "verify", label: "Verify" },
    { step: "reject", label: "Reject" },
  ],
  rejected: [{ step: "receive", label: "Received again" }],
  // A document verified by mistake goes back to received, to be checked again.
  verified: [{ step: "reopen", label: "Reopen" }],
};

export interface ChecklistItemRowProps {
  item: ChecklistItem;
  /** Asked for a step; the section sends it (or opens the dialog a rejection or receipt needs). */
  onStep: (item: ChecklistItem, step: ChecklistStep) => void;
  pending?: boolean;
  /** More for this document under its note (e.g. its uploaded files). */
  children?: ReactNode;
  /** The date today, for the expiry flag (default: today in India). */
  today?: string;
}

/**
 * One document of a case's checklist: its name, whether it is required, its status, expiry (flagged when expired or
 * expiring within 30 days), note, and the steps it may take next.
 */
export function ChecklistItemRow({ item, onStep, pending = false, children, today }: ChecklistItemRowProps) {
  const warning = expiryWarning(item.expiresOn, today ?? todayInKolkata());
  return (
    <li
      className="flex flex-col gap-1 border-b border-slate-100 py-2 last:border-b-0"
      data-testid="checklist-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{item.name}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
            <ChecklistStatusBadge status={item.status} />
            <span>{item.required ? "Required" : "Optional"}</span>
            {item.expiresOn && <span>Expires {formatDay(item.expiresOn)}</span>}
            {warning && (
              <span role="note" className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
                {warning}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {STEPS[item.status].map(({ step, label }) => (
            <Button
              key={step}
              size="sm"
              variant={step === "verify" ? "primary" : "secondary"}
              disabled={pending}
              onClick={() => onStep(item, step)}
              aria-label={`${label}: ${item.name}`}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {item.note && (
        <p className="text-xs text-slate-700">
          {item.status === "rejected" ? "Why rejected: " : "Note: "}
          {item.note}
          {item.noteForClient ? " (shown to the client)" : ""}
        </p>
      )}
      {children}
    </li>
  );
}
