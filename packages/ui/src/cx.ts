import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, leaving out the falsy ones, without resolving conflicts between them (unlike `cn`): the
 * components a page draws first use it, so that tailwind-merge (~8 KB gzipped) stays out of the pages' first load
 * (docs/behaviours/speed.md#crm-pages). Their `className` therefore adds classes to the component's own: it places the
 * component (margins, width, grid) and must not restate a utility the component sets (its height, padding, colours),
 * which their props choose instead (`variant`, `size`, `tone`).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
