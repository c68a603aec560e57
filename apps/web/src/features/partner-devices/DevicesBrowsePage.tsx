import { Grid, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { PARTNER_DEVICE_SORTS, type partnerDeviceSchema } from '@portal/contracts/devices';
import { IconChevronRight, IconDevicesOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { CardResults } from '../../components/table/CardResults.tsx';
import { SearchInput } from '../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useGroupTree } from './api/partner-devices.ts';
import { DeviceThumb } from './DeviceThumb.tsx';
import { GroupDrillDown, GroupTreePanel } from './GroupBrowser.tsx';
import { localized } from './text.ts';
import { pathTo, selectedGroup } from './tree.ts';

type PartnerDevice = z.infer<typeof partnerDeviceSchema>;

function DeviceRow({ device }: { device: PartnerDevice }) {
  const lang = currentLang();
  return (
    <UnstyledButton
      component={Link}
      to={pathFor('partner-zone.device.devices.show', { id: device.id })}
      data-testid="partner-device"
    >
      <Paper withBorder radius="md" p="sm">
        <Group wrap="nowrap" gap="sm">
          <DeviceThumb photo={device.main_photo} alt="" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {device.name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {device.code}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {localized(device.group.name, lang)}
              {device.name2 ? ` · ${device.name2}` : ''}
            </Text>
          </Stack>
          <IconChevronRight size={18} aria-hidden="true" style={{ flex: 'none', opacity: 0.5 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** Partner zone: the device catalogue by group and by name or code, built for a phone on site. */
export default function DevicesBrowsePage() {
  const { t } = useTranslation();
  const list = useListState({
    sorts: PARTNER_DEVICE_SORTS,
    filters: ['group'],
    // Not created_at (spec §9): partners browse the catalogue for a model, which reads in code
    // order; when a device was entered in the ERP means nothing to them.
    defaultSort: { by: 'code', direction: 'asc' },
  });
  const query = useListQuery('partner-zone.device.devices.index', list.state, 'partner');
  const tree = useGroupTree();
  const groupId = selectedGroup(list.state.filters.group);
  const path = pathTo(tree.data ?? [], groupId);
  const select = (id: number | null) => list.setFilter('group', id === null ? [] : [String(id)]);
  // A group no longer in the tree (deactivated since the link was made) shows the whole catalogue.
  const unknownGroup = tree.isSuccess && groupId !== null && path.length === 0;
  useEffect(() => {
    if (unknownGroup) list.setFilter('group', []);
  }, [unknownGroup, list.setFilter]);
  const groupProps = { tree: tree.data, loading: tree.isPending, path, onSelect: select };

  return (
    <Stack gap="md">
      <PageHeader title={t('partnerDevices.title')} description={t('partnerDevices.description')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          <GroupTreePanel {...groupProps} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="sm">
            <SearchInput list={list} label={t('partnerDevices.searchLabel')} />
            <Paper withBorder radius="md" p="sm" hiddenFrom="md">
              <GroupDrillDown {...groupProps} />
            </Paper>
            <CardResults
              list={list}
              query={query}
              skeletonHeight={88}
              empty={{
                icon: <IconDevicesOff size={32} aria-hidden="true" opacity={0.5} />,
                title: t('partnerDevices.empty'),
                hint: t('partnerDevices.emptyHint'),
              }}
              count={(total) => t('partnerDevices.count', { count: total })}
              cols={{ base: 1, xl: 2 }}
            >
              {(d) => <DeviceRow key={d.id} device={d} />}
            </CardResults>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
