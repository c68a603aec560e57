import { Button, Group, Text } from '@mantine/core';
import { USER_SORTS, USER_STATUS, type UserRecord } from '@portal/contracts/users';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { flagFilter } from '../../components/table/FlagFilter.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useRoleOptions } from './api/options.ts';

export default function UsersListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: USER_SORTS, filters: ['role', 'status'] });
  const query = useListQuery('user.users.index', list.state, 'cms');
  const roles = useRoleOptions();

  return (
    <ListPage
      title={t('users.title')}
      description={t('users.description')}
      list={list}
      actions={
        can('user.users.store') && (
          <Button component={Link} to={pathFor('user.users.store')} leftSection={<IconPlus size={16} />}>
            {t('users.create')}
          </Button>
        )
      }
      filters={[
        multiSelectFilter(list, {
          name: 'role',
          label: t('users.filterRole'),
          data: (roles.data ?? []).map((r) => ({ value: r.slug, label: r.name })),
          searchable: true,
        }),
        flagFilter(list, {
          name: 'status',
          label: t('users.filterStatus'),
          yes: t('users.active'),
          no: t('users.inactive'),
          values: { yes: USER_STATUS.active, no: USER_STATUS.inactive },
        }),
      ]}
    >
      <DataTable<UserRecord>
        label={t('users.title')}
        list={list}
        query={query}
        rowLink={{ route: 'user.users.show', access: 'user.users.update' }}
        edit={{ route: 'user.users.show', access: 'user.users.update' }}
        destroy={{ route: 'user.users.destroy', name: (u) => `${u.first_name} ${u.last_name}` }}
        columns={[
          {
            accessor: 'last_name',
            title: t('fields.fullName'),
            sortable: true,
            render: (u) => (
              <div>
                <Text size="sm" fw={500}>
                  {u.first_name} {u.last_name}
                </Text>
                {u.partner && (
                  <Text size="xs" c="dimmed">
                    {u.partner.name}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'email',
            title: t('fields.email'),
            sortable: true,
            render: (u) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
            ),
          },
          { accessor: 'role', title: t('fields.role'), sortable: true, render: (u) => u.role.name },
          {
            accessor: 'is_activated',
            title: t('fields.status'),
            sortable: true,
            noWrap: true,
            card: 'status',
            render: (u) => (
              <Group gap={4} wrap="nowrap">
                <StatusBadge color={u.is_activated ? 'green' : 'gray'}>
                  {t(u.is_activated ? 'users.active' : 'users.inactive')}
                </StatusBadge>
                {!u.has_password && <StatusBadge color="yellow">{t('users.invited')}</StatusBadge>}
              </Group>
            ),
          },
          {
            accessor: 'last_login_at',
            title: t('users.lastLogin'),
            sortable: true,
            noWrap: true,
            priority: 4,
            render: (u) => formatDateTime(u.last_login_at) || t('users.never'),
          },
          {
            accessor: 'created_at',
            title: t('fields.createdAt'),
            sortable: true,
            noWrap: true,
            priority: 4,
            card: 'none',
            render: (u) => formatDate(u.created_at),
          },
        ]}
      />
    </ListPage>
  );
}
