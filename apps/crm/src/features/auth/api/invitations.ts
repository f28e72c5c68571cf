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

/** The token of an invitation link (`/webcrmpanel#invite=<token>`), or `null`. */
export function invitationTokenOf(hash: string): string | null {
  const match = /^#invite=([A-Za-z0-9_-]{43})$/.exec(hash);
  return match?.[1] ?? null;
}
