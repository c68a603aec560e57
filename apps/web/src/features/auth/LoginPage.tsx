import { Alert, Anchor, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { FormFrame } from '../../components/form/FormFrame.tsx';
import { usePlainForm } from '../../components/form/plain-form.ts';
import { afterIntent } from '../../lib/after-paint.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notifyError, notifySuccess } from '../../lib/notifications.ts';
import { pathFor } from '../../lib/paths.ts';
import { session } from '../../lib/session.ts';
import { login, preloadLoginQueries } from './api/login.ts';
import { useCaptchaField } from './useCaptchaField.ts';

const schema = lazySchema(() => import('@portal/contracts/sign-in').then((m) => m.loginSchema));

/** The sign-in: its own small form (plain-form.ts), since react-hook-form would delay its first paint. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expired] = useState(() => session.takeExpired());
  const form = usePlainForm({
    defaultValues: () => ({
      email: session.lastEmail(),
      password: '',
      rememberMe: session.rememberMe(),
      captcha: '',
    }),
    schema,
    beforeSubmit: () => captcha.whenSolved(),
    onSubmit: (values) =>
      // The notices of the app's mutations (lib/query.ts), without React Query on this screen.
      login(values).then(
        (to) => {
          notifySuccess(to, false);
          return to;
        },
        (err: unknown) => {
          notifyError(err);
          captcha.renew();
          throw err;
        },
      ),
    onSuccess: (to) => navigate(to, { replace: true }),
  });
  const captcha = useCaptchaField(form.binding('captcha'));
  useEffect(() => {
    schema.preload();
    afterIntent(preloadLoginQueries);
  }, []);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('auth.login.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.login.subtitle')}
        </Text>
      </div>
      {expired && (
        <Alert color="yellow" role="status">
          {t('auth.login.sessionExpired')}
        </Alert>
      )}
      <FormFrame {...form.frame} submitLabel={t('auth.login.submit')} fullWidthSubmit>
        <TextInput
          {...form.text('email')}
          type="email"
          label={t('fields.email')}
          withAsterisk
          autoComplete="username"
        />
        <PasswordInput
          {...form.text('password')}
          label={t('fields.password')}
          withAsterisk
          autoComplete="current-password"
        />
        <Group justify="space-between" gap="xs">
          <Checkbox {...form.checkbox('rememberMe')} label={t('auth.login.rememberMe')} />
          <Anchor component={Link} to={pathFor('auth.reset-password-start')} size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Captcha {...captcha.props} />
      </FormFrame>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={pathFor('auth.register')}>
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
