import { can } from "@visadesk/auth/permissions";
import type { CountryLabel } from "@visadesk/contracts/country-labels";
import { Badge } from "@visadesk/ui/badge";
import { Button } from "@visadesk/ui/button";
import { Skeleton } from "@visadesk/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import { useState } from "react";
import { ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { useCountryLabels } from "#features/country-labels/api/get-country-labels.ts";
import { EditCountryLabelDialog } from "#features/country-labels/components/edit-country-label-dialog.tsx";
import { countryName, formatDay } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

/** /crm/country-labels: the figures the public site shows per destination, how fresh they are, and (admin, CEO) editing. */
export default function CountryLabelsPage() {
  const user = useCurrentUser();
  const canEdit = can(user, "labels.edit");
  const query = useCountryLabels();
  const [editing, setEditing] = useState<CountryLabel | null>(null);
  const stale = query.data?.labels.filter((label) => label.stale).length ?? 0;

  return (
    <>
      <PageHeader
        title="Country labels"
        crumbs={[{ label: "Country labels" }]}
        description="The success rate, appointment and biometric waits the public site shows for each destination. Once at least 10 applications for a destination were decided in the last 24 months, the site shows the rate measured from them instead of yours, and says so. A label not checked for 30 days is stale: the site then drops any “this week” claim until someone checks it."
      />
      {query.isError ? (
        <ErrorState
          title="Could not load the country labels"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-slate-700">
            {stale === 0
              ? "Every label was checked in the last 30 days."
              : `${stale} of ${query.data.labels.length} labels need checking.`}
          </p>
          <Table>
            <caption className="sr-only">Destination figures shown on the public site</caption>
            <TableHead>
              <TableRow>
                <TableHeaderCell scope="col">Country</TableHeaderCell>
                <TableHeaderCell scope="col">Success rate</TableHeaderCell>
                <TableHeaderCell scope="col">Appointments</TableHeaderCell>
                <TableHeaderCell scope="col">Biometrics</TableHeaderCell>
                <TableHeaderCell scope="col">Checked</TableHeaderCell>
                {canEdit && (
                  // Positioned, so that the hidden text stays inside the table's scrolling box on a phone.
                  <TableHeaderCell scope="col" className="relative">
                    <span className="sr-only">Actions</span>
                  </TableHeaderCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.labels.map((label) => {
                const name = countryName(label.code);
                return (
                  <TableRow key={label.code} data-testid={`label-${label.code}`}>
                    {/* A row's header reads as the row's first cell, not as a column's heading. */}
                    <th
                      scope="row"
                      className="border-b border-slate-200 px-3 py-2 align-top text-sm font-medium text-slate-900"
                    >
                      {name}
                    </th>
                    <TableCell>
                      {label.measured ? (
                        // The site shows the measured rate; staff's figure stands in when too few are decided.
                        <span className="flex flex-col">
                          <span>{label.measured.successRate} on the site</span>
                          <span className="text-xs text-slate-600">
                            {label.measured.basis}; yours: {label.successRate}
                          </span>
                        </span>
                      ) : (
                        label.successRate
                      )}
                    </TableCell>
                    <TableCell>{label.slotAvailability}</TableCell>
                    <TableCell>{label.biometricWait}</TableCell>
                    <TableCell>
                      <span className="flex flex-wrap items-center gap-2">
                        {formatDay(label.checkedOn)}
                        {label.checkedBy ? ` by ${label.checkedBy}` : " (as shipped)"}
                        {label.stale && <Badge tone="warning">Stale</Badge>}
                      </span>
                    </TableCell>
                    {canEdit && (
                      <TableCell>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing(label)}
                          aria-label={`Edit ${name}`}
                        >
                          Edit
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
      {editing && (
        <EditCountryLabelDialog
          label={editing}
          countryName={countryName(editing.code)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
