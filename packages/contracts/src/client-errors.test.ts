import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_MAX_MESSAGE, clip, ZClientErrorReport } from "#client-errors.ts";

const report = {
  app: "marketing",
  name: "TypeError",
  message: "Cannot read properties of undefined (reading 'title')",
  stack: "TypeError: Cannot read ...\n    at BlogPostPage",
  componentStack: "\n    at BlogPostPage\n    at Root",
  path: "/blog/uk-visitor-refusals?utm_source=google",
  occurredAt: "2026-03-01T10:15:00.000Z",
  userAgent: "Mozilla/5.0",
};

describe("ZClientErrorReport", () => {
  it("accepts a full report and one with only the required fields", () => {
    expect(ZClientErrorReport.parse(report)).toEqual(report);
    const { stack: _s, componentStack: _c, userAgent: _u, ...minimal } = report;
    expect(ZClientErrorReport.safeParse(minimal).success).toBe(true);
  });

  it.each([
    ["an unknown app", { app: "api" }],
    ["an empty name", { name: " " }],
    ["a full URL as path", { path: "https://evil.example/x" }],
    ["a date that is not ISO", { occurredAt: "yesterday" }],
    ["a message that is too long", { message: "x".repeat(CLIENT_ERROR_MAX_MESSAGE + 1) }],
  ])("rejects %s", (_label, change) => {
    expect(ZClientErrorReport.safeParse({ ...report, ...change }).success).toBe(false);
  });

  it("clip keeps a message within its limit", () => {
    expect(clip("abcdef", 3)).toBe("abc");
    expect(clip("ab", 3)).toBe("ab");
  });
});
