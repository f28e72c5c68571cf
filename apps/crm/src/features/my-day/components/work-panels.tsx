import { openWork } from "@visadesk/contracts/dashboard-lists";
import type { MyDay, MyDayDate } from "@visadesk/contracts/dashboards";
import { MY_DAY_DAYS_AHEAD } from "@visadesk/contracts/values/dashboards";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState } from "#components/error-state.tsx";
import { useCountryLabels } from "#features/country-labels/api/get-country-labels.ts";
import { useMyDayWork } from "#features/my-day/api/get-my-day-work.ts";
import { MY_DAY_ROWS, Panel, PanelNotice, Row } from "#features/my-day/components/panel.tsx";
import { withQuery } from "#lib/api.ts";
import { countryName, formatDateTime, formatDay } from "#lib/format.ts";

const DATE_LABELS: Record<MyDayDate, string> = {
  appeal_deadline: "Last day to appeal (no appeal started)",
  appointment: "Appointment",
  biometrics: "Biometrics",
};

/** "1 open enquiry", "3 open cases". */
const counted = (n: number, one: string, many: string) => `${n} open ${n === 1 ? one : many}`;

function Body({ what, children }: { what: string; children: (data: MyDay) => ReactNode }) {
  const query = useMyDayWork();
  if (query.isPending) return <SkeletonRows label={`Loading ${what}`} rows={3} columns={2} />;
  if (query.isError)
    return (
      <ErrorState title={`Could not load ${what}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}

/** Documents clients uploaded to my open cases that nobody has reviewed yet, the longest waiting first. */
export function DocumentsToReviewPanel() {
  return (
    <Panel title="Client uploads to review">
      <Body what="client uploads">
        {(data) =>
          data.documentsToReview.length === 0 ? (
            <PanelNotice
              title="No client upload waits for you"
              hint="Client uploads to your cases show up here until reviewed."
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.documentsToReview.slice(0, MY_DAY_ROWS).map((c) => (
                <Row
                  key={c.caseId}
                  to={`/crm/filing-cases?id=${c.caseId}`}
                  title={`${c.caseNumber} · ${c.clientName}`}
                  detail={`${c.documents} document${c.documents === 1 ? "" : "s"} to review · last uploaded ${formatDateTime(c.lastUploadedAt)}`}
                />
              ))}
            </ul>
          )
        }
      </Body>
    </Panel>
  );
}

/** My cases' appeal deadlines, appointments and biometrics of the coming days, soonest first. */
export function KeyDatesPanel() {
  return (
    <Panel title={`Coming dates (${MY_DAY_DAYS_AHEAD} days)`}>
      <Body what="coming dates">
        {(data) =>
          data.keyDates.length === 0 ? (
            <PanelNotice
              title={`Nothing due on your cases in the next ${MY_DAY_DAYS_AHEAD} days`}
              hint="Appeal deadlines, appointments and biometrics."
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.keyDates.slice(0, MY_DAY_ROWS).map((d) => (
                <Row
                  key={`${d.caseId}-${d.kind}`}
                  to={`/crm/filing-cases?id=${d.caseId}`}
                  title={`${d.caseNumber} · ${d.clientName}`}
                  detail={`${DATE_LABELS[d.kind]}: ${formatDay(d.on)}${d.on === data.today ? " (today)" : ""}`}
                />
              ))}
            </ul>
          )
        }
      </Body>
    </Panel>
  );
}

/**
 * For an admin or the CEO: the open enquiries, leads and cases nobody has (open as on every page: the 360
 * dashboard's "Nobody" row counts the same), each opening its list.
 */
export function NobodysWorkPanel() {
  return (
    <Panel
      title="Open work nobody has"
      more={
        <Link to="/360-dashboard" className="text-sm text-brand-700 underline">
          360 dashboard
        </Link>
      }
    >
      <Body what="work nobody has">
        {(data) => {
          const nobody = data.unowned ?? { enquiries: 0, leads: 0, cases: 0 };
          if (nobody.enquiries + nobody.leads + nobody.cases === 0)
            return (
              <PanelNotice
                title="Every open enquiry, lead and case has someone"
                hint="Counted as on the 360 dashboard."
              />
            );
          const rows = [
            {
              record: "enquiry",
              path: "/crm/enquiries",
              text: counted(nobody.enquiries, "enquiry", "enquiries"),
            },
            { record: "lead", path: "/crm/leads", text: counted(nobody.leads, "lead", "leads") },
            { record: "case", path: "/crm/filing-cases", text: counted(nobody.cases, "case", "cases") },
          ] as const;
          return (
            <ul className="divide-y divide-slate-100">
              {rows.map((r) => (
                <Row
                  key={r.record}
                  to={withQuery(r.path, openWork(r.record, null).query)}
                  title={r.text}
                  detail="Assigned to nobody: give each to someone"
                />
              ))}
            </ul>
          );
        }}
      </Body>
    </Panel>
  );
}

/**
 * For an admin or the CEO: the country labels nobody has checked for 30 days. The public site keeps showing them
 * (without a "this week" claim) until someone checks, so My day reminds the people who can.
 */
export function StaleLabelsPanel() {
  const query = useCountryLabels();
  return (
    <Panel
      title="Country labels to check"
      more={
        <Link to="/crm/country-labels" className="text-sm text-brand-700 underline">
          Country labels
        </Link>
      }
    >
      {query.isPending ? (
        <SkeletonRows label="Loading country labels" rows={3} columns={2} />
      ) : query.isError ? (
        <ErrorState
          title="Could not load the country labels"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        (() => {
          const stale = query.data.labels.filter((label) => label.stale);
          if (stale.length === 0)
            return <PanelNotice title="Every country label was checked in the last 30 days" />;
          return (
            <>
              {/* One short line: an answer never paints larger than the page's header (its largest paint). */}
              <p className="px-4 pt-3 text-sm text-slate-800">
                {stale.length} of {query.data.labels.length} not checked for 30 days
              </p>
              <ul className="divide-y divide-slate-100">
                {stale.slice(0, MY_DAY_ROWS - 1).map((label) => (
                  <Row
                    key={label.code}
                    to="/crm/country-labels"
                    title={countryName(label.code)}
                    detail={`Last checked ${formatDay(label.checkedOn)}`}
                  />
                ))}
              </ul>
            </>
          );
        })()
      )}
    </Panel>
  );
}
