import { act, render, screen } from "@testing-library/react";
import { POSTS } from "@visadesk/content/blog";
import { describe, expect, it } from "vitest";
import BlogListPage from "#features/blog/components/blog-list-page.tsx";
import BlogPostPage from "#features/blog/components/blog-post-page.tsx";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/blog", element: <BlogListPage /> },
      { path: "/blog/:slug", element: <BlogPostPage /> },
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
