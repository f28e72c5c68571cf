import type { ApplyChecklistTemplateRequest, Case } from "@visadesk/contracts/cases";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/cases/:id/checklist/apply`: adds the template's documents the case does not ask for yet. */
export function applyChecklistTemplate(id: string, body: ApplyChecklistTemplateRequest) {
  return requestJson<Case>("POST", `${casePath(id)}/checklist/apply`, body);
}

export function useApplyChecklistTemplate(id: string) {
  return useRecordAddition({
    pathOf: () => casePath(id),
    send: (body: ApplyChecklistTemplateRequest) => applyChecklistTemplate(id, body),
  });
}
