import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DELIVERIES_PATH } from "#features/deliveries/api/get-deliveries.ts";
import { invalidatePath } from "#lib/api.ts";

/** A mutation on deliveries: afterwards every delivery query (the list, the custody view, each open one) reloads. */
export function useDeliveryMutation<Body, Result = unknown>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidatePath(queryClient, DELIVERIES_PATH),
  });
}
