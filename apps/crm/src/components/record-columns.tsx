import type { Assignee } from "@visadesk/contracts/crm";
import { Link } from "react-router";
import type { ColumnDef } from "#components/data-table.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { formatDateTime, formatListDateTime } from "#lib/format.ts";

/** "Name", sortable: the record's name, linking to its detail (`?id=`) on the same list page. */
export function nameColumn<T extends { id: string; name: string }>(): ColumnDef<T> {
  return {
    id: "name",
    accessorKey: "name",
    header: "Name",
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to={`?id=${row.original.id}`}
        className="font-semibold whitespace-normal text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  };
}

/**
 * "Case": the case number, linking to the record's detail (`?id=`) on the same list page (the cases list and the
 * deliveries list, whose rows each belong to one case). Only the cases list sorts by it.
 */
export function caseNumberColumn<T extends { id: string; caseNumber: string }>({
  sortable,
}: {
  sortable: boolean;
}): ColumnDef<T> {
  return {
    id: "caseNumber",
    accessorKey: "caseNumber",
    header: "Case",
    enableSorting: sortable,
    cell: ({ row }) => (
      <Link
        to={`?id=${row.original.id}`}
        className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.caseNumber}
      </Link>
    ),
  };
}

/** "Client": the name of the client the record is for. */
export function clientColumn<T extends { clientName: string }>(): ColumnDef<T> {
  return { id: "client", header: "Client", enableSorting: false, cell: ({ row }) => row.original.clientName };
}

/** "Status": the record's status as a badge. */
export function statusColumn<T extends { status: string }>(): ColumnDef<T> {
  return {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  };
}

/**
 * "Contact": the phone in its international form, so that a row stays one line high (a page holds 15 rows at
 * 1280 × 800). The email follows it, cut short, on a wide screen; narrower it is the phone's title on hover and still
 * read by screen readers. A record with no phone shows its email. The server writes the phone's form
 * (`phoneDisplay`): a list page downloads no phone library (docs/behaviours/speed.md#crm-pages).
 */
export function contactColumn<
  T extends { phone: string | null; phoneDisplay?: string | null; email: string | null },
>(): ColumnDef<T> {
  return {
    id: "contact",
    header: "Contact",
    enableSorting: false,
    cell: ({ row }) => {
      const { phone, phoneDisplay, email } = row.original;
      if (!phone)
        return email && <span className="inline-block max-w-40 truncate align-bottom">{email}</span>;
      return (
        <span className="flex items-baseline gap-2" title={email ?? undefined}>
          <span>{phoneDisplay ?? phone}</span>
          {email && (
            <span className="sr-only max-w-32 truncate text-xs text-slate-600 2xl:not-sr-only 2xl:inline-block">
              {email}
            </span>
          )}
        </span>
      );
    },
  };
}

/** "Assigned to": who works the record, or "Unassigned". */
export function assigneeColumn<T extends { assignee: Assignee }>(): ColumnDef<T> {
  return {
    id: "assignee",
    header: "Assigned to",
    enableSorting: false,
    cell: ({ row }) => row.original.assignee?.name ?? "Unassigned",
  };
}

/** A sortable instant (`createdAt`, `updatedAt`) shown in Asia/Kolkata under `header`, without the year of this year. */
export function dateTimeColumn<T extends Record<Key, string>, Key extends string & keyof T>(
  key: Key,
  header: string,
): ColumnDef<T> {
  return {
    id: key,
    accessorKey: key,
    header,
    enableSorting: true,
    cell: ({ row }) => (
      <time dateTime={row.original[key]} title={formatDateTime(row.original[key])} className="text-xs">
        {formatListDateTime(row.original[key])}
      </time>
    ),
  };
}
