import { eq, inArray } from 'drizzle-orm';
import { safeName } from '../../../core/files/paths.ts';
import type { SeedContext, SeedStep } from '../../../core/seed/runner.ts';
import { producers } from '../../producers/tables.ts';
import {
  deviceConfigurationItems,
  deviceConfigurations,
  deviceGroups,
  devices,
  deviceTagLinks,
  deviceTags,
  functionalities,
  productCardFiles,
  productCardFunctionalities,
  productCards,
  productCardTags,
  typeCards,
} from '../tables.ts';
import { FUNCTIONALITIES, GROUP_TREE, type GroupDef, PRODUCERS, SERIES, type Series, TAGS } from './data.ts';
import { insertErrorCodes, planErrorCodes, storeManuals } from './error-codes.ts';
import { linkFiles, type SeedFile, storeLibraryFile } from './files.ts';
import { accentFor, functionalityIcon, productImage } from './images.ts';

type Groups = Map<string, { id: number; path: string; depth: number; def: GroupDef }>;

async function insertGroups(ctx: SeedContext): Promise<Groups> {
  const out: Groups = new Map();
  const walk = async (defs: GroupDef[], parent: { id: number; path: string; depth: number } | null) => {
    for (const [order, def] of defs.entries()) {
      const [row] = await ctx.tx
        .insert(deviceGroups)
        .values({
          parent_id: parent?.id ?? null,
          path: '/',
          depth: parent ? parent.depth + 1 : 0,
          code: def.code,
          name: { pl: def.pl, en: def.en },
          order: order + 1,
        })
        .returning({ id: deviceGroups.id });
      const path = `${parent?.path ?? '/'}${row.id}/`;
      await ctx.tx.update(deviceGroups).set({ path }).where(eq(deviceGroups.id, row.id));
      const node = { id: row.id, path, depth: parent ? parent.depth + 1 : 0, def };
      out.set(def.code, node);
      if (def.children) await walk(def.children, node);
    }
  };
  await walk(GROUP_TREE, null);
  return out;
}

// The one file-name rule (Polish letters transliterated, not dropped: "Pompy ciepła" → "pompy-ciepla").
const slug = safeName;

const kw = (n: number) => String(n).replace('.', ',');

/** Model names the way installers say them: "… 8 kW" (or airflow for recuperators). */
function capacityLabel(series: Series, capacity: number): string {
  if (series.family === 'rec') return `${capacity} m³/h`;
  if (series.family === 'acc') return `${kw(capacity)}″`;
  return `${kw(capacity)} kW`;
}

type DeviceSeed = typeof devices.$inferInsert & {
  series: Series;
  role: 'unit' | 'outdoor' | 'indoor';
  capacity: number;
};

