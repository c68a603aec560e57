import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloads } from '../../core/files/tables.ts';
import {
  codes,
  ids,
  idsOf,
  openPartnerZoneCatalogue,
  P,
  partner,
  partnerUser,
  pz,
  staff,
  t,
} from './partner-zone-fixtures.ts';
import { errorCodeDevices, errorCodeViews } from './tables.ts';
import { makeGroup, storeTestFile, testPdf } from './test-fixtures.ts';

openPartnerZoneCatalogue();

describe('error-code views and manual downloads', () => {
  const views = () =>
    t.deps.db
      .select()
      .from(errorCodeViews)
      .where(and(eq(errorCodeViews.error_code_id, codes.wide), eq(errorCodeViews.user_id, partnerUser.id)));
  const counted = () =>
    t.deps.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.record_type, 'error_code'), eq(downloads.record_id, codes.wide)));

  it('records one view per opening, none for lists', async () => {
    await pz(`errorcodes?code=${encodeURIComponent(`W${P}`)}`);
    expect(await views()).toHaveLength(0);
    const first = await pz(`errorcodes/${codes.wide}`);
    expect(first.status).toBe(200);
    expect(first.body.model.manual_pl.url).toBe(
      `/api/partner-zone/device/errorcodes/${codes.wide}/download?lang=pl`,
    );
    expect(first.body.model.manual_en).toBeNull();
    expect(await views()).toHaveLength(1);
    await pz(`errorcodes/${codes.wide}`);
    const rows = await views();
    expect(rows).toHaveLength(2);
    expect(rows[0].partner_id).toBe(partnerUser.partner_id);
    expect((await pz('errorcodes/99999999')).status).toBe(404);
  });

  it('streams the manual as a counted download, once per download', async () => {
    const res = await pz(`errorcodes/${codes.wide}/download?lang=pl`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="instrukcja-e101.pdf"/);
    expect(res.raw.startsWith('%PDF-')).toBe(true);
    expect(await counted()).toHaveLength(1);
    const resumed = await t.call('partner-zone.device.errorcodes.download', {
      params: { id: codes.wide },
      query: { lang: 'pl' },
      token: partner,
      headers: { range: 'bytes=100-' },
    });
    expect(resumed.status).toBe(206);
    expect(await counted()).toHaveLength(1);
    await pz(`errorcodes/${codes.wide}/download`);
    const rows = await counted();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ user_id: partnerUser.id, partner_id: partnerUser.partner_id });
    const missing = await pz(`errorcodes/${codes.wide}/download?lang=en`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Instrukcja w tym języku nie jest dostępna');
    expect(await counted()).toHaveLength(2);
    expect((await pz(`errorcodes/${codes.wide}/download?lang=de`)).status).toBe(422);
  });
});

