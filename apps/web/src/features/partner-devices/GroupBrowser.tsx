import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { DeviceGroupNode } from '@portal/contracts/device-groups';
import { IconChevronRight, IconFolder, IconFolderOpen } from '@tabler/icons-react';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { localized } from './text.ts';

type Props = {
  tree: DeviceGroupNode[] | undefined;
  loading: boolean;
  /** The groups from a root down to the selected one. */
  path: DeviceGroupNode[];
  onSelect: (id: number | null) => void;
};

/** Desktop: the whole tree beside the list, opened along the chosen path. */
export function GroupTreePanel({ tree, loading, path, onSelect }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  const onPath = new Set(path.map((g) => g.id));
  const selected = path.at(-1)?.id ?? null;
  const branch = (nodes: DeviceGroupNode[]) =>
    nodes.map((node) => (
      <NavLink
        key={node.id}
        component="button"
        type="button"
        label={localized(node.name, lang)}
        active={node.id === selected}
        opened={onPath.has(node.id)}
        onClick={() => onSelect(node.id)}
        leftSection={
          onPath.has(node.id) && node.children.length ? (
            <IconFolderOpen size={16} aria-hidden="true" />
          ) : (
            <IconFolder size={16} aria-hidden="true" />
          )
        }
        childrenOffset="md"
        aria-current={node.id === selected ? 'true' : undefined}
      >
        {node.children.length ? branch(node.children) : undefined}
      </NavLink>
    ));
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('partnerDevices.groups')}>
      <Text fw={600} size="sm" px="xs" py={6}>
        {t('partnerDevices.groups')}
      </Text>
      {loading ? (
        <Stack gap={6} p="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={28} />
          ))}
        </Stack>
      ) : (
        <>
          <NavLink
            component="button"
            type="button"
            label={t('partnerDevices.allGroups')}
            active={selected === null}
            onClick={() => onSelect(null)}
            aria-current={selected === null ? 'true' : undefined}
          />
          {branch(tree ?? [])}
        </>
      )}
    </Paper>
  );
}

/**
 * Phone: a drill-down. The chosen path as breadcrumbs (a tap goes back up) and the next level
 * as buttons, one tap per level.
 */
export function GroupDrillDown({ tree, loading, path, onSelect }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  const current = path.at(-1);
  const next = current ? current.children : (tree ?? []);
  if (loading) return <Skeleton h={64} radius="md" />;
  return (
    <Box component="nav" aria-label={t('partnerDevices.groups')}>
      <Breadcrumbs separator={<IconChevronRight size={14} aria-hidden="true" />} separatorMargin={4} mb={6}>
        {[null, ...path].map((g, i) => {
          const label = g ? localized(g.name, lang) : t('partnerDevices.allGroups');
          return i === path.length ? (
            <Text key={g?.id ?? 'all'} size="sm" fw={600} aria-current="true">
              {label}
            </Text>
          ) : (
            <Anchor
              key={g?.id ?? 'all'}
              component="button"
              type="button"
              size="sm"
              onClick={() => onSelect(g?.id ?? null)}
            >
              {label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
      {next.length > 0 && (
        <Group gap={6} aria-label={t('partnerDevices.subgroups')} role="group">
          {next.map((g) => (
            <Button
              key={g.id}
              size="compact-sm"
              variant="light"
              radius="xl"
              onClick={() => onSelect(g.id)}
              rightSection={g.children.length ? <IconChevronRight size={14} aria-hidden="true" /> : undefined}
            >
              {localized(g.name, lang)}
            </Button>
          ))}
        </Group>
      )}
    </Box>
  );
}