function devicesOf(series: Series, groupId: number, productCardId: number): DeviceSeed[] {
  const out: DeviceSeed[] = [];
  const min = Math.min(...series.capacities);
  for (const [ci, capacity] of series.capacities.entries()) {
    for (const variant of series.variants) {
      const base = `${series.code}${String(Math.round(capacity * 10)).padStart(3, '0')}${variant.code}`;
      const label = `${series.name} ${capacityLabel(series, capacity)}${variant.suffix ? ` ${variant.suffix}` : ''}`;
      const priceZl = Math.round((series.price + series.perKw * (capacity - min)) / 10) * 10;
      const heating = series.heating ? (series.family === 'ac' ? capacity * 1.1 : capacity) : null;
      const cooling = series.cooling ? (series.family === 'ac' ? capacity : capacity * 0.85) : null;
      const common = {
        series,
        capacity,
        unit: 'szt.',
        factor: '1',
        heating_capacity: heating === null ? null : heating.toFixed(2),
        cooling_capacity: cooling === null ? null : cooling.toFixed(2),
        group_id: groupId,
        product_card_id: productCardId,
        erp_managed: series.family !== 'acc',
        // The last model of one line is discontinued: blocked in the ERP, hidden from partners.
        blocked: series.code === 'AEM' && ci === series.capacities.length - 1,
      };
      if (series.split) {
        out.push({
          ...common,
          role: 'outdoor',
          code: `${base}-ZEW`,
          name: `${label} – jednostka zewnętrzna`,
          name2: variant.name2 || 'Jednostka zewnętrzna',
          sales_price: Math.round(priceZl * 0.62) * 100,
          is_offerable: false,
        });
        out.push({
          ...common,
          role: 'indoor',
          code: `${base}-WEW`,
          name: `${label} – jednostka wewnętrzna`,
          name2: variant.name2 || 'Jednostka wewnętrzna',
          sales_price: Math.round(priceZl * 0.38) * 100,
          is_offerable: series.family !== 'acc',
          offer_description: `Zestaw ${label}: jednostka zewnętrzna i wewnętrzna z montażem standardowym.`,
        });
      } else {
        out.push({
          ...common,
          role: 'unit',
          code: base,
          name: label,
          name2: variant.name2 || null,
          sales_price: priceZl * 100,
          is_offerable: series.family === 'hp' || series.family === 'rec',
          offer_description:
            series.family === 'hp' || series.family === 'rec' ? `${label} z montażem i uruchomieniem.` : null,
        });
      }
    }
  }
  return out;
}

/** Items the ERP sends that nobody has put into a group yet (staff see them, partners do not). */
const UNASSIGNED = [
  ['ZM-38-5', 'Zestaw montażowy 1/4" – 3/8", 5 m', 'Rury miedziane w izolacji'],
  ['NW-18', 'Naczynie wzbiorcze 18 l', 'Do instalacji grzewczych'],
  ['SH-40', 'Sprzęgło hydrauliczne 40 kW', null],
  ['KS-600', 'Konsola ścienna 600 mm', 'Nośność do 140 kg'],
  ['PS-01', 'Pompka skroplin mini', null],
] as const;

