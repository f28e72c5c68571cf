import { can } from "@visadesk/auth/permissions";
import { type ChecklistTemplate, ZUpdateChecklistTemplateRequest } from "@visadesk/contracts/cases";
import type { VisaType } from "@visadesk/contracts/crm";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { DetailSection } from "#components/detail-section.tsx";
import { ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { useChecklistTemplates } from "#features/cases/api/get-checklist-templates.ts";
import { useSaveChecklistTemplate } from "#features/cases/api/save-checklist-template.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { countryName, formatDateTime, humanise } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

const keyOf = (t: Pick<ChecklistTemplate, "country" | "visaType">) => `${t.country}-${t.visaType}`;

interface Row {
  name: string;
  required: boolean;
  note: string;
}

/** An admin's editor of one template: each document's name, whether it is required, a note; reorder, add, remove. */
function TemplateEditor({ template, onDone }: { template: ChecklistTemplate; onDone: () => void }) {
  const [rows, setRows] = useState<Row[]>(
    template.items.map((item) => ({ name: item.name, required: item.required, note: item.note ?? "" })),
  );
  const save = useSaveChecklistTemplate();
  const { errors, formError, submit } = useContractCheckedSubmit(ZUpdateChecklistTemplateRequest);
  const label = `${countryName(template.country)} · ${humanise(template.visaType)}`;

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const moveRow = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  function send() {
    const body = {
      items: rows
        .filter((row) => row.name.trim())
        .map((row) => ({ name: row.name.trim(), required: row.required, note: row.note.trim() || null })),
    };
    return submit(body, async (checked) => {
      await save.mutateAsync({
        country: template.country,
        visaType: template.visaType as VisaType,
        ...checked,
      });
      toast({ title: `${label} template saved` });
      onDone();
    });
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
    >
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={index} className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-[1fr_auto]">
            <div className="grid gap-2">
              <Field label={`Document ${index + 1}`}>
                <input
                  className={inputClassName}
                  value={row.name}
                  onChange={(e) => change(index, { name: e.target.value })}
                />
              </Field>
              <Field label={`Note for document ${index + 1} (optional)`}>
                <input
                  className={inputClassName}
                  value={row.note}
                  onChange={(e) => change(index, { note: e.target.value })}
                />
              </Field>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={row.required}
                  onChange={(e) => change(index, { required: e.target.checked })}
                />
                Required
              </label>
            </div>
            <div className="flex flex-wrap items-start gap-1 sm:flex-col">
              <Button
                size="sm"
                variant="secondary"
                disabled={index === 0}
                onClick={() => moveRow(index, -1)}
                aria-label={`Move document ${index + 1} up`}
              >
                Up
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={index === rows.length - 1}
                onClick={() => moveRow(index, 1)}
                aria-label={`Move document ${index + 1} down`}
              >
                Down
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                aria-label={`Remove document ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {(errors.items || formError) && (
        <p role="alert" className="text-sm text-red-800">
          {errors.items ? `The template ${errors.items}.` : formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => setRows((current) => [...current, { name: "", required: true, note: "" }])}
        >
          Add a document
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save template"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** `?section=templates` of the cases page: each destination and visa type's document list; admins and the CEO edit. */
export function ChecklistTemplatesPage() {
  const templates = useChecklistTemplates();
  const user = useCurrentUser();
  const canEdit = can(user, "labels.edit");
  const [chosen, setChosen] = useState("GB-visitor");
  const [editing, setEditing] = useState(false);
  const list = templates.data?.templates ?? [];
  const template = list.find((t) => keyOf(t) === chosen) ?? list[0];

  return (
    <>
      <PageHeader
        title="Checklist templates"
        crumbs={[{ label: "Filing cases", href: "/crm/filing-cases" }, { label: "Checklist templates" }]}
        description={
          canEdit
            ? "The documents each destination and visa type usually needs. Cases add them with Apply a template."
            : "The documents each destination and visa type usually needs. Admins and the CEO edit them."
        }
      />
      {templates.isError ? (
        <ErrorState
          title="Could not load the templates"
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <Field label="Destination and visa type" className="max-w-md">
            <Select
              value={template ? keyOf(template) : ""}
              onChange={(e) => {
                setChosen(e.target.value);
                setEditing(false);
              }}
            >
              {list.map((t) => (
                <option key={keyOf(t)} value={keyOf(t)}>
                  {countryName(t.country)} · {humanise(t.visaType)}
                </option>
              ))}
            </Select>
          </Field>
          {template && (
            <DetailSection title={`${countryName(template.country)} · ${humanise(template.visaType)}`}>
              <p className="mb-3 text-sm text-slate-700">
                {template.updatedAt
                  ? `Edited by ${template.updatedBy} on ${formatDateTime(template.updatedAt)}.`
                  : "As shipped with VisaDesk; not edited yet."}
              </p>
              {editing ? (
                <TemplateEditor key={keyOf(template)} template={template} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <ol className="list-decimal pl-5 text-sm text-slate-900">
                    {template.items.map((item) => (
                      <li key={item.name} className="py-0.5">
                        {item.name}
                        {item.required ? "" : " (optional)"}
                        {item.note && <span className="block text-xs text-slate-700">{item.note}</span>}
                      </li>
                    ))}
                  </ol>
                  {canEdit && (
                    <Button className="mt-3" size="sm" onClick={() => setEditing(true)}>
                      Edit template
                    </Button>
                  )}
                </>
              )}
            </DetailSection>
          )}
        </div>
      )}
    </>
  );
}
