import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@visadesk/http";
import { FAILED_JOBS_PATH } from "#features/failed-jobs/api/get-failed-jobs.ts";
import { invalidatePath } from "#lib/api.ts";

export type Settlement = "retry" | "discard";

/**
 * `POST /api/jobs/failed/:queue/:id/retry` or `…/discard`: run a failed job again, or let it go. The server answers 204
 * with nothing to read; the list is fetched again.
 */
export async function settleFailedJob(queue: string, id: string, settlement: Settlement): Promise<void> {
  await apiRequest(
    "POST",
    `${FAILED_JOBS_PATH}/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/${settlement}`,
    {},
  );
}

export function useSettleFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id, settlement }: { queue: string; id: string; settlement: Settlement }) =>
      settleFailedJob(queue, id, settlement),
    onSettled: () => invalidatePath(queryClient, FAILED_JOBS_PATH),
  });
}
