import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { passwordNotEmail } from '@portal/contracts/password-policy';
import {
  type PasswordChangeInput,
  type ProfileRecord,
  passwordChangeSchema,
  profileUpdateSchema,
} from '@portal/contracts/users';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../components/form/Form.tsx';
import { PasswordField, TextField } from '../../components/form/fields.tsx';
import { SelectField } from '../../components/form/select-fields.tsx';
import { useRecordForm } from '../../components/form/useRecordForm.ts';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { changeLang, useTranslation } from '../../lib/i18n.ts';
import { useChangePassword, useProfile, useUpdateProfile } from './api/profile.ts';
import { LogoCard } from './LogoCard.tsx';

type DataValues = { first_name: string; last_name: string; phone_number: string; lang: 'pl' | 'en' };

const dataOf = (p: ProfileRecord): DataValues => ({
  first_name: p.first_name,
  last_name: p.last_name,
  phone_number: p.phone_number ?? '',
  lang: p.lang,
});

const EMPTY_DATA: DataValues = { first_name: '', last_name: '', phone_number: '', lang: 'pl' };

const profileDataSchema = profileUpdateSchema.required({ first_name: true, last_name: true });

function PersonalData({ profile }: { profile: ProfileRecord }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const recordForm = useRecordForm(profileDataSchema, {
    load: profile,
    toValues: (p: ProfileRecord | undefined) => (p ? dataOf(p) : EMPTY_DATA),
    save: (values) => update.mutateAsync(values),
  });
  const { form } = recordForm;
  return (
    <Form
      {...recordForm}
      onSuccess={() => {
        const lang = form.getValues('lang');
        if (lang) void changeLang(lang);
      }}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField name="first_name" label={t('fields.firstName')} required autoComplete="given-name" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField name="last_name" label={t('fields.lastName')} required autoComplete="family-name" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField name="phone_number" type="tel" label={t('fields.phone')} autoComplete="tel" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <SelectField
            name="lang"
            valueType="string"
            searchable={false}
            label={t('profile.lang')}
            data={[
              { value: 'pl', label: t('lang.plName') },
              { value: 'en', label: t('lang.enName') },
            ]}
          />
        </Grid.Col>
      </Grid>
    </Form>
  );
}

function PasswordChange({ email }: { email?: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  // The browser knows the own e-mail here, so "not the e-mail" is checked before sending too.
  const schema = useMemo(
    () =>
      email ? passwordChangeSchema.superRefine(passwordNotEmail('password', email)) : passwordChangeSchema,
    [email],
  );
  const form = useForm<PasswordChangeInput, unknown, PasswordChangeInput>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  return (
    <Form
      form={form}
      submitLabel={t('profile.changePassword')}
      onSubmit={(values) => change.mutateAsync(values)}
      onSuccess={() => form.reset({ current_password: '', password: '', password_confirmation: '' })}
    >
      <PasswordField name="current_password" label={t('fields.currentPassword')} required />
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
  );
}

/** The own profile (spec §2): personal data, password change and, where allowed, the logo. */
export function ProfileView({ withLogo }: { withLogo: boolean }) {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('profile.title')}
        description={p ? `${p.email} · ${p.partner?.name ?? p.role.name}` : undefined}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('profile.personal')}
              </Title>
              {p ? <PersonalData profile={p} /> : <Skeleton h={160} />}
            </Card>
            {withLogo && (p ? <LogoCard profile={p} /> : <Skeleton h={160} />)}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4">
              {t('profile.password')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('profile.passwordHint')}
            </Text>
            <PasswordChange email={p?.email} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
