import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { RecordNotFound } from './RecordNotFound.tsx';

/**
 * A record that did not load. A page whose record does not exist (404) shows the not-found state
 * with a way back; `inline` (a dialog, a section of a page) keeps the server's message in an alert.
 * Other failures show the message and a retry.
 */
export function LoadFailed({
  error,
  onRetry,
  inline = false,
}: {
  error: unknown;
  onRetry: () => void;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  if (!inline && error instanceof ApiError && error.status === 404) return <RecordNotFound />;
  const message =
    error instanceof ApiError
      ? (error.body.message ?? t(error.status === 404 ? 'notify.notFound' : 'notify.errorGeneric'))
      : t('notify.network');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('appError.loadTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        {message}
        {!(error instanceof ApiError && error.status === 404) && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
