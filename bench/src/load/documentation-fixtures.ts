import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { visibleToCompany } from '../../../apps/server/src/modules/documentation/queries.ts';
import {
  documentationCategories,
  documentations,
} from '../../../apps/server/src/modules/documentation/tables.ts';
import { partners, users } from '../../../apps/server/src/modules/people/tables.ts';

/** A signed-in partner user as the documentation scenarios need them: who they are for the bare reference. */
export type PartnerCaller = { id: number; partner_id: number; area: number | null };

export type DocumentationFixtures = {
  /** Document categories, the partner list's filter. */
  documentationCategoryIds: number[];
  /** Partner-role users by e-mail (the e-mails of `emailsByRole.partner`). */
  partnerCallers: Record<string, PartnerCaller>;
  /** Per business area: generated documents a company of that area sees (the ZIP's selections). */
  zipDocumentIds: Record<number, number[]>;
};

/** The documentation scenarios' inputs, read from the seeded library (bench seed area `documentation`). */
export async function pickDocumentationFixtures(
  db: Db,
  partnerEmails: string[],
): Promise<DocumentationFixtures> {
  const categories = await db.select({ id: documentationCategories.id }).from(documentationCategories);
  const callers = partnerEmails.length
    ? await db
        .select({
          email: users.email,
          id: users.id,
          partner_id: users.partner_id,
          area: partners.business_area_id,
        })
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partner_id))
        .where(inArray(users.email, partnerEmails))
    : [];
  const areas = [...new Set(callers.map((c) => c.area).filter((a): a is number => a !== null))];
  const zipDocumentIds: Record<number, number[]> = {};
  for (const area of areas) {
    const rows = await db
      .select({ id: documentations.id })
      .from(documentations)
      .where(
        and(
          visibleToCompany(area),
          // The bench seed's documents: their files are the few-MB PDFs it stored.
          like(documentations.documentation_number, 'DOK/%'),
          isNotNull(documentations.file_pl_id),
        ),
      )
      .orderBy(sql`md5(${documentations.id}::text)`)
      .limit(400);
    zipDocumentIds[area] = rows.map((r) => r.id);
  }
  return {
    documentationCategoryIds: categories.map((c) => c.id),
    partnerCallers: Object.fromEntries(
      callers.map((c) => [c.email, { id: c.id, partner_id: c.partner_id as number, area: c.area }]),
    ),
    zipDocumentIds,
  };
}
