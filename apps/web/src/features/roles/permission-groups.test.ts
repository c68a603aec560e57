import { CATALOGUE } from '@portal/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { permissionGroups, toggleArea } from './permission-groups.ts';

describe('permissions tab', () => {
  it('groups every back-office key by area, and the partner-zone keys apart', () => {
    const cms = permissionGroups('pl', 'cms').flatMap((g) => g.keys);
    const partner = permissionGroups('pl', 'partner-zone').flatMap((g) => g.keys);
    expect(cms.length + partner.length).toBe(CATALOGUE.filter((e) => e.zone !== 'public').length);
    expect(partner.every((k) => k.startsWith('partner-zone.'))).toBe(true);
    expect(cms.some((k) => k.startsWith('partner-zone.'))).toBe(false);
  });

  it('labels areas and actions in the language asked for', () => {
    const users = permissionGroups('en', 'cms').find((g) => g.area === 'user');
    expect(users?.label).toBe('Users');
    expect(users?.resources[0].keys[0]).toEqual({ key: 'user.users.index', label: 'list' });
  });

  it('selects a whole area, and clears it when all of it is selected', () => {
    const area = ['a.x.index', 'a.x.store'];
    expect(toggleArea(['b.y.index', 'a.x.index'], area).sort()).toEqual([
      'a.x.index',
      'a.x.store',
      'b.y.index',
    ]);
    expect(toggleArea(['b.y.index', ...area], area)).toEqual(['b.y.index']);
  });
});
