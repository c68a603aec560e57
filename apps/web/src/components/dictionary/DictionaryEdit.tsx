import { Button, Card, Skeleton, Stack } from '@mantine/core';
import type { CrudResourceName, RouteName } from '@portal/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { callRoute } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { Form } from '../form/Form.tsx';
import { useRecordForm } from '../form/useRecordForm.ts';
import { LoadFailed } from '../page/LoadFailed.tsx';
import { PageHeader } from '../page/PageHeader.tsx';

type WithId = { id: number };

export type DictionaryEditProps<
  R extends WithId,
  V extends FieldValues,
  S extends z.ZodType = z.ZodType<V>,
> = {
  /** The route prefix (`device.tags`): `.show`, `.store`, `.update` API calls and screens. */
  resource: CrudResourceName;
  /** The contracts form schema the values are checked with (and the server checks again). */
  schema: S;
  /** Values of a new record. */
  defaults: V;
  /** Values of the record being edited. */
  fromRecord: (record: R) => V;
  /** The request body from the checked values, when it is not the values themselves. */
  toBody?: (values: z.output<S>) => unknown;
  title: (record: R | undefined) => string;
  /** Where "back" and a successful save lead; the list by default. */
  backTo?: (record: R | undefined) => string;
  /** The fields; they may depend on the record (an image's preview…). */
  children: (record: R | undefined) => ReactNode;
};

/**
 * A small dictionary's store/edit screen: loads the record by the `:id` of the route, fills the
 * form, saves with the contracts schema (server errors land on their fields) and goes back.
 */
export function DictionaryEdit<R extends WithId, V extends FieldValues, S extends z.ZodType = z.ZodType<V>>({
  resource,
  schema,
  defaults,
  fromRecord,
  toBody,
  title,
  backTo,
  children,
}: DictionaryEditProps<R, V, S>) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useParams().id ?? 0);
  const record = useQuery({
    queryKey: queryKeys(resource).show({ id }),
    queryFn: ({ signal }) =>
      callRoute<{ model: R }>(`${resource}.show` as RouteName, { params: { id }, signal }).then(
        (r) => r.model,
      ),
    // Edit pages open with the update key too: a user without the show key gets the
    // server's 403 on the page instead of an endless placeholder.
    enabled: id > 0,
  });
  const save = useMutation({
    mutationFn: (values: z.output<S>) => {
      const body = toBody ? toBody(values) : values;
      return id
        ? callRoute(`${resource}.update` as RouteName, { params: { id }, body })
        : callRoute(`${resource}.store` as RouteName, { body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys(resource).all }),
  });
  const recordForm = useRecordForm(schema, {
    load: record.data,
    toValues: (r: R | undefined) => (r ? fromRecord(r) : defaults),
    save: (values) => save.mutateAsync(values),
  });

  if (id && record.isError) return <LoadFailed error={record.error} onRetry={() => void record.refetch()} />;
  if (id && !record.data) return <Skeleton h={320} aria-busy="true" />;
  const back = backTo ? backTo(record.data) : pathFor(`${resource}.index` as WebRouteName);
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={title(record.data)} />
      <Card withBorder radius="md" padding="lg">
        <Form
          {...recordForm}
          disabled={!can(id ? `${resource}.update` : `${resource}.store`)}
          onSuccess={(result) => {
            // A save can move the record to another list (a functionality made standard): back
            // leads to the list of the record as saved, not as it was loaded.
            const saved = (result as { model?: R } | undefined)?.model;
            navigate(backTo ? backTo(saved ?? record.data) : back);
          }}
          actions={
            <Button variant="default" component={Link} to={back}>
              {t('common.back')}
            </Button>
          }
        >
          {children(record.data)}
        </Form>
      </Card>
    </Stack>
  );
}
