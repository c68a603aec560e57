import type { SeedContext } from '../../../core/seed/runner.ts';
import { errorCodeDevices, errorCodeGroups, errorCodes } from '../tables.ts';
import { ADVICE, CODE_PREFIXES, FAULTS, type Family, type GroupDef, SERIES, type Series } from './data.ts';
import { linkFiles, type SeedFile, storeLibraryFile } from './files.ts';
import { renderManual } from './manuals.ts';

type GroupNode = { id: number; path: string; depth: number; def: GroupDef };

/** How many error codes each second-level group gets (300 in all). */
const CODES_PER_GROUP: Record<string, number> = {
  'PC-PW': 80,
  'PC-GR': 50,
  'PC-CWU': 25,
  'KL-DOM': 55,
  'KL-KOM': 45,
  'RK-CEN': 25,
  'RK-DEC': 10,
  'AK-STER': 10,
};

const FAMILY_OF: Record<string, Family> = { PC: 'hp', KL: 'ac', RK: 'rec', AK: 'acc' };

export type PlannedCode = {
  group: string;
  family: Family;
  code: string;
  pl: string;
  en: string;
  series?: Series;
};

const CIRCUIT = [
  ['', ''],
  [' (obieg 2)', ' (circuit 2)'],
  [' (moduł rozszerzeń)', ' (extension module)'],
  [' (kaskada)', ' (cascade)'],
];

/** The demo error codes, group by group: codes as each family's display shows them. */
export function planErrorCodes(): PlannedCode[] {
  const out: PlannedCode[] = [];
  for (const [group, count] of Object.entries(CODES_PER_GROUP)) {
    const family = FAMILY_OF[group.split('-')[0]];
    const faults = FAULTS[family];
    const prefixes = CODE_PREFIXES[family];
    const series = SERIES.filter((s) => s.leaf.startsWith(`${group}-`));
    for (let i = 0; i < count; i++) {
      const prefix = prefixes[i % prefixes.length];
      const number = Math.floor(i / prefixes.length) + 1;
      const [pl, en] = faults[i % faults.length];
      const [cpl, cen] = CIRCUIT[Math.floor(i / faults.length) % CIRCUIT.length];
      out.push({
        group,
        family,
        code: `${prefix}${String(number).padStart(2, '0')}`,
        pl: `${pl}${cpl}`,
        en: `${en}${cen}`,
        // Every third code belongs to one product line only; the rest to the whole group.
        series: i % 3 === 2 && series.length ? series[i % series.length] : undefined,
      });
    }
  }
  return out;
}

export type Manuals = Map<string, { pl: SeedFile; en: SeedFile }>;

/** One service manual per second-level group and language, listing that group's codes. */
export async function storeManuals(
  ctx: SeedContext,
  groups: Map<string, GroupNode>,
  plan: PlannedCode[],
): Promise<Manuals> {
  const manuals: Manuals = new Map();
  for (const group of Object.keys(CODES_PER_GROUP)) {
    const node = groups.get(group);
    if (!node) continue;
    const codes = plan.filter((c) => c.group === group).sort((a, b) => a.code.localeCompare(b.code));
    const models = SERIES.filter((s) => s.leaf.startsWith(`${group}-`)).map((s) => s.name);
    const family = FAMILY_OF[group.split('-')[0]];
    const files: Partial<Record<'pl' | 'en', SeedFile>> = {};
    for (const lang of ['pl', 'en'] as const) {
      const bytes = await renderManual({
        lang,
        title: lang === 'pl' ? node.def.pl : node.def.en,
        subtitle:
          lang === 'pl' ? 'Kody błędów wyświetlane przez sterownik' : 'Error codes shown by the controller',
        models,
        entries: codes.map((c) => ({ code: c.code, description: lang === 'pl' ? c.pl : c.en })),
        advice: ADVICE[family][lang === 'pl' ? 0 : 1],
        issuedAt: ctx.now,
      });
      const name = `instrukcja-serwisowa-${group.toLowerCase()}-${lang}.pdf`;
      files[lang] = await storeLibraryFile(ctx, {
        path: `katalog/instrukcje/${name}`,
        originalName: name,
        mime: 'application/pdf',
        bytes,
      });
    }
    if (files.pl && files.en) manuals.set(group, { pl: files.pl, en: files.en });
  }
  return manuals;
}

/** Inserts the planned codes with their group, their devices (line-specific ones) and manuals. */
export async function insertErrorCodes(
  ctx: SeedContext,
  groups: Map<string, GroupNode>,
  plan: PlannedCode[],
  manuals: Manuals,
  devicesOfSeries: Map<Series, number[]>,
): Promise<void> {
  const rows = await ctx.tx
    .insert(errorCodes)
    .values(
      plan.map((c) => ({
        code: c.code,
        description: { pl: c.pl, en: c.en },
        manual_pl_file_id: manuals.get(c.group)?.pl.id ?? null,
        manual_en_file_id: manuals.get(c.group)?.en.id ?? null,
        created_at: ctx.now,
        updated_at: ctx.now,
      })),
    )
    .returning({ id: errorCodes.id });
  const groupLinks: { error_code_id: number; group_id: number }[] = [];
  const deviceLinks: { error_code_id: number; device_id: number }[] = [];
  for (const [i, c] of plan.entries()) {
    const group = groups.get(c.group);
    if (group) groupLinks.push({ error_code_id: rows[i].id, group_id: group.id });
    for (const id of c.series ? (devicesOfSeries.get(c.series) ?? []) : []) {
      deviceLinks.push({ error_code_id: rows[i].id, device_id: id });
    }
  }
  for (let i = 0; i < groupLinks.length; i += 1000) {
    await ctx.tx.insert(errorCodeGroups).values(groupLinks.slice(i, i + 1000));
  }
  for (let i = 0; i < deviceLinks.length; i += 1000) {
    await ctx.tx.insert(errorCodeDevices).values(deviceLinks.slice(i, i + 1000));
  }
  await linkFiles(
    ctx,
    plan.flatMap((c, i) => [
      { fileId: manuals.get(c.group)?.pl.id ?? null, ownerType: 'error_code.manual_pl', ownerId: rows[i].id },
      { fileId: manuals.get(c.group)?.en.id ?? null, ownerType: 'error_code.manual_en', ownerId: rows[i].id },
    ]),
  );
}
