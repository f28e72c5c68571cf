import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isNotFoundHit, NotFoundDetector, type PageSnapshot } from "#not-found.ts";

const blogPost: PageSnapshot = {
  path: "/blog/uk-visa-refusals",
  title: "VisaDesk: visa help for 190+ countries",
  heading: "Why UK visitor visas get refused",
  textLength: 4_000,
  loading: false,
};

describe("isNotFoundHit", () => {
  it.each(["Page not found", "Error 404", "This page does not exist"])(
    "is a hit with heading %s",
    (heading) => {
      expect(isNotFoundHit({ ...blogPost, heading })).toBe(true);
    },
  );

  it("is a hit with a not-found title, an error path or an almost empty page", () => {
    expect(isNotFoundHit({ ...blogPost, title: "404 | VisaDesk" })).toBe(true);
    expect(isNotFoundHit({ ...blogPost, path: "/404" })).toBe(true);
    expect(isNotFoundHit({ ...blogPost, path: "/not-found" })).toBe(true);
    expect(isNotFoundHit({ ...blogPost, textLength: 19 })).toBe(true);
    expect(isNotFoundHit({ ...blogPost, textLength: 20 })).toBe(false);
  });

  it("never counts body text: a real post about refusals 'not found' in records is not a hit", () => {
    expect(isNotFoundHit(blogPost)).toBe(false);
    expect(isNotFoundHit({ ...blogPost, path: "/blog/documents-not-found-at-vfs" })).toBe(false);
    expect(isNotFoundHit({ ...blogPost, path: "/blog/error-free-applications" })).toBe(false);
  });

  it("gives no verdict while the page is still loading", () => {
    expect(isNotFoundHit({ ...blogPost, textLength: 10, heading: "", loading: true })).toBe(false);
  });
});

function setup(path: string, snapshot: PageSnapshot) {
  const onNotice = vi.fn();
  const onRedirect = vi.fn();
  const probe = vi.fn(() => snapshot);
  const detector = new NotFoundDetector({ path, snapshot: probe, onNotice, onRedirect });
  detector.start();
  return { detector, onNotice, onRedirect, probe };
}

describe("NotFoundDetector", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks at 1.5 s and every 2 s, notices on the 2nd hit and redirects 2 s later", () => {
    const { onNotice, onRedirect, probe } = setup("/nope", { ...blogPost, heading: "Page not found" });
    vi.advanceTimersByTime(1_499);
    expect(probe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_999);
    expect(onNotice).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onNotice).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_999);
    expect(onRedirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it("keeps a real blog post that mentions 'not found' in its body", () => {
    const { onNotice, probe } = setup(blogPost.path, blogPost);
    vi.advanceTimersByTime(60_000);
    expect(probe.mock.calls.length).toBeGreaterThan(20);
    expect(onNotice).not.toHaveBeenCalled();
  });

  it("needs consecutive hits", () => {
    const snapshots = [true, false, true, false, true].map((hit) =>
      hit ? { ...blogPost, heading: "404" } : blogPost,
    );
    const onNotice = vi.fn();
    new NotFoundDetector({
      path: "/x",
      snapshot: () => snapshots.shift() ?? blogPost,
      onNotice,
      onRedirect: () => {},
    }).start();
    vi.advanceTimersByTime(20_000);
    expect(onNotice).not.toHaveBeenCalled();
  });

  it.each(["/", "/uk", "/crm/leads", "/admin", "/staff"])("never runs on %s", (path) => {
    const { probe } = setup(path, { ...blogPost, path, heading: "404" });
    vi.advanceTimersByTime(20_000);
    expect(probe).not.toHaveBeenCalled();
  });
});
