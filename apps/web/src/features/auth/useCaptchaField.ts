import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { intentShown } from '../../lib/after-paint.ts';
import { useMessage } from '../../lib/i18n.ts';

/**
 * What the captcha needs of its form's `captcha` field, whichever form keeps it: the sign-in has
 * no react-hook-form (its first paint does not load it), the other screens do.
 */
export type CaptchaFieldBinding = {
  /** The field's message (a catalogue key or a server message), read while rendering. */
  error: string | undefined;
  /** Whether a submit was tried: only then is a new payload checked at once. */
  submitted: () => boolean;
  setValue: (payload: string, validate: boolean) => void;
  clearError: () => void;
};

/** A react-hook-form form's `captcha` field. */
export function captchaOf<T extends FieldValues & { captcha: string }>(
  form: UseFormReturn<T, unknown, unknown>,
): CaptchaFieldBinding {
  const name = 'captcha' as Path<T>;
  return {
    error: form.formState.errors.captcha?.message as string | undefined,
    submitted: () => form.formState.submitCount > 0,
    setValue: (payload, validate) =>
      form.setValue(name, payload as PathValue<T, Path<T>>, { shouldValidate: validate, shouldDirty: false }),
    clearError: () => form.clearErrors(name),
  };
}

/**
 * Wires the captcha widget to a form's `captcha` field. A refused submit starts a new round,
 * since the server accepts each solved challenge once. While a round solves, its field shows no
 * error, and a submit waits for it (`whenSolved`, the form's `beforeSubmit`) instead of failing.
 */
export function useCaptchaField(field: CaptchaFieldBinding) {
  const [round, setRound] = useState(0);
  const message = useMessage();
  const settled = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  return {
    round,
    renew: () => {
      settled.current = false;
      setRound((r) => r + 1);
    },
    whenSolved: () => {
      // A submit that came without a press or key before it (a script's) starts the captcha.
      intentShown();
      return settled.current
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.current.push(resolve));
    },
    props: {
      round,
      error: message(field.error),
      onChange: (payload: string | null, done: boolean) => {
        settled.current = done;
        // A solved round clears the error; a new one solving is not a mistake to show.
        field.setValue(payload ?? '', payload !== null && field.submitted());
        if (payload === null) field.clearError();
        if (done) for (const resolve of waiting.current.splice(0)) resolve();
      },
    },
  };
}
