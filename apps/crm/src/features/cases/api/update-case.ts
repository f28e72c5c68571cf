import type { UpdateCaseRequest } from "@visadesk/contracts/cases";
import { useCaseWrite } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `PATCH /api/cases/:id`: key dates, destination and visa type. */
export function updateCase(id: string, body: UpdateCaseRequest) {
  return sendJson("PATCH", casePath(id), body);
}

export function useUpdateCase(id: string) {
  return useCaseWrite(
    (_: UpdateCaseRequest) => id,
    (body) => updateCase(id, body),
  );
}
