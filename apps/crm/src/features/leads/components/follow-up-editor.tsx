import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { type FormEvent, useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { useUpdateLead } from "#features/leads/api/update-lead.ts";
import { formatDay } from "#lib/format.ts";

/** The lead's next follow-up date, which puts it on the assignee's My day when it comes. */
export function FollowUpEditor({ leadId, value }: { leadId: string; value: string | null }) {
  const [day, setDay] = useState(value ?? "");
  const update = useUpdateLead(leadId);

  async function save(next: string | null) {
    try {
      await update.mutateAsync({ nextFollowUpOn: next });
      toast({ title: next ? `Follow-up set for ${formatDay(next)}` : "Follow-up cleared" });
    } catch (error) {
      toast({
        title: "The follow-up was not saved",
        description: describeError(error),
        variant: "destructive",
      });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(day || null);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field label="Next follow-up" className="w-44">
        <input type="date" className={inputClassName} value={day} onChange={(e) => setDay(e.target.value)} />
      </Field>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={update.isPending || day === (value ?? "")}
      >
        Save
      </Button>
      {value && (
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => {
            setDay("");
            void save(null);
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}
