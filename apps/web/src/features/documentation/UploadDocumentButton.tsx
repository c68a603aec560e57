import { Button, FileButton } from '@mantine/core';
import { acceptAttribute, FILE_TYPES, formatFileSize, MEDIA_ROOT } from '@portal/contracts';
import { DOCUMENTATION_FILE } from '@portal/contracts/documentation';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { fromLibrary, type ShownFile } from '../../components/files/CatalogueFilesField.tsx';
import { extensionOf } from '../../components/files/file-list.ts';
import { uploadToLibrary, useRefreshMedia } from '../../components/media/media-api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notifyError, notifyText } from '../../lib/notifications.ts';

/** File name endings of the accepted types (`cfb` is .doc, .xls and .ppt). */
const ACCEPTED: readonly string[] = DOCUMENTATION_FILE.accept.flatMap((k) => FILE_TYPES[k].names);

/**
 * Sends a document from the disk into the media library's main folder and hands it to the
 * field, so a file need not be uploaded in the media manager first. The server checks the
 * content again when the document is saved.
 */
export function UploadDocumentButton({ onUploaded }: { onUploaded: (file: ShownFile) => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshMedia();
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File | null) {
    if (!file) return;
    if (!ACCEPTED.includes(extensionOf(file.name))) {
      notifyText(t('documentation.files.wrongType'), 'red');
      return;
    }
    if (file.size > DOCUMENTATION_FILE.maxBytes) {
      notifyText(
        t('documentation.files.tooLarge', { limit: formatFileSize(DOCUMENTATION_FILE.maxBytes) }),
        'red',
      );
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
    <FileButton onChange={(f) => void send(f)} accept={acceptAttribute(DOCUMENTATION_FILE.accept)}>
      {(props) => (
        <Button
          {...props}
          variant="subtle"
          leftSection={<IconUpload size={16} />}
          loading={progress !== null}
        >
          {t('documentation.files.upload')}
        </Button>
      )}
    </FileButton>
  );
}
