import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@visadesk/http";
import { invalidatePath } from "#lib/api.ts";

// A write on an enquiry or a lead names the version of the record the page shows (`expectedVersion`), so that the
// server refuses it when someone else changed the record since (decision 030). The page shows the cached detail, so
// its version is read from there.

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

/**
 * A mutation's `onError` for a versioned write: on a refusal, the record is fetched again so that the person sees what
 * changed (the caller's toast says who changed it and when) and can redo their change on the fresh record.
 */
export function refetchWhenChanged(queryClient: QueryClient, path: string) {
  return async (error: Error): Promise<void> => {
    if (changedMeanwhile(error)) await invalidatePath(queryClient, path);
  };
}
