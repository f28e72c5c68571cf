import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChecklistTemplateList } from "@visadesk/contracts/cases";
import { getJson } from "#lib/api.ts";

export const TEMPLATES_PATH = "/api/checklist-templates";

/** `GET /api/checklist-templates`: every destination and visa type's template. */
export function getChecklistTemplates() {
  return getJson<ChecklistTemplateList>(TEMPLATES_PATH);
}

export function getChecklistTemplatesQueryOptions() {
  return queryOptions({ queryKey: [TEMPLATES_PATH], queryFn: getChecklistTemplates });
}

export function useChecklistTemplates() {
  return useQuery(getChecklistTemplatesQueryOptions());
}
