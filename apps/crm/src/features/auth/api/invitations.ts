import type { InvitationInfo } from "@visadesk/contracts/users";
import { requestJson } from "#lib/api.ts";

// The token read from the link's fragment travels in the body: request logs and proxies record URLs, never bodies.

/** `POST /api/auth/invitations/lookup`: whom a one-time link is for; an ApiError 404 once it is used or expired. */
export function getInvitation(token: string): Promise<InvitationInfo> {
  return requestJson<InvitationInfo>("POST", "/api/auth/invitations/lookup", { token });
}

/** `POST /api/auth/invitations/accept`: sets the chosen password; the account then signs in with it. */
export function acceptInvitation(token: string, password: string): Promise<{ username: string }> {
  return requestJson<{ username: string }>("POST", "/api/auth/invitations/accept", { token, password });
}
