/**
 * What the seeds draw from a deterministic generator (`next` returns [0, 1)): an item, a yes/no, a whole number.
 * Each seed keeps its own generator, so that its data stays the same on every run.
 */
export function randomHelpers(next: () => number) {
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
