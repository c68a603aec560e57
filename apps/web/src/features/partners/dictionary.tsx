import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, ColorInput, Group, Skeleton, Stack } from '@mantine/core';
import {
  businessAreaInputSchema,
  PARTNER_DICTIONARY_SORTS,
  partnerStatusInputSchema,
} from '@portal/contracts/partners';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathFor, type WebRouteName } from '../../app/paths.ts';
import { Form } from '../../components/form/Form.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { SearchInput } from '../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { apiCall } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useMessage } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';

/**
 * Business areas and partner statuses: the same small dictionary screens (list, store, edit,
 * delete refused by the server while in use), a colour for statuses.
 */
export type Dictionary = 'business-areas' | 'partner-statuses';

type DictRecord = {
  id: number;
  name: string;
  slug: string;
  color?: string;
  contractors_count?: number;
  partners_count: number;
  created_at: string;
};

const META = {
  'business-areas': { i18n: 'businessAreas', schema: businessAreaInputSchema },
  'partner-statuses': { i18n: 'partnerStatuses', schema: partnerStatusInputSchema },
} as const;

const route = (d: Dictionary, action: 'index' | 'store' | 'show') => `partner.${d}.${action}` as WebRouteName;

export function DictionaryList({ dictionary }: { dictionary: Dictionary }) {
  const { t } = useTranslation();
  const can = useCan();
  const ns = META[dictionary].i18n;
  const list = useListState({
    sorts: PARTNER_DICTIONARY_SORTS,
    defaultSort: { by: 'name', direction: 'asc' },
  });
  const query = useListQuery<DictRecord>(`partner.${dictionary}.index`, list.state, 'cms');
  return (
    <Stack gap="md">
      <PageHeader
        title={t(`${ns}.title`)}
        description={t(`${ns}.description`)}
        actions={
          can(`partner.${dictionary}.store`) && (
            <Button
              component={Link}
              to={pathFor(route(dictionary, 'store'))}
              leftSection={<IconPlus size={16} />}
            >
              {t(`${ns}.create`)}
            </Button>
          )
        }
      />
      <Group>
        <SearchInput list={list} />
      </Group>
      <DataTable<DictRecord>
        label={t(`${ns}.title`)}
        list={list}
        query={query}
        rowLink={{ route: route(dictionary, 'show'), access: `partner.${dictionary}.update` }}
        edit={{ route: route(dictionary, 'show'), access: `partner.${dictionary}.update` }}
        destroy={{ route: `partner.${dictionary}.destroy`, name: (r) => r.name }}
        columns={[
          {
            accessor: 'name',
            title: t('fields.name'),
            sortable: true,
            render: (r) =>
              r.color ? (
                <Badge variant="dot" color={r.color}>
                  {r.name}
                </Badge>
              ) : (
                r.name
              ),
          },
          { accessor: 'slug', title: t('fields.slug'), sortable: true },
          ...(dictionary === 'business-areas'
            ? [
                {
                  accessor: 'contractors_count',
                  title: t('businessAreas.contractors'),
                  textAlign: 'right' as const,
                },
              ]
            : []),
          { accessor: 'partners_count', title: t('businessAreas.partners'), textAlign: 'right' },
          {
            accessor: 'created_at',
            title: t('fields.createdAt'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) => formatDate(r.created_at),
          },
        ]}
      />
    </Stack>
  );
}

type Values = { name: string; slug?: string; color?: string };

function ColorField() {
  const { t } = useTranslation();
  const message = useMessage();
  const { field, fieldState } = useController<Values, 'color'>({ name: 'color' });
  return (
    <ColorInput
      label={t('partnerStatuses.color')}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      format="hex"
      error={message(fieldState.error?.message)}
    />
  );
}

export function DictionaryEdit({ dictionary }: { dictionary: Dictionary }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useParams().id ?? 0);
  const ns = META[dictionary].i18n;
  const record = useQuery({
    queryKey: [`partner.${dictionary}`, 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: DictRecord }>(`partner.${dictionary}.show`, { params: { id }, signal }).then(
        (r) => r.model,
      ),
    enabled: id > 0 && can(`partner.${dictionary}.show`),
  });
  const save = useMutation({
    mutationFn: (body: Values) =>
      id
        ? apiCall(`partner.${dictionary}.update`, { params: { id }, body })
        : apiCall(`partner.${dictionary}.store`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [`partner.${dictionary}`] }),
  });
  const form = useForm<Values>({
    resolver: zodResolver(META[dictionary].schema) as never,
    defaultValues: {
      name: '',
      slug: undefined,
      color: dictionary === 'partner-statuses' ? '#1c7ed6' : undefined,
    },
  });
  useEffect(() => {
    const r = record.data;
    if (r) form.reset({ name: r.name, slug: r.slug, ...(r.color ? { color: r.color } : {}) });
  }, [record.data, form]);

  if (id && record.isError) return <LoadFailed error={record.error} onRetry={() => void record.refetch()} />;
  if (id && !record.data) return <Skeleton h={240} aria-busy="true" />;
  const back = pathFor(route(dictionary, 'index'));
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={record.data?.name ?? t(`${ns}.create`)} />
      <Card withBorder radius="md" padding="lg">
        <Form
          form={form}
          disabled={!can(id ? `partner.${dictionary}.update` : `partner.${dictionary}.store`)}
          onSubmit={(values) => save.mutateAsync({ ...values, slug: values.slug || undefined })}
          onSuccess={() => navigate(back)}
          actions={
            <Button variant="default" component={Link} to={back}>
              {t('common.back')}
            </Button>
          }
        >
          <TextField name="name" label={t('fields.name')} required />
          <TextField name="slug" label={t('fields.slug')} description={t('businessAreas.slugHint')} />
          {dictionary === 'partner-statuses' && <ColorField />}
        </Form>
      </Card>
    </Stack>
  );
}
