import type { Case } from "@visadesk/contracts/cases";
import { REFUSAL_REASON_LABELS } from "@visadesk/contracts/values/cases";
import { Button } from "@visadesk/ui/button";
import { Link } from "react-router";
import { DetailSection } from "#components/detail-section.tsx";
import { CaseStatusBadge, DecisionBadge } from "#features/cases/components/case-status-badge.tsx";
import { formatDay } from "#lib/format.ts";

/** A case's "Decision" card: the outcome, a refusal's reason, and its appeals with how far each has got. */
export function DecisionSection({ c, onAppeal }: { c: Case; onAppeal: () => void }) {
  return (
    <DetailSection title="Decision">
      <div className="flex flex-col gap-2 text-sm text-slate-900">
        <p className="flex flex-wrap items-center gap-2">
          <DecisionBadge decision={c.decision} />
          {c.dates.decisionOn && <span>on {formatDay(c.dates.decisionOn)}</span>}
        </p>
        {c.decision === "refused" && c.refusalReasonCode && (
          <p>
            <span className="text-slate-600">Reason: </span>
            {REFUSAL_REASON_LABELS[c.refusalReasonCode]}
          </p>
        )}
        {c.decision === "none" && (
          <p className="text-slate-600">
            {c.status === "decision_pending"
              ? "Waiting for the government. Record the decision when the letter comes."
              : "Recorded once the application is submitted and a decision is pending."}
          </p>
        )}
        {c.appeals.length > 0 && (
          <div>
            <h3 className="font-semibold">{c.appeals.length === 1 ? "Appeal" : "Appeals"}</h3>
            <ul className="flex flex-col gap-1">
              {c.appeals.map((appeal) => (
                <li key={appeal.id} className="flex flex-wrap items-center gap-2">
                  <Link to={`?id=${appeal.id}`} className="font-semibold text-brand-700 underline">
                    {appeal.caseNumber}
                  </Link>
                  <CaseStatusBadge status={appeal.status} />
                  {appeal.decision !== "none" && <DecisionBadge decision={appeal.decision} />}
                </li>
              ))}
            </ul>
          </div>
        )}
        {c.decision === "refused" && c.appeals.length === 0 && (
          <div>
            <Button size="sm" onClick={onAppeal}>
              Start appeal
            </Button>
          </div>
        )}
      </div>
    </DetailSection>
  );
}
