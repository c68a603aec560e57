import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ResetPasswordStartInput, resetPasswordStartSchema } from '@portal/contracts/sign-in';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { Form } from '../../components/form/Form.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { session } from '../../lib/session.ts';
import { resetPasswordStart } from './api/public-forms.ts';
import { Done } from './Done.tsx';
import { captchaOf, useCaptchaField } from './useCaptchaField.ts';

/** Forgotten password: the link goes to the e-mail, valid for an hour. */
export default function ResetStartPage() {
  const { t } = useTranslation();
  const form = useForm<ResetPasswordStartInput, unknown, ResetPasswordStartInput>({
    resolver: zodResolver(resetPasswordStartSchema),
    defaultValues: { email: session.lastEmail(), captcha: '' },
  });
  const captcha = useCaptchaField(captchaOf(form));
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: resetPasswordStart });

  if (done) return <Done title={t('auth.resetStart.doneTitle')} message={done} />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('auth.resetStart.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.resetStart.subtitle')}
        </Text>
      </div>
      <Form
        form={form}
        beforeSubmit={captcha.whenSolved}
        guardUnsaved={false}
        submitLabel={t('auth.resetStart.submit')}
        fullWidthSubmit
        onSubmit={(values) =>
          mutation.mutateAsync(values).catch((err) => {
            captcha.renew();
            throw err;
          })
        }
        onSuccess={(res) => setDone((res as { message: string }).message)}
      >
        <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" required />
        <Captcha {...captcha.props} />
      </Form>
      <Anchor component={Link} to={pathFor('auth.login')} size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