async function seedCatalogue(ctx: SeedContext): Promise<void> {
  const [existing] = await ctx.tx
    .select({ id: deviceGroups.id })
    .from(deviceGroups)
    .where(
      inArray(
        deviceGroups.code,
        GROUP_TREE.map((g) => g.code),
      ),
    )
    .limit(1);
  // A catalogue someone already built by hand is left alone.
  if (existing) return;
  const { tx } = ctx;

  // Producers may exist already (trainings use them too): reuse those.
  await tx
    .insert(producers)
    .values(PRODUCERS.map((name) => ({ name })))
    .onConflictDoNothing();
  const allProducers = await tx.select().from(producers).where(inArray(producers.name, PRODUCERS));
  const producerId = new Map(allProducers.map((p) => [p.name, p.id]));

  const tagRows = await tx
    .insert(deviceTags)
    .values(TAGS.map((t) => ({ name: { pl: t.pl, en: t.en }, color: t.color })))
    .returning();
  const tagId = new Map(tagRows.map((t) => [t.name.pl, t.id]));

  const fnRows: { id: number; type: 0 | 1 }[] = [];
  for (const [i, f] of FUNCTIONALITIES.entries()) {
    const icon = await storeLibraryFile(ctx, {
      path: `katalog/ikony/${slug(f.en)}.png`,
      originalName: `${slug(f.en)}.png`,
      mime: 'image/png',
      bytes: await functionalityIcon(f.shape, accentFor(i)),
      width: 256,
      height: 256,
    });
    const [row] = await tx
      .insert(functionalities)
      .values({ name: { pl: f.pl, en: f.en }, type: f.type, image_file_id: icon.id })
      .returning({ id: functionalities.id, type: functionalities.type });
    await linkFiles(ctx, [{ fileId: icon.id, ownerType: 'functionality.image', ownerId: row.id }]);
    fnRows.push(row);
  }

  const groups = await insertGroups(ctx);
  const gallery = new Map<string, SeedFile[]>();
  for (const family of ['hp', 'ac', 'rec', 'acc'] as const) {
    const images: SeedFile[] = [];
    for (const scene of [1, 2]) {
      images.push(
        await storeLibraryFile(ctx, {
          path: `katalog/zdjecia/${family}-montaz-${scene}.jpg`,
          originalName: `${family}-montaz-${scene}.jpg`,
          mime: 'image/jpeg',
          bytes: await productImage(family, accentFor(scene + 3), scene),
          width: 800,
          height: 600,
        }),
      );
    }
    gallery.set(family, images);
  }

  const plan = planErrorCodes();
  const manuals = await storeManuals(ctx, groups, plan);
  const standard = fnRows.filter((f) => f.type === 0).map((f) => f.id);
  const optional = fnRows.filter((f) => f.type === 1).map((f) => f.id);
  const allDevices: (DeviceSeed & { id: number })[] = [];
  const devicesOfSeries = new Map<Series, number[]>();
  for (const [si, series] of SERIES.entries()) {
    const photo = await storeLibraryFile(ctx, {
      path: `katalog/zdjecia/${series.code.toLowerCase()}.jpg`,
      originalName: `${slug(series.name)}.jpg`,
      mime: 'image/jpeg',
      bytes: await productImage(series.family, accentFor(si)),
      width: 800,
      height: 600,
    });
    const features = `<p>${series.name} — najważniejsze cechy:</p><ul>${series.features.map((f) => `<li>${f}</li>`).join('')}</ul>`;
    const [card] = await tx
      .insert(productCards)
      .values({
        name: { pl: series.name, en: null },
        features: { pl: features, en: null },
        video_link: `https://www.youtube.com/results?search_query=${encodeURIComponent(series.name)}`,
        video_description: { pl: `Prezentacja serii ${series.name}`, en: null },
        main_photo_file_id: photo.id,
        show_on_homepage: series.tags.includes('Bestseller') || series.tags.includes('Nowość'),
        show_on_brandpage: series.producer === 'Termaris',
      })
      .returning({ id: productCards.id });
    const leafGroup = groups.get(series.leaf);
    if (!leafGroup) throw new Error(`demo catalogue: no group ${series.leaf}`);
    const manual = manuals.get(series.leaf.split('-').slice(0, 2).join('-'));
    const galleryFiles = gallery.get(series.family) ?? [];
    const materials = manual ? [manual.pl] : [];
    await tx.insert(productCardFiles).values([
      ...galleryFiles.map((f, position) => ({
        product_card_id: card.id,
        file_id: f.id,
        kind: 'gallery' as const,
        position,
      })),
      ...materials.map((f, position) => ({
        product_card_id: card.id,
        file_id: f.id,
        kind: 'material' as const,
        position,
      })),
    ]);
    await linkFiles(ctx, [
      { fileId: photo.id, ownerType: 'product_card.main_photo', ownerId: card.id },
      ...galleryFiles.map((f) => ({ fileId: f.id, ownerType: 'product_card.gallery', ownerId: card.id })),
      ...materials.map((f) => ({ fileId: f.id, ownerType: 'product_card.material', ownerId: card.id })),
    ]);
    const cardTags = series.tags.map((t) => tagId.get(t)).filter((id): id is number => id !== undefined);
    if (cardTags.length) {
      await tx
        .insert(productCardTags)
        .values(cardTags.map((tag_id) => ({ product_card_id: card.id, tag_id })));
    }
    const cardFns = [...standard.slice(si % 3, (si % 3) + 3), ...optional.slice(si % 4, (si % 4) + 2)];
    await tx
      .insert(productCardFunctionalities)
      .values(cardFns.map((functionality_id) => ({ product_card_id: card.id, functionality_id })));

    const seeds = devicesOf(series, leafGroup.id, card.id).map((d) => ({
      ...d,
      producer_id: producerId.get(series.producer) ?? null,
    }));
    const inserted = await tx
      .insert(devices)
      .values(seeds.map(({ series: _s, role: _r, capacity: _c, ...row }) => row))
      .returning({ id: devices.id });
    const withIds = seeds.map((d, i) => ({ ...d, id: inserted[i].id }));
    allDevices.push(...withIds);
    devicesOfSeries.set(
      series,
      withIds.map((d) => d.id),
    );
    const links = withIds.flatMap((d) =>
      cardTags.filter((_, i) => (d.id + i) % 2 === 0).map((tag_id) => ({ device_id: d.id, tag_id })),
    );
    if (links.length) await tx.insert(deviceTagLinks).values(links);
  }

  await tx.insert(devices).values(
    UNASSIGNED.map(([code, name, name2], i) => ({
      code,
      name,
      name2,
      sales_price: (149 + i * 120) * 100,
      erp_managed: true,
    })),
  );
  await seedConfigurations(ctx, allDevices);
  await insertErrorCodes(ctx, groups, plan, manuals, devicesOfSeries);
  await seedTypeCards(ctx, gallery);
}

