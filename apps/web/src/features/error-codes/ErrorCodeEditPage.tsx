import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { CATALOGUE_FILES, type ErrorCodeRecord, errorCodeFormSchema } from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import { DevicePicker } from '../../components/devices/DevicePicker.tsx';
import { type AddFiles, CatalogueFilesField } from '../../components/files/CatalogueFilesField.tsx';
import { UploadToLibraryButton } from '../../components/files/UploadToLibraryButton.tsx';
import { TextField, useField } from '../../components/form/fields.tsx';
import { MultiSelectField } from '../../components/form/select-fields.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useGroupOptions } from '../../lib/group-options.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { ERROR_CODE_READERS } from './api.ts';

type Values = {
  code: string;
  description: { pl: string; en: string };
  manual_pl: number | null;
  manual_en: number | null;
  groups: number[];
  device_ids: number[];
};

function valuesOf(record?: ErrorCodeRecord): Values {
  return {
    code: record?.code ?? '',
    description: { pl: record?.description?.pl ?? '', en: record?.description?.en ?? '' },
    manual_pl: record?.manual_pl?.id ?? null,
    manual_en: record?.manual_en?.id ?? null,
    groups: record?.groups.map((g) => g.id) ?? [],
    device_ids: record?.device_ids ?? [],
  };
}

/** An error code, new (`store`) or edited (`show`): descriptions, PDF manuals, groups and devices. */
export default function ErrorCodeEditPage() {
  const { t } = useTranslation();
  return (
    <RecordEditPage<ErrorCodeRecord, Values, typeof errorCodeFormSchema>
      resource="device.error-codes"
      refreshes={ERROR_CODE_READERS}
      schema={errorCodeFormSchema}
      values={valuesOf}
      title={(r) => (r ? r.code : t('errorCodes.create'))}
      description={(r) => (r ? t('errorCodes.edit') : t('errorCodes.createDescription'))}
      createLabel={t('errorCodes.createSubmit')}
      afterUpdate="stay"
      width={960}
      card={false}
    >
      {(record) => <ErrorCodeFields record={record} />}
    </RecordEditPage>
  );
}

function ErrorCodeFields({ record }: { record?: ErrorCodeRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const groups = useGroupOptions();

  const upload = can('media.media.store')
    ? (add: AddFiles) => (
        <UploadToLibraryButton
          rule={{
            endings: CATALOGUE_FILES.manual.accept,
            accept: 'application/pdf,.pdf',
            maxBytes: CATALOGUE_FILES.manual.maxBytes,
            label: t('errorCodes.uploadPdf'),
            wrongType: t('errorCodes.pdfOnly'),
            tooLarge: (limit) => t('errorCodes.pdfTooLarge', { limit }),
          }}
          onUploaded={(file) => add([file])}
        />
      )
    : undefined;

  return (
    <>
      <Fieldset legend={t('errorCodes.sections.basics')} radius="md">
        <Stack gap="sm">
          <TextField name="code" label={t('errorCodes.code')} required />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextareaField name="description.pl" label={t('errorCodes.descriptionPl')} />
            <TextareaField name="description.en" label={t('errorCodes.descriptionEn')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('errorCodes.sections.manuals')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CatalogueFilesField
            name="manual_pl"
            kind="manual"
            label={t('errorCodes.manualPl')}
            initial={record?.manual_pl ? [record.manual_pl] : []}
            extra={upload}
          />
          <CatalogueFilesField
            name="manual_en"
            kind="manual"
            label={t('errorCodes.manualEn')}
            initial={record?.manual_en ? [record.manual_en] : []}
            extra={upload}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('errorCodes.sections.devices')} radius="md">
        <Stack gap="sm">
          <MultiSelectField
            name="groups"
            label={t('errorCodes.groups')}
            description={t('errorCodes.groupsHint')}
            data={groups.data ?? []}
            loading={groups.isPending && can('device.groups.tree')}
          />
          <DevicesField initial={record?.devices ?? []} />
        </Stack>
      </Fieldset>
    </>
  );
}

/** The linked devices, searched by code or name within the chosen groups (spec §5). */
function DevicesField({ initial }: { initial: { id: number; code: string; name: string }[] }) {
  const { t } = useTranslation();
  const { field, error } = useField('device_ids');
  const chosenGroups = useWatch<Values, 'groups'>({ name: 'groups' });
  return (
    <DevicePicker
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      label={t('errorCodes.devices')}
      description={t(chosenGroups.length ? 'errorCodes.devicesHint' : 'errorCodes.devicesNeedGroups')}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={field.onChange}
      initial={initial}
      groups={chosenGroups}
      placeholder={t('errorCodes.devicesPlaceholder')}
      nothingFound={t('errorCodes.noDevices')}
      error={error}
    />
  );
}
