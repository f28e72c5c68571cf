/** "+12.5%", "-3.0%", or "–" when there is nothing to grow from. */
export const growthText = (growth: number | null) =>
  growth === null ? "–" : `${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%`;
