import NotFoundPage from "#features/not-found/components/not-found-page.tsx";

/** A blog post by slug. No posts are published yet, so every slug is the not-found page. */
export default function BlogPostPage() {
  return <NotFoundPage />;
}
