import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../lib/i18n.ts';

/**
 * Wires the captcha widget to a form's `captcha` field. A refused submit starts a new round,
 * since the server accepts each solved challenge once. While a round solves, its field shows no
 * error, and a submit waits for it (`whenSolved`, the form's `beforeSubmit`) instead of failing.
 */
export function useCaptchaField<T extends FieldValues & { captcha: string }>(
  form: UseFormReturn<T, unknown, unknown>,
) {
  const [round, setRound] = useState(0);
  const message = useMessage();
  const name = 'captcha' as Path<T>;
  const settled = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  return {
    round,
    renew: () => {
      settled.current = false;
      setRound((r) => r + 1);
    },
    whenSolved: () =>
      settled.current ? Promise.resolve() : new Promise<void>((resolve) => waiting.current.push(resolve)),
    props: {
      round,
      error: message(form.formState.errors.captcha?.message as string | undefined),
      onChange: (payload: string | null, done: boolean) => {
        settled.current = done;
        form.setValue(name, (payload ?? '') as PathValue<T, Path<T>>, {
          // A solved round clears the error; a new one solving is not a mistake to show.
          shouldValidate: payload !== null && form.formState.submitCount > 0,
          shouldDirty: false,
        });
        if (payload === null) form.clearErrors(name);
        if (done) for (const resolve of waiting.current.splice(0)) resolve();
      },
    },
  };
}
