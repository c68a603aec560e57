import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  byDevice,
  codes,
  ids,
  idsOf,
  openPartnerZoneCatalogue,
  P,
  partnerCodesOf,
  pz,
  staff,
  staffCodesOf,
  t,
} from './partner-zone-fixtures.ts';
import { errorCodeDevices, errorCodes } from './tables.ts';
import { makeDevice } from './test-fixtures.ts';

openPartnerZoneCatalogue();

describe('partner zone devices', () => {
  it('lists a device’s error codes by the rule for both pages: its own, and its groups’ that list no device', async () => {
    const sibling = await makeDevice(t, staff, {
      code: `${P}-S2`,
      name: `Pompa ${P} Sąsiadka`,
      group_id: ids.leaf,
    });
    // Linked to the leaf and to the root above it: shown once.
    const twice = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `T${P}`, groups: [ids.leaf, ids.group] },
    });
    expect(twice.status, JSON.stringify(twice.body)).toBe(201);
    // Linked to the leaf but listing another device: not the sibling's.
    const elsewhere = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `X${P}`, groups: [ids.leaf], device_ids: [ids.blocked] },
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    // Listing the unassigned device (the API links devices only through a group; the ERP does not):
    // its only code, as it has no groups to inherit from.
    const own = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `U${P}`, groups: [ids.off] },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    await t.deps.db
      .insert(errorCodeDevices)
      .values({ error_code_id: own.body.model.id, device_id: ids.unassigned });
    const staffCodes = async (id: number) => (await staffCodesOf(id)).map((c) => c.code);
    const expected = [`T${P}`, `W${P}`];
    expect(await staffCodes(sibling.id)).toEqual(expected);
    expect((await partnerCodesOf(sibling.id)).map((c) => c.code)).toEqual(expected);
    expect(await staffCodes(ids.visible)).toEqual([`S${P}`, `T${P}`, `W${P}`]);
    expect(await staffCodes(ids.blocked)).toEqual([`S${P}`, `T${P}`, `W${P}`, `X${P}`]);
    expect(await staffCodes(ids.unassigned)).toEqual([`U${P}`]);
    for (const code of [twice, elsewhere, own])
      expect(
        (await t.call('device.error-codes.destroy', { params: { id: code.body.model.id }, token: staff }))
          .status,
      ).toBe(200);
  });

  it('lists a code for both device pages as it was last written: its code and each language of its description', async () => {
    const sibling = await makeDevice(t, staff, {
      code: `${P}-S3`,
      name: `Pompa ${P} Trzecia`,
      group_id: ids.leaf,
    });
    const made = await t.call('device.error-codes.store', {
      token: staff,
      body: {
        code: `Q${P}`,
        description: { pl: 'Zbyt niskie ciśnienie', en: 'Pressure too low' },
        groups: [ids.leaf],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.model.id as number;
    const listed = async () => {
      const pick = (codes: { id: number; code: string; description: unknown }[]) => {
        const found = codes.find((c) => c.id === id);
        return found && { id: found.id, code: found.code, description: found.description };
      };
      const partner = pick(await partnerCodesOf(sibling.id));
      expect(pick(await staffCodesOf(sibling.id))).toEqual(partner);
      return partner;
    };
    expect(await listed()).toEqual({
      id,
      code: `Q${P}`,
      description: { pl: 'Zbyt niskie ciśnienie', en: 'Pressure too low' },
    });
    const edited = await t.call('device.error-codes.update', {
      params: { id },
      token: staff,
      body: {
        code: `R${P}`,
        description: { pl: 'Ciśnienie „za niskie” — sprawdź zawór', en: null },
        groups: [ids.leaf],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await listed()).toEqual({
      id,
      code: `R${P}`,
      description: { pl: 'Ciśnienie „za niskie” — sprawdź zawór', en: null },
    });
    // The device page's filter searches its codes and descriptions, diacritics folded.
    for (const search of ['zawor', `r${P}`]) {
      const found = await pz(`errorcodes${byDevice(sibling.id)}&search=${encodeURIComponent(search)}`);
      expect(idsOf(found.body), search).toEqual([id]);
    }
    await t.deps.db.update(errorCodes).set({ description: null }).where(eq(errorCodes.id, id));
    expect(await listed()).toEqual({ id, code: `R${P}`, description: null });
    expect((await t.call('device.error-codes.destroy', { params: { id }, token: staff })).status).toBe(200);
    expect(await listed()).toBeUndefined();
  });

  it('finds error codes by device model only through visible devices', async () => {
    const byVisible = await pz(`errorcodes?model=${encodeURIComponent(`${P} widoczna`)}&per_page=100`);
    expect(idsOf(byVisible.body).sort()).toEqual([codes.wide, codes.specific].sort());
    for (const word of ['Zablokowana', 'Nieprzypisana', 'Ukryta']) {
      const res = await pz(`errorcodes?model=${encodeURIComponent(`${P} ${word}`)}`);
      expect(res.status).toBe(200);
      expect(res.body.results, word).toEqual([]);
    }
    const byCode = await pz(`errorcodes?code=${encodeURIComponent(`s${P}`)}`);
    expect(idsOf(byCode.body)).toEqual([codes.specific]);
    // Codes are matched from their start, as one reads them off a display.
    expect(idsOf((await pz(`errorcodes?code=${encodeURIComponent(P)}&per_page=100`)).body)).not.toContain(
      codes.specific,
    );
    expect(byCode.body.results[0].devices.map((d: { id: number }) => d.id)).toEqual([ids.visible]);
    const byDevice = await pz(`errorcodes?device=${ids.blocked}`);
    expect(byDevice.body.results).toEqual([]);
    expect((await pz('errorcodes?model=')).status).toBe(200);
  });

  it('sorts a partner’s search by code in the staff list’s order, ignoring case', async () => {
    const made: string[] = [];
    for (const code of ['e2', 'F1', 'a1', 'E10']) {
      const res = await t.call('device.error-codes.store', {
        token: staff,
        body: { code: `${P}${code}`, groups: [ids.leaf] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body.model.code);
    }
    const mine = (body: { results: { code: string }[] }) =>
      body.results.map((r) => r.code).filter((c) => made.includes(c));
    const expected = ['a1', 'E10', 'e2', 'F1'].map((c) => `${P}${c}`);
    const asc = await pz(
      `errorcodes?model=${encodeURIComponent(`${P} widoczna`)}&sort_by=code&sort_direction=asc&per_page=100`,
    );
    expect(mine(asc.body)).toEqual(expected);
    const desc = await pz(
      `errorcodes?code=${encodeURIComponent(P)}&sort_by=code&sort_direction=desc&per_page=100`,
    );
    expect(mine(desc.body)).toEqual([...expected].reverse());
    const staffList = await t.call('device.error-codes.index', {
      token: staff,
      query: { search: P, sort_by: 'code', sort_direction: 'asc', per_page: 100 },
    });
    expect(mine(staffList.body)).toEqual(expected);
  });

  it('names only active groups of an error code to partners; staff see all of them', async () => {
    const both = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `G${P}`, groups: [ids.leaf, ids.off] },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    const groupIds = (model: { groups: { id: number }[] }) => model.groups.map((g) => g.id).sort();
    const partnerView = await pz(`errorcodes/${both.body.model.id}`);
    expect(partnerView.status).toBe(200);
    expect(groupIds(partnerView.body.model)).toEqual([ids.leaf]);
    const staffView = await t.call('device.error-codes.show', {
      params: { id: both.body.model.id },
      token: staff,
    });
    expect(groupIds(staffView.body.model)).toEqual([ids.leaf, ids.off].sort());
  });
});
