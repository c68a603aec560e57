import { Button, Group } from '@mantine/core';
import type { CatalogueFile } from '@portal/contracts/catalogue-files';
import { formatFileSize } from '@portal/contracts/files';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../lib/api.ts';
import { openPreviewTab, showInTab } from '../../lib/file-preview.ts';
import { useTranslation } from '../../lib/i18n.ts';

type FileLang = 'pl' | 'en';
type Document = { id: number; file_pl: CatalogueFile | null; file_en: CatalogueFile | null };

/**
 * One document's file through the partner zone's counted download (the route wants the bearer
 * token, so the file is fetched): saved under its name, or shown in the tab the click opened.
 */
function useDocumentFile() {
  return useMutation({
    mutationFn: ({ id, lang, tab }: { id: number; lang: FileLang; tab?: Window | null }) =>
      apiDownload('partner-zone.documentation.documentations.download', {
        params: { id },
        query: { lang },
      }).then(({ blob, filename }) => (tab === undefined ? saveBlob(blob, filename) : showInTab(tab, blob))),
    onError: (_err, { tab }) => tab?.close(),
    meta: { showMessage: false },
  });
}

const isPdf = (file: CatalogueFile) =>
  file.mime === 'application/pdf' || file.filename.toLowerCase().endsWith('.pdf');

/** Download and (for a PDF) preview of each language's file of a document, sized for a thumb. */
export function DocumentFileButtons({ document, title }: { document: Document; title: string }) {
  const { t } = useTranslation();
  const file = useDocumentFile();
  const files = (
    [
      ['pl', document.file_pl],
      ['en', document.file_en],
    ] as const
  ).filter((f): f is readonly [FileLang, CatalogueFile] => f[1] !== null);
  const both = files.length > 1;
  const busy = (lang: FileLang, preview: boolean) =>
    file.isPending && file.variables?.lang === lang && (file.variables.tab !== undefined) === preview;
  return (
    <Group gap={6}>
      {files.map(([lang, f]) => {
        const langLabel = both ? ` ${lang.toUpperCase()}` : '';
        return (
          <Group key={lang} gap={6}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={busy(lang, false)}
              onClick={() => file.mutate({ id: document.id, lang })}
              aria-label={t('partnerDocumentation.downloadOf', { title, lang: lang.toUpperCase() })}
            >
              {t('partnerDocumentation.download')}
              {langLabel} · {formatFileSize(f.size)}
            </Button>
            {isPdf(f) && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEye size={16} aria-hidden="true" />}
                loading={busy(lang, true)}
                onClick={() => file.mutate({ id: document.id, lang, tab: openPreviewTab() })}
                aria-label={t('partnerDocumentation.previewOf', { title, lang: lang.toUpperCase() })}
              >
                {t('partnerDocumentation.preview')}
                {langLabel}
              </Button>
            )}
          </Group>
        );
      })}
    </Group>
  );
}
