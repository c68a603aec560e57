import type { DeviceRecord } from '@portal/contracts/devices';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { DEVICE_COUNTERS } from './api/devices.ts';
import { DeviceBadges } from './DeviceBadges.tsx';
import { DeviceFields } from './DeviceFields.tsx';
import { DevicePageLinks } from './DevicePageLinks.tsx';
import {
  type DeviceFormValues,
  deviceFormValues,
  deviceWebSchema,
  withoutErpFields,
} from './device-form-schema.ts';

/** A device, new (`store`, then its preview) or edited (`update`): an ERP device without the fields the ERP owns. */
export default function DeviceEditPage() {
  const { t } = useTranslation();
  return (
    <RecordEditPage<DeviceRecord, DeviceFormValues, typeof deviceWebSchema>
      resource="device.devices"
      refreshes={DEVICE_COUNTERS}
      schema={deviceWebSchema}
      values={deviceFormValues}
      toBody={(values, device) => (device?.erp_managed ? withoutErpFields(values) : values)}
      title={(d) => (d ? t('devices.editTitle', { code: d.code }) : t('devices.create'))}
      description={(d) => (d ? d.name : t('devices.createDescription'))}
      actions={(d) => <DevicePageLinks id={d.id} current="device.devices.update" />}
      createLabel={t('devices.createSubmit')}
      afterUpdate="stay"
      afterCreate={(d) => pathFor('device.devices.show', { id: d.id })}
      width={1100}
      card={false}
    >
      {(device) => (
        <>
          {device && <DeviceBadges device={device} />}
          <DeviceFields device={device} />
        </>
      )}
    </RecordEditPage>
  );
}
