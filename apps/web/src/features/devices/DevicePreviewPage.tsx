import { Anchor, Breadcrumbs, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DeviceRecord } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LinkedDocuments } from '../../components/files/LinkedDocuments.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useDevice, useDeviceDocuments } from './api/devices.ts';
import { useGroupTree } from './api/options.ts';
import { DeviceBadges } from './DeviceBadges.tsx';
import { DeviceErrorCodes } from './DeviceErrorCodes.tsx';
import { DevicePageLinks } from './DevicePageLinks.tsx';
import { flattenGroups, textIn } from './group-tree.ts';
import { formatDecimal, formatMoney } from './money.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children === '' || children == null ? '—' : children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function GroupPath({ device }: { device: DeviceRecord }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const tree = useGroupTree();
  if (!device.group) return <StatusBadge color="yellow">{t('devices.unassigned')}</StatusBadge>;
  const entry = flattenGroups(tree.data ?? [], i18n.language).find((g) => g.id === device.group_id);
  const path = entry?.path ?? [textIn(i18n.language, device.group.name)];
  const ids = entry?.ids ?? [device.group.id];
  const last = path.length - 1;
  return (
    <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
      {path.map((name, i) =>
        i === last && can('device.groups.show') ? (
          <Anchor
            key={ids[i]}
            component={Link}
            to={pathFor('device.groups.show', { id: device.group_id ?? 0 })}
          >
            {name}
          </Anchor>
        ) : (
          <Text key={ids[i]} size="sm" span>
            {name}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}

export default function DevicePreviewPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const device = useDevice(id);
  const documents = useDeviceDocuments(id);

  if (device.isError) return <LoadFailed error={device.error} onRetry={() => void device.refetch()} />;
  if (!device.data) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={200} />
        <Skeleton h={140} />
      </Stack>
    );
  }
  const d = device.data;
  const lang = i18n.language;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={d.name}
        description={d.name2 ?? undefined}
        actions={<DevicePageLinks id={id} current="device.devices.show" />}
      />
      <DeviceBadges device={d} />
      <Section title={t('devices.sectionBasic')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label={t('devices.fields.code')}>{d.code}</Field>
          <Field label={t('devices.fields.name')}>{d.name}</Field>
          <Field label={t('devices.fields.name2')}>{d.name2}</Field>
          <Field label={t('devices.fields.group')}>
            <GroupPath device={d} />
          </Field>
          <Field label={t('devices.fields.producer')}>{d.producer?.name}</Field>
          <Field label={t('devices.fields.productCard')}>
            {d.product_card &&
              (can('device.productcards.show') ? (
                <Anchor component={Link} to={pathFor('device.productcards.show', { id: d.product_card.id })}>
                  {textIn(lang, d.product_card.name)}
                </Anchor>
              ) : (
                textIn(lang, d.product_card.name)
              ))}
          </Field>
          <Field label={t('devices.fields.tags')}>
            {d.tags.length > 0 && (
              <Group gap={4}>
                {d.tags.map((tag) => (
                  <StatusBadge key={tag.id} color={tag.color}>
                    {textIn(lang, tag.name)}
                  </StatusBadge>
                ))}
              </Group>
            )}
          </Field>
          <Field label={t('devices.source')}>{t(d.erp_managed ? 'devices.erp' : 'devices.manual')}</Field>
          <Field label={t('devices.updatedAt')}>{formatDateTime(d.updated_at)}</Field>
        </SimpleGrid>
      </Section>
      <Section title={t('devices.sectionParameters')}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Field label={t('devices.fields.unit')}>{d.unit}</Field>
          <Field label={t('devices.fields.factor')}>{formatDecimal(d.factor)}</Field>
          <Field label={t('devices.fields.heatingCapacity')}>{formatDecimal(d.heating_capacity)}</Field>
          <Field label={t('devices.fields.coolingCapacity')}>{formatDecimal(d.cooling_capacity)}</Field>
        </SimpleGrid>
      </Section>
      <Section title={t('devices.sectionSales')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label={t('devices.fields.salesPrice')}>{formatMoney(d.sales_price)}</Field>
          <Field label={t('devices.fields.blocked')}>{t(d.blocked ? 'devices.yes' : 'devices.no')}</Field>
          <Field label={t('devices.fields.offerable')}>
            {t(d.is_offerable ? 'devices.yes' : 'devices.no')}
          </Field>
        </SimpleGrid>
        <Field label={t('devices.fields.offerDescription')}>
          {d.offer_description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {d.offer_description}
            </Text>
          )}
        </Field>
      </Section>
      {can('device.error-codes.index') && (
        <Section title={t('devices.errorCodes')}>
          <DeviceErrorCodes key={id} deviceId={id} />
        </Section>
      )}
      <Section title={t('documentation.linked.title')}>
        <LinkedDocuments query={documents} />
      </Section>
    </Stack>
  );
}
