/** A post's front matter, as the site receives it (validated at build time by parse-post.ts's `ZPostMeta`). */
export interface PostMeta {
  title: string;
  /** Lower-case kebab-case; also the file name and the address `/blog/<slug>`. */
  slug: string;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  tags: string[];
}
