import type { OrderStatus, TCartItem } from '@portal/contract';

/** Whether a typed quantity may be sent (spec §5 Cart): a whole number, at least the minimum unit. */
export const isValidAmount = (value: unknown, minUnit: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= minUnit;

/** Sum of the chosen lines' subtotals, in RMB with two decimals (fen arithmetic, no float drift). */
export function selectedTotal(items: TCartItem[], selected: readonly string[]): string {
  const chosen = new Set(selected);
  const fen = items.filter((i) => chosen.has(i.id) && i.lineTotal !== null).reduce((sum, i) => sum + Math.round(Number(i.lineTotal) * 100), 0);
  return (fen / 100).toFixed(2);
}

/**
 * The cart's ticks after its lines changed: lines that left the cart leave the selection, and an
 * orderable line not seen before is ticked, so the cart opens with every line it can order chosen
 * and a line added later joins them; a line the user unticked stays unticked. `seen` is updated.
 */
export function tickNewLines(items: readonly TCartItem[], selected: readonly string[], seen: Set<string>): string[] {
  const present = new Set(items.map((i) => i.id));
  const next = selected.filter((id) => present.has(id));
  for (const i of items) {
    if (seen.has(i.id)) continue;
    seen.add(i.id);
    if (i.orderable && !next.includes(i.id)) next.push(i.id);
  }
  return next;
}

/** A price string as RMB in the reader's locale. */
export function formatRmb(value: string | number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
}

export const STATUS_COLORS: Record<OrderStatus, string> = {
  SUBMITTED: 'blue',
  RECEIVED: 'cyan',
  CONFIRMED: 'geekblue',
  SHIPPED: 'green',
  CANCELLED: 'default',
};
