import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useMessage } from '../../lib/i18n.ts';
import type { LazySchema } from '../../lib/lazy-schema.ts';
import { formShowsErrors, notifyError } from '../../lib/notifications.ts';
import { hasPath, splitServerErrors } from './server-errors.ts';

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/**
 * A flat form without react-hook-form, for a screen whose first paint cannot wait for it (the
 * sign-in). It follows Form.tsx's rules: values checked by the contracts schema on submit and,
 * after the first submit, a field again as it changes; a 422's field errors on their fields and
 * the rest in the summary; the first field in error focused after a refused submit; one submit
 * at a time. `frame` goes to FormFrame.
 */
export function usePlainForm<T extends Record<string, unknown>, TOut, R>({
  defaultValues,
  schema,
  beforeSubmit,
  onSubmit,
  onSuccess,
}: {
  defaultValues: () => T;
  schema: LazySchema<TOut>;
  /** Awaited before the values are checked, with the submit button busy (Form's `beforeSubmit`). */
  beforeSubmit?: () => Promise<void>;
  onSubmit: (values: TOut) => Promise<R>;
  onSuccess?: (result: R) => void;
}) {
  const message = useMessage();
  const [values, setValues] = useState(defaultValues);
  // Read by the submit after awaits, so a value set meanwhile (the captcha's) is the one sent.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const submittedNow = useRef(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  const focusPending = useRef(false);

  useEffect(() => {
    // After the render that enabled the fields again: a disabled input takes no focus.
    if (busy || !focusPending.current) return;
    focusPending.current = false;
    const first = Object.keys(latest.current).find((name) => errors[name] && inputs.current[name]);
    if (first) inputs.current[first]?.focus();
  }, [busy, errors]);

  const setError = (name: string, error: string | undefined) =>
    setErrors((all) => {
      const { [name]: _, ...rest } = all;
      return error ? { ...rest, [name]: error } : rest;
    });

  const setValue = <K extends keyof T & string>(name: K, value: T[K], validate: boolean) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (!validate) return;
    schema.check(latest.current).then(
      (checked) => setError(name, checked.errors?.[name]),
      // The submit that loads the schema reports a failure to load it.
      () => undefined,
    );
  };

  const submit = async () => {
    const current = latest.current;
    const checked = await schema.check(current).catch((err: unknown) => {
      notifyError(err);
      return null;
    });
    if (!checked) return;
    submittedNow.current = true;
    setSubmitted(true);
    if (checked.errors) {
      setErrors(checked.errors);
      focusPending.current = true;
      return;
    }
    setErrors({});
    setOtherErrors([]);
    let result: R;
    try {
      result = await onSubmit(checked.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.body.errors) {
        const { fields, other } = splitServerErrors(err.body.errors, (p) => hasPath(current, p));
        setErrors(fields);
        setOtherErrors(other);
        focusPending.current = true;
        formShowsErrors(err);
      }
      // Every other failure was already shown by onSubmit's notice (spec §8).
      return;
    }
    onSuccess?.(result);
  };

  const bind = (name: string) => ({
    name,
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    error: message(errors[name]),
  });

  return {
    /** A TextInput's or PasswordInput's props. */
    text: (name: KeysOf<T, string>) => ({
      ...bind(name),
      value: values[name] as string,
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        setValue(name, e.currentTarget.value as T[typeof name], submittedNow.current),
    }),
    /** A Checkbox's props. */
    checkbox: (name: KeysOf<T, boolean>) => ({
      ...bind(name),
      checked: values[name] as boolean,
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        setValue(name, e.currentTarget.checked as T[typeof name], submittedNow.current),
    }),
    /** A field another component fills in (useCaptchaField's binding). */
    binding: (name: KeysOf<T, string>) => ({
      error: errors[name],
      submitted: () => submittedNow.current,
      setValue: (value: string, validate: boolean) => setValue(name, value as T[typeof name], validate),
      clearError: () => setError(name, undefined),
    }),
    frame: {
      busy,
      // One message per problem, as in Form.tsx: the summary speaks when there are several places
      // to look or messages no field shows.
      showSummary: submitted && (Object.keys(errors).length > 1 || otherErrors.length > 0),
      otherErrors,
      onSubmit: (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        if (inFlight.current) return;
        inFlight.current = true;
        setBusy(true);
        void (async () => {
          try {
            await beforeSubmit?.();
            await submit();
          } finally {
            inFlight.current = false;
            setBusy(false);
          }
        })();
      },
    },
  };
}
