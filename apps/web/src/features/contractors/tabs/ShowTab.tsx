import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContractorRecord } from '@portal/contracts/contractors';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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

/** The contractor at a glance: company data, primary contact, consents and registration. */
export function ShowTab({ contractor: c }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  const yes = (v: boolean) => t(v ? 'contractors.partnerYes' : 'contractors.partnerNo');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{t('contractors.company')}</Text>
          <Row label={t('fields.companyName')}>{c.name}</Row>
          <Row label={t('fields.nip')}>{c.nip_number}</Row>
          <Row label={t('contractors.address')}>
            {`${c.address_street}, ${c.address_postcode} ${c.address_city}`}
            {c.address_province ? `, ${c.address_province.name}` : ''}
            {`, ${c.address_country.name}`}
          </Row>
          <Row label={t('fields.companyPhone')}>{c.phone_number}</Row>
          <Row label={t('fields.businessArea')}>{c.business_area?.name}</Row>
          <Row label={t('fields.invoiceEmail')}>{c.electronic_invoice_email}</Row>
          <Row label={t('contractors.electronicInvoice')}>{yes(c.electronic_form_invoice)}</Row>
        </Stack>
      </Card>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fw={600}>{t('contractors.primaryContact')}</Text>
            {c.primary_contact ? (
              <>
                <Row label={t('fields.fullName')}>
                  {`${c.primary_contact.first_name} ${c.primary_contact.last_name}`}
                </Row>
                <Row label={t('fields.email')}>{c.primary_contact.email}</Row>
                <Row label={t('fields.phone')}>{c.primary_contact.phone_number}</Row>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('table.empty')}
              </Text>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fw={600}>{t('contractors.registration')}</Text>
            <Row label={t('fields.createdAt')}>{formatDate(c.created_at)}</Row>
            <Row label={t('contractors.decidedAt')}>{formatDate(c.decided_at)}</Row>
            {c.rejection_reason && <Row label={t('newEntries.reason')}>{c.rejection_reason}</Row>}
            <Group gap={6}>
              {c.consent_processing_data && (
                <Badge variant="light">{t('contractors.consentProcessing')}</Badge>
              )}
              {c.consent_commercial_info && (
                <Badge variant="light">{t('contractors.consentCommercial')}</Badge>
              )}
              {c.consent_marketing_purposes && (
                <Badge variant="light">{t('contractors.consentMarketing')}</Badge>
              )}
            </Group>
          </Stack>
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
