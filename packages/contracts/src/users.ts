import { z } from 'zod';
import { isPartnerZoneKey, PERMISSION_KEYS } from './catalogue.ts';
import { partialForm } from './forms.ts';
import { idParam, listQuery, multi, textParam } from './list.ts';
import { msg } from './message-format.ts';
import { newPassword } from './password-policy.ts';
import { dbId, email, isoString, phone, required, sameAs, slugRule } from './rules.ts';

/**
 * Users, roles, partner company users and the own profile: forms and records, shared by the
 * server routes and the web forms. Rules that depend on the chosen role (spec §5 "Users") are
 * pure functions here, so both sides apply them the same way.
 */

export const PARTNER_ROLE_SLUG = 'partner';
export const SUPER_ADMIN_ROLE_SLUG = 'super-admin';

/** A list of ids from a multi-select; duplicates collapse. */
const idList = () =>
  z
    .array(dbId())
    .max(500)
    .transform((v) => [...new Set(v)]);

// Records -----------------------------------------------------------------------------------

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export const roleRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const userRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  role: roleRef,
  role_id: z.number().int(),
  partner: namedRef.nullable(),
  partner_id: z.number().int().nullable(),
  is_company_admin: z.boolean(),
  is_activated: z.boolean(),
  /** False until the user sets a password through the invitation link. */
  has_password: z.boolean(),
  brands: z.array(namedRef),
  provinces: z.array(namedRef),
  last_login_at: isoString().nullable(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const companyUserRecordSchema = userRecordSchema.pick({
  id: true,
  email: true,
  first_name: true,
  last_name: true,
  phone_number: true,
  is_company_admin: true,
  is_activated: true,
  has_password: true,
  last_login_at: true,
  created_at: true,
  updated_at: true,
});
export type CompanyUserRecord = z.infer<typeof companyUserRecordSchema>;

export const roleRecordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_system: z.boolean(),
  /** super-admin holds every key by code; they are listed here all the same. */
  permissions: z.array(z.string()),
  users_count: z.number().int(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

export const profileRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  lang: z.enum(['pl', 'en']),
  role: roleRef.pick({ slug: true, name: true }),
  partner: namedRef.nullable(),
  is_company_admin: z.boolean(),
  logo_file_id: z.number().int().nullable(),
  logo_url: z.string().nullable(),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

// Lists -------------------------------------------------------------------------------------

/**
 * spec §4 "User status": active `0`, inactive `1` — every list of users filters `status` so
 * (users, company users, caretakers), while records keep `is_activated`. The filter parses to
 * that flag: `status=0` lists activated users.
 */
export const USER_STATUS = { active: '0', inactive: '1' } as const;
export const userStatusParam = () =>
  z
    .enum([USER_STATUS.active, USER_STATUS.inactive], msg('validation.one_of'))
    .transform((v) => v === USER_STATUS.active);

export const USER_SORTS = [
  'created_at',
  'first_name',
  'last_name',
  'email',
  'role',
  'is_activated',
  'last_login_at',
] as const;

export const userListQuery = listQuery({
  sort: USER_SORTS,
  filters: {
    role: multi(textParam(100)).optional(),
    status: userStatusParam().optional(),
    partner: idParam().optional(),
  },
});

export const COMPANY_USER_SORTS = [
  'created_at',
  'first_name',
  'last_name',
  'email',
  'is_activated',
  'last_login_at',
] as const;

export const companyUserListQuery = listQuery({
  sort: COMPANY_USER_SORTS,
  filters: { status: userStatusParam().optional() },
});

export const ROLE_SORTS = ['created_at', 'name', 'slug', 'users_count'] as const;
export const roleListQuery = listQuery({ sort: ROLE_SORTS, filters: {} });

// Back-office user form ----------------------------------------------------------------------

const userFields = {
  first_name: required(),
  last_name: required(),
  email: email(),
  phone_number: phone(),
  role_id: dbId(),
  partner_id: dbId().nullish(),
  is_company_admin: z.boolean(),
  is_activated: z.boolean(),
  brands: idList(),
  provinces: idList(),
};

export const userStoreSchema = z.strictObject({
  ...userFields,
  phone_number: userFields.phone_number.optional().transform((v) => v ?? null),
  partner_id: userFields.partner_id.transform((v) => v ?? null),
  is_company_admin: userFields.is_company_admin.default(false),
  is_activated: userFields.is_activated.default(true),
  brands: userFields.brands.default([]),
  provinces: userFields.provinces.default([]),
});
export type UserStoreInput = z.input<typeof userStoreSchema>;

export const userUpdateSchema = partialForm(z.strictObject(userFields));
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/**
 * spec §5 "Users" for the chosen role: a partner user needs a partner; staff must not have one
 * and need at least one brand and one province. Returns encoded messages by field.
 */
export function userRoleIssues(
  roleSlug: string,
  value: { partner_id?: number | null; brands?: number[]; provinces?: number[] },
): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (roleSlug === PARTNER_ROLE_SLUG) {
    if (!value.partner_id) issues.partner_id = [msg('validation.required')];
    return issues;
  }
  if (value.partner_id) issues.partner_id = [msg('users.partner_not_allowed')];
  if (!value.brands?.length) issues.brands = [msg('validation.required')];
  if (!value.provinces?.length) issues.provinces = [msg('validation.required')];
  return issues;
}

/**
 * The store form with the role rules, for a form that knows which slug each role id has
 * (the web's roles dictionary). The server applies `userRoleIssues` after loading the role.
 */
export function userFormSchema(roleSlugOf: (roleId: number) => string | undefined) {
  return userStoreSchema.superRefine((value, ctx) => {
    const slug = roleSlugOf(value.role_id);
    if (!slug) return;
    for (const [field, messages] of Object.entries(userRoleIssues(slug, value))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

// Roles -------------------------------------------------------------------------------------

const permissionKey = () =>
  z
    .string()
    .max(200)
    .refine((k) => PERMISSION_KEYS.has(k), msg('users.permission_unknown'));

const roleFields = {
  name: required(),
  slug: slugRule(),
  permissions: z
    .array(permissionKey())
    .max(5000)
    .transform((v) => [...new Set(v)]),
};

/** Staff roles never hold partner-zone keys; the partner role holds only those (DESIGN §4). */
export function rolePermissionIssues(slug: string, permissions: readonly string[]): Record<string, string[]> {
  if (slug === SUPER_ADMIN_ROLE_SLUG) return {};
  const partner = slug === PARTNER_ROLE_SLUG;
  const wrong = permissions.filter((k) => isPartnerZoneKey(k) !== partner);
  if (!wrong.length) return {};
  return { permissions: [msg(partner ? 'users.role_partner_keys' : 'users.role_staff_keys')] };
}

export const roleStoreSchema = z
  .strictObject({ ...roleFields, permissions: roleFields.permissions.default([]) })
  .superRefine((value, ctx) => {
    for (const [field, messages] of Object.entries(rolePermissionIssues(value.slug, value.permissions))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type RoleStoreInput = z.input<typeof roleStoreSchema>;

export const roleUpdateSchema = partialForm(z.strictObject(roleFields));
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;

// Partner company users (partner zone) --------------------------------------------------------

/**
 * What a company admin may set on a colleague. Strict: `role`, `partner_id` or `id` in the body
 * are refused, so mass assignment cannot move a user to another company or role.
 */
const companyUserFields = {
  first_name: required(),
  last_name: required(),
  email: email(),
  phone_number: phone(),
  is_company_admin: z.boolean(),
  is_activated: z.boolean(),
};

export const companyUserStoreSchema = z.strictObject({
  ...companyUserFields,
  phone_number: companyUserFields.phone_number.optional().transform((v) => v ?? null),
  is_company_admin: companyUserFields.is_company_admin.default(false),
  is_activated: companyUserFields.is_activated.default(true),
});
export type CompanyUserStoreInput = z.input<typeof companyUserStoreSchema>;

export const companyUserUpdateSchema = partialForm(z.strictObject(companyUserFields));
export type CompanyUserUpdateInput = z.input<typeof companyUserUpdateSchema>;

// Own profile ---------------------------------------------------------------------------------

export const profileUpdateSchema = partialForm(
  z.strictObject({
    first_name: required(),
    last_name: required(),
    phone_number: phone(),
    lang: z.enum(['pl', 'en']),
    /** An upload's id (UPLOAD_PURPOSES.logo: jpg or png by content, ≤ 3 MB); null removes the logo. */
    logo_file_id: dbId().nullable(),
  }),
);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .strictObject({
    current_password: z.string(msg('validation.required')).min(1, msg('validation.required')).max(200),
    password: newPassword(),
    password_confirmation: z.string(msg('validation.required')),
  })
  .superRefine(sameAs('password', 'password_confirmation'));
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
