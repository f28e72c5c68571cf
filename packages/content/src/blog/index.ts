import { type Post, type PostMeta, parsePost } from "#blog/parse-post.ts";

export type { Post, PostMeta };

// Vite (and vitest) inline every post at build time; a post with bad front matter stops the build.
const sources = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

function loadPosts(): Post[] {
  const posts = Object.entries(sources).map(([file, source]) => {
    const post = parsePost(file, source);
    if (!file.endsWith(`/${post.slug}.md`)) throw new Error(`${file}: the slug must match the file name`);
    return post;
  });
  const slugs = new Set<string>();
  for (const post of posts) {
    if (slugs.has(post.slug)) throw new Error(`Two posts share the slug "${post.slug}"`);
    slugs.add(post.slug);
  }
  // Newest first; the slug breaks ties so that the order never depends on the file system.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Every published post, newest first. */
export const POSTS: readonly Post[] = loadPosts();

const BY_SLUG = new Map(POSTS.map((post) => [post.slug, post]));

/** The post with this slug, or undefined when there is none. */
export function getPost(slug: string): Post | undefined {
  return BY_SLUG.get(slug);
}
