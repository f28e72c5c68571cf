import { POSTS } from "@visadesk/content/blog";
import { TextPage } from "#components/text-page.tsx";
import { PostDate } from "#features/blog/components/post-date.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { Link } from "#lib/router.tsx";

/**
 * /blog and /hi/blog: every guide. The guides are written in English; the Hindi list says so and links to them at
 * their English address, marked as English.
 */
export default function BlogListPage() {
  const t = useT();
  const locale = useLocale();
  const postLang = locale === "en" ? undefined : "en-IN";
  return (
    <TextPage title={t("blog.title")}>
      <p>{t("blog.lead")}</p>
      {locale !== "en" && <p className="text-sm text-slate-600">{t("blog.englishOnly")}</p>}
      <ul className="mt-8 space-y-8">
        {POSTS.map((post) => (
          <li key={post.slug} data-testid="blog-post-summary">
            <h2 className="text-xl font-semibold text-slate-900" lang={postLang}>
              {/* English guides: their English address, also from the Hindi list. */}
              <Link to={`/blog/${post.slug}`} className="hover:text-brand-700" hrefLang={postLang}>
                {post.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              <PostDate date={post.date} />
            </p>
            <p className="mt-2" lang={postLang}>
              {post.description}
            </p>
          </li>
        ))}
      </ul>
    </TextPage>
  );
}
