import type { Assignee } from "@visadesk/contracts/crm";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FigureColumn } from "#features/dashboards/utils/csv.ts";
import { recordLink } from "#features/dashboards/utils/labels.ts";

interface CaseRow {
  caseId: string;
  caseNumber: string;
  clientName: string;
}

const caseTitle = (row: CaseRow) => `${row.caseNumber} · ${row.clientName}`;

/**
 * "Case" in a dashboard's figure table (cases at risk, appeal deadlines): the number and the client in the CSV; on
 * screen, pair it with `renderCaseLink` so that it opens the case.
 */
export function caseFigureColumn<Row extends CaseRow>(): FigureColumn<Row> {
  return { key: "case", label: "Case", value: caseTitle };
}

/** The "Case" cell on screen: a link to the case's page. */
export function renderCaseLink(row: CaseRow): ReactNode {
  return (
    <Link className="text-brand-700 underline" to={recordLink("case", row.caseId)}>
      {caseTitle(row)}
    </Link>
  );
}

/** "Assigned to" in a figure table: who works the record, or "Nobody". */
export function assignedToFigureColumn<Row extends { assignee: Assignee }>(): FigureColumn<Row> {
  return { key: "assignee", label: "Assigned to", value: (row) => row.assignee?.name ?? "Nobody" };
}
