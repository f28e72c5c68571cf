import type { AddNoteBody } from "@visadesk/contracts/crm";
import type { Enquiry } from "@visadesk/contracts/enquiries";
import { enquiryLeadPath, enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/enquiries/:id/notes`: a note, call or message on the enquiry's timeline; answers the enquiry. */
export function addEnquiryNote(id: string, body: AddNoteBody) {
  return requestJson<Enquiry>("POST", `${enquiryPath(id)}/notes`, body);
}

export function useAddEnquiryNote(id: string) {
  return useRecordAddition({
    pathOf: () => enquiryPath(id),
    send: (body: AddNoteBody) => addEnquiryNote(id, body),
    alsoChanges: (enquiry) => [enquiryLeadPath(enquiry)],
  });
}
