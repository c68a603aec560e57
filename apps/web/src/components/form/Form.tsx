import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { formShowsErrors } from '../../lib/notifications.ts';
import { FormFrame } from './FormFrame.tsx';
import { countFieldErrors, hasPath, splitServerErrors } from './server-errors.ts';
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
  /**
   * Awaited before the values are checked, with the submit button busy: a field still being
   * filled in by the page (the captcha solving itself) is waited for instead of failing.
   */
  beforeSubmit?: () => Promise<void>;
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
  beforeSubmit,
}: FormProps<TIn, TOut>) {
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [waiting, setWaiting] = useState(false);
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
        formShowsErrors(err);
      }
      // Every other failure was already shown by the mutation's notice (spec §8).
    }
  });

  // One message per problem: a single field error is shown at its (focused) field alone; the
  // summary speaks when there are several places to look or messages no field shows.
  const showSummary = submitCount > 0 && (countFieldErrors(errors) > 1 || otherErrors.length > 0);
  const busy = isSubmitting || waiting;

  const start = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (beforeSubmit) {
      setWaiting(true);
      try {
        await beforeSubmit();
      } finally {
        setWaiting(false);
      }
    }
    await submit();
  };

  return (
    <FormProvider {...form}>
      <FormFrame
        onSubmit={(e) => void start(e)}
        busy={busy}
        disabled={disabled}
        showSummary={showSummary}
        otherErrors={otherErrors}
        submitLabel={submitLabel}
        actions={actions}
        fullWidthSubmit={fullWidthSubmit}
      >
        {children}
      </FormFrame>
    </FormProvider>
  );
}
