import type { Case, StartAppealRequest } from "@visadesk/contracts/cases";
import { useCaseWrite } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";

/** `POST /api/cases/:id/appeal`: opens the appeal of a refused case; answers the appeal case. */
export function startAppeal(id: string, body: StartAppealRequest) {
  return requestJson<Case>("POST", `${casePath(id)}/appeal`, body);
}

export function useStartAppeal(id: string) {
  return useCaseWrite(
    (_: StartAppealRequest) => id,
    (body) => startAppeal(id, body),
  );
}
