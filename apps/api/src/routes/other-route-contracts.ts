import { ZAuditList, ZAuditQuery } from "@visadesk/contracts/audit";
import { ZLoginOptions, ZLoginRequest, ZSessionUser } from "@visadesk/contracts/auth";
import {
  ZClientErrorAccepted,
  ZClientErrorList,
  ZClientErrorQuery,
  ZClientErrorReport,
} from "@visadesk/contracts/client-errors";
import { ZHealth } from "@visadesk/contracts/health";
import {
  ZChangePasswordRequest,
  ZCreateUserRequest,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserList,
} from "@visadesk/contracts/users";
import type { RouteContract } from "#routes/contract.ts";
/**
 * The contracts of the routes that other route files register without one (health, sign-in, users, audit, client
 * errors), by "METHOD url", so that the API document and the contract test cover every route of the server.
 */
export const CONTRACTS_OF_OTHER_ROUTES: Record<string, RouteContract> = {
  "GET /api/health": { summary: "Whether the server and its database answer", response: { 200: ZHealth } },
  "POST /api/auth/login": { summary: "Signs in", body: ZLoginRequest, response: { 200: ZSessionUser } },
  "GET /api/auth/me": { summary: "The signed-in user", response: { 200: ZSessionUser } },
  "POST /api/auth/logout": { summary: "Signs out", response: { 204: null } },
  "GET /api/auth/login-options": {
    summary: "The accounts the login card offers (demo and tests)",
    response: { 200: ZLoginOptions },
  },
  "GET /api/users": { summary: "Every account", response: { 200: ZUserList } },
  "POST /api/users": { summary: "Creates an account", body: ZCreateUserRequest, response: { 201: ZUser } },
  "PATCH /api/users/:username": {
    summary: "Edits an account",
    body: ZUpdateUserRequest,
    response: { 200: ZUser },
  },
  "POST /api/users/:username/reset-password": {
    summary: "Sets another account's password",
    body: ZResetPasswordRequest,
    response: { 204: null },
  },
  "POST /api/users/me/password": {
    summary: "Changes the signed-in user's password",
    body: ZChangePasswordRequest,
    response: { 204: null },
  },
  "GET /api/audit": {
    summary: "The audit trail, newest first",
    query: ZAuditQuery,
    response: { 200: ZAuditList },
  },
  "POST /api/client-errors": {
    summary: "Reports a render error of an app",
    body: ZClientErrorReport,
    response: { 202: ZClientErrorAccepted },
  },
  "GET /api/client-errors": {
    summary: "The reported render errors",
    query: ZClientErrorQuery,
    response: { 200: ZClientErrorList },
  },
};
