import { Button, Card, Skeleton, Stack } from '@mantine/core';
import type { ResourceName } from '@portal/contracts/api';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import {
  type RecordResourceName,
  type ShowResourceName,
  useRecord,
  useSaveRecord,
} from '../../lib/records.ts';
import { useCan } from '../../lib/viewer.ts';
import { Form } from '../form/Form.tsx';
import type { SchemaSource } from '../form/schema-resolver.ts';
import { useRecordForm } from '../form/useRecordForm.ts';
import { LoadFailed } from '../page/LoadFailed.tsx';
import { PageHeader } from '../page/PageHeader.tsx';

type WithId = { id: number };

export type RecordEditPageProps<
  R extends WithId,
  V extends FieldValues,
  S extends z.ZodType = z.ZodType<V>,
> = {
  /**
   * The route prefix (`device.tags`): `.show` loads the record of the route's `:id`, `.store`
   * (no `:id`) or `.update` saves it, and the same names are the keys that unlock the form.
   */
  resource: RecordResourceName;
  /** Resources that count or show this one, fetched again after a save. */
  refreshes?: readonly ResourceName[];
  /** The contracts form schema the values are checked with (and the server checks again). */
  schema: SchemaSource<S>;
  /** The form values of the record, or of a new one. */
  values: (record: R | undefined) => V;
  /** The request body from the checked values, when it is not the values themselves. */
  toBody?: (values: z.output<S>, record: R | undefined) => unknown;
  title: (record: R | undefined) => string;
  description?: (record: R | undefined) => string | undefined;
  /** Beside the title of a loaded record (counts, badges, links to its other screens). */
  actions?: (record: R) => ReactNode;
  /** The submit button of a new record; an edited one saves with "Zapisz". */
  createLabel?: string;
  /** Where "Wróć" leads; the resource's list by default. */
  backTo?: (record: R | undefined) => string;
  /**
   * After saving a change: back (a dictionary; to the list of the record as saved, which a
   * save can change) or stay on the record (a form one keeps working in).
   */
  afterUpdate?: 'back' | 'stay';
  /** Where a new record leads once saved; back by default. */
  afterCreate?: (saved: R) => string;
  /** Locks the form for a reason other than the permission keys. */
  readOnly?: boolean;
  /** The page's greatest width; null for the whole width (a wide permissions table). */
  width?: number | null;
  /** The fields on a card (a short form); off for a form of fieldsets. */
  card?: boolean;
  /** The fields; they may depend on the record (an image's preview, a locked parent…). */
  children: (record: R | undefined) => ReactNode;
};

/**
 * A record's add (`store`, no `:id`) and edit (`show`/`update`, with `:id`) screen: loads the
 * record, shows the skeleton, the not-found or error state, the header and the form with
 * "Wróć" and the busy submit, saves with the contracts schema (server errors land on their
 * fields) and leads on after the save.
 */
export function RecordEditPage<R extends WithId, V extends FieldValues, S extends z.ZodType = z.ZodType<V>>({
  resource,
  refreshes,
  schema,
  values,
  toBody,
  title,
  description,
  actions,
  createLabel,
  backTo,
  afterUpdate = 'back',
  afterCreate,
  readOnly = false,
  width = 720,
  card = true,
  children,
}: RecordEditPageProps<R, V, S>) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  // The resource's own show route, typed per resource in the map: one name of them all here. A
  // resource with a store route but no show (a partner's colleague) is only ever added here.
  const query = useRecord(resource as ShowResourceName, { id } as never);
  const loaded = id ? (query.data as R | undefined) : undefined;
  const save = useSaveRecord(resource, { id: id || null }, refreshes);
  const recordForm = useRecordForm(schema, {
    load: loaded,
    toValues: values,
    save: (checked) => save.mutateAsync((toBody ? toBody(checked, loaded) : checked) as never),
  });

  if (id && query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (id && !loaded) {
    return (
      <Stack gap="md" maw={width ?? undefined} aria-busy="true">
        <Skeleton h={36} w={280} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  const back = (record: R | undefined) =>
    backTo ? backTo(record) : pathFor(`${resource}.index` as WebRouteName);
  const form = (
    <Form
      {...recordForm}
      disabled={readOnly || !can(`${resource}.${id ? 'update' : 'store'}`)}
      submitLabel={loaded ? undefined : createLabel}
      onSuccess={(result) => {
        const saved = (result as { model?: R } | undefined)?.model;
        if (!loaded) navigate(afterCreate && saved ? afterCreate(saved) : back(saved));
        else if (afterUpdate === 'back') navigate(back(saved ?? loaded));
      }}
      actions={
        <Button variant="default" component={Link} to={back(loaded)}>
          {t('common.back')}
        </Button>
      }
    >
      {children(loaded)}
    </Form>
  );
  return (
    <Stack gap="md" maw={width ?? undefined}>
      <PageHeader
        title={title(loaded)}
        description={description?.(loaded)}
        actions={loaded && actions?.(loaded)}
      />
      {card ? (
        <Card withBorder radius="md" padding="lg">
          {form}
        </Card>
      ) : (
        form
      )}
    </Stack>
  );
}
