import { DEAL_LOST_REASON_LABELS } from "@visadesk/contracts/values/deals";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { Link } from "react-router";
import { AssignmentSection } from "#components/assignment-section.tsx";
import { DetailLoadError } from "#components/detail-load-error.tsx";
import { DetailList, DetailSection } from "#components/detail-section.tsx";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { describeError } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { TimelineSection } from "#components/timeline-section.tsx";
import { useAddDealNote } from "#features/deals/api/add-deal-note.ts";
import { useAssignDeal } from "#features/deals/api/assign-deal.ts";
import { useChangeDealStage } from "#features/deals/api/change-deal-stage.ts";
import { useDeal } from "#features/deals/api/get-deal.ts";
import { EditQuoteDialog } from "#features/deals/components/edit-quote-dialog.tsx";
import { LoseDealDialog } from "#features/deals/components/lose-deal-dialog.tsx";
import { WinDealDialog } from "#features/deals/components/win-deal-dialog.tsx";
import { canMoveDeal } from "#features/deals/utils/deal-moves.ts";
import { countryName, formatDateTime, formatDay, formatRupees, humanise } from "#lib/format.ts";

const DEALS_CRUMB = { label: "Deals", href: "/crm/deals" };

/** One deal: the quote, its stage and the moves allowed, the lead and client, won or lost outcome, timeline. */
export function DealDetail({ id }: { id: string }) {
  const deal = useDeal(id);
  const assign = useAssignDeal(id);
  const addNote = useAddDealNote(id);
  const change = useChangeDealStage();
  const [editing, setEditing] = useState(false);
  const [winning, setWinning] = useState(false);
  const [losing, setLosing] = useState(false);

  if (deal.isPending) return <DetailSkeleton label="Loading the deal" />;
  if (deal.isError) {
    return (
      <DetailLoadError
        noun="deal"
        listCrumb={DEALS_CRUMB}
        error={deal.error}
        onRetry={() => void deal.refetch()}
      />
    );
  }

  const d = deal.data;
  const open = d.stage === "quoted" || d.stage === "negotiating";
  const title = `${d.clientName}: ${d.service === "refusal_appeal" ? "refusal appeal" : "visa"} deal`;
  const service =
    d.service === "refusal_appeal"
      ? "Refusal appeal"
      : [countryName(d.destinationCountry), humanise(d.visaType)].filter(Boolean).join(" · ") ||
        "Visa application";

  function negotiate() {
    change.mutate(
      { id: d.id, stage: "negotiating" },
      {
        onSuccess: () => toast({ title: "Deal moved to negotiating" }),
        onError: (error) =>
          toast({
            title: "The deal did not move",
            description: describeError(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[DEALS_CRUMB, { label: d.clientName }]}
        description={
          <span className="inline-flex items-center gap-2">
            <StatusBadge status={d.stage} /> Quoted {formatDateTime(d.createdAt)}
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <DetailSection title="Stage">
            {open ? (
              <div className="flex flex-wrap gap-2">
                {canMoveDeal(d.stage, "negotiating") && (
                  <Button size="sm" variant="secondary" disabled={change.isPending} onClick={negotiate}>
                    Move to negotiating
                  </Button>
                )}
                <Button size="sm" onClick={() => setWinning(true)}>
                  Win the deal
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setLosing(true)}>
                  Lose the deal
                </Button>
              </div>
            ) : d.stage === "won" ? (
              <div className="flex flex-col gap-1 text-sm text-slate-800">
                <p>Won: the client is a customer and the visa's filing case is open.</p>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {d.customerId && (
                    <li>
                      <Link
                        to={`/customers?id=${d.customerId}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        Open the customer
                      </Link>
                    </li>
                  )}
                  {d.caseId && (
                    <li>
                      <Link
                        to={`/crm/filing-cases?id=${d.caseId}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        Open the filing case
                      </Link>
                    </li>
                  )}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-slate-800">
                Lost
                {d.lostReasonCode && d.lostReasonCode !== "other"
                  ? `: ${DEAL_LOST_REASON_LABELS[d.lostReasonCode]}`
                  : ""}
                {d.lostReason && d.lostReason !== DEAL_LOST_REASON_LABELS[d.lostReasonCode ?? "other"]
                  ? ` (${d.lostReason})`
                  : ""}
                . A returning client gets a new deal from their lead.
              </p>
            )}
          </DetailSection>
          <TimelineSection activities={d.timeline} addNote={addNote} />
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title="Quote">
            <DetailList
              items={[
                ["Service", service],
                ["Fee", formatRupees(d.feeInr)],
                ["Government fee", formatRupees(d.governmentFeeInr)],
                ["Expected close", d.expectedCloseOn ? formatDay(d.expectedCloseOn) : "Not set"],
              ]}
            />
            {open && (
              <Button className="mt-3" size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit quote
              </Button>
            )}
          </DetailSection>
          <DetailSection title="Client">
            <ul className="flex flex-col gap-1 text-sm">
              <li>
                <Link to={`/crm/leads?id=${d.leadId}`} className="text-brand-700 underline">
                  {d.clientName}'s lead
                </Link>
              </li>
              {d.customerId && (
                <li>
                  <Link to={`/customers?id=${d.customerId}`} className="text-brand-700 underline">
                    {d.clientName} as a customer
                  </Link>
                </li>
              )}
            </ul>
          </DetailSection>
          <AssignmentSection noun="deal" assignee={d.assignee} assign={assign} />
        </div>
      </div>
      {open && <EditQuoteDialog key={d.updatedAt} deal={d} open={editing} onOpenChange={setEditing} />}
      <WinDealDialog deal={winning ? d : null} onClose={() => setWinning(false)} />
      <LoseDealDialog deal={losing ? d : null} onClose={() => setLosing(false)} />
    </>
  );
}
