import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useMessage, useTranslation } from '../../lib/i18n.ts';

/**
 * What every form shows around its fields, whatever keeps its values: the fields disabled while
 * busy, the 'Sprawdź błędy w formularzu' summary and the submit button. Apart from Form.tsx so
 * that a screen without react-hook-form (the sign-in) shows the same.
 */
export function FormFrame({
  onSubmit,
  busy,
  disabled = false,
  showSummary,
  otherErrors,
  submitLabel,
  actions,
  fullWidthSubmit = false,
  children,
}: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  disabled?: boolean;
  showSummary: boolean;
  /** Messages no field shows, listed in the summary. */
  otherErrors: string[];
  submitLabel?: string;
  actions?: ReactNode;
  fullWidthSubmit?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={busy || disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {children}
          {showSummary && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              title={message('errors.form')}
              role="alert"
            >
              {otherErrors.length > 0 && (
                <List size="sm">
                  {otherErrors.map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {actions}
            <Button type="submit" loading={busy} fullWidth={fullWidthSubmit} disabled={disabled}>
              {submitLabel ?? t('common.save')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
