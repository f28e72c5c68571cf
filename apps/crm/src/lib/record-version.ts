import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@visadesk/http";
import { invalidatePath } from "#lib/api.ts";
import { askToRedo } from "#lib/stale-write-store.ts";

// A write on a record (enquiry, lead, deal, customer, case, delivery) names the version of the record the page shows
// (`expectedVersion`), so that the server refuses it when someone else changed the record since (decision 030). The
// page shows the cached detail, so its version is read from there.

/** The `version` of the record detail cached under `path` (the one on screen), if it is loaded. */
export function shownVersion(queryClient: QueryClient, path: string): number | undefined {
  const shown = queryClient.getQueryData<{ version?: unknown }>([path]);
  return typeof shown?.version === "number" ? shown.version : undefined;
}

/** Whether the server refused a write because the record changed after the page showed it. */
export function changedMeanwhile(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.body as { error?: { code?: unknown } } | undefined)?.error?.code === "changed_meanwhile";
}

/** The server's words for a refused write: who changed the record, when and what. */
function refusalMessage(error: unknown): string {
  const message = ((error as ApiError).body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === "string" ? message : "Someone else changed this record after you opened it.";
}

export interface VersionedMutation<Body, Result> {
  /** The detail the write changes (the one on screen), e.g. `leadPath(id)`. */
  pathOf: (body: Body) => string;
  send: (body: Body & { expectedVersion?: number }) => Promise<Result>;
  onSuccess?: (result: Result, body: Body) => unknown;
}

/**
 * A write on a record shown on the page: it sends the version on screen; when the server refuses it because someone
 * changed the record meanwhile, the record is fetched again (the page shows what changed) and the person is asked,
 * in the ChangedMeanwhileDialog, whether to redo their change on the fresh record. The caller still gets the error.
 */
export function useVersionedMutation<Body extends object, Result = unknown>({
  pathOf,
  send,
  onSuccess,
}: VersionedMutation<Body, Result>) {
  const queryClient = useQueryClient();
  const write = (body: Body) => send({ ...body, expectedVersion: shownVersion(queryClient, pathOf(body)) });
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: (result: Result, body: Body) => onSuccess?.(result, body),
    onError: async (error: Error, body: Body) => {
      if (!changedMeanwhile(error)) return;
      await invalidatePath(queryClient, pathOf(body));
      askToRedo({ message: refusalMessage(error), redo: () => mutation.mutateAsync(body) });
    },
  });
  return mutation;
}
