import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { LoginInput } from '@portal/contracts/sign-in';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxField, PasswordField, TextField } from '../../components/form/fields.tsx';
import { afterPaint } from '../../lib/after-paint.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { notifyError, notifySuccess } from '../../lib/notifications.ts';
import { pathFor } from '../../lib/paths.ts';
import { session } from '../../lib/session.ts';
import { login, preloadLoginQueries } from './api/login.ts';
import { useCaptchaField } from './useCaptchaField.ts';

const resolver = lazyZodResolver<LoginInput>(() =>
  import('@portal/contracts/sign-in').then((m) => m.loginSchema),
);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expired] = useState(() => session.takeExpired());
  const form = useForm<LoginInput, unknown, LoginInput>({
    resolver,
    defaultValues: {
      email: session.lastEmail(),
      password: '',
      rememberMe: session.rememberMe(),
      captcha: '',
    },
  });
  useEffect(() => {
    resolver.preload();
    afterPaint(preloadLoginQueries);
  }, []);
  const captcha = useCaptchaField(form);

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
      <Form
        form={form}
        beforeSubmit={captcha.whenSolved}
        guardUnsaved={false}
        submitLabel={t('auth.login.submit')}
        fullWidthSubmit
        onSubmit={(values) =>
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
          )
        }
        onSuccess={(to) => navigate(to as string, { replace: true })}
      >
        <TextField name="email" type="email" label={t('fields.email')} autoComplete="username" required />
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <Group justify="space-between" gap="xs">
          <CheckboxField name="rememberMe" label={t('auth.login.rememberMe')} />
          <Anchor component={Link} to={pathFor('auth.reset-password-start')} size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Captcha {...captcha.props} />
      </Form>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={pathFor('auth.register')}>
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
