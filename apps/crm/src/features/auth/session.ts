/** The session store lives in `#lib/session.ts` so that every feature can read who is signed in. */
export { sessionStore, useSessionState } from "#lib/session.ts";
