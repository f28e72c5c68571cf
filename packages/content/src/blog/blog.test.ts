import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPost, loadPostHtml, POSTS } from "#blog/index.ts";
import { parsePost } from "#blog/parse-post.ts";
import { blogPosts } from "#blog/vite-plugin.ts";

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .trim()
    .split(/\s+/).length;

describe("POSTS", () => {
  it("publishes at least six posts with unique slugs, newest first", () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(POSTS.map((p) => p.slug)).size).toBe(POSTS.length);
    const dates = POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("carries only the front matter: the bodies are loaded one post at a time", () => {
    for (const post of POSTS)
      expect(Object.keys(post).sort()).toEqual(["date", "description", "slug", "tags", "title"]);
  });

  it("renders each body to HTML with a heading and no front matter", async () => {
    for (const post of POSTS) {
      const html = await loadPostHtml(post.slug);
      expect(html).toContain("<h2");
      expect(html).not.toContain("slug:");
      expect(words(html)).toBeGreaterThan(300);
    }
  });

  it("gives the same promise for the same post, and rejects an unknown slug", async () => {
    const slug = POSTS[0]?.slug ?? "";
    expect(loadPostHtml(slug)).toBe(loadPostHtml(slug));
    await expect(loadPostHtml("no-such-post")).rejects.toThrow(/no-such-post/);
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

describe("the build-time plugin", () => {
  const file = path.join(import.meta.dirname, "posts", "canada-study-permit-checklist.md");
  const load = async (id: string) => {
    const plugin = blogPosts();
    const hook = plugin.load as (this: unknown, id: string) => Promise<{ code: string } | null>;
    const result = await hook.call({ addWatchFile: () => {} }, id);
    return result?.code ?? null;
  };
  const moduleValue = (code: string | null) =>
    JSON.parse(code?.replace(/^export default (.*);$/s, "$1") ?? "null");

  it("turns ?post-meta into the validated front matter, as data", async () => {
    const code = await load(`${file}?post-meta`);
    expect(code).toMatch(/^export default \{/);
    expect(moduleValue(code)).toEqual(getPost("canada-study-permit-checklist"));
  });

  it("turns ?post-html into the rendered body, with no Markdown left", async () => {
    const html = moduleValue(await load(`${file}?post-html`));
    expect(html).toBe(parsePost("x.md", readFileSync(file, "utf8")).html);
    expect(html).toMatch(/^<p>/);
    expect(html).not.toMatch(/^## /m);
  });

  it("leaves every other module to Vite", async () => {
    expect(await load(file)).toBeNull();
    expect(await load(`${file}?raw`)).toBeNull();
    expect(await load("/src/index.ts?post-meta")).toBeNull();
  });
});
