import { Skeleton } from "@visadesk/ui/skeleton";

/** A record's detail view while it loads; `label` is what screen readers hear, e.g. "Loading the lead". */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40" />
      <Skeleton className="h-64" />
    </div>
  );
}
