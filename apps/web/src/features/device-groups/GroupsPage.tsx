import { ActionIcon, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { DeviceGroupNode } from '@portal/contracts/device-groups';
import {
  IconArrowsMove,
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { apiCall } from '../../lib/api.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/keys.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { GROUPS_KEY, useGroupDeviceCounts, useGroupTree } from './api.ts';
import classes from './GroupTree.module.css';
import { MoveGroupModal } from './MoveGroupModal.tsx';
import { type RowAction, RowActions } from './RowActions.tsx';
import { ancestorIds, parentIds, parentOf, pathLabels, type TreeRow, visibleRows } from './tree.ts';

/** Pixels per tree level; a phone keeps its width for the names. */
const INDENT = { phone: 14, wide: 24 };

// The tree opens fully; groups the user closes stay closed while they move around the app.
let rememberedClosed: ReadonlySet<number> = new Set();

function useClosedGroups() {
  const [closed, setClosed] = useState(rememberedClosed);
  const update = (next: ReadonlySet<number>) => {
    rememberedClosed = next;
    setClosed(next);
  };
  return [closed, update] as const;
}

/** The device group tree (spec §2 /cms/device/groups, §5): add, edit, move and delete groups. */
export default function GroupsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const text = useTranslated();
  const client = useQueryClient();
  const tree = useGroupTree();
  const counts = useGroupDeviceCounts();
  const [closed, setClosed] = useClosedGroups();
  const [moving, setMoving] = useState<DeviceGroupNode | null>(null);
  const roots = tree.data ?? [];
  const allParents = parentIds(roots);
  const labels = pathLabels(roots, text);
  const expanded = new Set(allParents.filter((id) => !closed.has(id)));
  const rows = visibleRows(roots, expanded);
  const remove = useMutation({
    mutationFn: (group: DeviceGroupNode) => apiCall('device.groups.destroy', { params: { id: group.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys(GROUPS_KEY).all }),
  });

  const toggle = (id: number) => {
    const next = new Set(closed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setClosed(next);
  };
  const open = (ids: number[]) => setClosed(new Set([...closed].filter((id) => !ids.includes(id))));

  async function confirmDelete(group: DeviceGroupNode) {
    const ok = await confirmAction({
      title: t('deviceGroups.deleteTitle'),
      message: t('deviceGroups.deleteMessage', { name: `${group.code} · ${text(group.name)}` }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (ok) remove.mutate(group);
  }

  const actionsOf = (node: DeviceGroupNode): RowAction[] => {
    const out: RowAction[] = [];
    if (can('device.groups.store') && !(counts.data?.get(node.id) ?? 0)) {
      out.push({
        label: t('deviceGroups.addChild'),
        icon: <IconPlus size={16} />,
        to: `${pathFor('device.groups.store')}?parent=${node.id}`,
      });
    }
    if (can('device.groups.update')) {
      out.push({
        label: t('table.edit'),
        icon: <IconPencil size={16} />,
        to: pathFor('device.groups.show', { id: node.id }),
      });
    }
    if (can('device.groups.move')) {
      out.push({
        label: t('deviceGroups.move'),
        icon: <IconArrowsMove size={16} />,
        onClick: () => setMoving(node),
      });
    }
    if (can('device.groups.destroy')) {
      out.push({
        label: t('common.delete'),
        icon: <IconTrash size={16} />,
        danger: true,
        onClick: () => void confirmDelete(node),
      });
    }
    return out;
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('deviceGroups.title')}
        description={t('deviceGroups.description')}
        actions={
          can('device.groups.store') && (
            <Button component={Link} to={pathFor('device.groups.store')} leftSection={<IconPlus size={16} />}>
              {t('deviceGroups.createRoot')}
            </Button>
          )
        }
      />
      {tree.isError ? (
        <LoadFailed inline error={tree.error} onRetry={() => void tree.refetch()} />
      ) : !tree.data ? (
        <Skeleton h={360} radius="md" aria-busy="true" />
      ) : roots.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('deviceGroups.empty')}
          </Text>
        </Paper>
      ) : (
        <>
          {allParents.length > 0 && (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setClosed(new Set())}>
                {t('deviceGroups.expandAll')}
              </Button>
              <Button variant="default" size="xs" onClick={() => setClosed(new Set(allParents))}>
                {t('deviceGroups.collapseAll')}
              </Button>
            </Group>
          )}
          <Paper withBorder radius="md">
            <ul className={classes.list} aria-label={t('deviceGroups.tree')}>
              {rows.map((row) => (
                <TreeItem
                  key={row.node.id}
                  row={row}
                  devices={counts.data?.get(row.node.id)}
                  actions={actionsOf(row.node)}
                  onToggle={() => toggle(row.node.id)}
                />
              ))}
            </ul>
          </Paper>
        </>
      )}
      {moving && (
        <MoveGroupModal
          group={moving}
          parentId={parentOf(roots, moving.id)?.id ?? null}
          roots={roots}
          counts={counts.data}
          labels={labels}
          onClose={() => setMoving(null)}
          onMoved={(parentId) => {
            if (parentId !== null) open([...ancestorIds(roots, parentId), parentId]);
            setMoving(null);
          }}
        />
      )}
    </Stack>
  );
}

function TreeItem({
  row,
  devices,
  actions,
  onToggle,
}: {
  row: TreeRow;
  devices: number | undefined;
  actions: RowAction[];
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const text = useTranslated();
  const { node } = row;
  const name = text(node.name);
  return (
    <li className={classes.row}>
      <Group
        gap="xs"
        wrap="nowrap"
        align="center"
        pl={{ base: row.depth * INDENT.phone + 4, sm: row.depth * INDENT.wide + 8 }}
      >
        {row.hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-expanded={row.expanded}
            aria-label={t(row.expanded ? 'deviceGroups.collapse' : 'deviceGroups.expand', { name })}
          >
            {row.expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        ) : (
          <span className={classes.toggleSpace} />
        )}
        <div className={classes.main}>
          <Group gap="xs" wrap="wrap" align="baseline" style={{ rowGap: 2 }}>
            <Text size="sm" className={classes.code}>
              {node.code}
            </Text>
            {can('device.groups.update') ? (
              <Anchor component={Link} to={pathFor('device.groups.show', { id: node.id })} size="sm">
                {name}
              </Anchor>
            ) : (
              <Text size="sm">{name}</Text>
            )}
          </Group>
          <Group gap={8} mt={4}>
            <StatusBadge size="sm" color={node.active ? 'green' : 'gray'}>
              {t(node.active ? 'deviceGroups.active' : 'deviceGroups.inactive')}
            </StatusBadge>
            <Text size="xs" c="gray.7">
              {t('deviceGroups.orderShort', { order: node.order })}
            </Text>
            {devices !== undefined && devices > 0 && (
              <Text size="xs" c="gray.7">
                {t('deviceGroups.devicesCount', { count: devices })}
              </Text>
            )}
          </Group>
        </div>
        <RowActions actions={actions} menuLabel={t('deviceGroups.actions', { name })} />
      </Group>
    </li>
  );
}
