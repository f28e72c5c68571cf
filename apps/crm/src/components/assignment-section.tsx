import type { UseMutationResult } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import type { AssignBody, Assignee } from "@visadesk/contracts/crm";
import { toast } from "@visadesk/ui/toast-store";
import { AssigneeControl } from "#components/assignee-control.tsx";
import { DetailSection } from "#components/detail-section.tsx";
import { describeError } from "#components/error-state.tsx";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { humanise } from "#lib/format.ts";

export interface AssignmentSectionProps {
  /** The record in the singular, lower case ("lead"), as the notifications name it. */
  noun: string;
  assignee: Assignee;
  /** The record's `POST .../assign` mutation. */
  assign: UseMutationResult<unknown, Error, AssignBody>;
  /**
   * Records worked with this one (an enquiry's lead, a lead's enquiries): after an assignment the notification offers
   * to assign them to the same person too, so that one person does not need two steps.
   */
  related?: { label: string; paths: readonly string[] };
}

/** `POST <path>/assign` for each of `paths`. */
async function assignAll(paths: readonly string[], username: string | null) {
  for (const path of paths) await sendJson("POST", `${path}/assign`, { assignee: username });
}

/** A record's "Assignment" card: who works it, and a notification of each change or failure. */
export function AssignmentSection({ noun, assignee, assign, related }: AssignmentSectionProps) {
  const queryClient = useQueryClient();

  function assignRelated(username: string | null) {
    if (!related) return;
    assignAll(related.paths, username).then(
      async () => {
        toast({ title: `${related.label} ${username ? "assigned" : "unassigned"} too` });
        await invalidatePath(queryClient, "/api/");
      },
      (error: unknown) =>
        toast({
          title: `${related.label} not reassigned`,
          description: describeError(error),
          variant: "destructive",
        }),
    );
  }

  return (
    <DetailSection title="Assignment">
      <AssigneeControl
        assignee={assignee}
        pending={assign.isPending}
        onAssign={(username) =>
          assign.mutate(
            { assignee: username },
            {
              onSuccess: () =>
                toast({
                  title: `${humanise(noun)} ${username ? "assigned" : "unassigned"}`,
                  ...(related && related.paths.length > 0
                    ? {
                        action: {
                          label: `${username ? "Assign" : "Unassign"} ${related.label.toLowerCase()} too`,
                          altText: `Also ${username ? "assign" : "unassign"} ${related.label.toLowerCase()}`,
                          onClick: () => assignRelated(username),
                        },
                      }
                    : {}),
                }),
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
