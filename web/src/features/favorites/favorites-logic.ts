/** Collection time as spec §5 shows dates (YYYY-MM-DD), in the browser's time zone. */
export function collectionDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The page to show after a removal: the previous one when the last row of the last page went. */
export function pageAfterRemoval(page: number, pageSize: number, count: number): number {
  const lastPage = Math.max(1, Math.ceil((count - 1) / pageSize));
  return Math.min(page, lastPage);
}

