import type { Case, CaseListItem, ChecklistItem } from "@visadesk/contracts/cases";
import { uuid } from "#test/fixtures.ts";

export function caseItem(overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    id: uuid(),
    caseNumber: "VC-2026-00042",
    kind: "application",
    parentCaseId: null,
    status: "documents_pending",
    customerId: uuid(),
    clientName: "Meera Iyer",
    destinationCountry: "GB",
    visaType: "visitor",
    decision: "none",
    refusalReasonCode: null,
    assignee: null,
    dates: {
      appointmentOn: null,
      biometricsOn: null,
      submittedOn: null,
      decisionOn: null,
      appealDeadlineOn: null,
    },
    version: 1,
    createdAt: "2026-11-20T05:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    ...overrides,
  };
}

export function checklistItem(overrides: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: uuid(),
    name: "Passport valid for the whole stay",
    required: true,
    status: "requested",
    expiresOn: null,
    note: null,
    noteForClient: false,
    updatedAt: "2026-11-20T05:00:00.000Z",
    ...overrides,
  };
}

export function fullCase(overrides: Partial<Case> = {}): Case {
  return {
    ...caseItem(),
    dealId: null,
    checklist: [],
    appealCaseIds: [],
    appeals: [],
    parentCase: null,
    deliveryId: null,
    timeline: [],
    ...overrides,
  };
}
