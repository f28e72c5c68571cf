import type { Case } from "@visadesk/contracts/cases";
import type { VisaType } from "@visadesk/contracts/crm";
import { Field } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useApplyChecklistTemplate } from "#features/cases/api/apply-checklist-template.ts";
import { useChecklistTemplates } from "#features/cases/api/get-checklist-templates.ts";
import { countryName, humanise } from "#lib/format.ts";

/** Adding a destination and visa type's template to a case: the documents it does not ask for yet. */
export function ApplyTemplateDialog({
  c,
  open,
  onOpenChange,
}: {
  c: Case;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const templates = useChecklistTemplates();
  const [chosen, setChosen] = useState(`${c.destinationCountry}-${c.visaType}`);
  const [formError, setFormError] = useState<string>();
  const apply = useApplyChecklistTemplate(c.id);
  const list = templates.data?.templates ?? [];
  const template = list.find((t) => `${t.country}-${t.visaType}` === chosen);
  const have = new Set(c.checklist.map((item) => item.name.trim().toLowerCase()));
  const adds = template?.items.filter((item) => !have.has(item.name.trim().toLowerCase())) ?? [];

  async function send() {
    if (!template) return;
    setFormError(undefined);
    try {
      await apply.mutateAsync({ country: template.country, visaType: template.visaType as VisaType });
      toast({
        title:
          adds.length === 0 ? "The checklist already had every document" : `${adds.length} documents added`,
      });
      onOpenChange(false);
    } catch (error) {
      setFormError(describeError(error));
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Apply a checklist template"
      description="Adds the template's documents that this checklist does not ask for yet; nothing is removed."
      onSubmit={send}
      formError={formError ?? (templates.isError ? describeError(templates.error) : undefined)}
      pending={apply.isPending || !template}
      submitLabel={adds.length === 0 ? "Apply" : `Add ${adds.length} documents`}
      pendingLabel={template ? "Applying..." : "Loading..."}
    >
      <Field label="Template">
        <Select size="lg" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {!template && <option value={chosen}>No template for this destination and visa type</option>}
          {list.map((t) => (
            <option key={`${t.country}-${t.visaType}`} value={`${t.country}-${t.visaType}`}>
              {countryName(t.country)} · {humanise(t.visaType)}
            </option>
          ))}
        </Select>
      </Field>
      {template && (
        <div className="text-sm text-slate-800">
          {adds.length === 0 ? (
            <p>The checklist already asks for all {template.items.length} documents of this template.</p>
          ) : (
            <>
              <p className="font-medium">Adds:</p>
              <ul className="list-disc pl-5">
                {adds.map((item) => (
                  <li key={item.name}>
                    {item.name}
                    {item.required ? "" : " (optional)"}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </FormDialog>
  );
}
