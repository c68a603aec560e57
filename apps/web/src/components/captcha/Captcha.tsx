import { Input, Text } from '@mantine/core';
import type {} from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterIntent } from '../../lib/after-paint.ts';
import { buildUrl, loadRouteTable } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';

type WidgetElement = HTMLElementTagNameMap['altcha-widget'];

let widgetCode: Promise<unknown> | null = null;

/**
 * The widget and its Polish and English strings load as their own chunk once the form has been
 * shown and its visitor starts using the page (`afterIntent`): on a slow phone its 32 KB would
 * otherwise share the network with the form, and drawing it costs a throttled phone ~350 ms of
 * main thread that a visitor who only looks at the screen should not pay. The proof of work
 * then solves in workers while the visitor types.
 */
function loadWidget() {
  widgetCode ??= import('altcha').then(() =>
    Promise.all([import('altcha/i18n/pl'), import('altcha/i18n/en')]),
  );
  return widgetCode;
}

/**
 * ALTCHA proof-of-work (DESIGN §2): solves itself when the form opens and hands the payload up.
 * A new `round` (after a refused submit, since a payload is accepted once) solves a fresh one.
 */
export function Captcha({
  onChange,
  error,
  round,
}: {
  /** The payload once solved, else null; `settled` when solving ended (solved or failed). */
  onChange: (payload: string | null, settled: boolean) => void;
  error?: string;
  round: number;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRef<WidgetElement>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    let live = true;
    afterIntent(() => {
      if (!live) return;
      void Promise.all([loadRouteTable(), loadWidget()]).then(([routes]) => {
        if (!live) return;
        // Drawn as a transition, in slices a phone's main thread can interleave with input.
        startTransition(() => {
          setChallenge(buildUrl(routes, 'auth.captcha').uri);
          setReady(true);
        });
      });
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || !ready) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      change.current(
        state === 'verified' && payload ? payload : null,
        state === 'verified' || state === 'error',
      );
    };
    const onExpired = () => {
      change.current(null, false);
      void el.verify();
    };
    el.addEventListener('statechange', onState);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('statechange', onState);
      el.removeEventListener('expired', onExpired);
    };
  }, [ready]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !ready || round === 0) return;
    change.current(null, false);
    el.reset();
    void el.verify();
  }, [round, ready]);

  return (
    <Input.Wrapper label={t('auth.captchaLabel')} error={error}>
      <div className="captcha-box">
        {!ready && (
          <Text size="sm" c="dimmed" pt="xs">
            {t('auth.captchaWaiting')}
          </Text>
        )}
        {ready && challenge && (
          <altcha-widget
            ref={ref}
            challenge={challenge}
            language={i18n.language === 'en' ? 'en' : 'pl'}
            auto="onload"
            name="captcha"
          />
        )}
      </div>
    </Input.Wrapper>
  );
}
