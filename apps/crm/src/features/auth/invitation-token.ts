/**
 * The token of an invitation link (`/webcrmpanel#invite=<token>`), or `null`. A file of its own: the login page reads
 * it at first paint, and the invitations API (with zod) loads only when there is a token.
 */
export function invitationTokenOf(hash: string): string | null {
  const match = /^#invite=([A-Za-z0-9_-]{43})$/.exec(hash);
  return match?.[1] ?? null;
}
