import { Stack, Text } from '@mantine/core';
import type { ContractorRecord } from '@portal/contracts/contractors';
import type { DocumentationDownload } from '@portal/contracts/documentation';
import { useTranslated } from '../../../components/dictionary/translated.ts';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { useListQuery, useListState } from '../../../components/table/useList.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const SORTS = ['downloaded_at'] as const;

/** The documentation tab: what the company's users downloaded, when and who, newest first. */
export function DocumentationTab({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  const text = useTranslated();
  const list = useListState({ sorts: SORTS, defaultSort: { by: 'downloaded_at', direction: 'desc' } });
  // Guarded by the contractor's show key (the tab is part of the contractor's record).
  const query = useListQuery(
    'contractor.contractors.documentations',
    list.state,
    'cms',
    { id: contractor.id },
    'contractor.contractors.show',
  );
  return (
    <DataTable<DocumentationDownload>
      label={t('documentation.downloads.title')}
      list={list}
      query={query}
      columns={[
        {
          accessor: 'downloaded_at',
          title: t('documentation.downloads.when'),
          sortable: true,
          render: (r) => formatDateTime(r.downloaded_at),
        },
        {
          accessor: 'documentation',
          card: 'title',
          title: t('documentation.downloads.document'),
          render: (r) =>
            r.documentation ? (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {text(r.documentation.title)}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.documentation.documentation_number}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('documentation.downloads.removedDocument')}
              </Text>
            ),
        },
        {
          accessor: 'user',
          title: t('documentation.downloads.user'),
          render: (r) =>
            r.user ? (
              <Stack gap={0}>
                <Text size="sm">
                  {r.user.first_name} {r.user.last_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.user.email}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('documentation.downloads.removedUser')}
              </Text>
            ),
        },
        { accessor: 'filename', title: t('documentation.downloads.file'), render: (r) => r.filename ?? '—' },
      ]}
    />
  );
}
