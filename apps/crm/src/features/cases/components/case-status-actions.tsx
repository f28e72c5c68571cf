import { CASE_RULE_OVERRIDE_ROLES, missingForComplete } from "@visadesk/contracts/case-rules";
import type { Case } from "@visadesk/contracts/cases";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { useChangeCaseStatus } from "#features/cases/api/change-case-status.ts";
import { CompleteAnywayDialog } from "#features/cases/components/complete-anyway-dialog.tsx";
import { MissingDocumentsList } from "#features/cases/components/missing-documents-list.tsx";
import { type CaseAction, caseActions } from "#features/cases/utils/case-actions.ts";
import { caseStatusLabel } from "#features/cases/utils/case-words.ts";
import { todayInKolkata } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

export interface CaseStatusActionsProps {
  c: Case;
  /** The decision and withdrawal need a form; the detail opens it. */
  onDecide: () => void;
  onWithdraw: () => void;
  onAppeal: () => void;
}

/**
 * The status buttons a case offers where it stands (the workflow of docs/behaviours/crm.md#filing-cases); nothing for a
 * closed case.
 */
export function CaseStatusActions({ c, onDecide, onWithdraw, onAppeal }: CaseStatusActionsProps) {
  const change = useChangeCaseStatus();
  const actions = caseActions(c);
  // Documents complete only when every required one is verified and none has expired (the API says the same).
  const missing = missingForComplete(c.checklist, todayInKolkata());
  const blocked = (action: CaseAction) =>
    action.kind === "move" && action.to === "documents_complete" && missing.length > 0;
  // An admin or the CEO may set the checklist aside with a reason (the API refuses anyone else).
  const canOverride = CASE_RULE_OVERRIDE_ROLES.includes(useCurrentUser()?.role ?? "");
  const [overriding, setOverriding] = useState(false);
  if (actions.length === 0) return null;

  function run(action: CaseAction) {
    if (action.kind === "decide") return onDecide();
    if (action.kind === "withdraw") return onWithdraw();
    if (action.kind === "appeal") return onAppeal();
    change.mutate(
      { id: c.id, status: action.to },
      {
        onSuccess: () => toast({ title: `${c.caseNumber}: ${caseStatusLabel(action.to).toLowerCase()}` }),
        onError: (error) =>
          toast({
            title: "The case did not move",
            description: describeError(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((action, index) => (
          <Button
            key={action.label}
            size="sm"
            variant={index === 0 && action.kind !== "withdraw" ? "primary" : "secondary"}
            disabled={change.isPending || blocked(action)}
            aria-describedby={blocked(action) ? "documents-missing" : undefined}
            onClick={() => run(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {actions.some(blocked) && (
        <div id="documents-missing" className="text-sm text-slate-700">
          <p>The documents are not complete yet. Still to do:</p>
          <MissingDocumentsList missing={missing} />
        </div>
      )}
      {actions.some(blocked) && canOverride && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setOverriding(true)}>
            Mark complete anyway
          </Button>
          <CompleteAnywayDialog c={c} missing={missing} open={overriding} onOpenChange={setOverriding} />
        </div>
      )}
    </div>
  );
}
