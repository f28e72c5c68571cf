import { useQueryClient } from "@tanstack/react-query";
import type { Case } from "@visadesk/contracts/cases";
import { casePath } from "#features/cases/api/get-case.ts";
import { CASES_PATH } from "#features/cases/api/get-cases.ts";
import { invalidatePath } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";
import { recordPath } from "#lib/record-write.ts";

/** The pages that show a case's status: its customer's (their cases) and its linked cases' (the appeal, the parent). */
export const showingCaseStatus = (c: Case) => [
  recordPath("/api/customers", c.customerId),
  c.parentCaseId !== null && casePath(c.parentCaseId),
  ...c.appealCaseIds.map(casePath),
];

/** The customer's page and list, which show the passport's expiry a checklist's passport sets. */
export const showingPassport = (c: Case) => [recordPath("/api/customers", c.customerId), "/api/customers"];

/**
 * A write on case `idOf(body)` whose answer is another record (the appeal it opens): it names the version on screen
 * and is refused when someone changed the case meanwhile (useVersionedMutation); afterwards every case query and the
 * deliveries are fetched again.
 */
export function useCaseWrite<Body extends object, Result = unknown>(
  idOf: (body: Body) => string,
  send: (body: Body & { expectedVersion?: number }) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: (body: Body) => casePath(idOf(body)),
    send,
    onSuccess: async () => {
      await invalidatePath(queryClient, CASES_PATH);
      await invalidatePath(queryClient, "/api/deliveries");
    },
  });
}
