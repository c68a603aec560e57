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
