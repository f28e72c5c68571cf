import type { ChangePasswordRequest } from "@visadesk/contracts/users";
import { apiRequest } from "@visadesk/http";

/** `POST /api/users/me/password`: the signed-in user's own change; their other sessions end. */
export async function changeOwnPassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest("POST", "/api/users/me/password", body);
}
