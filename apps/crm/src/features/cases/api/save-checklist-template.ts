import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChecklistTemplate, UpdateChecklistTemplateRequest } from "@visadesk/contracts/cases";
import type { VisaType } from "@visadesk/contracts/crm";
import { TEMPLATES_PATH } from "#features/cases/api/get-checklist-templates.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";

/** `PUT /api/checklist-templates/:country/:visaType`: an admin's or the CEO's edit of a template. */
export function saveChecklistTemplate(
  country: string,
  visaType: VisaType,
  body: UpdateChecklistTemplateRequest,
) {
  return requestJson<ChecklistTemplate>("PUT", `${TEMPLATES_PATH}/${country}/${visaType}`, body);
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      country,
      visaType,
      ...body
    }: UpdateChecklistTemplateRequest & { country: string; visaType: VisaType }) =>
      saveChecklistTemplate(country, visaType, body),
    onSuccess: () => invalidatePath(queryClient, TEMPLATES_PATH),
  });
}
