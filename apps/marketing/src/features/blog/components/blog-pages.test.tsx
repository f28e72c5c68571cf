import { act, render, screen } from "@testing-library/react";
import { getPost, POSTS, postsIn } from "@visadesk/content/blog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMeta, prerenderPaths } from "#app/seo.ts";
import BlogListPage from "#features/blog/components/blog-list-page.tsx";
import BlogPostPage from "#features/blog/components/blog-post-page.tsx";
import { activateLocale } from "#lib/i18n.tsx";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/blog", element: <BlogListPage /> },
      { path: "/blog/:slug", element: <BlogPostPage /> },
      { path: "/hi/blog", element: <BlogListPage /> },
      { path: "/hi/blog/:slug", element: <BlogPostPage /> },
    ],
    { initialEntries: [path] },
  );
  // Awaited: a post's body is fetched when its page renders.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe("blog", () => {
  it("lists every post, newest first, linking to its page", async () => {
    await renderAt("/blog");
    const summaries = screen.getAllByTestId("blog-post-summary");
    expect(summaries).toHaveLength(POSTS.length);
    const first = POSTS[0];
    if (!first) throw new Error("no posts");
    expect(screen.getByRole("link", { name: first.title })).toHaveAttribute("href", `/blog/${first.slug}`);
  });

  it("renders a post's Markdown as HTML under its title and date", async () => {
    await renderAt("/blog/schengen-appointment-tips-india");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Apply to the right country" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/Schengen visa from India/);
    expect(screen.getByText("18 March 2025")).toHaveAttribute("datetime", "2025-03-18");
  });

  it("shows the not-found page for a slug without a post", async () => {
    await renderAt("/blog/no-such-post");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("blog in Hindi", () => {
  beforeAll(() => activateLocale("hi"));
  afterAll(() => activateLocale("en"));

  it("lists the Hindi posts, each linking to its Hindi page", async () => {
    await renderAt("/hi/blog");
    expect(screen.getAllByTestId("blog-post-summary")).toHaveLength(POSTS.length);
    for (const post of postsIn("hi"))
      expect(screen.getByRole("link", { name: post.title })).toHaveAttribute("href", `/hi/blog/${post.slug}`);
    // Hindi titles and summaries: nothing in the list is marked as English any more.
    for (const summary of screen.getAllByTestId("blog-post-summary"))
      expect(summary.querySelector("[lang]")).toBeNull();
  });

  it("renders a Hindi post in Hindi, with a Hindi date and links that stay in Hindi", async () => {
    await renderAt("/hi/blog/schengen-appointment-tips-india");
    expect(await screen.findByRole("heading", { level: 2, name: "सही देश में अप्लाई करें" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^भारत से शेंगेन वीज़ा/);
    expect(screen.getByText("18 मार्च 2025")).toHaveAttribute("datetime", "2025-03-18");
    expect(screen.getByRole("link", { name: "सभी गाइड" })).toHaveAttribute("href", "/hi/blog");
    expect(screen.getByRole("link", { name: "कंसल्टेंट से मुफ़्त पूछें" })).toHaveAttribute("href", "/hi/visa-form");
    // The English tags are not shown on the Hindi page.
    expect(screen.queryByText(/appointments/)).toBeNull();
  });

  it("gives each Hindi post a Hindi head, paired with its English post", () => {
    const slug = "us-b1-b2-visa-interview-india";
    const meta = pageMeta(`/hi/blog/${slug}`);
    expect(meta).toMatchObject({
      locale: "hi",
      ogType: "article",
      title: `${getPost(slug, "hi")?.title} | VisaDesk`,
      canonical: `https://www.visadesk.in/hi/blog/${slug}`,
      alternates: [
        { locale: "en", href: `https://www.visadesk.in/blog/${slug}` },
        { locale: "hi", href: `https://www.visadesk.in/hi/blog/${slug}` },
      ],
    });
    expect(meta?.jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "BlogPosting", inLanguage: "hi" }),
    );
    expect(pageMeta("/hi/blog/no-such-post")).toBeNull();
  });

  it("prerenders every post in both languages", () => {
    const paths = prerenderPaths();
    for (const post of POSTS)
      expect(paths).toEqual(expect.arrayContaining([`/blog/${post.slug}`, `/hi/blog/${post.slug}`]));
  });
});
