import { Badge, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { acceptAttribute, FILE_TYPES } from '@portal/contracts';
import {
  DOCUMENTATION_FILE,
  DOCUMENTATION_LOCALES,
  type DocumentationRecord,
  documentationFormSchema,
} from '@portal/contracts/documentation';
import { DevicePicker } from '../../components/devices/DevicePicker.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { type AddFiles, CatalogueFilesField } from '../../components/files/CatalogueFilesField.tsx';
import { UploadToLibraryButton } from '../../components/files/UploadToLibraryButton.tsx';
import { TextField, useField } from '../../components/form/fields.tsx';
import { MultiSelectField, SelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { toOptions, useBusinessAreas } from '../../lib/dictionaries.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { DOCUMENT_READERS, useCategoryOptions, useTagOptions, useTypeOptions } from './api.ts';
import { type DocumentValues, documentValues } from './document-values.ts';

/** A document, new (`store`) or edited (`show`): description, files, business areas and devices. */
export default function DocumentEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <RecordEditPage<DocumentationRecord, DocumentValues, typeof documentationFormSchema>
      resource="documentation.documentations"
      refreshes={DOCUMENT_READERS}
      schema={documentationFormSchema}
      values={documentValues}
      title={(r) => (r ? text(r.title) : t('documentation.documents.create'))}
      description={(r) =>
        r
          ? `${t('documentation.fields.number')}: ${r.documentation_number}`
          : t('documentation.documents.createDescription')
      }
      actions={(r) => (
        <Badge variant="light">
          {t('documentation.documents.downloadsCount', { count: r.downloads_count })}
        </Badge>
      )}
      createLabel={t('documentation.documents.createSubmit')}
      afterUpdate="stay"
      width={1100}
      card={false}
    >
      {(record) => <DocumentFields record={record} />}
    </RecordEditPage>
  );
}

function DocumentFields({ record }: { record?: DocumentationRecord }) {
  const { t } = useTranslation();
  const text = useTranslated();
  const can = useCan();
  const categories = useCategoryOptions();
  const types = useTypeOptions();
  const tags = useTagOptions();
  const areas = useBusinessAreas();

  const named = (items: { id: number; name: { pl: string; en: string | null } }[] | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: text(i.name) }));
  const upload = can('media.media.store')
    ? (add: AddFiles) => (
        <UploadToLibraryButton
          rule={{
            endings: DOCUMENTATION_FILE.accept.flatMap((k) => FILE_TYPES[k].names),
            accept: acceptAttribute(DOCUMENTATION_FILE.accept),
            maxBytes: DOCUMENTATION_FILE.maxBytes,
            label: t('documentation.files.upload'),
            wrongType: t('documentation.files.wrongType'),
            tooLarge: (limit) => t('documentation.files.tooLarge', { limit }),
          }}
          onUploaded={(file) => add([file])}
        />
      )
    : undefined;

  return (
    <>
      <Fieldset legend={t('documentation.sections.basics')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="documentation_number" label={t('documentation.fields.number')} required />
            <SelectField
              name="locale"
              valueType="string"
              label={t('documentation.fields.locale')}
              data={DOCUMENTATION_LOCALES.map((l) => ({ value: l, label: t(`documentation.locales.${l}`) }))}
              required
            />
            <TextField name="title.pl" label={t('documentation.fields.titlePl')} required />
            <TextField name="title.en" label={t('documentation.fields.titleEn')} />
            <SelectField
              name="type_id"
              label={t('documentation.fields.type')}
              data={named(types.data)}
              loading={types.isPending && can('documentation.types.index')}
              required
            />
            <SelectField
              name="category_id"
              label={t('documentation.fields.category')}
              data={named(categories.data)}
              loading={categories.isPending && can('documentation.categories.index')}
              required
            />
          </SimpleGrid>
          <MultiSelectField
            name="tags"
            label={t('documentation.fields.tags')}
            data={named(tags.data)}
            loading={tags.isPending && can('documentation.tags.index')}
          />
          <SwitchField name="active" label={t('documentation.fields.activeHint')} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('documentation.sections.audience')} radius="md">
        <MultiSelectField
          name="business_areas"
          label={t('documentation.fields.businessAreas')}
          description={t('documentation.fields.businessAreasHint')}
          data={toOptions(areas.data)}
          loading={areas.isPending}
          required
        />
      </Fieldset>

      <Fieldset legend={t('documentation.sections.files')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CatalogueFilesField
            name="file_pl"
            kind="material"
            accept={DOCUMENTATION_FILE.accept}
            label={t('documentation.fields.filePl')}
            initial={record?.file_pl ? [record.file_pl] : []}
            extra={upload}
          />
          <CatalogueFilesField
            name="file_en"
            kind="material"
            accept={DOCUMENTATION_FILE.accept}
            label={t('documentation.fields.fileEn')}
            initial={record?.file_en ? [record.file_en] : []}
            extra={upload}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('documentation.sections.devices')} radius="md">
        <DevicesField initial={record?.devices ?? []} />
      </Fieldset>
    </>
  );
}

/** The linked devices: the device picker bound to the form's `devices` field. */
function DevicesField({ initial }: { initial: { id: number; code: string; name: string }[] }) {
  const { t } = useTranslation();
  const { field, error } = useField('devices');
  return (
    <DevicePicker
      label={t('documentation.fields.devices')}
      description={t('documentation.fields.devicesHint')}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={field.onChange}
      initial={initial}
      placeholder={t('documentation.devices.placeholder')}
      nothingFound={t('documentation.devices.none')}
      error={error}
    />
  );
}
