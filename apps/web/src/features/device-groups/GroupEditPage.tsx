import { TextInput } from '@mantine/core';
import {
  type DeviceGroupForm,
  type DeviceGroupRecord,
  deviceGroupFormSchema,
  deviceGroupUpdateSchema,
} from '@portal/contracts/device-groups';
import { useParams, useSearchParams } from 'react-router';
import { IntegerField } from '../../components/dictionary/fields.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { SelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useGroupDeviceCounts, useGroupTree } from './api.ts';
import { parentChoices, pathLabels } from './tree.ts';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A new group (under `?parent=` when added from a group's row) or an existing one. The parent
 * is chosen only for a new group: an existing one moves with "Przenieś" on the tree.
 */
export default function GroupEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  const editing = Boolean(useParams().id);
  const [search] = useSearchParams();
  return (
    <RecordEditPage<
      DeviceGroupRecord,
      DeviceGroupForm,
      typeof deviceGroupFormSchema | typeof deviceGroupUpdateSchema
    >
      resource="device.groups"
      schema={editing ? deviceGroupUpdateSchema : deviceGroupFormSchema}
      values={(r) =>
        r
          ? {
              code: r.code,
              name: { pl: r.name.pl, en: r.name.en ?? '' },
              active: r.active,
              order: r.order,
            }
          : {
              code: '',
              name: { pl: '', en: '' },
              active: true,
              order: 0,
              parent_id: positiveId(search.get('parent')),
            }
      }
      title={(r) => (r ? `${r.code} · ${text(r.name)}` : t('deviceGroups.create'))}
      backTo={() => pathFor('device.groups.index')}
    >
      {(record) => (
        <>
          <TextField name="code" label={t('deviceGroups.code')} required />
          <TextField name="name.pl" label={t('deviceGroups.name')} required />
          <TextField name="name.en" label={t('deviceGroups.nameEn')} />
          {record ? <ParentPath record={record} /> : <ParentField />}
          <SwitchField name="active" label={t('deviceGroups.active')} />
          <IntegerField
            name="order"
            label={t('deviceGroups.order')}
            description={t('deviceGroups.orderHint')}
            min={0}
          />
        </>
      )}
    </RecordEditPage>
  );
}

function ParentField() {
  const { t } = useTranslation();
  const text = useTranslated();
  const tree = useGroupTree();
  const counts = useGroupDeviceCounts();
  const roots = tree.data ?? [];
  const labels = pathLabels(roots, text);
  const data = parentChoices(roots, counts.data).map(({ node }) => ({
    value: String(node.id),
    label: labels.get(node.id) ?? node.code,
  }));
  return (
    <SelectField
      name="parent_id"
      label={t('deviceGroups.parent')}
      description={t('deviceGroups.parentHint')}
      placeholder={t('deviceGroups.root')}
      clearable
      loading={!tree.data}
      data={data}
    />
  );
}

/** Where an existing group sits; read-only here. */
function ParentPath({ record }: { record: DeviceGroupRecord }) {
  const { t } = useTranslation();
  const text = useTranslated();
  const path = record.ancestors.map((a) => `${text(a.name)} (${a.code})`).join(' › ');
  return (
    <TextInput
      label={t('deviceGroups.parent')}
      description={t('deviceGroups.parentLocked')}
      value={path || t('deviceGroups.root')}
      readOnly
    />
  );
}
