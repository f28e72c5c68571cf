import { type LoginRequest, type SessionUser, ZSessionUser } from "@visadesk/contracts/auth";
import { apiRequest } from "@visadesk/http";

/** `POST /api/auth/login`: the session user on success; an ApiError with status 401 on a mismatch. */
export async function login(body: LoginRequest): Promise<SessionUser> {
  const response = await apiRequest("POST", "/api/auth/login", body);
  return ZSessionUser.parse(await response.json());
}
