import { describe, expect, it } from 'vitest';
import type { Filter } from '../src/core/data/list/filters.ts';
import type { ListSpec } from '../src/core/data/reads.ts';
import { compilePart } from '../src/core/data/statements/pieces.ts';
import { deviceListSpec } from '../src/modules/devices/device-queries.ts';
import { errorCodeListSpec, partnerErrorCodeListSpec } from '../src/modules/devices/error-code-queries.ts';
import { partnerDeviceListSpec } from '../src/modules/devices/partner-zone.ts';
import { callerDocuments, partnerDocumentListSpec } from '../src/modules/documentation/partner-zone.ts';
import { documentListSpec } from '../src/modules/documentation/queries.ts';
import { contractorDownloads } from '../src/modules/documentation/routes.ts';
import { inDirectory } from '../src/modules/media/manager.ts';
import { partnerListSpec } from '../src/modules/partners/queries.ts';

/**
 * The areas' filters by ids through links and trees (`ofIds`): each says what it sends, so its
 * list builds its condition once per shape. A filter whose layout could not be found would still
 * answer right (built on every request), so only this test tells that it lost the shape.
 */
const byIds: [string, ListSpec, string[]][] = [
  ['devices', deviceListSpec, ['group', 'tag']],
  ['partner devices', partnerDeviceListSpec, ['group', 'tag']],
  ['error codes', errorCodeListSpec, ['device', 'group']],
  ['partner error codes', partnerErrorCodeListSpec, ['device', 'group']],
  ['partners', partnerListSpec, ['caretaker']],
  ['documentation', documentListSpec, ['tag', 'device', 'product_card', 'business_area']],
  ['partner documentation', partnerDocumentListSpec, ['tag', 'device']],
];

const filterOf = (spec: ListSpec, name: string) => (spec.filters as Record<string, Filter>)[name];

describe('area filters by ids send exactly what their condition renders', () => {
  it.each(byIds)('%s', (_area, spec, names) => {
    for (const name of names) {
      const filter = filterOf(spec, name);
      for (const ids of [[7], [12, 3], [40, 41, 5, 9]]) {
        const built = compilePart(filter(ids as never, {} as never, null));
        expect(built, `${name} ${ids}`).not.toBeNull();
        expect(filter.sends?.(ids as never, null), `${name} ${ids}`).toEqual({
          shape: String(ids.length),
          values: built?.values,
        });
      }
    }
  });

  it('partner documentation: the favourites yes/no sends what it renders', () => {
    const filter = filterOf(partnerDocumentListSpec, 'is_favorite');
    for (const yes of [true, false]) {
      const built = compilePart(filter(yes as never, {} as never, null));
      expect(filter.sends?.(yes as never, null)?.values).toEqual(built?.values);
    }
  });
});

/**
 * The areas' route scopes by the request's values (`scopeOf`): each is laid out, so its list
 * puts the caller's values into a text compiled once instead of rendering the scope per request.
 */
describe('area scopes are compiled once per kind of values', () => {
  it('partner documentation: the caller and their company', () => {
    expect(callerDocuments.laidOut(12, 7)).toBe(true);
  });
  it("a contractor's documentation downloads", () => {
    expect(contractorDownloads.laidOut(5)).toBe(true);
  });
  it('a media folder', () => {
    expect(inDirectory.laidOut('media/katalog')).toBe(true);
  });
});
