import type { Lang } from '@portal/contracts';
import { AREAS, CATALOGUE } from '@portal/contracts/catalogue';

export type PermissionGroup = {
  area: string;
  label: string;
  resources: { resource: string; label: string; keys: { key: string; label: string }[] }[];
  keys: string[];
};

/**
 * The catalogue grouped by area and resource for the permissions tab. Staff roles see the
 * back-office keys, the partner role the partner-zone keys (DESIGN §4 role rules).
 */
export function permissionGroups(lang: Lang, zone: 'cms' | 'partner-zone'): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  for (const [area, def] of Object.entries(AREAS)) {
    if (def.zone !== zone) continue;
    const entries = CATALOGUE.filter((e) => e.area === area);
    const byResource = new Map<string, PermissionGroup['resources'][number]>();
    for (const e of entries) {
      const resource = e.key.slice(area.length + 1, e.key.lastIndexOf('.'));
      let group = byResource.get(resource);
      if (!group) {
        group = { resource, label: e.resourceLabel[lang], keys: [] };
        byResource.set(resource, group);
      }
      group.keys.push({ key: e.key, label: e.actionLabel[lang] });
    }
    groups.push({
      area,
      label: def.label[lang],
      resources: [...byResource.values()],
      keys: entries.map((e) => e.key),
    });
  }
  return groups;
}

/** Select-all per area: all keys in when some are missing, all out when every key is in. */
export function toggleArea(selected: readonly string[], areaKeys: readonly string[]): string[] {
  const set = new Set(selected);
  const all = areaKeys.every((k) => set.has(k));
  for (const k of areaKeys) {
    if (all) set.delete(k);
    else set.add(k);
  }
  return [...set];
}
