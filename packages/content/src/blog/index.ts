// What the site imports: plain data made at build time by the blog's Vite plugin (vite-plugin.ts), so that no Markdown
// parser, YAML reader or schema library is shipped to the browser.
import type { PostMeta } from "#blog/post-meta.ts";

export type { PostMeta };

// The front matter of every post, inlined (and validated) at build time; a post with bad front matter stops the build.
const metas = import.meta.glob<PostMeta>("./posts/*.md", {
  query: "?post-meta",
  import: "default",
  eager: true,
});
// Each post's HTML, rendered at build time into its own chunk: a page loads only the post it shows.
const bodies = import.meta.glob<string>("./posts/*.md", { query: "?post-html", import: "default" });

function loadPosts(): PostMeta[] {
  const posts = Object.entries(metas).map(([file, post]) => {
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

/** Every published post's front matter, newest first. */
export const POSTS: readonly PostMeta[] = loadPosts();

const BY_SLUG = new Map(POSTS.map((post) => [post.slug, post]));

/** The post with this slug, or undefined when there is none. */
export function getPost(slug: string): PostMeta | undefined {
  return BY_SLUG.get(slug);
}

const html = new Map<string, Promise<string>>();

/**
 * The HTML of a post's body (rendered from its Markdown at build time), fetched on first use. The same slug always
 * gets the same promise, so React's `use()` can read it again without suspending; rejects for an unknown slug.
 */
export function loadPostHtml(slug: string): Promise<string> {
  let body = html.get(slug);
  if (!body) {
    const load = getPost(slug) ? bodies[`./posts/${slug}.md`] : undefined;
    body = load ? load() : Promise.reject(new Error(`No post "${slug}"`));
    // A failed fetch (offline) may be tried again on the next visit to the page.
    body.catch(() => html.delete(slug));
    html.set(slug, body);
  }
  return body;
}
