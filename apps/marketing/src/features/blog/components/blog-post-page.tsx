import { getPost, loadPostHtml, type PostMeta } from "@visadesk/content/blog";
import { SITE_CONTENT_ATTRIBUTE } from "@visadesk/detectors/dom";
import { use } from "react";
import { SiteLayout } from "#components/site-layout.tsx";
import { PostDate } from "#features/blog/components/post-date.tsx";
import NotFoundPage from "#features/not-found/components/not-found-page.tsx";
import { LocaleLink, Msg, useLocale, useT } from "#lib/i18n.tsx";
import { useParams } from "#lib/router.tsx";

// Post HTML has no classes of its own; these give its elements the site's reading styles.
const PROSE =
  "mt-8 space-y-4 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-slate-900 [&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_th]:py-2 [&_th]:pr-4 [&_ul]:list-disc [&_ul]:pl-6";

/** A blog post by slug, in the page's language; a slug without a post is the not-found page. */
export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const post = getPost(slug, useLocale());
  if (!post) return <NotFoundPage />;
  return <BlogPost post={post} />;
}

/**
 * The post's body is HTML rendered at build time, fetched with the page (the route's Suspense boundary shows the
 * Loading... screen meanwhile, and a prerendered page keeps its HTML until it is there).
 */
function BlogPost({ post }: { post: PostMeta }) {
  const locale = useLocale();
  const html = use(loadPostHtml(post.slug, locale));
  const t = useT();
  return (
    <SiteLayout>
      {/* A post may well say "not found" or "404": the not-found detector never reads its words. */}
      <article {...{ [SITE_CONTENT_ATTRIBUTE]: "" }} className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-sm">
          <LocaleLink to="/blog" className="text-brand-700 hover:underline">
            {t("blog.back")}
          </LocaleLink>
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{post.title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          <PostDate date={post.date} />
          {/* The tags are English words for search engines and the English reader; a Hindi page leaves them out. */}
          {locale === "en" && <> · {post.tags.join(", ")}</>}
        </p>
        <div
          className={PROSE}
          // Safe: built by marked from our own posts at build time, never from visitor input.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <p className="mt-12 rounded-lg bg-brand-50 p-4">
          <Msg
            id="blog.ask"
            components={{
              0: <LocaleLink to="/visa-form" className="font-semibold text-brand-700 hover:underline" />,
            }}
          />
        </p>
      </article>
    </SiteLayout>
  );
}
