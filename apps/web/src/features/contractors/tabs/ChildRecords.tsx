import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ContractorRecord } from '@portal/contracts/contractors';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../../components/form/Form.tsx';
import { LoadFailed } from '../../../components/page/LoadFailed.tsx';
import { DataTable, type DataTableProps } from '../../../components/table/DataTable.tsx';
import { SearchInput } from '../../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../../components/table/useList.ts';
import { pathFor } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/viewer.ts';

/**
 * A contractor's child records (contacts, branches, company users): one list and one edit card
 * on the contractor screen, routed as `contractor.<child>.index|store|show` under the contractor.
 */
export type Child = 'contacts' | 'affiliates' | 'users';

const CHILDREN = {
  contacts: { param: 'contactId', create: 'contacts.create', edit: 'contacts.edit' },
  affiliates: { param: 'affiliateId', create: 'affiliates.create', edit: 'affiliates.edit' },
  users: { param: 'userId', create: 'contractorUsers.create', edit: 'contractorUsers.edit' },
} as const;

type WithId = { id: number };

export function ChildList<T extends WithId>({
  contractor,
  child,
  sorts,
  columns,
  destroy,
}: {
  contractor: ContractorRecord;
  child: Child;
  sorts: readonly string[];
  columns: DataTableColumn<T>[];
  destroy?: Pick<NonNullable<DataTableProps<T>['destroy']>, 'name' | 'allowed'>;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts });
  const query = useListQuery<T>(`contractor.${child}.index`, list.state, 'cms', {
    contractor: contractor.id,
  });
  const show = {
    route: `contractor.${child}.show`,
    access: `contractor.${child}.update`,
    params: (r: T) => ({ id: contractor.id, [CHILDREN[child].param]: r.id }),
  } as const;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchInput list={list} />
        {can(`contractor.${child}.store`) && (
          <Button
            component={Link}
            to={pathFor(`contractor.${child}.store`, { id: contractor.id })}
            leftSection={<IconPlus size={16} />}
          >
            {t(CHILDREN[child].create)}
          </Button>
        )}
      </Group>
      <DataTable<T>
        label={t(`contractors.tabs.${child}`)}
        list={list}
        query={query}
        rowLink={show}
        edit={show}
        destroy={
          destroy && {
            ...destroy,
            route: `contractor.${child}.destroy`,
            params: () => ({ contractor: contractor.id }),
          }
        }
        columns={columns}
      />
    </Stack>
  );
}

/** The edit card of one child record: loading and failure states, the form, back to the list. */
export function ChildEdit<TIn extends FieldValues, TOut>({
  contractor,
  child,
  id,
  record,
  form,
  onSubmit,
  submitLabel,
  maw = 760,
  children,
}: {
  contractor: ContractorRecord;
  child: Child;
  /** The record's id; none while adding one. */
  id?: number;
  record: UseQueryResult<unknown>;
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => Promise<unknown>;
  submitLabel?: string;
  maw?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const back = pathFor(`contractor.${child}.index`, { id: contractor.id });
  if (id && record.isError) return <LoadFailed error={record.error} onRetry={() => void record.refetch()} />;
  if (id && !record.data) return <Skeleton h={240} aria-busy="true" />;
  return (
    <Card withBorder radius="md" padding="lg" maw={maw}>
      <Stack gap="md">
        <Text fw={600}>{t(id ? CHILDREN[child].edit : CHILDREN[child].create)}</Text>
        <Form
          form={form}
          disabled={!can(id ? `contractor.${child}.update` : `contractor.${child}.store`)}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
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
