import '@mantine/core/styles/ColorSwatch.css';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { DEVICE_TAG_SORTS, type DeviceTagRecord } from '@portal/contracts/device-tags';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Device tags (spec §2 /cms/device/tags): a name and a colour shown as a swatch. */
export default function TagsListPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <DictionaryList<DeviceTagRecord>
      resource="device.tags"
      title={t('deviceTags.title')}
      description={t('deviceTags.description')}
      createLabel={t('deviceTags.create')}
      sorts={DEVICE_TAG_SORTS}
      recordName={(r) => text(r.name)}
      columns={[
        {
          accessor: 'name',
          title: t('deviceTags.name'),
          sortable: true,
          render: (r) => <StatusBadge color={r.color}>{text(r.name)}</StatusBadge>,
        },
        {
          accessor: 'color',
          title: t('deviceTags.color'),
          render: (r) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={r.color} size={18} aria-hidden="true" />
              <Text size="sm" ff="monospace">
                {r.color}
              </Text>
            </Group>
          ),
        },
        {
          accessor: 'created_at',
          title: t('fields.createdAt'),
          sortable: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (r) => formatDate(r.created_at),
        },
      ]}
    />
  );
}
