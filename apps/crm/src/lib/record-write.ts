import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidatePath } from "#lib/api.ts";
import { kindPathOf, useVersionedMutation } from "#lib/record-version.ts";

// A write on a record (edit, status, assignment, note) answers the record exactly as its detail's GET answers it
// (docs/behaviours/crm.md#editing-a-record). The CRM puts that answer where the record's page reads it, so an edit
// costs one request, the write; it marks stale only the other queries the write changes, which are fetched again
// when they are on screen (a board beside the write) or when they are next shown.

/** My day's queries: its work (`/api/my-day`) and, for admins and the CEO, the decisions (the workflow figures). */
export const MY_DAY_PATHS = ["/api/my-day", "/api/dashboards/workflow"] as const;

/** A record as the API answers it: its detail. */
export interface RecordAnswer {
  id: string;
}

/**
 * API paths whose queries are stale: a path's own queries (`/api/leads`: its lists and boards, with any query string;
 * `/api/leads/:id`: that detail), or every query under a path that ends in `/` (`/api/enquiries/`: each enquiry's
 * detail). `false`, `null` and `undefined` let a path be named only when it applies.
 */
export type StalePaths = readonly (string | false | null | undefined)[];

/** The detail path of record `id` of the kind at `kindPath` (`/api/leads`), for a feature naming another kind's. */
export const recordPath = (kindPath: string, id: string): string => `${kindPath}/${encodeURIComponent(id)}`;

export interface RecordWriteOptions<
  Body,
  Answer extends RecordAnswer,
  Sent = Body & { expectedVersion?: number },
> {
  /** The record's detail path (its query key on the record's page), e.g. `leadPath(id)`. */
  pathOf: (body: Body) => string;
  /** Sends the write (with the version the person saw, for a change of the record itself); resolves with the answer. */
  send: (body: Sent) => Promise<Answer>;
  /**
   * What the write changes besides the record (and, for a change of the record itself, its kind's lists): other paths
   * whose queries are then stale (a linked record's detail, another kind's lists, My day), read from the record as it
   * is now.
   */
  alsoChanges?: ((record: Answer, body: Body) => StalePaths) | undefined;
}

/** Whether a query's key names `path` (see StalePaths). */
function isQueryOf(key: unknown, path: string): boolean {
  if (typeof key !== "string") return false;
  return path.endsWith("/") ? key.startsWith(path) : key === path || key.startsWith(`${path}?`);
}

/** Whether `answer` is the record whose detail is at `path`. */
function isRecordAt(answer: unknown, path: string): answer is RecordAnswer {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === "string" && path === recordPath(kindPathOf(path), id);
}

/**
 * After a write on the record at `path` answered `answer`: the answer becomes the record's detail, and the queries
 * `staleOf(record)` names are marked stale (never the detail just set, nor the queries under it, such as a case's
 * documents).
 */
export async function settleRecordWrite<Answer extends RecordAnswer>(
  queryClient: QueryClient,
  path: string,
  answer: Answer,
  staleOf: (record: Answer) => StalePaths,
): Promise<void> {
  const answered = isRecordAt(answer, path);
  if (answered) queryClient.setQueryData([path], answer);
  // A server that answers less than the record (one older than this contract) leaves the detail to be fetched again,
  // and the links to be read from the copy on screen; with neither, everything shown is fetched again.
  const record = answered ? answer : queryClient.getQueryData<Answer>([path]);
  if (record === undefined) return invalidatePath(queryClient, "/api/");
  const stale = staleOf(record).filter((p): p is string => typeof p === "string" && p !== path);
  if (!answered) stale.push(path);
  await queryClient.invalidateQueries({
    predicate: (query) => stale.some((p) => isQueryOf(query.queryKey[0], p)),
  });
}

/**
 * A change of the record itself (its edit, status or assignment): it names the version the person saw and is asked
 * again when someone changed the record meanwhile (useVersionedMutation); its answer is the record. The kind's lists
 * and boards show the record's fields and version, so they are stale too.
 */
export function useRecordWrite<Body extends object, Answer extends RecordAnswer>({
  pathOf,
  send,
  alsoChanges,
}: RecordWriteOptions<Body, Answer>) {
  const queryClient = useQueryClient();
  return useVersionedMutation<Body, Answer>({
    pathOf,
    send,
    onSuccess: (answer, body) => {
      const path = pathOf(body);
      return settleRecordWrite(queryClient, path, answer, (record) => [
        kindPathOf(path),
        ...(alsoChanges?.(record, body) ?? []),
      ]);
    },
  });
}

/**
 * An addition to the record that changes nothing another person wrote (a note, a checklist document or its step), so
 * it names no version; its answer is the record. It changes none of the record's own fields, so the kind's lists stay
 * as they are unless `alsoChanges` names them.
 */
export function useRecordAddition<Body, Answer extends RecordAnswer>({
  pathOf,
  send,
  alsoChanges,
}: RecordWriteOptions<Body, Answer, Body>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer: Answer, body: Body) =>
      settleRecordWrite(queryClient, pathOf(body), answer, (record) => alsoChanges?.(record, body) ?? []),
  });
}
