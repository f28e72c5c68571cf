import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { useMyLeads, useNewEnquiries } from "#features/my-day/api/get-my-day.ts";
import { followUpsDue } from "#features/my-day/utils/follow-ups.ts";
import { formatDateTime, formatDay, humanise, todayInKolkata } from "#lib/format.ts";
import { formatPhone } from "#lib/format-phone.ts";

interface ClassicRow {
  key: string;
  what: string;
  name: string;
  to: string;
  phone: string;
  status: string;
  when: string;
}

/** /crm-old: the same day in one classic table, for people used to the older screen. */
export default function MyDayClassicPage() {
  const mine = useNewEnquiries("me");
  const unassigned = useNewEnquiries("unassigned");
  const leads = useMyLeads();
  const today = todayInKolkata();
  const queries = [mine, unassigned, leads];
  const failed = queries.find((q) => q.isError);

  let body: ReactNode;
  if (failed?.error) {
    body = (
      <ErrorState
        title="Could not load your day"
        error={failed.error}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  } else if (!mine.data || !unassigned.data || !leads.data) {
    body = <SkeletonRows label="Loading your day" />;
  } else {
    const rows: ClassicRow[] = [
      ...followUpsDue(leads.data.items, today).map((l) => ({
        key: `f-${l.id}`,
        what: "Follow-up due",
        name: l.name,
        to: `/crm/leads?id=${l.id}`,
        phone: formatPhone(l.phone),
        status: humanise(l.status),
        when: formatDay(l.nextFollowUpOn ?? today),
      })),
      ...[...mine.data.items, ...unassigned.data.items].map((e) => ({
        key: `e-${e.id}`,
        what: e.assignee ? "New enquiry (mine)" : "New enquiry (unassigned)",
        name: e.name,
        to: `/crm/enquiries?id=${e.id}`,
        phone: formatPhone(e.phone),
        status: humanise(e.status),
        when: formatDateTime(e.createdAt),
      })),
    ];
    body = (
      <Table>
        <caption className="sr-only">My day</caption>
        <TableHead>
          <TableRow>
            <TableHeaderCell scope="col">What</TableHeaderCell>
            <TableHeaderCell scope="col">Name</TableHeaderCell>
            <TableHeaderCell scope="col">Phone</TableHeaderCell>
            <TableHeaderCell scope="col">Status</TableHeaderCell>
            <TableHeaderCell scope="col">When</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>
                Nothing waiting for you. New enquiries and follow-ups appear here.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.what}</TableCell>
                <TableCell>
                  <Link to={row.to} className="font-semibold text-brand-700 underline">
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell>{row.phone}</TableCell>
                <TableCell>{row.status}</TableCell>
                <TableCell>{row.when}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    );
  }
  return (
    <>
      <PageHeader title="My day (classic)" crumbs={[{ label: "Classic view" }]} />
      <div className="rounded-card border border-slate-200 bg-white">{body}</div>
    </>
  );
}
