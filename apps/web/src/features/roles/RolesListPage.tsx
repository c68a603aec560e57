import { Badge, Button, Group, Text } from '@mantine/core';
import { ROLE_SORTS, type RoleRecord } from '@portal/contracts/users';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { formatDate } from '../../lib/format.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';

export default function RolesListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: ROLE_SORTS });
  const query = useListQuery('user.roles.index', list.state, 'cms');

  return (
    <ListPage
      title={t('roles.title')}
      description={t('roles.description')}
      actions={
        can('user.roles.store') && (
          <Button component={Link} to={pathFor('user.roles.store')} leftSection={<IconPlus size={16} />}>
            {t('roles.create')}
          </Button>
        )
      }
      list={list}
    >
      <DataTable<RoleRecord>
        label={t('roles.title')}
        list={list}
        query={query}
        rowLink={{ route: 'user.roles.show', access: 'user.roles.update' }}
        edit={{ route: 'user.roles.show', access: 'user.roles.update' }}
        destroy={{ route: 'user.roles.destroy', name: (r) => r.name, allowed: (r) => !r.is_system }}
        columns={[
          {
            accessor: 'name',
            title: t('fields.name'),
            sortable: true,
            render: (r) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {r.name}
                </Text>
                {r.is_system && (
                  <Badge size="xs" color="gray" variant="default">
                    {t('roles.system')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'users_count',
            title: t('roles.users'),
            sortable: true,
            textAlign: 'right',
          },
          {
            accessor: 'created_at',
            title: t('fields.createdAt'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) => formatDate(r.created_at),
          },
        ]}
      />
    </ListPage>
  );
}
