import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconId, IconMail, IconPhone, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan, useMe } from '../../lib/viewer.ts';
import { useCompany, useCompanyUsersPreview } from './api/partner-widgets.ts';
import { ErrorCodeQuickSearch } from './ErrorCodeQuickSearch.tsx';
import { Widget } from './Widget.tsx';

function CompanyWidget({ partnerId }: { partnerId: number | null }) {
  const { t } = useTranslation();
  const { enabled, query } = useCompany(partnerId);
  if (!enabled) return null;
  return (
    <Widget
      title={t('partnerDashboard.company')}
      query={query}
      isEmpty={() => false}
      empty=""
      extra={
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={pathFor('partner-zone.company.show')}
          leftSection={<IconId size={14} aria-hidden="true" />}
        >
          {t('nav.company')}
        </Button>
      }
    >
      {(company) => (
        <Stack gap="sm">
          <div>
            <Text fw={600}>{company.name}</Text>
            <Group gap={6} mt={4}>
              <Badge variant="light">{company.business_area.name}</Badge>
              {company.partner_status && (
                <Badge variant="dot" color={company.partner_status.color}>
                  {company.partner_status.name}
                </Badge>
              )}
            </Group>
          </div>
          <Text size="sm" fw={600}>
            {t('partnerDashboard.caretaker')}
          </Text>
          {company.caretakers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('partnerDashboard.noCaretaker')}
            </Text>
          ) : (
            company.caretakers.map((c) => (
              <Stack key={c.id} gap={2}>
                <Text size="sm">
                  {c.first_name} {c.last_name}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <IconMail size={14} aria-hidden="true" />
                  <Anchor href={`mailto:${c.email}`} size="sm">
                    {c.email}
                  </Anchor>
                </Group>
                {c.phone_number && (
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={14} aria-hidden="true" />
                    <Anchor href={`tel:${c.phone_number.replace(/\s/g, '')}`} size="sm">
                      {c.phone_number}
                    </Anchor>
                  </Group>
                )}
              </Stack>
            ))
          )}
        </Stack>
      )}
    </Widget>
  );
}

function CompanyUsersWidget({ companyAdmin }: { companyAdmin: boolean }) {
  const { t } = useTranslation();
  const query = useCompanyUsersPreview();
  return (
    <Widget
      title={t('partnerDashboard.users')}
      query={query}
      isEmpty={(d) => d.pagination.total === 0}
      empty={t('table.empty')}
      extra={
        companyAdmin && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={pathFor('partner-zone.user.users.store')}
            leftSection={<IconPlus size={14} />}
          >
            {t('common.add')}
          </Button>
        )
      }
    >
      {(d) => (
        <Stack gap={8}>
          {d.results.map((u) => (
            <Group key={u.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {u.first_name} {u.last_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {u.email}
                </Text>
              </div>
              {u.is_company_admin && (
                <Badge size="sm" variant="light">
                  {t('companyUsers.admin')}
                </Badge>
              )}
            </Group>
          ))}
          <Anchor component={Link} to={pathFor('partner-zone.user.users.index')} size="sm">
            {t('partnerDashboard.allUsers', { count: d.pagination.total })}
          </Anchor>
        </Stack>
      )}
    </Widget>
  );
}

/** The partner dashboard (spec §2): the error-code look-up, the company, its caretaker, the company's users. */
export default function PartnerDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const can = useCan();
  const model = me?.model;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={1} size="h2">
          {t('dashboard.greeting', { name: model?.first_name ?? '' })}
        </Title>
        <Text c="dimmed" size="sm">
          {model?.partner
            ? t('partnerDashboard.subtitle', { company: model.partner.name })
            : t('app.partnerZone')}
        </Text>
      </Card>
      {can('partner-zone.device.errorcodes.index') && <ErrorCodeQuickSearch />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CompanyWidget partnerId={model?.partner?.id ?? null} />
        <CompanyUsersWidget companyAdmin={Boolean(model?.is_company_admin)} />
      </SimpleGrid>
    </Stack>
  );
}
