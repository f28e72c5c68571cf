import { can } from "@visadesk/auth/permissions";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Link } from "react-router";
import { ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { OPEN_WORK_MEANS } from "#features/dashboards/utils/labels.ts";
import { useMyLeads, useNewEnquiries } from "#features/my-day/api/get-my-day.ts";
import { DecisionPanels } from "#features/my-day/components/decision-panels.tsx";
import { MY_DAY_ROWS, Panel, PanelNotice, Row } from "#features/my-day/components/panel.tsx";
import {
  DocumentsToReviewPanel,
  KeyDatesPanel,
  NobodysWorkPanel,
  StaleLabelsPanel,
} from "#features/my-day/components/work-panels.tsx";
import { followUpsDue } from "#features/my-day/utils/follow-ups.ts";
import { countryName, formatDateTime, formatDay, humanise, todayInKolkata } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

function NewEnquiries({ assignee, empty }: { assignee: "me" | "unassigned"; empty: string }) {
  const enquiries = useNewEnquiries(assignee);
  if (enquiries.isPending) return <SkeletonRows label="Loading enquiries" rows={3} columns={2} />;
  if (enquiries.isError)
    return (
      <ErrorState
        title="Could not load the enquiries"
        error={enquiries.error}
        onRetry={() => void enquiries.refetch()}
      />
    );
  if (enquiries.data.items.length === 0) return <PanelNotice title={empty} />;
  return (
    <ul className="divide-y divide-slate-100">
      {enquiries.data.items.slice(0, MY_DAY_ROWS).map((e) => (
        <Row
          key={e.id}
          to={`/crm/enquiries?id=${e.id}`}
          title={e.name}
          detail={[countryName(e.destinationCountry), humanise(e.visaType), formatDateTime(e.createdAt)]
            .filter(Boolean)
            .join(" · ")}
        />
      ))}
    </ul>
  );
}

function UnassignedPanel() {
  return (
    <Panel
      title="Open enquiries nobody has"
      more={
        <Link to="/crm/enquiries?open=true&assignee=unassigned" className="text-sm text-brand-700 underline">
          See all
        </Link>
      }
    >
      <NewEnquiries assignee="unassigned" empty="Every open enquiry has someone on it" />
    </Panel>
  );
}

/**
 * The day of someone who works records: their follow-ups, their new enquiries, their cases' client uploads and coming
 * dates, the open enquiries nobody has, recent work.
 */
function PersonalPanels() {
  const leads = useMyLeads();
  const today = todayInKolkata();
  return (
    <>
      <Panel
        title="Follow-ups due"
        more={
          <Link to="/crm/leads?assignee=me" className="text-sm text-brand-700 underline">
            All my leads
          </Link>
        }
      >
        {leads.isPending ? (
          <SkeletonRows label="Loading follow-ups" rows={3} columns={2} />
        ) : leads.isError ? (
          <ErrorState
            title="Could not load your leads"
            error={leads.error}
            onRetry={() => void leads.refetch()}
          />
        ) : followUpsDue(leads.data.items, today).length === 0 ? (
          <PanelNotice
            title="No follow-ups due"
            hint="Set a follow-up date on a lead and it shows up here on the day."
          />
        ) : (
          <ul className="divide-y divide-slate-100">
            {followUpsDue(leads.data.items, today)
              .slice(0, MY_DAY_ROWS)
              .map((l) => (
                <Row
                  key={l.id}
                  to={`/crm/leads?id=${l.id}`}
                  title={l.name}
                  detail={`Follow up ${formatDay(l.nextFollowUpOn ?? today)}${(l.nextFollowUpOn ?? today) < today ? " (overdue)" : ""}`}
                  badge={<StatusBadge status={l.status} />}
                />
              ))}
          </ul>
        )}
      </Panel>
      <Panel
        title="My new enquiries"
        more={
          <Link to="/crm/enquiries?assignee=me&status=new" className="text-sm text-brand-700 underline">
            See all
          </Link>
        }
      >
        <NewEnquiries assignee="me" empty="No new enquiries assigned to you" />
      </Panel>
      <DocumentsToReviewPanel />
      <KeyDatesPanel />
      <UnassignedPanel />
      <Panel title="Recent activity on my leads">
        {leads.isPending ? (
          <SkeletonRows label="Loading recent activity" rows={3} columns={2} />
        ) : leads.isError ? null : leads.data.items.length === 0 ? (
          <PanelNotice
            title="No leads assigned to you yet"
            hint="Take a new enquiry or an unassigned lead to start."
            action={
              <Link to="/crm/leads?assignee=unassigned" className="font-semibold text-brand-700 underline">
                Unassigned leads
              </Link>
            }
          />
        ) : (
          <ul className="divide-y divide-slate-100">
            {leads.data.items.slice(0, MY_DAY_ROWS).map((l) => (
              <Row
                key={l.id}
                to={`/crm/leads?id=${l.id}`}
                title={l.name}
                detail={`Updated ${formatDateTime(l.updatedAt)}`}
                badge={<StatusBadge status={l.status} />}
              />
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/**
 * /crm: the signed-in person's day. Staff see their follow-ups, new enquiries and recent work; an admin or the CEO,
 * to whom nothing is assigned, sees what needs their decision: enquiries nobody has taken, stuck records, appeal
 * deadlines and overdue follow-ups per person.
 */
export default function MyDayPage() {
  const user = useCurrentUser();
  const today = todayInKolkata();
  const manages = can(user, "dashboards.management");
  return (
    <>
      <PageHeader
        title={`Good day, ${user?.name ?? ""}`}
        description={`Today is ${formatDay(today)}. ${manages ? `Here is what needs your decision. ${OPEN_WORK_MEANS}` : "Here are your follow-ups, new enquiries, client uploads, coming dates and recent work."}`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {manages ? (
          <>
            <NobodysWorkPanel />
            <UnassignedPanel />
            <DecisionPanels />
            <StaleLabelsPanel />
          </>
        ) : (
          <PersonalPanels />
        )}
      </div>
    </>
  );
}
