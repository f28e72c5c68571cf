import { POSTS } from "@visadesk/content/blog";
import { TextPage } from "#components/text-page.tsx";
import { PostDate } from "#features/blog/components/post-date.tsx";
import { Link } from "#lib/router.tsx";

export default function BlogListPage() {
  return (
    <TextPage title="Visa guides and refusal advice">
      <p>Practical guides for Indian travellers: documents, appointments, refusals and appeals.</p>
      <ul className="mt-8 space-y-8">
        {POSTS.map((post) => (
          <li key={post.slug} data-testid="blog-post-summary">
            <h2 className="text-xl font-semibold text-slate-900">
              <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
                {post.title}
              </Link>
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
