import { z } from 'zod';
import { catalogueFileSchema } from './catalogue-files.ts';
import { deviceGroupRefSchema } from './device-groups.ts';
import { DEVICE_LIMITS } from './device-limits.ts';
import { deviceRefSchema } from './devices.ts';
import { partialForm } from './forms.ts';
import { idFilter, listQuery, textParam } from './list.ts';
import { msg } from './message-format.ts';
import { dbId, idSet, isoString, optionalTranslatableInput, required, translatable } from './rules.ts';

/** Error codes (spec §3 Error code, §5): a code, its manuals and the devices it applies to. */

export const errorCodeRecordSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: translatable.nullable(),
  manual_pl: catalogueFileSchema.nullable(),
  manual_en: catalogueFileSchema.nullable(),
  groups: z.array(deviceGroupRefSchema),
  device_ids: z.array(z.number().int()),
  devices: z.array(deviceRefSchema),
  created_at: isoString(),
  updated_at: isoString(),
});
export type ErrorCodeRecord = z.infer<typeof errorCodeRecordSchema>;

export const partnerErrorCodeSchema = errorCodeRecordSchema.omit({ created_at: true, updated_at: true });

const errorCodeFields = z.object({
  code: required(DEVICE_LIMITS.errorCode),
  description: optionalTranslatableInput(DEVICE_LIMITS.errorDescription).default(null),
  manual_pl: dbId().nullable().default(null),
  manual_en: dbId().nullable().default(null),
  groups: idSet(200).default([]),
  device_ids: idSet(DEVICE_LIMITS.errorCodeLinks).default([]),
});

/** Spec §5: a group is required to assign devices (devices are picked from the groups). */
export const errorCodeGroupMissing = (v: { groups: readonly number[]; device_ids: readonly number[] }) =>
  v.device_ids.length > 0 && v.groups.length === 0;

export const errorCodeFormSchema = errorCodeFields.superRefine((v, ctx) => {
  if (errorCodeGroupMissing(v)) {
    ctx.addIssue({ code: 'custom', path: ['groups'], message: msg('devices.group_required') });
  }
});
export type ErrorCodeForm = z.input<typeof errorCodeFormSchema>;

/** Editing sends the fields it changes; the group rule is checked on the stored code patched. */
export const errorCodeUpdateSchema = partialForm(errorCodeFields);

export const ERROR_CODE_SORTS = ['created_at', 'updated_at', 'code'] as const;
export const errorCodeListQuery = listQuery({
  sort: ERROR_CODE_SORTS,
  filters: { code: textParam(DEVICE_LIMITS.errorCode).optional(), device: idFilter(), group: idFilter() },
});

export const partnerErrorCodeListQuery = listQuery({
  sort: ['code', 'created_at'] as const,
  filters: {
    code: textParam(DEVICE_LIMITS.errorCode).optional(),
    /** Device model: any words of a device's name, second name or code. */
    model: textParam(DEVICE_LIMITS.name).optional(),
    device: idFilter(),
    group: idFilter(),
  },
});

/** The language of the error code manual a partner downloads. */
export const manualDownloadQuery = z.strictObject({
  lang: z.enum(['pl', 'en'], msg('validation.one_of')).default('pl'),
});
