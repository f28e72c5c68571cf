import { AUDIT_ACTIONS } from "@visadesk/contracts/values/audit";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import { useState } from "react";
import { DayInput } from "#components/day-input.tsx";
import { ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { type AuditFilters, useAuditEvents } from "#features/audit/api/get-audit.ts";
import { auditDetailsText } from "#features/audit/utils/audit-details.ts";
import { formatDateTime } from "#lib/format.ts";

/** Plain words for each action. */
const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  "auth.login": "Signed in",
  "auth.login_failed": "Failed sign-in",
  "auth.lockout": "Locked out after failed sign-ins",
  "auth.login_refused": "Sign-ins refused while locked out",
  "auth.logout": "Signed out",
  "permission.denied": "Refused: no permission",
  "user.create": "Account created",
  "user.update": "Account changed",
  "user.disable": "Account disabled",
  "user.enable": "Account enabled",
  "user.reset_password": "Password set by an admin",
  "user.change_password": "Own password changed",
  "user.invite": "Password link handed out",
  "user.invitation_accepted": "Password chosen with a link",
  "user.link_customer": "Linked to a customer record",
  "document.upload": "Document uploaded",
  "document.review": "Document verified or rejected",
  "record.delete": "Record deleted",
  "record.archive": "Record archived",
  "record.restore": "Record restored",
  "record.export": "Records exported",
  "record.import": "Records imported",
  "record.assign": "Record assigned",
  "record.reassign_all": "All open records reassigned",
  "job.retry": "Failed job run again",
  "job.discard": "Failed job discarded",
};

/** The start of a calendar day in India (the consultancy's time zone) as a UTC instant. */
export function dayStartUtc(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The audit log (admin and CEO): filter by who, what, which record and which days; newest first, 50 a page. */
export function AuditLog() {
  const [actor, setActor] = useState("");
  const [action, setAction] = useState("");
  const [target, setTarget] = useState("");
  // The typed text (day/month/year) and the day it reads as, once it reads as one.
  const [fromText, setFromText] = useState("");
  const [fromDay, setFromDay] = useState<string | null>(null);
  const [toText, setToText] = useState("");
  const [toDay, setToDay] = useState<string | null>(null);
  const [pages, setPages] = useState<number[]>([]);
  const filters: AuditFilters = {
    actor: actor.trim() || undefined,
    action: action || undefined,
    target: target.trim() || undefined,
    from: fromDay ? dayStartUtc(fromDay) : undefined,
    to: toDay ? dayStartUtc(nextDay(toDay)) : undefined,
    before: pages.at(-1),
  };
  const events = useAuditEvents(filters);
  const list = events.data?.events ?? [];
  const reset = () => setPages([]);

  return (
    <div>
      <PageHeader
        title="Audit log"
        description="Sign-ins, account changes and changes to records: who, what, when and from where. Newest first; nobody can edit it."
      />
      <form
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Filter the audit log"
      >
        <Field label="Who (username)">
          <input
            className={inputClassName}
            value={actor}
            onChange={(e) => {
              setActor(e.target.value);
              reset();
            }}
          />
        </Field>
        <Field label="What">
          <select
            className={inputClassName}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              reset();
            }}
          >
            <option value="">Everything</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Record or account">
          <input
            className={inputClassName}
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              reset();
            }}
          />
        </Field>
        <DayInput
          label="From (day)"
          value={fromText}
          onChange={setFromText}
          onDay={(day) => {
            setFromDay(day);
            reset();
          }}
        />
        <DayInput
          label="To (day)"
          value={toText}
          onChange={setToText}
          onDay={(day) => {
            setToDay(day);
            reset();
          }}
        />
      </form>
      <div className="mt-4">
        {events.isPending && <SkeletonRows label="Loading the audit log" />}
        {events.isError && (
          <ErrorState
            title="We could not load the audit log"
            error={events.error}
            onRetry={() => void events.refetch()}
          />
        )}
        {events.data && list.length === 0 && <p className="text-sm text-slate-700">No events match.</p>}
        {list.length > 0 && (
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>When</TableHeaderCell>
                  <TableHeaderCell>Who</TableHeaderCell>
                  <TableHeaderCell>What</TableHeaderCell>
                  <TableHeaderCell>Record</TableHeaderCell>
                  <TableHeaderCell>From</TableHeaderCell>
                  <TableHeaderCell>Details</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(event.at)}</TableCell>
                    <TableCell>{event.actor ?? "A visitor"}</TableCell>
                    <TableCell>{ACTION_LABELS[event.action]}</TableCell>
                    <TableCell className="break-words">{event.target ?? ""}</TableCell>
                    <TableCell>{event.ip ?? ""}</TableCell>
                    <TableCell className="max-w-xs text-xs break-all">
                      <span className="text-slate-700">{auditDetailsText(event.details)}</span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <div className="mt-3 flex gap-2">
          {pages.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => setPages((p) => p.slice(0, -1))}>
              Newer
            </Button>
          )}
          {list.length === 50 && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPages((p) => [...p, list.at(-1)?.id ?? 0])}
            >
              Older
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
