import {
  deviceFormSchema,
  deviceListQuery,
  deviceRecordSchema,
  deviceUpdateSchema,
  deviceWithErrorCodesSchema,
  listResponse,
  messageResponse,
  modelResponse,
  writeResponse,
} from '@portal/contracts';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  type DeviceRow,
  deviceListSpec,
  getDeviceRecord,
  getDeviceShow,
  toDeviceRecords,
} from './device-queries.ts';
import { createDevice, deleteDevice, updateDevice } from './device-service.ts';
import { idParams } from './shared.ts';

/** Devices (spec §2 /cms/device/devices, §3 Device). */
export const deviceRoutes = [
  defineRoute({
    name: 'device.devices.index',
    query: deviceListQuery,
    response: listResponse(deviceRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<DeviceRow>(deps.db, deviceListSpec, query);
      return { results: await toDeviceRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'device.devices.show',
    params: idParams,
    summary: 'A device with the error codes that concern it (the preview)',
    response: modelResponse(deviceWithErrorCodesSchema),
    handler: async ({ deps, params }) => {
      return { model: await getDeviceShow(deps.db, params.id) };
    },
  }),
  defineRoute({
    name: 'device.devices.store',
    body: deviceFormSchema,
    status: 201,
    summary: 'A device added by hand (ERP devices arrive through the synchronization)',
    response: writeResponse(deviceRecordSchema),
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createDevice(writeContext({ deps, actor }), body);
      return created(lang, await getDeviceRecord(deps.db, id));
    },
  }),
  defineRoute({
    name: 'device.devices.update',
    params: idParams,
    body: deviceUpdateSchema,
    summary: 'Changes the fields sent; ERP-owned fields of ERP devices are refused when changed',
    response: writeResponse(deviceRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateDevice(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getDeviceRecord(deps.db, params.id));
    },
  }),
  defineRoute({
    name: 'device.devices.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await deleteDevice(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
