// The arithmetic of the dashboards' charts (decision 044): where an axis puts its ticks, which category names fit
// under a chart, how a long name is cut into lines. Pure functions, so that they are tested without drawing.

/** How many gaps an axis of values is cut into (five ticks, zero included), as the charts always had. */
const VALUE_GAPS = 4;

/** The steps an axis may take, in each power of ten: 1, 2, 2.5, 5 (then 10 of the power below). */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/** An average character's width at the charts' 12 px type, to tell whether names fit (measuring would force layout). */
export const CHAR_WIDTH = 7;

/**
 * The ticks of a value axis from zero to at least `max`: round steps ("0, 2,500, 5,000, 7,500, 10,000"), whole
 * numbers when every value is whole (half a lead is never a figure).
 */
export function valueTicks(max: number, wholeNumbers: boolean): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / VALUE_GAPS;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    NICE_STEPS.map((nice) => Number((nice * magnitude).toPrecision(12)))
      .filter((candidate) => !wholeNumbers || (candidate >= 1 && Number.isInteger(candidate)))
      .find((candidate) => candidate >= rough) ?? 10 * magnitude;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/**
 * Which categories are named under a chart `width` pixels wide: every one when there are few (`everyWhenAtMost`),
 * else every n-th counted back from the last (the newest period keeps its name), n the smallest that keeps the
 * names apart.
 */
export function namedCategories(
  labels: readonly string[],
  width: number,
  everyWhenAtMost: number,
): Set<number> {
  const all = new Set(labels.keys());
  if (labels.length <= everyWhenAtMost) return all;
  const widest = Math.max(0, ...labels.map((label) => label.length * CHAR_WIDTH)) + 8;
  const band = width / Math.max(1, labels.length);
  const every = Math.max(1, Math.ceil(widest / Math.max(1, band)));
  const named = new Set<number>();
  for (let i = labels.length - 1; i >= 0; i -= every) named.add(i);
  return named;
}

/** A name cut into lines of at most `width` pixels at the break between words (a single long word stays whole). */
export function wrapWords(text: string, width: number): string[] {
  const perLine = Math.max(1, Math.floor(width / CHAR_WIDTH));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && candidate.length > perLine) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
