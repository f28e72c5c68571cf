import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { DELIVERIES_PATH } from "#features/deliveries/api/get-deliveries.ts";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { invalidatePath } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** Every delivery query (the list, the custody view, each open one). */
const refreshDeliveries = (queryClient: QueryClient) => invalidatePath(queryClient, DELIVERIES_PATH);

/** A note on a delivery (a note changes nothing another person wrote): afterwards every delivery query reloads. */
export function useDeliveryMutation<Body, Result = unknown>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshDeliveries(queryClient) });
}

/**
 * A change of delivery `id`: it names the version on screen and is refused when someone changed the delivery
 * meanwhile (useVersionedMutation); afterwards every delivery query reloads.
 */
export function useDeliveryWrite<Body extends object, Result = unknown>(
  id: string,
  send: (body: Body & { expectedVersion?: number }) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => deliveryPath(id),
    send,
    onSuccess: () => refreshDeliveries(queryClient),
  });
}
