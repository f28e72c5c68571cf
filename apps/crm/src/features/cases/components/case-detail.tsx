import { useState } from "react";
import { Link } from "react-router";
import { AssignmentSection } from "#components/assignment-section.tsx";
import { DetailLoadError } from "#components/detail-load-error.tsx";
import { DetailList, DetailSection } from "#components/detail-section.tsx";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { TimelineSection } from "#components/timeline-section.tsx";
import { useAddCaseNote } from "#features/cases/api/add-case-note.ts";
import { useAssignCase } from "#features/cases/api/assign-case.ts";
import { useCase } from "#features/cases/api/get-case.ts";
import { CaseStatusActions } from "#features/cases/components/case-status-actions.tsx";
import { CaseStatusBadge, DecisionBadge } from "#features/cases/components/case-status-badge.tsx";
import { ChecklistSection } from "#features/cases/components/checklist-section.tsx";
import { DecisionDialog } from "#features/cases/components/decision-dialog.tsx";
import { DecisionSection } from "#features/cases/components/decision-section.tsx";
import { KeyDatesSection } from "#features/cases/components/key-dates-section.tsx";
import { StartAppealDialog } from "#features/cases/components/start-appeal-dialog.tsx";
import { countryName, humanise } from "#lib/format.ts";

const CASES_CRUMB = { label: "Filing cases", href: "/crm/filing-cases" };

/** One filing case: status actions, the document checklist, key dates, decision and appeal, links, timeline. */
export function CaseDetail({ id }: { id: string }) {
  const query = useCase(id);
  const assign = useAssignCase(id);
  const addNote = useAddCaseNote(id);
  const [deciding, setDeciding] = useState<"decide" | "withdraw" | null>(null);
  const [appealing, setAppealing] = useState(false);

  if (query.isPending) return <DetailSkeleton label="Loading the case" />;
  if (query.isError) {
    return (
      <DetailLoadError
        noun="case"
        listCrumb={CASES_CRUMB}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const c = query.data;
  const visa = `${countryName(c.destinationCountry)} · ${humanise(c.visaType)}`;
  return (
    <>
      <PageHeader
        title={`${c.caseNumber}: ${c.clientName}`}
        crumbs={[CASES_CRUMB, { label: c.caseNumber }]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <CaseStatusBadge status={c.status} />
            {c.decision !== "none" && <DecisionBadge decision={c.decision} />}
            <span>
              {c.kind === "appeal" ? "Appeal" : "Application"} · {visa} ·{" "}
              <Link to={`/customers?id=${c.customerId}`} className="text-brand-700 underline">
                {c.clientName}
              </Link>{" "}
              · {c.assignee ? `with ${c.assignee.name}` : "unassigned"}
            </span>
          </span>
        }
      />
      <section aria-label="Status actions" className="mb-4">
        <CaseStatusActions
          c={c}
          onDecide={() => setDeciding("decide")}
          onWithdraw={() => setDeciding("withdraw")}
          onAppeal={() => setAppealing(true)}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <ChecklistSection c={c} />
          <DecisionSection c={c} onAppeal={() => setAppealing(true)} />
          <TimelineSection activities={c.timeline} addNote={addNote} clientVisibility />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <KeyDatesSection key={c.updatedAt} c={c} />
          <DetailSection title="Linked records">
            <DetailList
              items={[
                [
                  "Client",
                  <Link
                    key="client"
                    to={`/customers?id=${c.customerId}`}
                    className="text-brand-700 underline"
                  >
                    {c.clientName}
                  </Link>,
                ],
                [
                  "Deal",
                  c.dealId ? (
                    <Link to={`/crm/deals?id=${c.dealId}`} className="text-brand-700 underline">
                      Open the deal
                    </Link>
                  ) : null,
                ],
                [
                  "Appeal of",
                  c.parentCase ? (
                    <span className="inline-flex flex-wrap items-center gap-2">
                      <Link to={`?id=${c.parentCase.id}`} className="text-brand-700 underline">
                        {c.parentCase.caseNumber}
                      </Link>
                      <DecisionBadge decision={c.parentCase.decision} />
                    </span>
                  ) : null,
                ],
                [
                  "Visa delivery",
                  c.deliveryId ? (
                    <Link to={`/crm/visa-delivery?id=${c.deliveryId}`} className="text-brand-700 underline">
                      Open the delivery
                    </Link>
                  ) : null,
                ],
              ]}
            />
          </DetailSection>
          <AssignmentSection noun="case" assignee={c.assignee} assign={assign} />
        </div>
      </div>
      {deciding && (
        <DecisionDialog
          c={c}
          withdraw={deciding === "withdraw"}
          open
          onOpenChange={(open) => !open && setDeciding(null)}
        />
      )}
      {appealing && <StartAppealDialog c={c} open onOpenChange={setAppealing} />}
    </>
  );
}
