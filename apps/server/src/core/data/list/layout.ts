import type { SQL } from 'drizzle-orm';
import { compilePart } from '../statements/pieces.ts';

/** Where a rendered value of a condition comes from: the k-th asked value, or a constant of its own. */
export type Slot = number | { constant: unknown };

/**
 * Where a condition renders each of its values, found by rendering it with two sets of stand-ins
 * (`a` and `b`, no value a request sends); null when it cannot be said: its text differs between
 * the two (it turns on the values themselves, e.g. writes them into the text), a value is neither
 * a stand-in nor the same constant both times, or it cannot be compiled alone.
 */
export function layoutOf(
  render: (values: readonly unknown[]) => SQL,
  a: readonly unknown[],
  b: readonly unknown[],
): Slot[] | null {
  const [one, two] = [compilePart(render(a)), compilePart(render(b))];
  if (!one || !two || one.bound || two.bound || one.text !== two.text) return null;
  if (one.values.length !== two.values.length) return null;
  const layout: Slot[] = [];
  for (let i = 0; i < one.values.length; i++) {
    const k = a.indexOf(one.values[i]);
    if (k >= 0 ? two.values[i] !== b[k] : !Object.is(two.values[i], one.values[i])) return null;
    layout.push(k >= 0 ? k : { constant: one.values[i] });
  }
  return layout;
}

export const valuesOf = (layout: Slot[], asked: readonly unknown[]) =>
  layout.map((slot) => (typeof slot === 'number' ? asked[slot] : slot.constant));
