/**
 * Runs `callback` once the page has loaded (at once when it already has), so that code not needed for the first
 * paint is fetched after the page's own resources. Returns a function that cancels a callback that has not run yet.
 */
export function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}
