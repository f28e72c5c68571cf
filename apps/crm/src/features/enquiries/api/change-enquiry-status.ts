import type { Enquiry, EnquiryStatusRequest } from "@visadesk/contracts/enquiries";
import { enquiryLeadPath, enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/enquiries/:id/status`: an illegal move is a 409 naming the allowed ones. */
export function changeEnquiryStatus(id: string, body: EnquiryStatusRequest) {
  return requestJson<Enquiry>("POST", `${enquiryPath(id)}/status`, body);
}

export function useChangeEnquiryStatus(id: string) {
  return useRecordWrite({
    pathOf: () => enquiryPath(id),
    send: (body: EnquiryStatusRequest) => changeEnquiryStatus(id, body),
    alsoChanges: (enquiry) => [enquiryLeadPath(enquiry), ...MY_DAY_PATHS],
  });
}
