import type { UseMutationResult } from "@tanstack/react-query";
import type { AssignBody, Assignee } from "@visadesk/contracts/crm";
import { toast } from "@visadesk/ui/toast-store";
import { AssigneeControl } from "#components/assignee-control.tsx";
import { DetailSection } from "#components/detail-section.tsx";
import { describeError } from "#components/error-state.tsx";
import { humanise } from "#lib/format.ts";

export interface AssignmentSectionProps {
  /** The record in the singular, lower case ("lead"), as the notifications name it. */
  noun: string;
  assignee: Assignee;
  /** The record's `POST .../assign` mutation. */
  assign: UseMutationResult<unknown, Error, AssignBody>;
}

/** A record's "Assignment" card: who works it, and a notification of each change or failure. */
export function AssignmentSection({ noun, assignee, assign }: AssignmentSectionProps) {
  return (
    <DetailSection title="Assignment">
      <AssigneeControl
        assignee={assignee}
        pending={assign.isPending}
        onAssign={(username) =>
          assign.mutate(
            { assignee: username },
            {
              onSuccess: () => toast({ title: `${humanise(noun)} ${username ? "assigned" : "unassigned"}` }),
              onError: (error) =>
                toast({
                  title: `The ${noun} was not reassigned`,
                  description: describeError(error),
                  variant: "destructive",
                }),
            },
          )
        }
      />
    </DetailSection>
  );
}