describe('error codes follow the devices’ visibility', () => {
  /** A code with its own Polish manual (a file belongs to one record). */
  async function codeWith(code: string, links: { groups?: number[]; device_ids?: number[] }) {
    const manual = await storeTestFile(t, await testPdf(code), `${code}.pdf`, { area: 'private' });
    const res = await t.call('device.error-codes.store', {
      token: staff,
      body: { code, groups: [], ...links, manual_pl: manual.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.model.id as number;
  }

  it('hides a code that concerns only blocked devices or devices of inactive groups: list, show and download', async () => {
    const hidden = {
      blocked: await codeWith(`HB${P}`, { groups: [ids.leaf], device_ids: [ids.blocked] }),
      inactive: await codeWith(`HI${P}`, { groups: [ids.off] }),
    };
    const shown = {
      visible: await codeWith(`HV${P}`, { groups: [ids.leaf], device_ids: [ids.visible, ids.blocked] }),
      general: await codeWith(`HG${P}`, {}),
    };
    const listed = await pz(`errorcodes?code=${encodeURIComponent(`H`)}&per_page=100`);
    expect(listed.status).toBe(200);
    const found = idsOf(listed.body);
    for (const id of Object.values(hidden)) expect(found).not.toContain(id);
    for (const id of Object.values(shown)) expect(found).toContain(id);
    for (const [why, id] of Object.entries(hidden)) {
      expect((await pz(`errorcodes/${id}`)).status, why).toBe(404);
      const download = await pz(`errorcodes/${id}/download?lang=pl`);
      expect(download.status, why).toBe(404);
      expect(download.body).toEqual({ message: 'Nie znaleziono rekordu' });
    }
    for (const id of Object.values(shown)) {
      expect((await pz(`errorcodes/${id}`)).status).toBe(200);
      expect((await pz(`errorcodes/${id}/download?lang=pl`)).status).toBe(200);
    }
    // Staff still see and edit every code.
    for (const id of Object.values(hidden))
      expect((await t.call('device.error-codes.show', { params: { id }, token: staff })).status).toBe(200);
  });

  it('applies one rule whether the search names a code (codes tested one by one) or not (codes gathered)', async () => {
    const emptyOn = await makeGroup(t, staff, { code: `${P}-empty-on`, parent_id: ids.group });
    const emptyOff = await makeGroup(t, staff, { code: `${P}-empty-off`, active: false });
    const Q = `Q${P}`;
    // Whether partners see it, and whether it concerns the one visible device.
    const cases: [string, { groups?: number[]; device_ids?: number[] }, boolean, boolean][] = [
      ['direct-visible', { groups: [ids.leaf], device_ids: [ids.visible] }, true, true],
      [
        'direct-visible-and-blocked',
        { groups: [ids.leaf], device_ids: [ids.blocked, ids.visible] },
        true,
        true,
      ],
      ['direct-blocked', { groups: [ids.leaf], device_ids: [ids.blocked] }, false, false],
      ['direct-hidden', { groups: [ids.off], device_ids: [ids.hidden] }, false, false],
      // Linked below to the unassigned device, which the store refuses (a device out of its groups).
      ['direct-unassigned', { groups: [ids.group] }, false, false],
      ['group-above-visible', { groups: [ids.group] }, true, true],
      ['group-of-visible', { groups: [ids.leaf, emptyOff.id] }, true, true],
      ['group-inactive-with-device', { groups: [ids.off] }, false, false],
      ['general', {}, true, false],
      ['general-visible-group', { groups: [emptyOn.id] }, true, false],
      ['general-hidden-group', { groups: [emptyOff.id] }, false, false],
    ];
    const made = new Map<number, string>();
    for (const [name, links, ,] of cases) {
      const res = await t.call('device.error-codes.store', {
        token: staff,
        body: { code: `${Q}-${name}`, groups: [], ...links },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.set(res.body.model.id, name);
      if (name === 'direct-unassigned')
        await t.deps.db
          .insert(errorCodeDevices)
          .values({ error_code_id: res.body.model.id, device_id: ids.unassigned });
    }
    const names = async (query: string) => {
      const res = await pz(`errorcodes?${query}&per_page=100`);
      expect(res.status, query).toBe(200);
      return idsOf(res.body)
        .filter((id) => made.has(id))
        .map((id) => made.get(id))
        .sort();
    };
    const shown = cases
      .filter((c) => c[2])
      .map((c) => c[0])
      .sort();
    const ofVisibleDevice = cases
      .filter((c) => c[3])
      .map((c) => c[0])
      .sort();
    const model = `model=${encodeURIComponent(P)}`;
    expect(await names(`code=${Q}`), 'by code').toEqual(shown);
    expect(await names('sort_by=created_at'), 'every code').toEqual(shown);
    expect(await names(model), 'by model').toEqual(ofVisibleDevice);
    expect(await names(`code=${Q}&${model}`), 'by code and model').toEqual(ofVisibleDevice);
    expect(await names(`code=${Q}&device=${ids.visible}`), 'by code and device').toEqual(ofVisibleDevice);
    for (const [id, name] of made) {
      expect((await pz(`errorcodes/${id}`)).status, name).toBe(shown.includes(name) ? 200 : 404);
    }
  });
});
