import { postsIn } from "@visadesk/content/blog";
import { TextPage } from "#components/text-page.tsx";
import { PostDate } from "#features/blog/components/post-date.tsx";
import { LocaleLink, useLocale, useT } from "#lib/i18n.tsx";

/** /blog and /hi/blog: every guide in the page's language (the Hindi guides translate the English ones). */
export default function BlogListPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <TextPage title={t("blog.title")}>
      <p>{t("blog.lead")}</p>
      <ul className="mt-8 space-y-8">
        {postsIn(locale).map((post) => (
          <li key={post.slug} data-testid="blog-post-summary">
            <h2 className="text-xl font-semibold text-slate-900">
              <LocaleLink to={`/blog/${post.slug}`} className="hover:text-brand-700">
                {post.title}
              </LocaleLink>
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              <PostDate date={post.date} />
            </p>
            <p className="mt-2">{post.description}</p>
          </li>
        ))}
      </ul>
    </TextPage>
  );
}
