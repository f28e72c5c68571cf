import type { ColumnDef } from "@tanstack/react-table";
import type { Assignee } from "@visadesk/contracts/crm";
import { formatDateTime, formatPhone } from "#lib/format.ts";

/** "Contact": the phone in its international form over the email. */
export function contactColumn<T extends { phone: string | null; email: string | null }>(): ColumnDef<
  T,
  unknown
> {
  return {
    id: "contact",
    header: "Contact",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{formatPhone(row.original.phone)}</span>
        <span className="text-xs text-slate-600">{row.original.email}</span>
      </span>
    ),
  };
}

/** "Assigned to": who works the record, or "Unassigned". */
export function assigneeColumn<T extends { assignee: Assignee }>(): ColumnDef<T, unknown> {
  return {
    id: "assignee",
    header: "Assigned to",
    enableSorting: false,
    cell: ({ row }) => row.original.assignee?.name ?? "Unassigned",
  };
}

/** A sortable instant (`createdAt`, `updatedAt`) shown in Asia/Kolkata under `header`. */
export function dateTimeColumn<T extends Record<Key, string>, Key extends string & keyof T>(
  key: Key,
  header: string,
): ColumnDef<T, unknown> {
  return {
    id: key,
    accessorKey: key,
    header,
    enableSorting: true,
    cell: ({ row }) => <time dateTime={row.original[key]}>{formatDateTime(row.original[key])}</time>,
  };
}
