import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BEHAVIOUR_UI_ATTRIBUTE,
  gridPoints,
  isInputFocused,
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
  it("reads the title and main heading, not the body, and ignores the behaviours' UI", () => {
    document.title = "Refusals | VisaDesk";
    document.body.innerHTML = `<div id="root"><main><h1>Why visas get refused</h1>
      <p>Your records were not found? Page does not exist? 404?</p></main></div>
      <div ${BEHAVIOUR_UI_ATTRIBUTE}><h1>Page not found</h1></div>`;
    const snapshot = takePageSnapshot("/blog/refusals");
    expect(snapshot).toMatchObject({
      path: "/blog/refusals",
      title: "Refusals | VisaDesk",
      heading: "Why visas get refused",
      loading: false,
    });
    expect(snapshot.textLength).toBeGreaterThan(40);
  });

  it("says when the loading screen shows", () => {
    document.body.innerHTML = '<div id="root"><div data-testid="loading-screen">Loading...</div></div>';
    expect(takePageSnapshot("/blog").loading).toBe(true);
  });
});
