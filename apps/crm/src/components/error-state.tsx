import { ApiError } from "@visadesk/http";
import { Button } from "@visadesk/ui/button";
import { EmptyState } from "@visadesk/ui/empty-state";
import { TriangleAlert } from "lucide-react";
import { changedMeanwhile } from "#lib/record-version.ts";

/** A short, human reason for a failed request, from the API's `{ error: { message } }` when it sent one. */
export function describeError(error: unknown): string {
  // The ChangedMeanwhileDialog says who changed the record, when and what; the caller's own message points there.
  if (changedMeanwhile(error))
    return "Someone else changed this first: see what changed, then redo your change.";
  if (error instanceof ApiError) {
    const body = error.body as { error?: { message?: unknown } } | undefined;
    const message = body?.error?.message;
    if (typeof message === "string" && message) return message;
    if (error.status === 403) return "Your role does not allow this.";
    if (error.status === 404) return "It no longer exists, or it is not yours to see.";
    if (error.status >= 500) return "The server had a problem. Please try again in a moment.";
    return error.message;
  }
  if (error instanceof TypeError) return "The server could not be reached. Check your connection.";
  return error instanceof Error ? error.message : "Something went wrong.";
}

export interface ErrorStateProps {
  /** What failed, e.g. "Could not load the leads". */
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed load, in place of the content: what failed, why, and a retry. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      icon={<TriangleAlert className="size-8" />}
      title={title}
      description={describeError(error)}
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
