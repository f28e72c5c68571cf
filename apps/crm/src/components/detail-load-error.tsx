import type { BreadcrumbItem } from "@visadesk/ui/breadcrumbs";
import { ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { humanise } from "#lib/format.ts";

export interface DetailLoadErrorProps {
  /** The record in the singular, lower case ("lead"): the page's title and the failure's wording. */
  noun: string;
  /** The crumb back to the record's list. */
  listCrumb: BreadcrumbItem;
  error: unknown;
  onRetry: () => void;
}

/** A record that could not be opened: the header with the way back to its list, why, and a retry. */
export function DetailLoadError({ noun, listCrumb, error, onRetry }: DetailLoadErrorProps) {
  const title = humanise(noun);
  return (
    <>
      <PageHeader title={title} crumbs={[listCrumb, { label: title }]} />
      <ErrorState title={`Could not open this ${noun}`} error={error} onRetry={onRetry} />
    </>
  );
}
