import type { SQL } from 'drizzle-orm';
import { type CompiledText, compiledText, compilePart, withValues } from '../statements/pieces.ts';
import { layoutOf, type Slot, valuesOf } from './layout.ts';

/** Stand-ins for a scope's values, a different set for each `set`; null for a value that is not a number or a text. */
function scopeStandIns(values: readonly unknown[], set: number): unknown[] | null {
  const standIn = (value: unknown, k: number) =>
    typeof value === 'number'
      ? -2_000_000_000 - set * 1_000_000 - k
      : typeof value === 'string'
        ? `\u0001stand-in ${set}.${k}\u0001`
        : null;
  const out = values.map(standIn);
  return out.includes(null) ? null : out;
}

/** A scope's text and layout for values of these kinds, or null when it can only be built. */
function scopeText(condition: (...stand: unknown[]) => SQL, values: readonly unknown[]) {
  const [a, b] = [scopeStandIns(values, 0), scopeStandIns(values, 1)];
  if (!a || !b) return null;
  const render = (stand: readonly unknown[]) => condition(...stand);
  try {
    const layout = layoutOf(render, a, b);
    const part = layout ? compilePart(render(a)) : null;
    return layout && part ? { text: compiledText(part.text), layout } : null;
  } catch {
    // A column that encodes its values (a date) cannot take a stand-in: built every time.
    return null;
  }
}

/**
 * A route's scope by the request's values (a company, a folder, a parent record), passed to
 * `listRecords` as `where` or to a show: the condition is built and rendered once per kind of
 * values (docs/decisions/0030-list-conditions-compiled-once-per-shape.md) and later requests only
 * put their values into the same text, as a list's filters do. The condition must be a template
 * over its values: branch on them outside it (a caller without a company is `false`
 * before the scope is asked). One that writes a value into its text, or sends something made
 * from it (`${dir}/`), cannot be laid out and is built every time — still right, only dearer.
 */
export function scopeOf<A extends (string | number)[]>(condition: (...values: A) => SQL) {
  const texts = new Map<string, { text: CompiledText; layout: Slot[] } | null>();
  const textFor = (values: A) => {
    const kinds = values.map((v) => typeof v).join();
    let known = texts.get(kinds);
    if (known === undefined) {
      known = scopeText(condition as (...stand: unknown[]) => SQL, values);
      texts.set(kinds, known);
    }
    return known;
  };
  return Object.assign(
    (...values: A): SQL => {
      const known = textFor(values);
      return known ? withValues(known.text, valuesOf(known.layout, values)) : condition(...values);
    },
    {
      /**
       * Whether values of these kinds go into a text compiled once. A scope that cannot be laid
       * out still answers right, only built on every request, so only a test of this tells.
       */
      laidOut: (...values: A): boolean => textFor(values) !== null,
    },
  );
}
