import { ZReassignAllRequest, ZReassignAllResult, ZStaffList } from "@visadesk/contracts/staff";
import {
  ZChangePasswordRequest,
  ZCreatedUser,
  ZCreateUserRequest,
  ZInvitationLink,
  ZLinkCustomerRequest,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserList,
  ZUsername,
} from "@visadesk/contracts/users";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { auditDenied } from "#auth/access.ts";
import { forgetGeneratedPassword } from "#auth/built-in-accounts.ts";
import type { ServerConfig } from "#config.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";
import { type Actor, ManageRefused } from "#users/service.ts";

const ZParams = z.object({ username: ZUsername });

/** `/api/users`: list, create, update (name, role, active), reset password, and change one's own password. */
export function registerUserRoutes(app: FastifyInstance, config: ServerConfig): void {
  const { users: service, staff, audit } = app.services;

  function actorOf(request: FastifyRequest): Actor {
    const session = request.session;
    if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
    return {
      user: session.user,
      userId: session.userId,
      tokenHash: session.tokenHash,
      ip: request.ip,
      now: config.now(),
    };
  }

  /**
   * The account's generated password no longer works: the credentials file stops listing it. The change itself is
   * done and answered either way; a file that cannot be written is logged.
   */
  async function forgetPassword(request: FastifyRequest, username: string): Promise<void> {
    try {
      await forgetGeneratedPassword(config.auth.credentialsFile, username, config.now());
    } catch (error) {
      request.log.warn(
        { err: error, file: config.auth.credentialsFile },
        "could not update the credentials file",
      );
    }
  }

  /** Runs `work`; a refused role is audited as a refused permission before the 403 goes out. */
  async function guarded<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ManageRefused)
        await auditDenied(audit, request, config.now(), "users.manage", error.target);
      throw error;
    }
  }

  defineRoute(app, {
    method: "GET",
    url: "/api/users",
    access: "users.manage",
    contract: { summary: "Every account", response: { 200: ZUserList } },
    handler: async () => ({ users: await service.list() }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/users",
    access: "users.manage",
    contract: {
      summary: "Creates an account; without a password it answers with its invitation link",
      body: ZCreateUserRequest,
      response: { 201: ZCreatedUser },
    },
    handler: async (request, reply) => {
      const body = ZCreateUserRequest.parse(request.body);
      const user = await guarded(request, () => service.create(actorOf(request), body));
      return reply.status(201).send(user);
    },
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/users/:username",
    access: "users.manage",
    contract: {
      summary: "Edits an account",
      params: ZParams,
      body: ZUpdateUserRequest,
      response: { 200: ZUser },
    },
    handler: async (request) => {
      const { username } = ZParams.parse(request.params);
      const body = ZUpdateUserRequest.parse(request.body);
      return guarded(request, () => service.update(actorOf(request), username, body));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/users/:username/reset-password",
    access: "users.manage",
    contract: {
      summary: "Sets another account's password",
      params: ZParams,
      body: ZResetPasswordRequest,
      response: { 204: null },
    },
    handler: async (request, reply) => {
      const { username } = ZParams.parse(request.params);
      const { password } = ZResetPasswordRequest.parse(request.body);
      await guarded(request, () => service.resetPassword(actorOf(request), username, password));
      await forgetPassword(request, username);
      return reply.status(204).send();
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/users/:username/invitation",
    access: "users.manage",
    contract: {
      summary: "Opens a one-time link (72 hours) for the account to choose its password: invitation or reset",
      params: ZParams,
      response: { 201: ZInvitationLink },
    },
    handler: async (request, reply) => {
      const { username } = ZParams.parse(request.params);
      const link = await guarded(request, () => service.invite(actorOf(request), username));
      return reply.status(201).send(link);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/users/:username/customers",
    access: "users.manage",
    contract: {
      summary: "Links a customer account to a customer record",
      params: ZParams,
      body: ZLinkCustomerRequest,
      response: { 200: ZUser },
    },
    handler: async (request) => {
      const { username } = ZParams.parse(request.params);
      const { customerId } = ZLinkCustomerRequest.parse(request.body);
      return guarded(request, () => service.linkCustomer(actorOf(request), username, customerId));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff",
    access: "users.manage",
    contract: {
      summary: "Every staff member with their open records and overdue follow-ups",
      response: { 200: ZStaffList },
    },
    handler: async () => ({ staff: await staff.workload(config.now()) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/reassign",
    access: "users.manage",
    contract: {
      summary: "Moves all of one person's open records to another, each with a timeline entry",
      body: ZReassignAllRequest,
      response: { 200: ZReassignAllResult },
    },
    handler: async (request) => {
      const { from, to } = ZReassignAllRequest.parse(request.body);
      return staff.reassignAll(actorOf(request), from, to);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/users/me/password",
    access: "signed-in",
    contract: {
      summary: "Changes the signed-in user's password",
      body: ZChangePasswordRequest,
      response: { 204: null },
    },
    handler: async (request, reply) => {
      const { currentPassword, newPassword } = ZChangePasswordRequest.parse(request.body);
      await service.changeOwnPassword(actorOf(request), currentPassword, newPassword);
      await forgetPassword(request, actorOf(request).user.username);
      return reply.status(204).send();
    },
  });
}
