import { useLayoutEffect, useRef } from "react";

/** A ref that always holds the latest value, so that long-lived detectors call the current callbacks. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
