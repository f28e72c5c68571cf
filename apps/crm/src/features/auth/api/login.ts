import type { LoginRequest, SessionUser } from "@visadesk/contracts/auth";
import { apiRequest } from "@visadesk/http";
import { sessionUserFrom } from "#features/auth/api/get-me.ts";

/** `POST /api/auth/login`: the session user on success; an ApiError with status 401 on a mismatch. */
export async function login(body: LoginRequest): Promise<SessionUser> {
  const response = await apiRequest("POST", "/api/auth/login", body);
  return sessionUserFrom(await response.json(), "POST /api/auth/login");
}