/** A split system is sold as a set: its outdoor unit (external) and indoor unit (internal). */
async function seedConfigurations(ctx: SeedContext, all: (DeviceSeed & { id: number })[]) {
  for (const indoor of all.filter((d) => d.role === 'indoor')) {
    const outdoor = all.find(
      (d) =>
        d.role === 'outdoor' && d.series === indoor.series && d.code === indoor.code.replace(/-WEW$/, '-ZEW'),
    );
    if (!outdoor) continue;
    const multi = indoor.series.leaf === 'KL-DOM-MULTI';
    const [config] = await ctx.tx
      .insert(deviceConfigurations)
      .values({
        device_id: indoor.id,
        name: `Zestaw ${indoor.series.name} ${capacityLabel(indoor.series, indoor.capacity)}${multi ? ' (2 pomieszczenia)' : ''}`,
      })
      .returning({ id: deviceConfigurations.id });
    await ctx.tx.insert(deviceConfigurationItems).values([
      { configuration_id: config.id, device_id: outdoor.id, item_type: 'external', quantity: 1, position: 0 },
      {
        configuration_id: config.id,
        device_id: indoor.id,
        item_type: 'internal',
        quantity: multi ? 2 : 1,
        position: 1,
      },
    ]);
  }
}

async function seedTypeCards(ctx: SeedContext, gallery: Map<string, SeedFile[]>) {
  const cards = [
    { pl: 'Pompy ciepła powietrze-woda', family: 'hp', group: 'Pompy ciepła', kind: 'Ogrzewanie' },
    { pl: 'Gruntowe pompy ciepła', family: 'hp', group: 'Pompy ciepła', kind: 'Ogrzewanie' },
    { pl: 'Klimatyzatory ścienne', family: 'ac', group: 'Klimatyzatory', kind: 'Chłodzenie' },
    { pl: 'Klimatyzacja komercyjna', family: 'ac', group: 'Klimatyzatory', kind: 'Chłodzenie' },
    { pl: 'Rekuperatory', family: 'rec', group: 'Wentylacja', kind: 'Wentylacja' },
  ];
  for (const [i, c] of cards.entries()) {
    const photo = gallery.get(c.family)?.[i % 2] ?? null;
    const [row] = await ctx.tx
      .insert(typeCards)
      .values({
        name: { pl: c.pl, en: null },
        main_photo_file_id: photo?.id ?? null,
        group_name: c.group,
        group_kind: c.kind,
        order: i + 1,
      })
      .returning({ id: typeCards.id });
    await linkFiles(ctx, [{ fileId: photo?.id ?? null, ownerType: 'type_card.main_photo', ownerId: row.id }]);
  }
}

export const devicesDemoSeed: SeedStep = { id: '030-devices-demo', run: seedCatalogue };
