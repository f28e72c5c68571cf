import type { Enquiry, UpdateEnquiryRequest } from "@visadesk/contracts/enquiries";
import { enquiryLeadPath, enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordWrite } from "#lib/record-write.ts";

/** `PATCH /api/enquiries/:id`: corrects what the visitor typed (name, phone, email, city, destination...). */
export function updateEnquiry(id: string, body: UpdateEnquiryRequest) {
  return requestJson<Enquiry>("PATCH", enquiryPath(id), body);
}

export function useUpdateEnquiry(id: string) {
  return useRecordWrite({
    pathOf: () => enquiryPath(id),
    send: (body: UpdateEnquiryRequest) => updateEnquiry(id, body),
    alsoChanges: (enquiry) => [enquiryLeadPath(enquiry)],
  });
}
