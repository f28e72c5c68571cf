import { ZLoginOptions, ZSessionUser } from "@visadesk/contracts/auth";
import { describe, expect, it } from "vitest";
import { loginOptionsFrom } from "#features/auth/api/get-login-options.ts";
import { sessionUserFrom } from "#features/auth/api/get-me.ts";

// The login card and the session check read the API's answers without zod (first-load weight); these samples hold
// their checks to the contracts' schemas.
const sessionUsers: unknown[] = [
  { username: "ceo", name: "CEO", role: "ceo" },
  { username: "staff1", name: "Staff One", role: "staff", extra: "dropped" },
  { username: "asha", name: "Asha", role: "customer", mustChangePassword: true },
  { username: "asha", name: "Asha", role: "customer", mustChangePassword: false },
  { username: "asha", name: "Asha", role: "customer", mustChangePassword: "yes" },
  { username: "ceo", name: "CEO", role: "owner" },
  { username: "", name: "Nobody", role: "staff" },
  { name: "No username", role: "admin" },
  "ceo",
  null,
];
const loginOptions: unknown[] = [
  { usernames: ["ceo", "admin"] },
  { usernames: [] },
  { usernames: ["ceo", 7] },
  { usernames: "ceo" },
  {},
  null,
];

describe("reading the auth answers without zod", () => {
  it("accepts exactly the session users the contract accepts, with the same fields (the forced password change included)", () => {
    for (const body of sessionUsers) {
      const contract = ZSessionUser.safeParse(body);
      if (contract.success) expect(sessionUserFrom(body, "GET /api/auth/me")).toEqual(contract.data);
      else
        expect(() => sessionUserFrom(body, "GET /api/auth/me"), JSON.stringify(body)).toThrow(/session user/);
    }
  });

  it("accepts exactly the login options the contract accepts", () => {
    for (const body of loginOptions) {
      const contract = ZLoginOptions.safeParse(body);
      if (contract.success) expect(loginOptionsFrom(body)).toEqual(contract.data);
      else expect(() => loginOptionsFrom(body), JSON.stringify(body)).toThrow(/list of usernames/);
    }
  });
});
