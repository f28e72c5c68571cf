import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isNotFoundHit, NotFoundDetector, type PageSnapshot } from "#not-found.ts";

const POST_TEXT =
  "Why UK visitor visas get refused. The officer wrote that a bank statement was not found, or that the page " +
  "does not exist in the file. Error 404 from the online form is not a refusal reason.";

/** A blog post the site rendered from its own content, whose words mention all three phrases. */
const blogPost: PageSnapshot = {
  path: "/blog/uk-visa-refusals",
  title: "Why UK visitor visas get refused | VisaDesk",
  text: POST_TEXT,
  siteContent: true,
  loading: false,
};

/** A page the site did not vouch for as content: the not-found page, an error screen, a stray server page. */
const unvouched: PageSnapshot = {
  ...blogPost,
  path: "/somewhere",
  title: "VisaDesk",
  text: "Visa help for 190+ countries and appeals when a visa is refused. Start again from the home page.",
  siteContent: false,
};

describe("isNotFoundHit", () => {
  it.each([
    "Page not found",
    "Error 404",
    "This page does not exist",
    "Sorry, the page you asked for was NOT FOUND on this server",
  ])("is a hit when the visible text of a page that is not site content says %s", (phrase) => {
    expect(isNotFoundHit({ ...unvouched, text: `${unvouched.text} ${phrase}` })).toBe(true);
  });

  it("is a hit on the title of a page that is not site content", () => {
    expect(isNotFoundHit({ ...unvouched, title: "404 | VisaDesk" })).toBe(true);
    expect(isNotFoundHit({ ...unvouched, title: "Not Found" })).toBe(true);
  });

  it("is no hit on a page that is not site content and says none of the phrases", () => {
    expect(isNotFoundHit(unvouched)).toBe(false);
    // '404' only as a word: a phone number or a price holding the digits is not a hit.
    expect(isNotFoundHit({ ...unvouched, text: `${unvouched.text} Call +91 22 4040 4041, fee 14040.` })).toBe(
      false,
    );
  });

  it("never takes a hit from the words of site content: a post about records 'not found', even in its title", () => {
    expect(isNotFoundHit(blogPost)).toBe(false);
    expect(isNotFoundHit({ ...blogPost, title: "Documents not found at the VFS centre | VisaDesk" })).toBe(
      false,
    );
    expect(isNotFoundHit({ ...blogPost, path: "/blog/documents-not-found-at-vfs" })).toBe(false);
    expect(isNotFoundHit({ ...blogPost, path: "/blog/error-free-applications" })).toBe(false);
  });

  it("is a hit on an error-like path, even for site content", () => {
    for (const path of ["/404", "/not-found", "/blog/404", "/error", "/page-not-found.html"]) {
      expect(isNotFoundHit({ ...blogPost, path })).toBe(true);
    }
  });

  it("is a hit on an almost empty page (under 20 visible characters), even for site content", () => {
    expect(isNotFoundHit({ ...blogPost, text: "x".repeat(19) })).toBe(true);
    expect(isNotFoundHit({ ...blogPost, text: "x".repeat(20) })).toBe(false);
    expect(isNotFoundHit({ ...unvouched, text: "" })).toBe(true);
  });

  it("gives no verdict while the page is still loading", () => {
    expect(isNotFoundHit({ ...unvouched, text: "Loading...", title: "404", loading: true })).toBe(false);
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

const notFoundPage: PageSnapshot = { ...unvouched, text: `Page not found. ${unvouched.text}` };

describe("NotFoundDetector", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks at 1.5 s and every 2 s, notices on the 2nd hit and redirects 2 s later", () => {
    const { onNotice, onRedirect, probe } = setup("/nope", notFoundPage);
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

  it("finds a not-found page from its body text alone", () => {
    const bodyOnly = { ...unvouched, text: `${unvouched.text} The page does not exist.` };
    const { onNotice } = setup("/somewhere", bodyOnly);
    vi.advanceTimersByTime(3_500);
    expect(onNotice).toHaveBeenCalledTimes(1);
  });

  it("keeps a real blog post that mentions 'not found' in its body", () => {
    const { onNotice, probe } = setup(blogPost.path, blogPost);
    vi.advanceTimersByTime(60_000);
    expect(probe.mock.calls.length).toBeGreaterThan(20);
    expect(onNotice).not.toHaveBeenCalled();
  });

  it("needs consecutive hits", () => {
    const snapshots = [true, false, true, false, true].map((hit) => (hit ? notFoundPage : unvouched));
    const onNotice = vi.fn();
    new NotFoundDetector({
      path: "/x",
      snapshot: () => snapshots.shift() ?? unvouched,
      onNotice,
      onRedirect: () => {},
    }).start();
    vi.advanceTimersByTime(20_000);
    expect(onNotice).not.toHaveBeenCalled();
  });

  it.each(["/", "/uk", "/uk/"])("never runs on the home page %s", (path) => {
    const { probe } = setup(path, { ...notFoundPage, path });
    vi.advanceTimersByTime(20_000);
    expect(probe).not.toHaveBeenCalled();
  });

  // The skip list (/crm, /admin, /staff) of docs/behaviours/public-site.md#broken-page is the broken-site detector's:
  // an unknown address under an internal prefix is a not-found page like any other (the apps mount the detector only
  // where a page may be unknown).
  it.each(["/admin", "/crm/anything-unknown", "/staff/x"])(
    "runs on the unknown internal address %s",
    (path) => {
      const { onNotice, onRedirect } = setup(path, { ...notFoundPage, path });
      vi.advanceTimersByTime(3_500);
      expect(onNotice).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2_000);
      expect(onRedirect).toHaveBeenCalledTimes(1);
    },
  );
});
