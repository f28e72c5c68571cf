import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { casePath } from "#features/cases/api/get-case.ts";
import { CASES_PATH } from "#features/cases/api/get-cases.ts";
import { invalidatePath } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** Every case query (the lists, the board's columns, each open case) and the deliveries (an approval opens one). */
async function refreshCases(queryClient: QueryClient): Promise<void> {
  await invalidatePath(queryClient, CASES_PATH);
  await invalidatePath(queryClient, "/api/deliveries");
}

/** A mutation on cases' parts (their checklist): afterwards every case query and the deliveries are fetched again. */
export function useCaseMutation<Body, Result = unknown>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshCases(queryClient) });
}

/**
 * A change of case `idOf(body)` itself: it names the version on screen and is refused when someone changed the case
 * meanwhile (useVersionedMutation); afterwards every case query and the deliveries are fetched again.
 */
export function useCaseWrite<Body extends object, Result = unknown>(
  idOf: (body: Body) => string,
  send: (body: Body & { expectedVersion?: number }) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: (body: Body) => casePath(idOf(body)),
    send,
    onSuccess: () => refreshCases(queryClient),
  });
}
