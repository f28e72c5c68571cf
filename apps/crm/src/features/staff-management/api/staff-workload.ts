import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReassignAllRequest, ReassignAllResult, StaffList } from "@visadesk/contracts/staff";
import { getJson, invalidatePath, requestJson } from "#lib/api.ts";

export const STAFF_PATH = "/api/staff";

/** `GET /api/staff`: every staff member's open records and overdue follow-ups. */
export function getStaffQueryOptions() {
  return queryOptions({ queryKey: [STAFF_PATH], queryFn: () => getJson<StaffList>(STAFF_PATH) });
}

export function useStaffWorkload() {
  return useQuery(getStaffQueryOptions());
}

/** `POST /api/staff/reassign`: all of one person's open records to another, in one step. */
export function useReassignAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignAllRequest) =>
      requestJson<ReassignAllResult>("POST", `${STAFF_PATH}/reassign`, body),
    onSuccess: async () => {
      // Every list and detail shows assignees: refresh them all.
      await invalidatePath(queryClient, "/api/");
    },
  });
}
