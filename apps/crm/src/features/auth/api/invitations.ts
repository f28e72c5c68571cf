import type { InvitationInfo } from "@visadesk/contracts/users";
import { getJson, requestJson } from "#lib/api.ts";

/** `GET /api/auth/invitations/:token`: whom a one-time link is for; an ApiError 404 once it is used or expired. */
export function getInvitation(token: string): Promise<InvitationInfo> {
  return getJson<InvitationInfo>(`/api/auth/invitations/${encodeURIComponent(token)}`);
}

/** `POST /api/auth/invitations/:token/accept`: sets the chosen password; the account then signs in with it. */
export function acceptInvitation(token: string, password: string): Promise<{ username: string }> {
  return requestJson<{ username: string }>(
    "POST",
    `/api/auth/invitations/${encodeURIComponent(token)}/accept`,
    {
      password,
    },
  );
}
