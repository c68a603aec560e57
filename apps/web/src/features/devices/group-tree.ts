import type { DeviceGroupNode } from '@portal/contracts/device-groups';

type Text = { pl: string; en: string | null };

/** A language-keyed name in the UI language; English falls back to Polish when missing. */
export function textIn(lang: string, value: Text | null | undefined): string {
  if (!value) return '';
  return lang === 'en' && value.en ? value.en : value.pl;
}

export type GroupEntry = {
  id: number;
  /** Names from the root down to the group itself. */
  path: string[];
  /** Ids along the path, the group's own last. */
  ids: number[];
  isLeaf: boolean;
  active: boolean;
};

/** The group tree as a flat list in tree order, each group with its path from the root. */
export function flattenGroups(tree: DeviceGroupNode[], lang: string): GroupEntry[] {
  const out: GroupEntry[] = [];
  const walk = (nodes: DeviceGroupNode[], parents: string[], parentIds: number[]) => {
    const sorted = [...nodes].sort((a, b) => a.order - b.order || a.id - b.id);
    for (const node of sorted) {
      const path = [...parents, textIn(lang, node.name)];
      const ids = [...parentIds, node.id];
      out.push({ id: node.id, path, ids, isLeaf: node.children.length === 0, active: node.active });
      walk(node.children, path, ids);
    }
  };
  walk(tree, [], []);
  return out;
}

const PATH_SEPARATOR = ' › ';

function pathLabel(entry: GroupEntry): string {
  return entry.path.join(PATH_SEPARATOR);
}

/** Devices hang on groups without subgroups only (the server refuses others). */
export function leafOptions(entries: GroupEntry[]): { value: string; label: string }[] {
  return entries.filter((e) => e.isLeaf).map((e) => ({ value: String(e.id), label: pathLabel(e) }));
}

/** The list filter takes any group: a parent group finds the devices of its whole subtree. */
export function filterOptions(entries: GroupEntry[]): { value: string; label: string }[] {
  return entries.map((e) => ({ value: String(e.id), label: pathLabel(e) }));
}
