import { eq, isNotNull, sql } from 'drizzle-orm';
import { downloads } from '../../../../apps/server/src/core/files/tables.ts';
import type { Executor } from '../../../../apps/server/src/db/client.ts';
import {
  deviceGroups,
  devices,
  deviceTagLinks,
  deviceTags,
  errorCodeDevices,
  errorCodeGroups,
  errorCodes,
  errorCodeViews,
  productCards,
} from '../../../../apps/server/src/modules/devices/tables.ts';
import { users } from '../../../../apps/server/src/modules/people/tables.ts';
import { producers } from '../../../../apps/server/src/modules/producers/tables.ts';
import type { Rng } from '../../lib/rng.ts';
import { type AreaGenerator, inSlices, insertReturningIds, insertRows } from '../context.ts';

/** Per scale 1 (issue 5): devices in a group tree, error codes, and partners' views and manual downloads. */
const DEVICES = 2000;
const ERROR_CODES = 5000;
const VIEWS = 150_000;
const DOWNLOADS = 100_000;

const KINDS = [
  ['Pompa ciepła powietrze-woda', 'Air-to-water heat pumps', 'kW'],
  ['Pompa ciepła gruntowa', 'Ground source heat pumps', 'kW'],
  ['Klimatyzator ścienny', 'Wall-mounted air conditioners', 'kW'],
  ['Klimatyzator kasetonowy', 'Cassette air conditioners', 'kW'],
  ['Rekuperator', 'Heat recovery units', 'm³/h'],
  ['Kurtyna powietrzna', 'Air curtains', 'kW'],
  ['Zasobnik c.w.u.', 'Hot water tanks', 'l'],
] as const;
const LINES = [
  'AquaTerm',
  'EcoMono',
  'HotPower',
  'Breeze',
  'Silence',
  'Nordic',
  'Comfort',
  'Terra',
  'Flex',
  'Solo',
];
const BRANDS = ['Termaris', 'Aerotherm', 'PolarKlima', 'Ventiq', 'Hydronix'];
const VARIANTS = [
  'Jednostka zewnętrzna',
  'Jednostka wewnętrzna',
  'Zasilanie 1-fazowe',
  'Zasilanie 3-fazowe',
  null,
];
const FAULTS = [
  'Błąd czujnika temperatury zewnętrznej',
  'Brak przepływu wody w obiegu grzewczym',
  'Zbyt wysokie ciśnienie czynnika chłodniczego',
  'Błąd komunikacji jednostki wewnętrznej z zewnętrzną',
  'Przegrzanie sprężarki',
  'Zabrudzony filtr powietrza',
  'Błąd wentylatora',
  'Zabezpieczenie przed zamarzaniem',
];

type Leaf = { id: number; path: string; kind: number };

/** Five roots per √scale, each with four subgroups of five leaves: about 125 groups at scale 1. */
async function groupTree(
  tx: Executor,
  rng: Rng,
  scale: number,
  now: Date,
): Promise<{ leaves: Leaf[]; groups: number }> {
  const roots = 5 * Math.max(1, Math.ceil(Math.sqrt(scale)));
  const leaves: Leaf[] = [];
  const insert = async (
    parent: { id: number; path: string; depth: number } | null,
    code: string,
    pl: string,
    order: number,
  ) => {
    const [row] = await tx
      .insert(deviceGroups)
      .values({
        parent_id: parent?.id ?? null,
        path: '/',
        depth: parent ? parent.depth + 1 : 0,
        code,
        name: { pl, en: null },
        active: rng.chance(0.97),
        order,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: deviceGroups.id });
    const path = `${parent?.path ?? '/'}${row.id}/`;
    await tx.update(deviceGroups).set({ path }).where(eq(deviceGroups.id, row.id));
    return { id: row.id, path, depth: parent ? parent.depth + 1 : 0 };
  };
  for (let r = 0; r < roots; r++) {
    const kind = r % KINDS.length;
    const root = await insert(null, `B${r}`, `${KINDS[kind][0]} ${r + 1}`, r + 1);
    for (let m = 0; m < 4; m++) {
      const mid = await insert(root, `B${r}-${m}`, `${rng.pick(BRANDS)} seria ${m + 1}`, m + 1);
      for (let l = 0; l < 5; l++) {
        const leaf = await insert(mid, `B${r}-${m}-${l}`, `${rng.pick(LINES)} ${l + 1}`, l + 1);
        leaves.push({ ...leaf, kind });
      }
    }
  }
  return { leaves, groups: roots * 25 };
}

