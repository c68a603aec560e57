import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../lib/i18n.ts';

/**
 * Wires the captcha widget to a form's `captcha` field. A refused submit starts a new round,
 * since the server accepts each solved challenge once.
 */
export function useCaptchaField<T extends FieldValues & { captcha: string }>(
  form: UseFormReturn<T, unknown, unknown>,
) {
  const [round, setRound] = useState(0);
  const message = useMessage();
  const name = 'captcha' as Path<T>;
  return {
    round,
    renew: () => setRound((r) => r + 1),
    props: {
      round,
      error: message(form.formState.errors.captcha?.message as string | undefined),
      onChange: (payload: string | null) =>
        form.setValue(name, (payload ?? '') as PathValue<T, Path<T>>, {
          shouldValidate: form.formState.submitCount > 0,
          shouldDirty: false,
        }),
    },
  };
}
