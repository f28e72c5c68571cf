import type { PageHealthSample } from "#broken-page.ts";
import { BROKEN_GRID_COLUMNS, BROKEN_GRID_ROWS } from "#constants.ts";
import type { PageSnapshot } from "#not-found.ts";

/** Marks the behaviours' own overlays, toasts and dialogs: the detectors never count them as page content. */
export const BEHAVIOUR_UI_ATTRIBUTE = "data-behaviour-ui";

/**
 * Marks a page the site rendered as content from its own store (a blog post, a legal page): the not-found detector
 * never reads its words as a not-found message (docs/decisions/009-not-found-hits-from-page-text.md).
 */
export const SITE_CONTENT_ATTRIBUTE = "data-site-content";

/** The 60 sample points (6 columns x 10 rows) at the centres of a grid over a `width` x `height` viewport. */
export function gridPoints(width: number, height: number): Array<{ x: number; y: number }> {
  const points: Array<{ x: number; y: number }> = [];
  for (let row = 0; row < BROKEN_GRID_ROWS; row++) {
    for (let column = 0; column < BROKEN_GRID_COLUMNS; column++) {
      points.push({
        x: ((column + 0.5) * width) / BROKEN_GRID_COLUMNS,
        y: ((row + 0.5) * height) / BROKEN_GRID_ROWS,
      });
    }
  }
  return points;
}

/** A point is blank when nothing but the document, the body or the app's empty root container is under it. */
export function isBlankHit(element: Element | null, doc: Document, rootId = "root"): boolean {
  if (!element) return true;
  if (element === doc.documentElement || element === doc.body) return true;
  if (element.id === rootId) return true;
  return element.closest(`[${BEHAVIOUR_UI_ATTRIBUTE}]`) !== null;
}

/** The blank share (0..1) of the 60 grid points in the current viewport. */
export function sampleBlankRatio(doc: Document = document): number {
  const view = doc.defaultView;
  const width = view?.innerWidth ?? 0;
  const height = view?.innerHeight ?? 0;
  if (width === 0 || height === 0 || typeof doc.elementFromPoint !== "function") return 0;
  const points = gridPoints(width, height);
  const blank = points.filter(({ x, y }) => isBlankHit(doc.elementFromPoint(x, y), doc)).length;
  return blank / points.length;
}

/** Images that finished without a picture and videos with a load error. */
export function countFailedMedia(doc: Document = document): number {
  const images = [...doc.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src !== "");
  const videos = [...doc.querySelectorAll("video")].filter((video) => video.error !== null);
  return images.length + videos.length;
}

/** The start time of the latest paint entry (first paint, first contentful paint), ms; null when unknown. */
export function lastPaintMs(perf: Performance | undefined = globalThis.performance): number | null {
  const entries = perf?.getEntriesByType?.("paint") ?? [];
  if (entries.length === 0) return null;
  return Math.max(...entries.map((entry) => entry.startTime));
}

/** One sample for the broken-page detector. */
export function takePageHealthSample(doc: Document = document): PageHealthSample {
  return {
    blankRatio: sampleBlankRatio(doc),
    failedMedia: countFailedMedia(doc),
    lastPaintMs: lastPaintMs(),
    elementCount: doc.body?.getElementsByTagName("*").length ?? 0,
  };
}

/** True while a text field, select or editable element has the focus. */
export function isInputFocused(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (!active) return false;
  const tag = active.tagName;
  return (
    tag === "INPUT" ||
    tag === "TEXTAREA" ||
    tag === "SELECT" ||
    (active as HTMLElement).isContentEditable === true
  );
}

/** What the not-found detector needs from the page; the behaviours' own UI is left out. */
export function takePageSnapshot(path: string, doc: Document = document): PageSnapshot {
  const outside = (el: Element) => el.closest(`[${BEHAVIOUR_UI_ATTRIBUTE}]`) === null;
  const root = doc.getElementById("root") ?? doc.body;
  return {
    path,
    title: doc.title,
    text: root ? visibleText(root) : "",
    siteContent: [...doc.querySelectorAll(`[${SITE_CONTENT_ATTRIBUTE}]`)].some(outside),
    loading: doc.querySelector('[data-testid="loading-screen"]') !== null,
  };
}

/** Elements whose text is never on screen. */
const NEVER_SHOWN = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);

/**
 * The text a visitor can see under `root`, whitespace collapsed: without scripts and styles, the behaviours' UI and
 * elements that are not rendered (`display: none`, `hidden`). `visibility: hidden` is not looked at, so that a page
 * whose styles failed stays the broken-page detector's to report, not an "almost empty" not-found page.
 */
function visibleText(root: Element): string {
  const doc = root.ownerDocument;
  const parts: string[] = [];
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as HTMLElement;
      if (NEVER_SHOWN.has(element.tagName) || element.hasAttribute(BEHAVIOUR_UI_ATTRIBUTE)) {
        return NodeFilter.FILTER_REJECT;
      }
      if (element.hidden || !isRendered(element)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_SKIP;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue ?? "");
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function isRendered(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === "function") return element.checkVisibility();
  // Hosts without checkVisibility (older browsers, jsdom): the element's own computed display.
  return element.ownerDocument.defaultView?.getComputedStyle(element).display !== "none";
}
