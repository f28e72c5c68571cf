const count = new Intl.NumberFormat("en-IN");

/** How many records, in words: "1,104 leads", "1 lead", "no deals" (Indian grouping). `plural` defaults to noun + s. */
export function formatCount(n: number, noun: string, plural = `${noun}s`): string {
  if (n === 0) return `no ${plural}`;
  return `${count.format(n)} ${n === 1 ? noun : plural}`;
}
