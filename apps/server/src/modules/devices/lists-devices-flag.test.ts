import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { devices, errorCodeDevices, errorCodes } from './tables.ts';
import { makeDevice, makeGroup, runTag } from './test-fixtures.ts';

/**
 * `error_codes.lists_devices` is kept by triggers (migration 0022), and the partner zone's
 * error-code search trusts it to pick which of a code's two ways of concerning devices to test:
 * every write of the links — the code's form, plain SQL one row or many, a deleted device's
 * cascade, a truncate — must leave it equal to whether the code has a link.
 */

let t: TestApp;
let staff: string;
let partner: string;
const P = runTag('LD');
const dev = { a: 0, b: 0 };
let group = 0;

/** Every code's stored flag equals the links as they are (seeded codes included). */
async function expectFlagsMatchTheLinks() {
  const stale = await t.deps.db
    .select({ id: errorCodes.id, code: errorCodes.code })
    .from(errorCodes)
    .where(
      sql`${errorCodes.lists_devices} IS DISTINCT FROM EXISTS (SELECT 1 FROM ${errorCodeDevices}
        WHERE ${errorCodeDevices.error_code_id} = ${errorCodes.id})`,
    );
  expect(stale).toEqual([]);
}

const flagOf = async (id: number) => {
  const [row] = await t.deps.db
    .select({ lists: errorCodes.lists_devices })
    .from(errorCodes)
    .where(eq(errorCodes.id, id));
  return row.lists;
};

const store = async (code: string, device_ids: number[]) => {
  const res = await t.call('device.error-codes.store', {
    token: staff,
    body: { code, groups: [group], device_ids },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.model.id as number;
};

/** The partner search narrowed by a code's start and a model word, as an installer types them. */
const partnerSearch = async (code: string, model: string) => {
  const res = await t.request(
    'GET',
    `/api/partner-zone/device/errorcodes?code=${encodeURIComponent(code)}&model=${encodeURIComponent(model)}`,
    { token: partner },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.results as { code: string }[]).map((r) => r.code).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  staff = (await createUser(t, { role: 'admin' })).token;
  partner = (await createUser(t, { role: 'partner' })).token;
  group = (await makeGroup(t, staff, { code: `${P}-g` })).id;
  dev.a = (await makeDevice(t, staff, { code: `${P}-A`, name: `Pompa Alfa ${P}`, group_id: group })).id;
  dev.b = (await makeDevice(t, staff, { code: `${P}-B`, name: `Pompa Beta ${P}`, group_id: group })).id;
});
afterAll(() => t.close());

describe('the stored "lists devices" of an error code follows every write of its links', () => {
  it('starts equal to the links of every seeded code', async () => {
    await expectFlagsMatchTheLinks();
  });

  it('through the code’s form: created with and without devices, devices added and removed', async () => {
    const listed = await store(`X1${P}`, [dev.a]);
    const general = await store(`X2${P}`, []);
    expect([await flagOf(listed), await flagOf(general)]).toEqual([true, false]);

    const update = (id: number, code: string, device_ids: number[]) =>
      t.call('device.error-codes.update', {
        params: { id },
        token: staff,
        body: { code, groups: [group], device_ids },
      });
    expect((await update(general, `X2${P}`, [dev.b])).status).toBe(200);
    expect((await update(listed, `X1${P}`, [])).status).toBe(200);
    expect([await flagOf(listed), await flagOf(general)]).toEqual([false, true]);
    await expectFlagsMatchTheLinks();
  });

  it('through plain SQL: one link, many links at once, a link moved to another code', async () => {
    const one = await store(`X3${P}`, []);
    const two = await store(`X4${P}`, []);
    await t.deps.db.insert(errorCodeDevices).values({ error_code_id: one, device_id: dev.a });
    expect(await flagOf(one)).toBe(true);
    await t.deps.db.insert(errorCodeDevices).values([
      { error_code_id: two, device_id: dev.a },
      { error_code_id: two, device_id: dev.b },
    ]);
    expect(await flagOf(two)).toBe(true);

    const three = await store(`X5${P}`, []);
    await t.deps.db
      .update(errorCodeDevices)
      .set({ error_code_id: three })
      .where(eq(errorCodeDevices.error_code_id, one));
    expect([await flagOf(one), await flagOf(three)]).toEqual([false, true]);

    await t.deps.db.delete(errorCodeDevices).where(inArray(errorCodeDevices.error_code_id, [two, three]));
    expect([await flagOf(two), await flagOf(three)]).toEqual([false, false]);
    await expectFlagsMatchTheLinks();
  });

  it('a deleted device: its links go by the cascade, and a code left with none is found by its group', async () => {
    const only = await makeDevice(t, staff, {
      code: `${P}-C`,
      name: `Klimatyzator Gamma ${P}`,
      group_id: group,
    });
    const code = await store(`Y1${P}`, [only.id]);
    // Listing only the air conditioner, the code is not one of the heat pump's.
    expect(await partnerSearch(`Y1${P}`, `Alfa ${P}`)).toEqual([]);

    await t.deps.db.delete(devices).where(eq(devices.id, only.id));
    expect(await flagOf(code)).toBe(false);
    // Now it lists no device: it concerns every device of its group, the heat pump too.
    expect(await partnerSearch(`Y1${P}`, `Alfa ${P}`)).toEqual([`Y1${P}`]);
    await expectFlagsMatchTheLinks();
  });

  it('a deleted code takes its links with it', async () => {
    const code = await store(`Y2${P}`, [dev.a]);
    const res = await t.call('device.error-codes.destroy', { params: { id: code }, token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectFlagsMatchTheLinks();
  });

  it('a truncate of the links leaves no code listing a device', async () => {
    await store(`Y3${P}`, [dev.b]);
    await t.deps.db.execute(sql`TRUNCATE error_code_devices`);
    const [{ listing }] = await t.deps.db
      .select({ listing: sql<number>`count(*)::int` })
      .from(errorCodes)
      .where(eq(errorCodes.lists_devices, true));
    expect(listing).toBe(0);
    await expectFlagsMatchTheLinks();
  });
});
