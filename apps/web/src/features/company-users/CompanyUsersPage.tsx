import { Badge, Button, Stack, Text } from '@mantine/core';
import { COMPANY_USER_SORTS, type CompanyUserRecord } from '@portal/contracts/users';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivationSwitch } from '../../components/ActivationSwitch.tsx';
import { ListPage } from '../../components/page/ListPage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { formatDateTime } from '../../lib/format.ts';
import { pathFor } from '../../lib/paths.ts';
import { useMe } from '../../lib/viewer.ts';
import { useUpdateCompanyUser } from './api/company-users.ts';

/** The company's users (partner zone); a company admin adds colleagues and switches them on or off. */
export default function CompanyUsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const admin = Boolean(me?.model.is_company_admin);
  const list = useListState({ sorts: COMPANY_USER_SORTS });
  const query = useListQuery('partner-zone.user.users.index', list.state, 'partner');
  const update = useUpdateCompanyUser();

  return (
    <ListPage
      title={t('companyUsers.title')}
      description={me?.model.partner?.name}
      actions={
        admin && (
          <Button
            component={Link}
            to={pathFor('partner-zone.user.users.store')}
            leftSection={<IconPlus size={16} />}
          >
            {t('companyUsers.create')}
          </Button>
        )
      }
      list={list}
    >
      <DataTable<CompanyUserRecord>
        zone="partner"
        label={t('companyUsers.title')}
        list={list}
        query={query}
        columns={[
          {
            accessor: 'last_name',
            title: t('fields.fullName'),
            sortable: true,
            render: (u) => (
              <Stack gap={2} align="flex-start">
                <Text size="sm" fw={500}>
                  {u.first_name} {u.last_name}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {u.email}
                </Text>
                {u.is_company_admin && (
                  <Badge size="xs" variant="light">
                    {t('companyUsers.admin')}
                  </Badge>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'phone_number',
            title: t('fields.phone'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (u) => u.phone_number ?? '',
          },
          {
            accessor: 'last_login_at',
            title: t('users.lastLogin'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (u) => formatDateTime(u.last_login_at) || t('users.never'),
          },
          {
            accessor: 'is_activated',
            title: t('fields.status'),
            sortable: true,
            noWrap: true,
            card: 'status',
            render: (u) =>
              admin && u.id !== me?.model.id ? (
                <ActivationSwitch
                  active={u.is_activated}
                  name={`${u.first_name} ${u.last_name}`}
                  disabled={update.isPending}
                  onChange={(active) => update.mutate({ id: u.id, body: { is_activated: active } })}
                />
              ) : (
                <StatusBadge color={u.is_activated ? 'green' : 'gray'}>
                  {t(u.is_activated ? 'users.active' : 'users.inactive')}
                </StatusBadge>
              ),
          },
        ]}
      />
    </ListPage>
  );
}
