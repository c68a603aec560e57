import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';

/** A record that did not load: the server's message (404 'Nie znaleziono rekordu'…) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
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
