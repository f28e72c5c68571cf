import { PERMISSION_NAMES, scopeFor } from "@visadesk/auth/permissions";
import { ROLES, type Role } from "@visadesk/auth/roles";
import { describe, expect, it } from "vitest";
import { call, createAccountByInvitation, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";

const EXTERNAL_PASSWORD = "external-account-passphrase-52";

describe("route access declarations", () => {
  const server = useTestServer({
    web: createWebFixture(),
    // One probe route per permission, as later features will declare them, plus one that forgets to.
    config: (base) => ({
      ...base,
      extraRoutes: (app) => {
        for (const permission of PERMISSION_NAMES) {
          app.get(`/api/probe/${permission}`, { config: { access: permission } }, async (request) => ({
            scope: scopeFor(request.session?.user, permission),
          }));
        }
        app.get("/api/probe-undeclared", async () => ({ leaked: true }));
      },
    }),
  });

  it("every registered route declares its access, except the probe that forgot", () => {
    const routes = server.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes
      .filter((route) => route.config?.access === undefined)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual(["GET /api/probe-undeclared", "HEAD /api/probe-undeclared"]);
    const publicRoutes = routes
      .filter((r) => r.config?.access === "public")
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        "GET /api/health",
        "POST /api/auth/login",
        "GET /api/auth/login-options",
        "GET /",
        "GET /webcrmpanel",
        "HEAD,GET /*",
        "HEAD,GET /static/crm/*",
      ]),
    );
    // Nothing that touches accounts or the audit log is public.
    expect(publicRoutes.filter((r) => /\/api\/(users|audit)/.test(r))).toEqual([]);
  });

  it("refuses a route that declares nothing, to everyone", async () => {
    const cookie = await login(server.app, "ceo");
    const response = await call(server.app, { url: "/api/probe-undeclared", cookie });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("leaked");
  });

  describe("every cell of the role table, enforced by the server", () => {
    const cookies = {} as Record<Role, string>;
    it("signs in one user of each role", async () => {
      cookies.ceo = await login(server.app, "ceo");
      cookies.admin = await login(server.app, "admin");
      cookies.staff = await login(server.app, "staff1");
      for (const role of ["investor", "customer"] as const) {
        cookies[role] = await createAccountByInvitation(server.app, cookies.ceo, {
          username: `${role}1`,
          name: `An ${role}`,
          role,
          password: EXTERNAL_PASSWORD,
        });
      }
    });

    const cells = PERMISSION_NAMES.flatMap((permission) => ROLES.map((role) => [permission, role] as const));
    it.each(cells)("%s as %s", async (permission, role) => {
      const response = await call(server.app, { url: `/api/probe/${permission}`, cookie: cookies[role] });
      const scope = scopeFor({ role }, permission);
      if (scope === null) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: { code: "forbidden", message: "You do not have access to this" },
        });
      } else {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ scope });
      }
    });

    it.each(PERMISSION_NAMES)("%s refuses visitors with 401", async (permission) => {
      expect((await call(server.app, { url: `/api/probe/${permission}` })).statusCode).toBe(401);
    });

    it.each([
      ["ceo", 200],
      ["admin", 200],
      ["staff", 403],
      ["investor", 403],
      ["customer", 403],
    ] as const)("the audit log as %s: %i", async (role, status) => {
      expect((await call(server.app, { url: "/api/audit", cookie: cookies[role] })).statusCode).toBe(status);
    });

    it.each([
      ["ceo", 200],
      ["admin", 200],
      ["staff", 403],
      ["investor", 403],
      ["customer", 403],
    ] as const)("the failed background jobs as %s: %i", async (role, status) => {
      expect((await call(server.app, { url: "/api/jobs/failed", cookie: cookies[role] })).statusCode).toBe(
        status,
      );
    });

    it.each([
      ["ceo", 200],
      ["admin", 200],
      ["staff", 403],
      ["investor", 403],
      ["customer", 403],
    ] as const)("the user list as %s: %i", async (role, status) => {
      expect((await call(server.app, { url: "/api/users", cookie: cookies[role] })).statusCode).toBe(status);
    });

    it("the staff login still works with the right password after all this", async () => {
      await login(server.app, "staff2", TEST_PASSWORDS.staff2);
    });
  });
});
