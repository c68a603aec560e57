import { listRecords } from '../../core/data/reads.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { deviceListSpec, getDeviceRecord, type ShowRow, toDeviceRecord } from './device-queries.ts';
import { createDevice, destroyDevice, updateDevice } from './device-service.ts';

/** Devices (spec §2 /cms/device/devices, §3 Device). */
export const deviceRoutes = [
  defineRoute('device.devices.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<ShowRow>(deps.db, deviceListSpec, query);
      return { results: page.results.map(toDeviceRecord), pagination: page.pagination };
    },
  }),
  defineRoute('device.devices.show', {
    summary: 'A device with the error codes that concern it (the preview)',
    handler: async ({ deps, params }) => {
      return { model: await getDeviceRecord(deps.db, params.id) };
    },
  }),
  defineRoute('device.devices.store', {
    status: 201,
    summary: 'A device added by hand (ERP devices arrive through the synchronization)',
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createDevice(writeContext({ deps, actor }), body);
      return created(lang, await getDeviceRecord(deps.db, id));
    },
  }),
  defineRoute('device.devices.update', {
    summary: 'Changes the fields sent; ERP-owned fields of ERP devices are refused when changed',
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateDevice(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getDeviceRecord(deps.db, params.id));
    },
  }),
  defineRoute('device.devices.destroy', {
    handler: async ({ deps, params, actor, lang }) => {
      await destroyDevice(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
