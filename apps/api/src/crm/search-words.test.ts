import { describe, expect, it } from "vitest";
import { searchWordOf } from "#crm/search-words.ts";

describe("searchWordOf", () => {
  it.each([
    ["sharma", "sharma"],
    ["  SHARMA ", "sharma"],
    ["zoë", "zoë"],
    ["शर्मा", "शर्मा"],
    ["2026", null],
    ["b2b", null],
    ["neha123", null],
    ["asha sharma", null],
    ["neha.sharma.3@example.in", null],
    ["VC-2026-00012", null],
    ["o'brien", null],
    ["100%", null],
    ["xq", null],
    ["", null],
  ])("%s", (q, expected) => {
    expect(searchWordOf(q)).toBe(expected);
  });
});
