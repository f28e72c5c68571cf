import { describe, expect, it } from "vitest";
import { searchOf } from "#crm/search-words.ts";

describe("searchOf", () => {
  it.each([
    // One piece of letters, three or more: a word's piece, through the vocabulary.
    ["sharma", { kind: "words", word: "sharma", whole: null }],
    ["  SHARMA ", { kind: "words", word: "sharma", whole: null }],
    ["zoë", { kind: "words", word: "zoë", whole: null }],
    ["शर्मा", { kind: "words", word: "शर्मा", whole: null }],
    // One piece with a digit or punctuation: the start of an identifier or of its part after punctuation, as typed
    // (the database lower-cases it), without its leading punctuation.
    ["neha.sharma.3", { kind: "keys", prefix: "neha.sharma.3", whole: null }],
    ["VC-2026-01000", { kind: "keys", prefix: "VC-2026-01000", whole: null }],
    ["2026", { kind: "keys", prefix: "2026", whole: null }],
    ["b2b", { kind: "keys", prefix: "b2b", whole: null }],
    ["@example.in", { kind: "keys", prefix: "example.in", whole: null }],
    ["o'brien", { kind: "keys", prefix: "o'brien", whole: null }],
    ["100%", { kind: "keys", prefix: "100%", whole: null }],
    // Two pieces of letters: a pair, the second partly typed.
    ["asha sharma", { kind: "pairs", prefix: "asha sharma", whole: null }],
    ["Asha  Sha", { kind: "pairs", prefix: "Asha Sha", whole: null }],
    ["आशा शर्मा", { kind: "pairs", prefix: "आशा शर्मा", whole: null }],
    // More pieces: the first two as a pair, and the whole text checked.
    ["priya kumari sharma", { kind: "pairs", prefix: "priya kumari", whole: "priya kumari sharma" }],
    ["a sharma 4", { kind: "pairs", prefix: "a sharma", whole: "a sharma 4" }],
    // Pieces that are not a pair: the longest identifier of three or more drives.
    ["verma 2999", { kind: "keys", prefix: "2999", whole: "verma 2999" }],
    ["d'souza 100", { kind: "keys", prefix: "d'souza", whole: "d'souza 100" }],
    // Too short to look up: the search text itself.
    ["xq", { kind: "text" }],
    ["Sharma 9", { kind: "text" }],
    ["@x", { kind: "text" }],
    ["x 9", { kind: "text" }],
    ["", { kind: "text" }],
  ])("%s", (q, expected) => {
    expect(searchOf(q)).toEqual(expected);
  });
});
