import type { StaffWorkload } from "@visadesk/contracts/staff";
import { WORKED_RECORDS } from "@visadesk/contracts/values/staff";
import { Badge } from "@visadesk/ui/badge";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { describeError, ErrorState } from "#components/error-state.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { OPEN_WORK_MEANS } from "#features/dashboards/utils/labels.ts";
import { useReassignAll, useStaffWorkload } from "#features/staff-management/api/staff-workload.ts";
import { formatCount } from "#lib/count.ts";

const LABELS = {
  enquiries: "Enquiries",
  leads: "Leads",
  deals: "Deals",
  cases: "Cases",
  deliveries: "Deliveries",
} as const;

const total = (s: StaffWorkload) => WORKED_RECORDS.reduce((sum, kind) => sum + s.open[kind], 0);

/** Moves all of `from`'s open records to someone chosen, after saying how many will move. */
function ReassignDialog({
  from,
  staff,
  onClose,
}: {
  from: StaffWorkload | null;
  staff: readonly StaffWorkload[];
  onClose: () => void;
}) {
  const [to, setTo] = useState("");
  const [error, setError] = useState<string>();
  const reassign = useReassignAll();
  if (!from) return null;
  const others = staff.filter((s) => s.active && s.username !== from.username);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reassign ${from.name}'s open records`}
      description={`${formatCount(total(from), "open record")} ${total(from) === 1 ? "moves" : "move"} in one step; each record's timeline says so.`}
      onSubmit={async () => {
        setError(undefined);
        if (!to) {
          setError("Choose who takes them over");
          return;
        }
        try {
          const result = await reassign.mutateAsync({ from: from.username, to });
          const moved = WORKED_RECORDS.reduce((sum, kind) => sum + (result?.moved[kind] ?? 0), 0);
          const name = others.find((s) => s.username === to)?.name ?? to;
          toast({ title: `${formatCount(moved, "record").replace(/^no /, "No ")} moved to ${name}` });
          onClose();
        } catch (caught) {
          setError(describeError(caught));
        }
      }}
      formError={error}
      pending={reassign.isPending}
      submitLabel="Reassign all"
      pendingLabel="Moving..."
    >
      <Field label="Give them to">
        <select className={inputClassName} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">Choose...</option>
          {others.map((s) => (
            <option key={s.username} value={s.username}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
    </FormDialog>
  );
}

/**
 * /staff-management: each staff member's open enquiries, leads, deals, cases and deliveries and their overdue
 * follow-ups, and "reassign all" for a leaver or a holiday.
 */
export default function StaffManagementPage() {
  const staff = useStaffWorkload();
  const [from, setFrom] = useState<StaffWorkload | null>(null);
  return (
    <div>
      <PageHeader
        title="Staff management"
        description={`Who holds which open work, counted as on the 360 dashboard. ${OPEN_WORK_MEANS} Reassign everything of someone who leaves or goes on holiday in one step.`}
      />
      {staff.isPending && <SkeletonRows label="Loading the staff" />}
      {staff.isError && (
        <ErrorState
          title="We could not load the staff"
          error={staff.error}
          onRetry={() => void staff.refetch()}
        />
      )}
      {staff.data && (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                {WORKED_RECORDS.map((kind) => (
                  <TableHeaderCell key={kind} className="text-right">
                    {LABELS[kind]}
                  </TableHeaderCell>
                ))}
                <TableHeaderCell className="text-right">Overdue follow-ups</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.data.staff.map((s) => (
                <TableRow key={s.username}>
                  <TableCell>
                    <span className="font-medium text-slate-900">{s.name}</span>{" "}
                    {!s.active && <Badge tone="danger">Disabled</Badge>}
                    <span className="block text-xs text-slate-600">{s.username}</span>
                  </TableCell>
                  {WORKED_RECORDS.map((kind) => (
                    <TableCell key={kind} className="text-right tabular-nums">
                      {s.open[kind]}
                    </TableCell>
                  ))}
                  <TableCell className="text-right tabular-nums">
                    {s.overdueFollowUps > 0 ? <Badge tone="danger">{s.overdueFollowUps}</Badge> : 0}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={total(s) === 0}
                      onClick={() => setFrom(s)}
                    >
                      Reassign all<span className="sr-only"> of {s.name}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ReassignDialog from={from} staff={staff.data?.staff ?? []} onClose={() => setFrom(null)} />
    </div>
  );
}
