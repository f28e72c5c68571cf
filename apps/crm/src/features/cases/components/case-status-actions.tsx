import type { Case } from "@visadesk/contracts/cases";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { describeError } from "#components/error-state.tsx";
import { useChangeCaseStatus } from "#features/cases/api/change-case-status.ts";
import { type CaseAction, caseActions } from "#features/cases/utils/case-actions.ts";
import { caseStatusLabel } from "#features/cases/utils/case-words.ts";

export interface CaseStatusActionsProps {
  c: Case;
  /** The decision and withdrawal need a form; the detail opens it. */
  onDecide: () => void;
  onWithdraw: () => void;
  onAppeal: () => void;
}

/** The status buttons a case offers where it stands (DOMAIN.md's workflow); nothing for a closed case. */
export function CaseStatusActions({ c, onDecide, onWithdraw, onAppeal }: CaseStatusActionsProps) {
  const change = useChangeCaseStatus();
  const actions = caseActions(c);
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
    <div className="flex flex-wrap gap-2">
      {actions.map((action, index) => (
        <Button
          key={action.label}
          size="sm"
          variant={index === 0 && action.kind !== "withdraw" ? "primary" : "secondary"}
          disabled={change.isPending}
          onClick={() => run(action)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
