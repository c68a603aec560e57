import type { SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import {
  type CompiledText,
  compiledText,
  compilePart,
  familyId,
  textId,
  withValues,
} from '../statements/pieces.ts';
import type { FilterSends } from './filters.ts';
import { escapeLike, searchWords } from './search.ts';
import type { ListSpec } from './spec.ts';

/** The statement shape of a list's condition (`conditionShape`) and the values it sends. */
export type ConditionShape = { key: string; values: unknown[] };

/**
 * What names the text of a list's condition when every asked filter says what it sends: the
 * spec, the route's `where` (its compiled text), the number of searched words and each applied
 * filter's shape; and the values in the order the condition renders them — the `where`'s, each
 * word's pattern, each filter's. Null when a part can only be built (a search in an expression,
 * a `where` drizzle must render or that holds a caller's placeholder).
 */
export function conditionShape(
  spec: ListSpec,
  where: SQL | undefined,
  search: string | undefined,
  asked: { name: string }[],
  sent: (FilterSends | undefined)[],
): ConditionShape | null {
  if (spec.search && !(spec.search instanceof PgColumn)) return null;
  const scope = where ? compilePart(where) : null;
  if (where && (!scope || scope.bound)) return null;
  const words = searchWords(search);
  let key = `${familyId(spec)}\u0000${scope ? textId(scope.text) : '-'}\u0000${words.length}`;
  const values: unknown[] = scope ? [...scope.values] : [];
  for (const w of words) values.push(escapeLike(w));
  sent.forEach((s, i) => {
    if (!s) return;
    key += `\u0000${asked[i].name}=${s.shape}`;
    for (const v of s.values) values.push(v);
  });
  return { key, values };
}

/** A condition's text by shape, or how the shape turned out: no condition, or built every time. */
type ShapeEntry = CompiledText | 'none' | 'built';
const conditionShapes = new Map<string, ShapeEntry>();
/** At most this many condition shapes are kept (the oldest go). */
const CONDITION_SHAPES = 2000;

/**
 * A list's condition of a shape met before: its text with this request's values, without
 * building or rendering it (docs/decisions/0030-list-conditions-compiled-once-per-shape.md). The
 * first request of a shape builds it; its text is kept only when its rendered values are exactly
 * the gathered ones, so a filter whose `sends` does not match what it builds is built every time
 * instead of sending wrong values.
 */
export function shapedCondition(
  shape: ConditionShape,
  planned: boolean,
  build: (planned: boolean) => SQL | undefined,
): SQL | undefined {
  const key = `${shape.key}\u0001${planned ? 'P' : 'C'}`;
  const known = conditionShapes.get(key);
  if (known === 'none') return undefined;
  if (known !== undefined && known !== 'built') return withValues(known, shape.values);
  const built = build(planned);
  if (known === undefined) {
    if (conditionShapes.size >= CONDITION_SHAPES)
      conditionShapes.delete(conditionShapes.keys().next().value as string);
    conditionShapes.set(key, entryOf(built, shape.values));
  }
  return built;
}

function entryOf(built: SQL | undefined, values: unknown[]): ShapeEntry {
  if (!built) return values.length ? 'built' : 'none';
  const part = compilePart(built);
  const same =
    part !== null &&
    !part.bound &&
    part.values.length === values.length &&
    part.values.every((v, i) => Object.is(v, values[i]));
  return same ? compiledText(part.text) : 'built';
}
