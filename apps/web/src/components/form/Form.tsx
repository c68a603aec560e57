import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useMessage } from '../../lib/i18n.ts';
import { hasPath, splitServerErrors } from './server-errors.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

type FormProps<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => Promise<unknown>;
  children: ReactNode;
  submitLabel?: string;
  /** Extra buttons beside the submit button (cancel, delete…). */
  actions?: ReactNode;
  /** Leaving with unsaved changes asks first; off for sign-in style forms. */
  guardUnsaved?: boolean;
  /** Called after a successful submit (navigation, reset…). */
  onSuccess?: (result: unknown) => void;
  disabled?: boolean;
  fullWidthSubmit?: boolean;
};

/**
 * The one form wrapper (STYLE "One Form wrapper"): fields bound to a contracts schema, disabled
 * while submitting, server 422 errors on their fields, and the 'Sprawdź błędy w formularzu'
 * summary.
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  children,
  submitLabel,
  actions,
  guardUnsaved = true,
  onSuccess,
  disabled = false,
  fullWidthSubmit = false,
}: FormProps<TIn, TOut>) {
  const { t } = useTranslation();
  const message = useMessage();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const saved = useRef(false);
  const { isSubmitting, errors, submitCount } = form.formState;
  useUnsavedChanges(
    () => guardUnsaved && form.formState.isDirty && !saved.current && !form.formState.isSubmitting,
  );

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      const result = await onSubmit(values);
      // Saved: leaving now must not ask, and the saved values are the new baseline.
      saved.current = true;
      onSuccess?.(result);
      form.reset(form.getValues());
      setTimeout(() => {
        saved.current = false;
      }, 0);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.body.errors) {
        const current = form.getValues();
        const { fields, other } = splitServerErrors(err.body.errors, (p) => hasPath(current, p));
        for (const [path, message] of Object.entries(fields)) {
          form.setError(path as Path<TIn>, { type: 'server', message }, { shouldFocus: true });
        }
        setOtherErrors(other);
      }
      // Every other failure was already shown by the mutation's notice (spec §8).
    }
  });

  const showSummary = submitCount > 0 && (Object.keys(errors).length > 0 || otherErrors.length > 0);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset
          disabled={isSubmitting || disabled}
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
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
              <Button type="submit" loading={isSubmitting} fullWidth={fullWidthSubmit} disabled={disabled}>
                {submitLabel ?? t('common.save')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}
