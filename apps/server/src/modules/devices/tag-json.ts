import type { Translatable } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { plSortKey } from '../../core/data/reads.ts';
import { jsonArray, outer } from '../../core/data/show-json.ts';

export type TagRef = { id: number; name: Translatable; color: string };

/** The tags linked to an outer row through `links` (its `owner` column), by name. */
export const tagsByName = (links: string, owner: string, ownerId: SQL) =>
  jsonArray<TagRef>(sql`SELECT json_agg(json_build_object('id', shown_tag.id, 'name', shown_tag.name, 'color', shown_tag.color)
      ORDER BY ${plSortKey(sql.raw(`(shown_tag.name->>'pl')`))}, shown_tag.id)
    FROM ${sql.raw(links)} tag_link JOIN device_tags shown_tag ON shown_tag.id = tag_link.tag_id
    WHERE ${sql.raw(`tag_link.${owner}`)} = ${ownerId}`);

/** The outer device row's tags, by name: the staff and partner lists, the device show and page. */
export const deviceTagsJson = tagsByName('device_tag_links', 'device_id', outer('devices', 'id'));
