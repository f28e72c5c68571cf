import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CASES_PATH } from "#features/cases/api/get-cases.ts";
import { invalidatePath } from "#lib/api.ts";

/**
 * A mutation on cases: afterwards every case query (the lists, the board's columns, each open case) and the
 * deliveries (an approval opens one) are fetched again.
 */
export function useCaseMutation<Body, Result = unknown>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await invalidatePath(queryClient, CASES_PATH);
      await invalidatePath(queryClient, "/api/deliveries");
    },
  });
}
