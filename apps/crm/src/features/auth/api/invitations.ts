import { type InvitationInfo, ZInvitationInfo } from "@visadesk/contracts/users";
import { apiRequest } from "@visadesk/http";
import { z } from "zod";

/** `GET /api/auth/invitations/:token`: whom a one-time link is for; an ApiError 404 once it is used or expired. */
export async function getInvitation(token: string): Promise<InvitationInfo> {
  const response = await apiRequest("GET", `/api/auth/invitations/${encodeURIComponent(token)}`);
  return ZInvitationInfo.parse(await response.json());
}

/** `POST /api/auth/invitations/:token/accept`: sets the chosen password; the account then signs in with it. */
export async function acceptInvitation(token: string, password: string): Promise<{ username: string }> {
  const response = await apiRequest("POST", `/api/auth/invitations/${encodeURIComponent(token)}/accept`, {
    password,
  });
  return z.object({ username: z.string() }).parse(await response.json());
}
