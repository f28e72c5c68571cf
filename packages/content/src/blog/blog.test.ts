import { describe, expect, it } from "vitest";
import { getPost, POSTS } from "#blog/index.ts";
import { parsePost } from "#blog/parse-post.ts";

describe("POSTS", () => {
  it("publishes at least six posts with unique slugs, newest first", () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(POSTS.map((p) => p.slug)).size).toBe(POSTS.length);
    const dates = POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("renders each body to HTML with a heading and no front matter", () => {
    for (const post of POSTS) {
      expect(post.html).toContain("<h2");
      expect(post.html).not.toContain("slug:");
      expect(post.markdown.split(/\s+/).length).toBeGreaterThan(300);
    }
  });

  it("finds a post by slug", () => {
    expect(getPost("uk-visitor-visa-refusal-reasons")?.title).toMatch(/UK visitor visa refused/);
    expect(getPost("no-such-post")).toBeUndefined();
  });
});

const valid = `---
title: "A valid title for a post"
slug: a-valid-post
date: 2025-01-02
description: "A description that is long enough to pass the schema's minimum."
tags: [uk]
---

## Heading

Body with **bold** text.
`;

describe("parsePost", () => {
  it("reads the front matter, normalising a YAML date, and renders Markdown", () => {
    const post = parsePost("a.md", valid);
    expect(post).toMatchObject({ slug: "a-valid-post", date: "2025-01-02", tags: ["uk"] });
    expect(post.html).toContain("<strong>bold</strong>");
  });

  it.each([
    ["no front matter", "## Just a body", /missing front matter/],
    ["a bad slug", valid.replace("a-valid-post", "Not A Slug"), /slug/],
    ["a bad date", valid.replace("2025-01-02", '"2 Jan 2025"'), /date/],
    ["no tags", valid.replace("tags: [uk]", "tags: []"), /tags/],
    ["a missing title", valid.replace(/^title:.*$/m, ""), /title/],
    ["an empty body", valid.replace(/## Heading[\s\S]*$/, ""), /empty post/],
  ])("rejects a post with %s, naming the file", (_, source, message) => {
    expect(() => parsePost("bad.md", source)).toThrow(message);
    expect(() => parsePost("bad.md", source)).toThrow(/bad\.md/);
  });
});
