import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ConfigurationRecord } from '@portal/contracts/configurations';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useConfigurations, useDeleteConfiguration } from './api/configurations.ts';
import { useDevice } from './api/devices.ts';
import { ConfigurationForm } from './ConfigurationForm.tsx';

type Editing = { record: ConfigurationRecord | null } | null;

function ConfigurationCard({
  configuration,
  onEdit,
}: {
  configuration: ConfigurationRecord;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const remove = useDeleteConfiguration();

  async function confirmDelete() {
    const ok = await confirmAction({
      title: t('table.deleteTitle'),
      message: t('table.deleteMessage', { name: configuration.name }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (ok) remove.mutate(configuration.id);
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {configuration.name}
          </Title>
          <Group gap={4} wrap="nowrap">
            {can('device.configurations.update') && (
              <Tooltip label={t('table.edit')}>
                <ActionIcon
                  variant="subtle"
                  onClick={onEdit}
                  aria-label={t('configurations.editNamed', { name: configuration.name })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {can('device.configurations.destroy') && (
              <Tooltip label={t('table.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => void confirmDelete()}
                  aria-label={t('configurations.deleteNamed', { name: configuration.name })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <Table verticalSpacing="xs" aria-label={configuration.name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('configurations.device')}</Table.Th>
              <Table.Th>{t('configurations.itemType')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('configurations.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {configuration.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={pathFor('device.devices.show', { id: item.device_id })}
                    size="sm"
                  >
                    {item.device.code}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {item.device.name}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`configurations.types.${item.item_type}`)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{item.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

export default function ConfigurationsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const device = useDevice(id);
  const configurations = useConfigurations(id);
  const [editing, setEditing] = useState<Editing>(null);
  const phone = useMediaQuery('(max-width: 36em)');

  if (device.isError) return <LoadFailed error={device.error} onRetry={() => void device.refetch()} />;
  if (configurations.isError) {
    return <LoadFailed error={configurations.error} onRetry={() => void configurations.refetch()} />;
  }
  if (!device.data || !configurations.data) {
    return (
      <Stack gap="md" maw={1000} aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  const d = device.data;
  const list = configurations.data.results;
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title={t('configurations.title')}
        description={`${d.code} · ${d.name}`}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={pathFor('device.devices.show', { id })}
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('configurations.backToDevice')}
            </Button>
            {can('device.configurations.store') && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ record: null })}>
                {t('configurations.create')}
              </Button>
            )}
          </Group>
        }
      />
      <Text size="sm" c="dimmed">
        {t('configurations.description')}
      </Text>
      {list.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('configurations.empty')}
          </Text>
        </Paper>
      ) : (
        list.map((c) => (
          <ConfigurationCard key={c.id} configuration={c} onEdit={() => setEditing({ record: c })} />
        ))
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.record ? 'configurations.edit' : 'configurations.create')}
        size={960}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && <ConfigurationForm device={d} record={editing.record} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
