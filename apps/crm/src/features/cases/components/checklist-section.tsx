import type { Case, ChecklistItem } from "@visadesk/contracts/cases";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useChecklistItemExtra } from "#components/checklist-item-extras.tsx";
import { DetailSection } from "#components/detail-section.tsx";
import { describeError } from "#components/error-state.tsx";
import { useSetChecklistStatus } from "#features/cases/api/set-checklist-status.ts";
import { AddChecklistItemDialog } from "#features/cases/components/add-checklist-item-dialog.tsx";
import { ApplyTemplateDialog } from "#features/cases/components/apply-template-dialog.tsx";
import { ChecklistItemRow, type ChecklistStep } from "#features/cases/components/checklist-item-row.tsx";
import { ChecklistProgressBar } from "#features/cases/components/checklist-progress-bar.tsx";
import { ChecklistStepDialog } from "#features/cases/components/checklist-step-dialog.tsx";

/** A case's "Document checklist" card: progress, each document with its next steps, add one or apply a template. */
export function ChecklistSection({ c }: { c: Case }) {
  const set = useSetChecklistStatus(c.id);
  const [dialog, setDialog] = useState<{ item: ChecklistItem; to: "received" | "rejected" } | null>(null);
  const [adding, setAdding] = useState(false);
  const [applying, setApplying] = useState(false);
  // The files uploaded for each document, when the route provides them (features/documents).
  const extra = useChecklistItemExtra();

  function step(item: ChecklistItem, next: ChecklistStep) {
    if (next === "verify" || next === "reopen") {
      const reopening = next === "reopen";
      set.mutate(
        { itemId: item.id, status: reopening ? "received" : "verified" },
        {
          onSuccess: () =>
            toast({ title: `${item.name} ${reopening ? "reopened: to check again" : "verified"}` }),
          onError: (error) =>
            toast({ title: "Nothing changed", description: describeError(error), variant: "destructive" }),
        },
      );
    } else setDialog({ item, to: next === "reject" ? "rejected" : "received" });
  }

  return (
    <DetailSection title="Document checklist">
      <ChecklistProgressBar items={c.checklist} />
      {c.checklist.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No documents asked for yet: apply a template or add one.
        </p>
      ) : (
        <ul aria-label="Documents" className="mt-2">
          {c.checklist.map((item) => (
            <ChecklistItemRow key={item.id} item={item} onStep={step} pending={set.isPending}>
              {extra?.(c.id, item.id)}
            </ChecklistItemRow>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setApplying(true)}>
          Apply a template
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          Add a document
        </Button>
      </div>
      <ChecklistStepDialog
        key={dialog?.item.id ?? "none"}
        caseId={c.id}
        step={dialog}
        onClose={() => setDialog(null)}
      />
      <AddChecklistItemDialog caseId={c.id} open={adding} onOpenChange={setAdding} />
      {applying && <ApplyTemplateDialog c={c} open={applying} onOpenChange={setApplying} />}
    </DetailSection>
  );
}
