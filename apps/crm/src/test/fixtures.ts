import type { Customer, CustomerListItem } from "@visadesk/contracts/customers";
import type { Deal, DealListItem } from "@visadesk/contracts/deals";
import type { EnquiryListItem } from "@visadesk/contracts/enquiries";
import type { Lead, LeadListItem } from "@visadesk/contracts/leads";

let counter = 0;
/** A fresh uuid-shaped id (the contracts check the shape). */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

export function leadItem(overrides: Partial<LeadListItem> = {}): LeadListItem {
  return {
    id: uuid(),
    status: "new",
    name: "Asha Verma",
    phone: "+919876543210",
    phoneDisplay: "+91 98765 43210",
    email: "asha@example.in",
    city: "Mumbai",
    destinationCountry: "GB",
    visaType: "visitor",
    source: "google",
    language: "en",
    assignee: null,
    nextFollowUpOn: null,
    version: 1,
    createdAt: "2026-11-20T05:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    ...overrides,
  };
}

export function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    ...leadItem(),
    lostReason: null,
    customerId: null,
    enquiries: [],
    deals: [],
    timeline: [
      {
        id: 1,
        at: "2026-11-20T05:00:00.000Z",
        actor: null,
        kind: "created",
        text: "Lead created from a web form enquiry",
        details: {},
      },
    ],
    ...overrides,
  };
}

export function enquiryItem(overrides: Partial<EnquiryListItem> = {}): EnquiryListItem {
  return {
    id: uuid(),
    reference: "VD-7K3M9Q2X",
    status: "new",
    channel: "web_form",
    name: "Rohan Mehta",
    phone: "+919812345678",
    phoneDisplay: "+91 98123 45678",
    email: null,
    destinationCountry: "CA",
    visaType: "student",
    city: "Delhi",
    priorRefusal: true,
    language: "en",
    leadId: null,
    assignee: null,
    version: 1,
    createdAt: "2026-11-20T06:00:00.000Z",
    updatedAt: "2026-11-20T06:00:00.000Z",
    ...overrides,
  };
}

export function dealItem(overrides: Partial<DealListItem> = {}): DealListItem {
  return {
    id: uuid(),
    stage: "quoted",
    leadId: uuid(),
    clientName: "Rohan Nair",
    service: "visa",
    visaType: "student",
    destinationCountry: "GB",
    feeInr: 45_000,
    governmentFeeInr: 12_000,
    expectedCloseOn: "2026-12-20",
    assignee: null,
    version: 1,
    createdAt: "2026-11-20T05:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    ...overrides,
  };
}

export function deal(overrides: Partial<Deal> = {}): Deal {
  return {
    ...dealItem(),
    lostReason: null,
    lostReasonCode: null,
    customerId: null,
    caseId: null,
    appealOfCaseId: null,
    timeline: [],
    ...overrides,
  };
}

export function customerItem(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    id: uuid(),
    status: "active",
    name: "Meera Iyer",
    phone: "+919812345678",
    email: "meera@example.in",
    city: "Chennai",
    leadId: uuid(),
    passportLast4: "4321",
    passportExpiresOn: "2030-01-31",
    portalUsername: null,
    assignee: null,
    version: 1,
    createdAt: "2026-11-20T05:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    ...overrides,
  };
}

export function customer(overrides: Partial<Customer> = {}): Customer {
  return { ...customerItem(), cases: [], timeline: [], ...overrides };
}

/** A list page as the API answers it: `total` counts every match, `totalFeeInr` only for deals. */
export function page<T>(items: T[], total = items.length, nextCursor: string | null = null) {
  return { items, nextCursor, total };
}
