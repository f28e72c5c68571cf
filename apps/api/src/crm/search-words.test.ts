import { describe, expect, it } from "vitest";
import { searchPiecesOf } from "#crm/search-words.ts";

describe("searchPiecesOf", () => {
  it.each([
    ["sharma", ["sharma"]],
    ["  Asha SHARMA ", ["sharma", "asha"]],
    ["neha.sharma.3@example.in", ["example", "sharma", "neha"]],
    ["VC-2026-00012", ["00012", "2026"]],
    ["o'brien-smith", ["brien", "smith"]],
    ["zoë", ["zoë"]],
    ["आशा शर्मा", ["शर्मा", "आशा"]],
    ["a b", []],
    ["xq", []],
    ["100%", ["100"]],
  ])("%s", (q, expected) => {
    expect(searchPiecesOf(q)).toEqual(expected);
  });
});
