import {
  type BrandForm,
  type brandFormSchema,
  CATALOGUE_FILES,
  LIMITS,
  rules,
  slugify,
} from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { patched } from '../../core/data/patch.ts';
import { records, type WriteContext, within } from '../../core/data/records.ts';
import { attachFile, detachFile } from '../../core/files/files.ts';
import { conflict, fieldError, inUse } from '../../core/http/errors.ts';
import { inTransaction, type Tx } from '../../db/client.ts';
import { usersCount } from './queries.ts';
import { brands } from './tables.ts';

const BRAND_RECORD = 'brand';
const LOGO_OWNER = 'brand.logo';
const repo = records(brands, BRAND_RECORD);

type Input = z.output<typeof brandFormSchema>;
type Patch = Partial<Input>;

export type { BrandForm };

/** The slug given, or one made from the name (spec §9 slug rule); unique among brands. */
async function slugFor(tx: Tx, input: Input, exceptId?: number): Promise<string> {
  const slug = input.slug ?? slugify(input.name);
  // A slug made from the name is reported on the name, the field the user typed.
  const field = input.slug ? 'slug' : 'name';
  if (!rules.slugRule().safeParse(slug).success) throw fieldError(field, 'validation.slug');
  const [taken] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), exceptId === undefined ? undefined : ne(brands.id, exceptId)))
    .limit(1);
  if (taken) throw fieldError(field, 'validation.unique');
  return slug;
}

/** The theme's logo: an image of the media library, public (the sign-in page shows it). */
async function attachLogo(tx: Tx, brandId: number, fileId: number) {
  const row = await attachFile(tx, {
    fileId,
    ownerType: LOGO_OWNER,
    ownerId: brandId,
    partnerId: null,
    accept: CATALOGUE_FILES.image.accept,
    maxBytes: LIMITS.logoBytes,
    field: 'logo',
  });
  if (row.area !== 'public') throw fieldError('logo', 'devices.file_not_public');
}

/**
 * Exactly one default brand (spec §9 "a fixed brand identifier used by the theme"). The rows
 * holding the flag are locked first, so two saves that both make a brand the default queue up
 * and the later one wins; the flag leaves the previous default through an audited update.
 */
async function takeDefault(ctx: WriteContext, tx: Tx, brandId: number | null) {
  const holders = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.is_default, true), brandId === null ? undefined : ne(brands.id, brandId)))
    .for('update');
  for (const h of holders) await repo.update(within(ctx, tx), h.id, { is_default: false });
}

const columnsOf = (input: Input, slug: string) => ({
  name: input.name,
  slug,
  primary_color: input.primary_color.toLowerCase(),
  secondary_color: input.secondary_color.toLowerCase(),
  is_default: input.is_default,
  logo_file_id: input.logo,
});

export async function createBrand(ctx: WriteContext, input: Input): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    const slug = await slugFor(tx, input);
    if (input.is_default) await takeDefault(ctx, tx, null);
    const row = await repo.create(within(ctx, tx), columnsOf(input, slug), {
      after: async (tx, row) => {
        if (input.logo !== null) await attachLogo(tx, row.id, input.logo);
      },
    });
    return row.id;
  });
}

/**
 * A partial update: the fields sent over the stored brand. The slug is made again only when the
 * body names the brand or its slug; otherwise it keeps the stored one.
 */
export async function updateBrand(ctx: WriteContext, id: number, patch: Patch): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const before = await repo.lock(tx, id);
    const input = patched<Input>(
      {
        name: before.name,
        slug: before.slug,
        primary_color: before.primary_color,
        secondary_color: before.secondary_color,
        is_default: before.is_default,
        logo: before.logo_file_id,
      },
      patch,
    );
    // The theme always has a brand: the flag moves by making another brand the default.
    if (before.is_default && !input.is_default) throw fieldError('is_default', 'brands.default_required');
    const renamed = patch.name !== undefined || patch.slug !== undefined;
    const slug = renamed ? await slugFor(tx, { ...input, slug: patch.slug }, id) : before.slug;
    if (input.is_default && !before.is_default) await takeDefault(ctx, tx, id);
    await repo.update(within(ctx, tx), id, columnsOf(input, slug), {
      before: async (tx, before) => {
        if (input.logo === before.logo_file_id) return;
        if (before.logo_file_id !== null) {
          await detachFile(tx, { fileId: before.logo_file_id, ownerType: LOGO_OWNER, ownerId: id });
        }
        if (input.logo !== null) await attachLogo(tx, id, input.logo);
      },
    });
  });
}

/** Refused for the theme's default brand and while users are assigned to the brand. */
export async function destroyBrand(ctx: WriteContext, id: number): Promise<void> {
  await repo.destroy(ctx, id, {
    before: async (tx, before) => {
      if (before.is_default) throw conflict('brands.default_delete');
      // The users area owns `user_brands`; an assignment made while this runs waits on the
      // lock taken on the row (its foreign key reads the brand row) and then fails, so none is
      // lost silently.
      const [{ count }] = await tx.select({ count: usersCount }).from(brands).where(eq(brands.id, id));
      if (count > 0) throw inUse('brands.in_use', { count });
      if (before.logo_file_id !== null) {
        await detachFile(tx, { fileId: before.logo_file_id, ownerType: LOGO_OWNER, ownerId: id });
      }
    },
  });
}
