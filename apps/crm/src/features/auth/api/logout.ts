import { ApiError, apiRequest } from "@visadesk/http";

/** `POST /api/auth/logout`: ends the session on the server. A 401 means it had already ended, which is fine. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}
