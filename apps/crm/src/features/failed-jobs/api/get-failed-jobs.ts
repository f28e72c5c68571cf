import { useQuery } from "@tanstack/react-query";
import type { FailedJobList } from "@visadesk/contracts/jobs";
import { getJson } from "#lib/api.ts";

export const FAILED_JOBS_PATH = "/api/jobs/failed";

/** `GET /api/jobs/failed`: the background jobs that failed after their retries, the most recent first. */
export function useFailedJobs() {
  return useQuery({ queryKey: [FAILED_JOBS_PATH], queryFn: () => getJson<FailedJobList>(FAILED_JOBS_PATH) });
}
