import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type SetPasswordInput, setPasswordSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Form } from '../../components/form/Form.tsx';
import { PasswordField } from '../../components/form/fields.tsx';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';

/** Setting a password from an e-mailed link: reset (60 min) and invitation (72 h) share it. */
export function SetPasswordForm({
  title,
  subtitle,
  submitLabel,
  send,
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  send: (body: SetPasswordInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const form = useForm<SetPasswordInput, unknown, SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const mutation = useMutation({ mutationFn: send });
  const tokenError = message(form.formState.errors.token?.message);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      <Form
        form={form}
        guardUnsaved={false}
        submitLabel={submitLabel}
        fullWidthSubmit
        onSubmit={(values) => mutation.mutateAsync(values)}
        onSuccess={() => navigate(pathFor('auth.login'), { replace: true })}
      >
        {tokenError && (
          <Text c="red.7" size="sm" role="alert">
            {tokenError}
          </Text>
        )}
        <PasswordField
          name="password"
          label={t('fields.newPassword')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          name="password_confirmation"
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
        />
      </Form>
      <Anchor component={Link} to={pathFor('auth.login')} size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