function deviceRow(
  rng: Rng,
  i: number,
  leaf: Leaf | null,
  producerIds: number[],
  cardIds: number[],
  now: Date,
) {
  const [kind, , unit] = KINDS[leaf?.kind ?? rng.int(0, KINDS.length - 1)];
  const size =
    unit === 'kW' ? rng.pick([2.5, 3.5, 5, 6, 8, 10, 12, 14, 16]) : rng.pick([200, 300, 350, 450, 550]);
  const created = rng.dateWithin(now, 5 * 365);
  return {
    code: `BD${String(i).padStart(6, '0')}`,
    name: `${kind} ${rng.pick(BRANDS)} ${rng.pick(LINES)} ${String(size).replace('.', ',')} ${unit}`,
    name2: rng.pick(VARIANTS),
    unit: 'szt.',
    heating_capacity: unit === 'kW' ? size.toFixed(2) : null,
    cooling_capacity: unit === 'kW' && rng.chance(0.6) ? (size * 0.9).toFixed(2) : null,
    blocked: rng.chance(0.02),
    sales_price: rng.int(1500, 60000) * 100,
    is_offerable: rng.chance(0.4),
    erp_managed: rng.chance(0.9),
    group_id: leaf?.id ?? null,
    producer_id: rng.pick(producerIds),
    product_card_id: rng.chance(0.8) ? rng.pick(cardIds) : null,
    created_at: created,
    updated_at: created,
  };
}

