import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ListRouteName, RouteName } from '@portal/contracts/api';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { Form } from '../form/Form.tsx';
import type { RecordForm } from '../form/useRecordForm.ts';
import { LoadFailed } from '../page/LoadFailed.tsx';
import { DataTable, type DataTableProps } from '../table/DataTable.tsx';
import { SearchInput } from '../table/SearchInput.tsx';
import { useListQuery, useListState } from '../table/useList.ts';

/**
 * Records that live under a parent record (a contractor's contacts, branches, users): one list
 * and one edit card on the parent's screen. The screens are routed as `<routes>.index|store|show`
 * with the parent under `:id` and the child under `:<param>`; the API takes the parent under
 * `parentKey`, and the access keys follow the route names.
 */
export type ChildKind = {
  routes: { index: WebRouteName; store: WebRouteName; show: WebRouteName };
  /** API route names and access keys of the list, update and delete. */
  api: { index: ListRouteName; store: RouteName; update: RouteName; destroy?: RouteName };
  /** The parent's path parameter in the API routes (`contractor`). */
  parentKey: string;
  /** The child's path parameter in the screen routes (`contactId`). */
  param: string;
  /** Translated titles: the list, the add card, the edit card. */
  titles: { list: string; create: string; edit: string };
};

type WithId = { id: number };

export function ChildList<T extends WithId>({
  kind,
  parentId,
  sorts,
  columns,
  destroy,
}: {
  kind: ChildKind;
  parentId: number;
  sorts: readonly string[];
  columns: DataTableColumn<T>[];
  destroy?: Pick<NonNullable<DataTableProps<T>['destroy']>, 'name' | 'allowed'>;
}) {
  const can = useCan();
  const list = useListState({ sorts });
  const query = useListQuery<ListRouteName, T>(kind.api.index, list.state, 'cms', {
    [kind.parentKey]: parentId,
  });
  const show = {
    route: kind.routes.show,
    access: kind.api.update,
    params: (r: T) => ({ id: parentId, [kind.param]: r.id }),
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchInput list={list} />
        {can(kind.api.store) && (
          <Button
            component={Link}
            to={pathFor(kind.routes.store, { id: parentId })}
            leftSection={<IconPlus size={16} />}
          >
            {kind.titles.create}
          </Button>
        )}
      </Group>
      <DataTable<T>
        label={kind.titles.list}
        list={list}
        query={query}
        rowLink={show}
        edit={show}
        destroy={
          destroy &&
          kind.api.destroy && {
            ...destroy,
            route: kind.api.destroy,
            params: () => ({ [kind.parentKey]: parentId }),
          }
        }
        columns={columns}
      />
    </Stack>
  );
}

/** The edit card of one child record: loading and failure states, the form, back to the list. */
export function ChildEdit<TValues extends FieldValues, TOut>({
  kind,
  parentId,
  id,
  record,
  recordForm,
  submitLabel,
  maw = 760,
  children,
}: {
  kind: ChildKind;
  parentId: number;
  /** The record's id; none while adding one. */
  id?: number;
  record: UseQueryResult<unknown>;
  recordForm: RecordForm<TValues, TOut>;
  submitLabel?: string;
  maw?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const back = pathFor(kind.routes.index, { id: parentId });
  if (id && record.isError) return <LoadFailed error={record.error} onRetry={() => void record.refetch()} />;
  if (id && !record.data) return <Skeleton h={240} aria-busy="true" />;
  return (
    <Card withBorder radius="md" padding="lg" maw={maw}>
      <Stack gap="md">
        <Text fw={600}>{id ? kind.titles.edit : kind.titles.create}</Text>
        <Form
          {...recordForm}
          disabled={!can(id ? kind.api.update : kind.api.store)}
          submitLabel={submitLabel}
          onSuccess={() => navigate(back)}
          actions={
            <Button variant="default" component={Link} to={back}>
              {t('common.back')}
            </Button>
          }
        >
          {children}
        </Form>
      </Stack>
    </Card>
  );
}
