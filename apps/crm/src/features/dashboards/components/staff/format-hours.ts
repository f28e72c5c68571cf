/** "3.5 h", or "2.1 days" past two days. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "–";
  return hours >= 48 ? `${(hours / 24).toFixed(1)} days` : `${hours.toFixed(1)} h`;
}
