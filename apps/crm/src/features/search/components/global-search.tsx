export function GlobalSearch() {
  return null;
}
