// Build-time only (the blog's Vite plugin, and tests): the browser receives the rendered posts, not this parser.
import frontMatter from "front-matter";
import { marked } from "marked";
import { z } from "zod";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The front matter every post must have; a post that does not match fails the build and the tests. */
export const ZPostMeta = z.object({
  title: z.string().min(10).max(120),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case kebab-case"),
  // YAML reads an unquoted date as a Date; posts may write it either way.
  date: z
    .union([z.date(), z.string()])
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
    .pipe(z.string().regex(ISO_DATE, "date must be YYYY-MM-DD")),
  description: z.string().min(40).max(220),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
});

export type PostMeta = z.infer<typeof ZPostMeta>;

/** A parsed post: its front matter and its body rendered to HTML. */
export interface ParsedPost extends PostMeta {
  /** The body rendered to HTML. Only ever built from our own posts, never from visitor input. */
  html: string;
}

/** Parses one Markdown file with front matter; throws an error naming the file and the field when it is invalid. */
export function parsePost(file: string, source: string): ParsedPost {
  if (!frontMatter.test(source)) throw new Error(`${file}: missing front matter`);
  const { attributes, body } = frontMatter<unknown>(source);
  const parsed = ZPostMeta.safeParse(attributes);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`${file}: invalid front matter (${issues})`);
  }
  const markdown = body.trim();
  if (markdown.length === 0) throw new Error(`${file}: empty post`);
  const html = marked.parse(markdown, { async: false, gfm: true });
  return { ...parsed.data, html };
}