export const devicesGenerator: AreaGenerator = {
  name: 'devices',
  async generate(ctx) {
    const { db, rng, now, scale } = ctx;
    const counts: Record<string, number> = {};
    const producerIds = (await db.select({ id: producers.id }).from(producers)).map((p) => p.id);
    if (!producerIds.length) throw new Error('No producers: the devices demo seed step did not run.');
    const tagIds = (await db.select({ id: deviceTags.id }).from(deviceTags)).map((t) => t.id);
    const partnerUsers = await db
      .select({ id: users.id, partner_id: users.partner_id })
      .from(users)
      .where(isNotNull(users.partner_id))
      .orderBy(sql`md5(${users.id}::text)`)
      .limit(5000);

    const { leaves, deviceIds, leafOf } = await db.transaction(async (tx) => {
      const { leaves, groups } = await groupTree(tx, rng, scale, now);
      const cardIds = await insertReturningIds(
        tx,
        productCards,
        Array.from({ length: Math.round((DEVICES * scale) / 10) }, (_, i) => ({
          name: { pl: `Karta produktu ${rng.pick(LINES)} ${i + 1}`, en: null },
          features: { pl: '<ul><li>Cicha praca</li><li>Sterowanie Wi-Fi</li></ul>', en: null },
          created_at: now,
          updated_at: now,
        })),
      );
      const total = Math.round(DEVICES * scale);
      const assigned = Array.from({ length: total }, () => (rng.chance(0.03) ? null : rng.pick(leaves)));
      const deviceIds = await insertReturningIds(
        tx,
        devices,
        assigned.map((leaf, i) => deviceRow(rng, i, leaf, producerIds, cardIds, now)),
      );
      const leafOf = new Map(deviceIds.map((id, i) => [id, assigned[i]]));
      if (tagIds.length) {
        await insertRows(
          tx,
          deviceTagLinks,
          deviceIds.flatMap((device_id) =>
            rng.sample(tagIds, rng.int(0, 2)).map((tag_id) => ({ device_id, tag_id })),
          ),
        );
      }
      counts.device_groups = groups;
      counts.product_cards = cardIds.length;
      counts.devices = deviceIds.length;
      return { leaves, deviceIds, leafOf };
    });

    // The product's demo seed stored real PDF manuals; generated codes share them, so counted
    // downloads in the load benchmark stream real files.
    const manualIds = (
      await db
        .selectDistinct({ id: errorCodes.manual_pl_file_id })
        .from(errorCodes)
        .where(isNotNull(errorCodes.manual_pl_file_id))
    ).map((r) => r.id as number);
    if (!manualIds.length) throw new Error('The demo seed stored no error-code manuals to share.');
    const byLeaf = new Map<number, number[]>();
    for (const [id, leaf] of leafOf) if (leaf) byLeaf.set(leaf.id, [...(byLeaf.get(leaf.id) ?? []), id]);
    const codeTotal = Math.round(ERROR_CODES * scale);
    const codeIds: number[] = [];
    await inSlices(db, codeTotal, 2000, async (tx, from, to) => {
      const plan = Array.from({ length: to - from }, (_, k) => {
        const leaf = rng.pick(leaves);
        const specific = rng.chance(0.33) ? rng.sample(byLeaf.get(leaf.id) ?? [], rng.int(1, 4)) : [];
        return { leaf, specific, n: from + k };
      });
      const ids = await insertReturningIds(
        tx,
        errorCodes,
        plan.map((p) => ({
          code: `${rng.pick(['E', 'F', 'P', 'H', 'A'])}${String(p.n % 100).padStart(2, '0')}`,
          description: { pl: rng.pick(FAULTS), en: null },
          manual_pl_file_id: rng.pick(manualIds),
          manual_en_file_id: rng.chance(0.7) ? rng.pick(manualIds) : null,
          created_at: rng.dateWithin(now, 3 * 365),
          updated_at: now,
        })),
      );
      // Line-specific codes link their leaf; the others the group above it (a whole series).
      await insertRows(
        tx,
        errorCodeGroups,
        plan.map((p, i) => ({
          error_code_id: ids[i],
          group_id: p.specific.length ? p.leaf.id : Number(p.leaf.path.split('/').filter(Boolean).at(-2)),
        })),
      );
      await insertRows(
        tx,
        errorCodeDevices,
        plan.flatMap((p, i) => p.specific.map((device_id) => ({ error_code_id: ids[i], device_id }))),
      );
      codeIds.push(...ids);
    });
    counts.error_codes = codeIds.length;
    counts.devices_unassigned = deviceIds.filter((id) => !leafOf.get(id)).length;

    if (partnerUsers.length) {
      const views = Math.round(VIEWS * scale);
      await inSlices(db, views, 20_000, async (tx, from, to) => {
        await insertRows(
          tx,
          errorCodeViews,
          Array.from({ length: to - from }, () => {
            const u = rng.pick(partnerUsers);
            return {
              error_code_id: rng.pick(codeIds),
              user_id: u.id,
              partner_id: u.partner_id,
              viewed_at: rng.dateWithin(now, 2 * 365),
            };
          }),
        );
      });
      const taken = Math.round(DOWNLOADS * scale);
      await inSlices(db, taken, 20_000, async (tx, from, to) => {
        await insertRows(
          tx,
          downloads,
          Array.from({ length: to - from }, () => {
            const u = rng.pick(partnerUsers);
            return {
              user_id: u.id,
              partner_id: u.partner_id,
              file_id: rng.pick(manualIds),
              record_type: 'error_code',
              record_id: rng.pick(codeIds),
              downloaded_at: rng.dateWithin(now, 2 * 365),
            };
          }),
        );
      });
      counts.error_code_views = views;
      counts.error_code_downloads = taken;
    }
    return counts;
  },
};
