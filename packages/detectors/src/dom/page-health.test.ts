import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BEHAVIOUR_UI_ATTRIBUTE,
  gridPoints,
  isInputFocused,
  SITE_CONTENT_ATTRIBUTE,
  sampleBlankRatio,
  takePageSnapshot,
} from "#dom/page-health.ts";

afterEach(() => {
  document.body.innerHTML = "";
  document.title = "";
});

describe("gridPoints", () => {
  it("gives 60 points on a 6x10 grid, at cell centres", () => {
    const points = gridPoints(600, 1000);
    expect(points).toHaveLength(60);
    expect(points[0]).toEqual({ x: 50, y: 50 });
    expect(points[5]).toEqual({ x: 550, y: 50 });
    expect(points[59]).toEqual({ x: 550, y: 950 });
  });
});

describe("sampleBlankRatio", () => {
  it("counts points that hit only the body, the document or the empty root", () => {
    document.body.innerHTML = '<div id="root"><p id="content">Hello</p></div>';
    const content = document.getElementById("content");
    const root = document.getElementById("root");
    // Content covers the top 4 of 10 rows, the root container the rest.
    const spy = vi.fn((_x: number, y: number) => (y < 400 ? content : root));
    document.elementFromPoint = spy;
    vi.stubGlobal("innerWidth", 600);
    vi.stubGlobal("innerHeight", 1000);
    expect(sampleBlankRatio()).toBeCloseTo(0.6);
    expect(spy).toHaveBeenCalledTimes(60);
    vi.unstubAllGlobals();
  });

  it("treats the behaviours' own overlays as blank", () => {
    document.body.innerHTML = `<div ${BEHAVIOUR_UI_ATTRIBUTE}><p id="overlay">x</p></div>`;
    document.elementFromPoint = () => document.getElementById("overlay");
    expect(sampleBlankRatio()).toBe(1);
  });
});

describe("isInputFocused", () => {
  it("is true only while a field has the focus", () => {
    document.body.innerHTML = '<input id="name" /><button id="b">Go</button>';
    document.getElementById("b")?.focus();
    expect(isInputFocused()).toBe(false);
    document.getElementById("name")?.focus();
    expect(isInputFocused()).toBe(true);
  });
});

describe("takePageSnapshot", () => {
  it("reads the title and the page's visible text, leaving out the behaviours' UI and hidden elements", () => {
    document.title = "Page not found | VisaDesk";
    document.body.innerHTML = `<div id="root"><main><h1>Oops</h1>
      <p>The page   you asked for\ndoes not exist.</p><p style="display:none">secret 404</p>
      <script>var x = "not found";</script>
      <div ${BEHAVIOUR_UI_ATTRIBUTE}><p>Redirecting to homepage...</p></div></main></div>`;
    const snapshot = takePageSnapshot("/nope");
    expect(snapshot).toEqual({
      path: "/nope",
      title: "Page not found | VisaDesk",
      text: "Oops The page you asked for does not exist.",
      siteContent: false,
      loading: false,
    });
  });

  it(`says when the page is site content (an element with ${SITE_CONTENT_ATTRIBUTE})`, () => {
    document.body.innerHTML = `<div id="root"><main><article ${SITE_CONTENT_ATTRIBUTE}><h1>Refusals</h1>
      <p>Your records were not found?</p></article></main></div>`;
    expect(takePageSnapshot("/blog/refusals").siteContent).toBe(true);
  });

  it("does not count a content mark inside the behaviours' UI", () => {
    document.body.innerHTML = `<div id="root"><main><h1>Page not found</h1></main>
      <div ${BEHAVIOUR_UI_ATTRIBUTE}><div ${SITE_CONTENT_ATTRIBUTE}>Help</div></div></div>`;
    expect(takePageSnapshot("/nope").siteContent).toBe(false);
  });

  it("says when the loading screen shows", () => {
    document.body.innerHTML = '<div id="root"><div data-testid="loading-screen">Loading...</div></div>';
    expect(takePageSnapshot("/blog").loading).toBe(true);
  });
});
