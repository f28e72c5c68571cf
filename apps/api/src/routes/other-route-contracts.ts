import { ZAuditList, ZAuditQuery } from "@visadesk/contracts/audit";
import {
  ZChangePasswordRequest,
  ZCreatedUser,
  ZCreateUserRequest,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserList,
} from "@visadesk/contracts/users";
import type { RouteContract } from "#routes/contract.ts";
/**
 * The contracts of the routes that other route files register without one (users, audit), by "METHOD url", so that
 * the API document and the contract test cover every route of the server.
 */
export const CONTRACTS_OF_OTHER_ROUTES: Record<string, RouteContract> = {
  "GET /api/users": { summary: "Every account", response: { 200: ZUserList } },
  "POST /api/users": {
    summary: "Creates an account; without a password it answers with its invitation link",
    body: ZCreateUserRequest,
    response: { 201: ZCreatedUser },
  },
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
};
