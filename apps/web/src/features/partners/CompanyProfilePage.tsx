import { Alert, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CompanyProfile } from '@portal/contracts/partners';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useMe } from '../../lib/viewer.ts';
import { useCompanyProfile } from './api/company.ts';
import { ChangeRequestForm } from './company/ChangeRequestForm.tsx';
import { CompanyContactsForm } from './company/CompanyContactsForm.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

function CompanyData({ profile: p }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text fw={600}>{t('companyProfile.data')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Row label={t('fields.companyName')}>{p.name}</Row>
          <Row label={t('fields.nip')}>{p.nip_number}</Row>
          <Row label={t('contractors.address')}>
            {`${p.address_street}, ${p.address_postcode} ${p.address_city}`}
            {p.address_province ? `, ${p.address_province.name}` : ''}
            {`, ${p.address_country.name}`}
          </Row>
          <Row label={t('fields.businessArea')}>{p.business_area.name}</Row>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The company profile (partner zone): everyone reads it; a company admin changes it. */
export default function CompanyProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const partnerId = me?.model.partner?.id ?? null;
  const profile = useCompanyProfile(partnerId);

  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={260} />
        <Skeleton h={160} />
        <Skeleton h={240} />
      </Stack>
    );
  const p = profile.data;
  const pending = p.pending_change_request;
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('companyProfile.title')} description={p.name} />
      {!p.can_edit && (
        <Alert color="gray" variant="light">
          {t('companyProfile.readOnly')}
        </Alert>
      )}
      <CompanyData profile={p} />
      {pending && (
        <Alert
          color="yellow"
          variant="light"
          title={t('companyProfile.pendingTitle')}
          // Mantine's yellow title on the light yellow background is below AA contrast.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t('companyProfile.pending', { date: formatDateTime(pending.created_at) })}
        </Alert>
      )}
      {p.can_edit && !pending && <ChangeRequestForm profile={p} />}
      <CompanyContactsForm profile={p} partnerId={p.id} />
    </Stack>
  );
}
