import { readStoredSessionUser } from "@visadesk/auth/session-user";
import { startEarlyRequests } from "@visadesk/http";
import { firstRequests } from "#early/first-requests.ts";

// The first script of a signed-in page's HTML (built on its own by prerender.mjs): for a session restored from local
// storage, it starts the page's first GETs at once, which @visadesk/http hands to the page when its code asks for them.
try {
  const user = readStoredSessionUser(window.localStorage);
  startEarlyRequests(firstRequests(window.location.pathname, window.location.search, user));
} catch {
  // No storage (a privacy mode): the page asks for its data itself, as it always could.
}
