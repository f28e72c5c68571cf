import { describe, expect, it } from "vitest";
import { type MatchMode, PhraseMatcher } from "#phrase-matcher.ts";

const matcher = (phrases: [text: string, value: string, mode: MatchMode][]) =>
  new PhraseMatcher(
    ["a", "b"] as const,
    phrases.map(([text, value, mode]) => ({ kind: "a" as const, text, value, mode })),
  );

describe("PhraseMatcher", () => {
  it.each([
    ["word", "uk visa", ["X"]],
    ["word", "ukraine", []],
    ["word", "the uk", ["X"]],
    ["inflected", "australians", ["X"]],
    ["inflected", "australiana", []],
    ["prefix", "australiana", ["X"]],
  ] as const)("%s mode on %j finds %j", (mode, text, values) => {
    const phrase = text.startsWith("austral") ? "australia" : "uk";
    const found = matcher([[phrase, "X", mode]]).scan(text).a;
    expect(found.map((m) => m.value)).toEqual(values);
  });

  it("takes the longest phrase at a word and continues after it", () => {
    const found = matcher([
      ["guinea", "GN", "word"],
      ["papua new guinea", "PG", "word"],
      ["new", "NEW", "word"],
    ]).scan("papua new guinea then guinea");
    expect(found.a).toEqual([
      { value: "PG", start: 0 },
      { value: "GN", start: 22 },
    ]);
  });

  it("keeps kinds apart: a match of one kind never hides another", () => {
    const both = new PhraseMatcher(["a", "b"] as const, [
      { kind: "a", text: "work permit", value: "job", mode: "word" },
      { kind: "b", text: "work", value: "w", mode: "word" },
    ]).scan("work permit");
    expect(both.a.map((m) => m.value)).toEqual(["job"]);
    expect(both.b.map((m) => m.value)).toEqual(["w"]);
  });

  it("refuses a phrase that means two things in one kind, and an empty phrase", () => {
    expect(() =>
      matcher([
        ["congo", "CG", "word"],
        ["congo", "CD", "word"],
      ]),
    ).toThrow(/means both/);
    expect(() => matcher([["", "X", "word"]])).toThrow(/Empty phrase/);
  });

  it("finds nothing in an empty text", () => {
    expect(matcher([["uk", "GB", "word"]]).scan("")).toEqual({ a: [], b: [] });
  });
});
