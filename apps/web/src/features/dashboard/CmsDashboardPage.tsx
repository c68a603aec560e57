import '@mantine/core/styles/Progress.css';
import { Anchor, Badge, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { isGroup, useNavEntries, visibleNav } from '../../lib/nav.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan, useMe } from '../../lib/viewer.ts';
import { useNewEntries, useRoleCounts } from './api/cms-widgets.ts';
import { Widget } from './Widget.tsx';

function NewEntriesWidget() {
  const { t } = useTranslation();
  const can = useCan();
  const { enabled, query } = useNewEntries();
  if (!enabled) return null;
  return (
    <Widget
      title={t('dashboard.newEntries')}
      query={query}
      isEmpty={(d) => d.pagination.total === 0}
      empty={t('dashboard.noNewEntries')}
      extra={query.data && <Badge size="lg">{query.data.pagination.total}</Badge>}
    >
      {(d) => (
        <Stack gap={8}>
          <Text size="sm" c="dimmed">
            {t('dashboard.awaiting', { count: d.pagination.total })}
          </Text>
          {d.results.map((e) => (
            <Group key={e.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {e.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {e.address_city}
                </Text>
              </div>
              <Text size="xs" c="dimmed">
                {formatDate(e.created_at)}
              </Text>
            </Group>
          ))}
          {can('partner.new-entries.index') && (
            <Anchor component={Link} to={pathFor('partner.new-entries.index')} size="sm">
              {t('dashboard.allNewEntries')}
            </Anchor>
          )}
        </Stack>
      )}
    </Widget>
  );
}

function UsersByRoleWidget() {
  const { t } = useTranslation();
  const can = useCan();
  const { enabled, query } = useRoleCounts();
  if (!enabled) return null;
  return (
    <Widget
      title={t('dashboard.usersByRole')}
      query={query}
      isEmpty={(roles) => roles.every((r) => r.users_count === 0)}
      empty={t('dashboard.noUsers')}
    >
      {(roles) => {
        const total = roles.reduce((sum, r) => sum + r.users_count, 0);
        return (
          <Stack gap={10}>
            <Text size="sm" c="dimmed">
              {t('dashboard.usersTotal', { count: total })}
            </Text>
            {roles
              .filter((r) => r.users_count > 0)
              .map((r) => (
                <div key={r.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    {can('user.users.index') ? (
                      <Anchor component={Link} to={`${pathFor('user.users.index')}?role=${r.slug}`} size="sm">
                        {r.name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{r.name}</Text>
                    )}
                    <Text size="sm" fw={600}>
                      {r.users_count}
                    </Text>
                  </Group>
                  <Progress value={(r.users_count / total) * 100} size="sm" mt={4} aria-hidden="true" />
                </div>
              ))}
          </Stack>
        );
      }}
    </Widget>
  );
}

function QuickLinks() {
  const { t } = useTranslation();
  const can = useCan();
  const nav = useNavEntries();
  const items = visibleNav(nav, can).flatMap((e) =>
    isGroup(e) ? e.items : e.route === 'dashboard.dashboards.index' ? [] : [e],
  );
  if (!items.length) return null;
  return (
    <Group gap="xs">
      {items.map((i) => (
        <Anchor key={i.route} component={Link} to={pathFor(i.route)} size="sm">
          {t(i.label)}
        </Anchor>
      ))}
    </Group>
  );
}

/** The back-office dashboard: widgets of the areas the user may see (spec §2). */
export default function CmsDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('dashboard.greeting', { name: me?.model.first_name ?? '' })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('dashboard.cmsSubtitle')}
        </Text>
      </div>
      <QuickLinks />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NewEntriesWidget />
        <UsersByRoleWidget />
      </SimpleGrid>
    </Stack>
  );
}
