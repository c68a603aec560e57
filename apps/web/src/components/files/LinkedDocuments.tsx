import '@mantine/core/styles/Table.css';
import { Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import type { documentationSummarySchema } from '@portal/contracts/documentation';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n.ts';
import { useTranslated } from '../dictionary/translated.ts';
import { LoadFailed } from '../page/LoadFailed.tsx';
import { StatusBadge } from '../StatusBadge.tsx';

export type DocumentSummary = z.infer<typeof documentationSummarySchema>;

/**
 * The documents linked to a record (a device's or a product card's documentation child): code,
 * title, type, category and a download link per language file.
 */
export function LinkedDocuments({
  query,
  empty,
}: {
  query: UseQueryResult<DocumentSummary[]>;
  /** What an empty child says; "Brak przypisanej dokumentacji" when not given. */
  empty?: string;
}) {
  const { t } = useTranslation();
  const text = useTranslated();
  if (query.isError) return <LoadFailed inline error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={80} aria-busy="true" aria-label={t('documentation.linked.loading')} />;
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty ?? t('documentation.linked.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('documentation.linked.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documentation.fields.number')}</Table.Th>
            <Table.Th>{t('documentation.fields.title')}</Table.Th>
            <Table.Th>{t('documentation.fields.type')}</Table.Th>
            <Table.Th>{t('documentation.fields.category')}</Table.Th>
            <Table.Th>{t('documentation.linked.files')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((doc) => (
            <Table.Tr key={doc.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{doc.documentation_number}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {text(doc.title)}
                  {!doc.active && (
                    <StatusBadge color="gray">{t('documentation.documents.inactive')}</StatusBadge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{text(doc.type.name)}</Table.Td>
              <Table.Td>{text(doc.category.name)}</Table.Td>
              <Table.Td>
                {doc.file_pl || doc.file_en ? (
                  <Group gap="sm" wrap="nowrap">
                    {(['pl', 'en'] as const).map((lang) => {
                      const file = lang === 'pl' ? doc.file_pl : doc.file_en;
                      return (
                        file && (
                          <Anchor
                            key={lang}
                            href={file.url}
                            download={file.filename}
                            size="sm"
                            aria-label={t('documentation.linked.downloadLabel', {
                              title: text(doc.title),
                              lang: lang.toUpperCase(),
                            })}
                          >
                            <Group gap={4} wrap="nowrap">
                              <IconDownload size={14} aria-hidden="true" />
                              {t('documentation.linked.download', { lang: lang.toUpperCase() })}
                            </Group>
                          </Anchor>
                        )
                      );
                    })}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('documentation.linked.noFile')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
