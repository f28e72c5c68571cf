import { type RefObject, useLayoutEffect, useState } from "react";

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The size of an element's box, kept as it changes (a window turned, a sidebar closed): what a chart draws into. Zero
 * until it is measured (and where there is no layout, as in component tests), when nothing is drawn.
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>): BoxSize {
  const [size, setSize] = useState<BoxSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) =>
        old.width === Math.floor(width) && old.height === Math.floor(height)
          ? old
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
