import { Button, FileButton } from '@mantine/core';
import { CATALOGUE_FILES, formatFileSize, MEDIA_ROOT } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { fromLibrary, type ShownFile } from '../../components/files/CatalogueFilesField.tsx';
import { extensionOf } from '../../components/files/file-list.ts';
import { uploadToLibrary, useRefreshMedia } from '../../components/media/media-api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notifyError, notifyText } from '../../lib/notifications.ts';

const MANUAL = CATALOGUE_FILES.manual;

/**
 * Sends a new PDF manual from the disk into the media library's main folder and hands it to the
 * field, so a manual need not be uploaded in the media manager first.
 */
export function UploadPdfButton({ onUploaded }: { onUploaded: (file: ShownFile) => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshMedia();
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File | null) {
    if (!file) return;
    if (!(MANUAL.accept as readonly string[]).includes(extensionOf(file.name))) {
      notifyText(t('errorCodes.pdfOnly'), 'red');
      return;
    }
    if (file.size > MANUAL.maxBytes) {
      notifyText(t('errorCodes.pdfTooLarge', { limit: formatFileSize(MANUAL.maxBytes) }), 'red');
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadToLibrary(file, MEDIA_ROOT, setProgress);
      const uploaded = answer.results[0];
      if (uploaded) onUploaded(fromLibrary(uploaded));
      void refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  }

  return (
    <FileButton onChange={(f) => void send(f)} accept="application/pdf,.pdf">
      {(props) => (
        <Button
          {...props}
          variant="subtle"
          leftSection={<IconUpload size={16} />}
          loading={progress !== null}
        >
          {t('errorCodes.uploadPdf')}
        </Button>
      )}
    </FileButton>
  );
}
