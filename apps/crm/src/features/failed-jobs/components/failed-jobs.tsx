import type { FailedJob } from "@visadesk/contracts/jobs";
import { Button } from "@visadesk/ui/button";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { toast } from "@visadesk/ui/toast-store";
import { describeError, ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { useFailedJobs } from "#features/failed-jobs/api/get-failed-jobs.ts";
import { type Settlement, useSettleFailedJob } from "#features/failed-jobs/api/settle-failed-job.ts";
import { formatDateTime } from "#lib/format.ts";

/** What each settlement says when it worked, and when it did not. */
const SETTLED: Record<Settlement, { done: string; failed: string }> = {
  retry: { done: "The job will run again now", failed: "The job was not retried" },
  discard: { done: "The job was discarded", failed: "The job was not discarded" },
};

function runs(attempts: number): string {
  return attempts === 1 ? "1 run" : `${attempts} runs`;
}

/**
 * The background jobs that failed after their retries (admins and the CEO, docs/behaviours/background-work.md): what
 * each was doing, why it failed in the error's words, and "Retry" or "Discard" for each. One card a job, so that an
 * error's long text wraps at 390 px instead of widening a table.
 */
export function FailedJobs() {
  const jobs = useFailedJobs();
  const settle = useSettleFailedJob();
  const list = jobs.data?.jobs ?? [];

  function act(job: FailedJob, settlement: Settlement) {
    settle.mutate(
      { queue: job.queue, id: job.id, settlement },
      {
        onSuccess: () => toast({ title: SETTLED[settlement].done, description: job.description }),
        onError: (error) =>
          toast({
            title: SETTLED[settlement].failed,
            description: describeError(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div>
      <PageHeader
        title="Failed jobs"
        description="Work the system does on its own that still failed after its retries. Retry it once the cause is fixed, or discard it."
      />
      {jobs.isPending && <SkeletonRows label="Loading the failed jobs" />}
      {jobs.isError && (
        <ErrorState
          title="We could not load the failed jobs"
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
        />
      )}
      {jobs.data && list.length === 0 && (
        <p className="rounded-card border border-slate-200 bg-white p-4 text-sm text-slate-700">
          No failed jobs. Everything the system does on its own has worked.
        </p>
      )}
      {jobs.data && jobs.data.total > list.length && (
        <p className="mb-3 text-sm text-slate-700">
          Showing the {list.length} most recent of {jobs.data.total} failed jobs.
        </p>
      )}
      {list.length > 0 && (
        <ul aria-label="Failed jobs" className="space-y-3">
          {list.map((job) => {
            const busy = settle.isPending && settle.variables?.id === job.id;
            return (
              <li key={job.id} className="rounded-card border border-slate-200 bg-white p-4">
                <h2 className="font-semibold text-slate-900">{job.description}</h2>
                <p className="mt-1 text-sm break-words text-red-800">
                  <span className="font-medium">Why it failed: </span>
                  {job.error}
                </p>
                <p className="mt-1 text-xs text-slate-700">
                  Failed {formatDateTime(job.failedAt)} after {runs(job.attempts)}; first queued{" "}
                  {formatDateTime(job.createdAt)}.
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Retry: ${job.description}`}
                    onClick={() => act(job, "retry")}
                  >
                    Retry
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={`Discard: ${job.description}`}
                    onClick={() => act(job, "discard")}
                  >
                    Discard
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
