import { CATALOGUE } from '@portal/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import pl from '../../locales/pl.json' with { type: 'json' };
import { RECORD_TYPES, recordLink, valueText } from './record-types.ts';

describe('audit log record types', () => {
  it('names every record type in Polish', () => {
    for (const type of Object.keys(RECORD_TYPES)) {
      expect((pl.audit.recordTypes as Record<string, string>)[type], type).toBeTruthy();
    }
  });

  it('links a record to its screen by a key of the catalogue, never a deleted one', () => {
    const keys = new Set(CATALOGUE.map((e) => e.key));
    for (const type of Object.keys(RECORD_TYPES)) {
      const link = recordLink(type, 'update');
      if (link) expect(keys.has(link.access), `${type}: ${link.access}`).toBe(true);
    }
    expect(recordLink('contractor', 'update')).toEqual({
      route: 'contractor.contractors.show',
      access: 'contractor.contractors.show',
    });
    expect(recordLink('contractor', 'delete')).toBeNull();
    expect(recordLink('file', 'update')).toBeNull();
    expect(recordLink('unknown_type', 'create')).toBeNull();
  });

  it('shows values as text', () => {
    expect(valueText(null, 'Tak', 'Nie')).toBe('—');
    expect(valueText('', 'Tak', 'Nie')).toBe('—');
    expect(valueText(true, 'Tak', 'Nie')).toBe('Tak');
    expect(valueText(false, 'Tak', 'Nie')).toBe('Nie');
    expect(valueText(12, 'Tak', 'Nie')).toBe('12');
    expect(valueText({ pl: 'Nazwa' }, 'Tak', 'Nie')).toBe('{"pl":"Nazwa"}');
  });
});
