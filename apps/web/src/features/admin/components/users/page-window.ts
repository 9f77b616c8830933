/**
 * SPEC §2: at most `size` page buttons in a window that slides with the current page, kept inside
 * 1..totalPages (page 1 of 9 → 1–5, page 5 → 3–7, page 9 → 5–9).
 */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, Math.max(totalPages, 0));
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** 'Showing x-y of z': the 1-based range of the rows on this page. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(page * limit, total) };
}
