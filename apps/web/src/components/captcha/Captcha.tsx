import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type {} from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterIntent } from '../../lib/after-paint.ts';
import { buildUrl, loadRouteTable } from '../../lib/api.ts';
import { loadChunk } from '../../lib/chunks.ts';
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
  widgetCode ??= loadChunk(() =>
    import('altcha').then(() => Promise.all([import('altcha/i18n/pl'), import('altcha/i18n/en')])),
  ).catch((err: unknown) => {
    // Not cached: the visitor's retry fetches again.
    widgetCode = null;
    throw err;
  });
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
  // A load that failed, and the visitor's retries of it.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const change = useRef(onChange);
  change.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger.
  useEffect(() => {
    let live = true;
    afterIntent(() => {
      if (!live) return;
      Promise.all([loadRouteTable(), loadWidget()]).then(
        ([routes]) => {
          if (!live) return;
          // Drawn as a transition, in slices a phone's main thread can interleave with input.
          startTransition(() => {
            setChallenge(buildUrl(routes, 'auth.captcha').uri);
            setReady(true);
          });
        },
        (err: unknown) => {
          if (!live) return;
          console.error(err);
          setFailed(true);
          // Settles the round unsolved: a submit waiting for it goes on, and the form says the
          // verification is missing instead of waiting for good.
          change.current(null, true);
        },
      );
    });
    return () => {
      live = false;
    };
  }, [attempt]);

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
        {!ready && !failed && (
          <Text size="sm" c="dimmed" pt="xs">
            {t('auth.captchaWaiting')}
          </Text>
        )}
        {failed && (
          <Stack gap={6} pt="xs" align="flex-start" role="alert">
            <Text size="sm" c="red.8">
              {t('auth.captchaFailed')}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  setFailed(false);
                  change.current(null, false);
                  setAttempt((a) => a + 1);
                }}
              >
                {t('common.retry')}
              </Button>
              {/* A browser that remembers a module it failed to fetch fails each retry at once;
                  a reload fetches it anew (as the chunk-error screen does). */}
              {attempt > 0 && (
                <Button size="compact-sm" variant="subtle" onClick={() => window.location.reload()}>
                  {t('chunkError.reload')}
                </Button>
              )}
            </Group>
          </Stack>
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
