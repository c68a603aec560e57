import { z } from 'zod';
import { msg } from './message-format.ts';
import { newPassword } from './password-policy.ts';
import {
  dbId,
  email,
  isValidNip,
  LIMITS,
  normalizeNip,
  optionalText,
  POLISH_PHONE,
  POSTCODE,
  required,
  sameAs,
} from './rules.ts';
import { captchaField } from './sign-in.ts';

export * from './sign-in.ts';

/**
 * Registration, setting a password (reset and invitation) and the current user (sign-in and
 * the reset request are in `sign-in.ts`, re-exported here): the bodies the web forms build and the
 * server validates, and the current-user answer. Bodies are strict, so a field the form does
 * not own (`role`, `is_activated`) is refused instead of silently written.
 */

export const PASSWORD_RESET_TTL_MINUTES = 60;
export const INVITATION_TTL_HOURS = 72;

/** A single-use link token as it appears in `#/auth/…/{token}`. */
export const linkToken = () =>
  z.string(msg('errors.token_invalid')).regex(/^[A-Za-z0-9_-]{20,200}$/, msg('errors.token_invalid'));

// Current user -------------------------------------------------------------------------------

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  lang: z.enum(['pl', 'en']),
  role: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  roles: z.array(z.object({ slug: z.string(), name: z.string() })),
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_company_admin: z.boolean(),
  logo_url: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({
  model: currentUserSchema,
  /** Every key the user holds, each `true` (spec §6: the route name or its access key). */
  permissions: z.record(z.string(), z.literal(true)),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Answer of an action with no record: logout, registration, reset, invitation. */
export const messageResponseSchema = z.object({ message: z.string(), status: z.literal('success') });

// Password reset and invitation --------------------------------------------------------------

/** Setting a password from a link: reset (60 min) and invitation (72 h) share the form. */
export const setPasswordSchema = z
  .strictObject({
    token: linkToken(),
    password: newPassword(),
    password_confirmation: z.string(msg('validation.required')),
  })
  .superRefine(sameAs('password', 'password_confirmation'));
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const resetPasswordFinishSchema = setPasswordSchema;
export const invitationFinishSchema = setPasswordSchema;

// Registration -------------------------------------------------------------------------------

/** Any country's number; a company in Poland gets the Polish format check on top. */
const INTERNATIONAL_PHONE = /^\+?[\d\s()-]{6,}$/;
const phoneRequired = () => required(LIMITS.phone).regex(INTERNATIONAL_PHONE, msg('validation.phone'));

export const registerContactSchema = z.strictObject({
  first_name: required(),
  last_name: required(),
  /** Also the account's sign-in e-mail. */
  email: email(),
  phone_number: phoneRequired(),
});

/**
 * The registration form (spec §2 register, §3 Contractor): company data, its primary contact
 * (who becomes the company administrator) and the three consents. Checks that depend on the
 * chosen country are in `registrationCountryIssues`.
 */
export const registerSchema = z.strictObject({
  name: required(),
  nip_number: optionalText(32),
  address_street: required(),
  address_city: required(),
  address_postcode: required(16),
  address_province_id: dbId()
    .nullish()
    .transform((v) => v ?? null),
  address_country_id: dbId(),
  phone_number: optionalText(LIMITS.phone),
  electronic_invoice_email: optionalText(LIMITS.email).refine(
    (v) => v === null || z.email().safeParse(v).success,
    msg('validation.email'),
  ),
  electronic_form_invoice: z.boolean().optional().default(false),
  business_area_id: dbId(),
  primary_contact: registerContactSchema,
  consent_processing_data: z.literal(true, msg('validation.consent_required')),
  consent_commercial_info: z.boolean().optional().default(false),
  consent_marketing_purposes: z.boolean().optional().default(false),
  captcha: captchaField(),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** The consent fields of the form and the consent slugs (spec §9) they are stored under. */
export const REGISTER_CONSENTS = [
  ['consent_processing_data', 'processing-personal-data'],
  ['consent_commercial_info', 'commercial-information'],
  ['consent_marketing_purposes', 'marketing-purposes'],
] as const;

/**
 * For a company in Poland: NIP required with its checksum, postcode `NN-NNN`, province
 * required, a Polish contact phone. Abroad the NIP field takes any tax number. Returns encoded messages by field.
 */
export function registrationCountryIssues(
  inPoland: boolean,
  value: {
    nip_number?: string | null;
    address_postcode?: string;
    address_province_id?: number | null;
    primary_contact?: { phone_number?: string };
  },
): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (!inPoland) return issues;
  const phone = value.primary_contact?.phone_number;
  if (phone && !POLISH_PHONE.test(phone)) issues['primary_contact.phone_number'] = [msg('validation.phone')];
  if (!value.nip_number) issues.nip_number = [msg('validation.required')];
  else if (!isValidNip(value.nip_number)) issues.nip_number = [msg('validation.nip')];
  if (value.address_postcode && !POSTCODE.test(value.address_postcode.trim())) {
    issues.address_postcode = [msg('validation.postcode')];
  }
  if (!value.address_province_id) issues.address_province_id = [msg('validation.required')];
  return issues;
}

/**
 * Runs the country rules in the first round, beside the other fields' errors (a form flags NIP
 * and province at once, not after everything else is fixed). They wait only for a country:
 * which rules apply is not known before one is picked.
 */
export const countryRulesFirstRound = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => {
      const path = (issue.path ?? []).map(String).join('.');
      return path === '' || path === 'address_country_id';
    }),
};

/** Adds the country rules' messages, except on a field that already shows its own. */
export function addCountryIssues(ctx: z.RefinementCtx, issues: Record<string, string[]>): void {
  const flagged = new Set(ctx.issues.map((issue) => (issue.path ?? []).map(String).join('.')));
  for (const [field, messages] of Object.entries(issues)) {
    if (flagged.has(field)) continue;
    for (const message of messages) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  }
}

/** A Polish NIP is stored as its 10 digits; other tax numbers as typed. */
export function storedNip(inPoland: boolean, nip: string | null): string | null {
  return nip && inPoland ? normalizeNip(nip) : nip;
}

/** The registration form with the country rules, for a form that knows Poland's country id. */
export function registerFormSchema(polandCountryId: number | null | undefined) {
  return registerSchema.superRefine((value, ctx) => {
    addCountryIssues(ctx, registrationCountryIssues(value.address_country_id === polandCountryId, value));
  }, countryRulesFirstRound);
}
