/**
 * The ids a file slot holds after files are put into it: a single slot takes the last one
 * (replaces), a multiple slot appends the new ones once each, keeping the order.
 */
export function slotAfterAdding(
  current: readonly number[],
  added: readonly number[],
  multiple: boolean,
): number[] {
  if (!added.length) return [...current];
  if (!multiple) return [added[added.length - 1]];
  return [...new Set([...current, ...added])];
}

/** The ids with the one at `index` moved one place earlier (-1) or later (+1); ends stay put. */
export function slotAfterMoving(current: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (index < 0 || index >= current.length || target < 0 || target >= current.length) return [...current];
  const next = [...current];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
