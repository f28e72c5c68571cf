import type { AssignLinkedBody } from "@visadesk/contracts/crm";
import type { Enquiry } from "@visadesk/contracts/enquiries";
import { enquiryLeadPath, enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/enquiries/:id/assign`: a username, or `null` to unassign; `alsoLinked` (default on) takes its lead along. */
export function assignEnquiry(id: string, body: AssignLinkedBody) {
  return requestJson<Enquiry>("POST", `${enquiryPath(id)}/assign`, body);
}

export function useAssignEnquiry(id: string) {
  return useRecordWrite({
    pathOf: () => enquiryPath(id),
    send: (body: AssignLinkedBody) => assignEnquiry(id, body),
    alsoChanges: (enquiry, body) => [
      enquiryLeadPath(enquiry),
      ...MY_DAY_PATHS,
      body.alsoLinked !== false && enquiry.leadId !== null && "/api/leads",
    ],
  });
}
