import type { UseMutationResult } from "@tanstack/react-query";
import type { Assignee, AssignLinkedBody } from "@visadesk/contracts/crm";
import { toast } from "@visadesk/ui/toast-store";
import { useId, useState } from "react";
import { AssigneeControl } from "#components/assignee-control.tsx";
import { DetailSection } from "#components/detail-section.tsx";
import { describeError } from "#components/error-state.tsx";
import { humanise } from "#lib/format.ts";

export interface AssignmentSectionProps {
  /** The record in the singular, lower case ("lead"), as the notifications name it. */
  noun: string;
  assignee: Assignee;
  /** The record's `POST .../assign` mutation. */
  assign: UseMutationResult<unknown, Error, AssignLinkedBody>;
  /**
   * Records worked with this one (an enquiry's lead, a lead's open enquiries), named for the checkbox ("the lead",
   * "its enquiries"): one person works one client, so they are assigned in the same step unless the person unticks it.
   */
  linked?: string | undefined;
}

/** A record's "Assignment" card: who works it, whether what is linked to it follows, and a notification of each. */
export function AssignmentSection({ noun, assignee, assign, linked }: AssignmentSectionProps) {
  const [alsoLinked, setAlsoLinked] = useState(true);
  const checkboxId = useId();
  const withLinked = linked !== undefined && alsoLinked;

  return (
    <DetailSection title="Assignment">
      {linked !== undefined && (
        <div className="mb-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            id={checkboxId}
            type="checkbox"
            checked={alsoLinked}
            disabled={assign.isPending}
            onChange={(event) => setAlsoLinked(event.target.checked)}
          />
          <label htmlFor={checkboxId}>Also assign {linked}</label>
        </div>
      )}
      <AssigneeControl
        assignee={assignee}
        pending={assign.isPending}
        onAssign={(username) =>
          assign.mutate(linked === undefined ? { assignee: username } : { assignee: username, alsoLinked }, {
            // The write's own mutation marks the linked records stale (the lead, or its enquiries).
            onSuccess: () => {
              const done = username ? "assigned" : "unassigned";
              toast({
                title: withLinked ? `${humanise(noun)} and ${linked} ${done}` : `${humanise(noun)} ${done}`,
              });
            },
            onError: (error) =>
              toast({
                title: `The ${noun} was not reassigned`,
                description: describeError(error),
                variant: "destructive",
              }),
          })
        }
      />
    </DetailSection>
  );
}
