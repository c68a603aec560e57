import { Badge } from '@mantine/core';
import {
  businessAreaInputSchema,
  PARTNER_DICTIONARY_SORTS,
  partnerStatusInputSchema,
} from '@portal/contracts/partners';
import { z } from 'zod';
import { DictionaryList as DictionaryListScreen } from '../../components/dictionary/DictionaryList.tsx';
import { ColorField } from '../../components/dictionary/fields.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

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

type Values = { name: string; slug?: string; color?: string };

/**
 * The slug field says "empty: made from the name", so an emptied field counts as omitted; the
 * contracts rule alone would call it a missing required value.
 */
const blankSlugOmitted = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && 'slug' in v && v.slug === '' ? { ...v, slug: undefined } : v),
    schema,
  );

const META = {
  'business-areas': { i18n: 'businessAreas', schema: blankSlugOmitted(businessAreaInputSchema) },
  'partner-statuses': { i18n: 'partnerStatuses', schema: blankSlugOmitted(partnerStatusInputSchema) },
} as const;

export function DictionaryList({ dictionary }: { dictionary: Dictionary }) {
  const { t } = useTranslation();
  const ns = META[dictionary].i18n;
  return (
    <DictionaryListScreen<DictRecord>
      resource={`partner.${dictionary}`}
      title={t(`${ns}.title`)}
      description={t(`${ns}.description`)}
      createLabel={t(`${ns}.create`)}
      sorts={PARTNER_DICTIONARY_SORTS}
      recordName={(r) => r.name}
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
  );
}

export function DictionaryEdit({ dictionary }: { dictionary: Dictionary }) {
  const { t } = useTranslation();
  const ns = META[dictionary].i18n;
  const statuses = dictionary === 'partner-statuses';
  return (
    <RecordEditPage<DictRecord, Values>
      resource={`partner.${dictionary}`}
      schema={META[dictionary].schema}
      // Only the fields the schema knows: it is strict, and a `color` key on a business area
      // (even undefined) made every new one fail with a form-level error and no field message.
      values={(r) =>
        r
          ? { name: r.name, slug: r.slug, ...(r.color ? { color: r.color } : {}) }
          : { name: '', slug: undefined, ...(statuses ? { color: '#1c7ed6' } : {}) }
      }
      toBody={(values) => ({ ...values, slug: values.slug || undefined })}
      title={(r) => r?.name ?? t(`${ns}.create`)}
    >
      {() => (
        <>
          <TextField name="name" label={t('fields.name')} required />
          <TextField name="slug" label={t('fields.slug')} description={t('businessAreas.slugHint')} />
          {statuses && <ColorField name="color" label={t('partnerStatuses.color')} />}
        </>
      )}
    </RecordEditPage>
  );
}
