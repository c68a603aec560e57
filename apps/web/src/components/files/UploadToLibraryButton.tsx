import { Button, FileButton } from '@mantine/core';
import { formatFileSize, MEDIA_ROOT } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifyText } from '../../lib/notifications.ts';
import { uploadToLibrary, useRefreshMedia } from '../media/media-api.ts';
import { fromLibrary, type ShownFile } from './CatalogueFilesField.tsx';
import { extensionOf } from './file-list.ts';

/** What a field takes: file name endings, the picker's `accept`, the size limit, and the messages. */
export type UploadRule = {
  endings: readonly string[];
  accept: string;
  maxBytes: number;
  label: string;
  wrongType: string;
  /** The message for a file over the limit, given the limit as text ("20 MB"). */
  tooLarge: (limit: string) => string;
};

/**
 * Sends a file from the disk into the media library's main folder and hands it to the field, so
 * it need not be uploaded in the media manager first. The type and size are checked here for a
 * quick answer; the server checks the content again when the record is saved.
 */
export function UploadToLibraryButton({
  rule,
  onUploaded,
}: {
  rule: UploadRule;
  onUploaded: (file: ShownFile) => void;
}) {
  const refresh = useRefreshMedia();
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File | null) {
    if (!file) return;
    if (!rule.endings.includes(extensionOf(file.name))) {
      notifyText(rule.wrongType, 'red');
      return;
    }
    if (file.size > rule.maxBytes) {
      notifyText(rule.tooLarge(formatFileSize(rule.maxBytes)), 'red');
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
    <FileButton onChange={(f) => void send(f)} accept={rule.accept}>
      {(props) => (
        <Button
          {...props}
          variant="subtle"
          leftSection={<IconUpload size={16} />}
          loading={progress !== null}
        >
          {rule.label}
        </Button>
      )}
    </FileButton>
  );
}
