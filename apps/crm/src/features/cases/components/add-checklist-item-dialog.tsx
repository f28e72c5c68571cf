import { ZCreateChecklistItemRequest } from "@visadesk/contracts/cases";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { FormDialog } from "#components/form-dialog.tsx";
import { useAddChecklistItem } from "#features/cases/api/add-checklist-item.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

/** Asking for one more document on a case's checklist. */
export function AddChecklistItemDialog({
  caseId,
  open,
  onOpenChange,
}: {
  caseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState("");
  const [required, setRequired] = useState(true);
  const [note, setNote] = useState("");
  const add = useAddChecklistItem(caseId);
  const { errors, formError, submit } = useContractCheckedSubmit(ZCreateChecklistItemRequest);

  function send() {
    const body = { name: name.trim(), required, ...(note.trim() ? { note: note.trim() } : {}) };
    return submit(body, async (checked) => {
      await add.mutateAsync(checked);
      toast({ title: `${body.name} asked for` });
      setName("");
      setNote("");
      setRequired(true);
      onOpenChange(false);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask for a document"
      description="It joins the end of the checklist as requested."
      onSubmit={send}
      formError={formError}
      pending={add.isPending}
      submitLabel="Add document"
      pendingLabel="Adding..."
    >
      <Field label="Document" error={errors.name && "give the document's name"}>
        <input className={inputClassName} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />
        Required for the application
      </label>
      <Field label="Note (optional)" error={errors.note}>
        <input className={inputClassName} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
