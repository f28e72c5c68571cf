import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@visadesk/http";
import { getJson, invalidatePath } from "#lib/api.ts";
import { askToRedo } from "#lib/stale-write-store.ts";

// A write on a record (enquiry, lead, deal, customer, case, delivery) names the version of the record the page shows
// (`expectedVersion`), so that the server refuses it when someone else changed the record since (decision 030). A
// detail page shows the cached detail, so its version is read from there; a board card or a list row shows the list's
// copy of the record, whose item carries its version too, and a write made from it names that one (`seenVersion`).

/** The `version` of the record detail cached under `path` (the one on screen), if it is loaded. */
export function shownVersion(queryClient: QueryClient, path: string): number | undefined {
  const shown = queryClient.getQueryData<{ version?: unknown }>([path]);
  return typeof shown?.version === "number" ? shown.version : undefined;
}

/**
 * The version the person saw, when they made the change from a board card or a list row: the list item's. Without
 * it the version of the detail on screen is sent.
 */
export interface SeenVersion {
  seenVersion?: number | undefined;
}

/** The kind's path of a detail path (`/api/deals/:id` → `/api/deals`): its lists, boards and details. */
export const kindPathOf = (path: string): string => path.slice(0, path.lastIndexOf("/"));

/** The record's version as the server has it now, read again (a board may not have its detail at all). */
async function currentVersion(queryClient: QueryClient, path: string): Promise<number | undefined> {
  const fresh = await queryClient.fetchQuery({
    queryKey: [path],
    queryFn: () => getJson<{ version?: unknown }>(path),
  });
  return typeof fresh.version === "number" ? fresh.version : undefined;
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
 * A write on a record shown on the page: it sends the version the person saw (the board card's or list row's
 * `seenVersion` when given, else the detail's on screen); when the server refuses it because someone changed the
 * record meanwhile, the person is asked at once, in the ChangedMeanwhileDialog, whether to redo their change on the
 * record as it is now, which is fetched again when they answer, with its lists and boards. (Fetched before asking,
 * the record would redraw a form dialog under the question, and the newest modal takes the screen reader and the
 * focus.) A redo reads the record's detail again and sends the same change with that version. The caller still gets
 * the error.
 */
export function useVersionedMutation<Body extends object, Result = unknown>({
  pathOf,
  send,
  onSuccess,
}: VersionedMutation<Body, Result>) {
  const queryClient = useQueryClient();
  const defaultRetries = queryClient.getDefaultOptions().mutations?.retry;
  const write = ({ seenVersion, ...rest }: Body & SeenVersion) => {
    const body = rest as Body;
    return send({ ...body, expectedVersion: seenVersion ?? shownVersion(queryClient, pathOf(body)) });
  };
  const mutation = useMutation({
    mutationFn: write,
    // The application's retry is for a failure that may pass; a refusal of an older copy would only repeat.
    retry: (failures: number, error: Error) =>
      !changedMeanwhile(error) && typeof defaultRetries === "number" && failures < defaultRetries,
    onSuccess: (result: Result, body: Body & SeenVersion) => onSuccess?.(result, body),
    onError: (error: Error, body: Body & SeenVersion) => {
      if (!changedMeanwhile(error)) return;
      const path = pathOf(body);
      askToRedo({
        message: refusalMessage(error),
        refresh: () => invalidatePath(queryClient, kindPathOf(path)),
        redo: async () =>
          mutation.mutateAsync({ ...body, seenVersion: await currentVersion(queryClient, path) }),
      });
    },
  });
  return mutation;
}
