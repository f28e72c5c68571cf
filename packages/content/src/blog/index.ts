// What the site imports: plain data made at build time by the blog's Vite plugin (vite-plugin.ts), so that no Markdown
// parser, YAML reader or schema library is shipped to the browser.
import type { PostMeta } from "#blog/post-meta.ts";
import type { Locale } from "#i18n/locales.ts";

export type { PostMeta };

// The front matter of every post, inlined (and validated) at build time; a post with bad front matter stops the build.
// English posts live in posts/, their Hindi translations in posts/hi/ under the same file name (the same slug).
const metas: Record<Locale, Record<string, PostMeta>> = {
  en: import.meta.glob<PostMeta>("./posts/*.md", { query: "?post-meta", import: "default", eager: true }),
  hi: import.meta.glob<PostMeta>("./posts/hi/*.md", { query: "?post-meta", import: "default", eager: true }),
};
// Each post's HTML, rendered at build time into its own chunk: a page loads only the post it shows.
const bodies: Record<Locale, Record<string, () => Promise<string>>> = {
  en: import.meta.glob<string>("./posts/*.md", { query: "?post-html", import: "default" }),
  hi: import.meta.glob<string>("./posts/hi/*.md", { query: "?post-html", import: "default" }),
};
const FOLDERS: Readonly<Record<Locale, string>> = { en: "./posts", hi: "./posts/hi" };

function loadPosts(found: Record<string, PostMeta>): PostMeta[] {
  const posts = Object.entries(found).map(([file, post]) => {
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

const BY_LOCALE: Readonly<Record<Locale, readonly PostMeta[]>> = {
  en: loadPosts(metas.en),
  hi: loadPosts(metas.hi),
};

/** Every published English post's front matter, newest first. */
export const POSTS: readonly PostMeta[] = BY_LOCALE.en;

/** Every published post in `locale`, newest first (the Hindi posts translate the English ones, slug for slug). */
export function postsIn(locale: Locale): readonly PostMeta[] {
  return BY_LOCALE[locale];
}

const BY_SLUG: Readonly<Record<Locale, Map<string, PostMeta>>> = {
  en: new Map(BY_LOCALE.en.map((post) => [post.slug, post])),
  hi: new Map(BY_LOCALE.hi.map((post) => [post.slug, post])),
};

/** The post with this slug in `locale` (English by default), or undefined when there is none. */
export function getPost(slug: string, locale: Locale = "en"): PostMeta | undefined {
  return BY_SLUG[locale].get(slug);
}

const html = new Map<string, Promise<string>>();

/**
 * The HTML of a post's body in `locale` (rendered from its Markdown at build time), fetched on first use. The same
 * post always gets the same promise, so React's `use()` can read it again without suspending; rejects for an unknown
 * slug.
 */
export function loadPostHtml(slug: string, locale: Locale = "en"): Promise<string> {
  const key = `${locale}/${slug}`;
  let body = html.get(key);
  if (!body) {
    const load = getPost(slug, locale) ? bodies[locale][`${FOLDERS[locale]}/${slug}.md`] : undefined;
    body = load ? load() : Promise.reject(new Error(`No ${locale} post "${slug}"`));
    // A failed fetch (offline) may be tried again on the next visit to the page.
    body.catch(() => html.delete(key));
    html.set(key, body);
  }
  return body;
}
