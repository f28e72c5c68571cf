import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { parsePost } from "./parse-post.ts";
import type { PostMeta } from "./post-meta.ts";

/** `./posts/x.md?post-meta`: the post's validated front matter, as a module whose default export is `PostMeta`. */
export const POST_META_QUERY = "post-meta";
/** `./posts/x.md?post-html`: the post's body rendered to HTML, as a module whose default export is a string. */
export const POST_HTML_QUERY = "post-html";

/**
 * Renders the blog's Markdown at build time: imports of a post with `?post-meta` or `?post-html` become plain data
 * modules, so front-matter, marked and zod never reach the browser. A post with invalid front matter fails the build
 * with its file and field. Every Vite and Vitest config that bundles `@visadesk/content/blog` needs this plugin (import it by path:
 * a config loads package imports with Node, which cannot run TypeScript).
 */
export function blogPosts(): Plugin {
  return {
    name: "visadesk:blog-posts",
    enforce: "pre",
    async load(id) {
      const [file = "", query] = id.split("?", 2);
      if (!file.endsWith(".md") || (query !== POST_META_QUERY && query !== POST_HTML_QUERY)) return null;
      this.addWatchFile(file);
      const { html, ...front } = parsePost(path.basename(file), await readFile(file, "utf8"));
      const meta: PostMeta = front;
      return {
        code: `export default ${JSON.stringify(query === POST_META_QUERY ? meta : html)};`,
        moduleType: "js",
      };
    },
  };
}
