import { describe, expect, it } from 'vitest';
import {
  companyUserStoreSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  rolePermissionIssues,
  roleStoreSchema,
  translate,
  userFormSchema,
  userRoleIssues,
  userStoreSchema,
} from './index.ts';

const pl = (issues: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(issues).map(([f, m]) => [f, m.map((x) => translate('pl', x))]));

type Issue = { path: PropertyKey[]; message: string; code: string; keys?: string[] };

/** Issues by field, as the server's 422 shows them (unknown keys each under their own name). */
function errorsOf(result: { success: boolean; error?: { issues: Issue[] } }) {
  const out: Record<string, string[]> = {};
  for (const i of result.error?.issues ?? []) {
    const fields = i.code === 'unrecognized_keys' ? (i.keys ?? []) : [i.path.join('.')];
    for (const f of fields) (out[f] ??= []).push(translate('pl', i.message));
  }
  return out;
}

describe('user role rules (spec §5 "Users")', () => {
  it('a partner user needs a partner; brands and provinces do not apply', () => {
    expect(pl(userRoleIssues('partner', {}))).toEqual({ partner_id: ['To pole jest wymagane'] });
    expect(userRoleIssues('partner', { partner_id: 4, brands: [] })).toEqual({});
  });

  it('staff must not have a partner and need brands and provinces', () => {
    expect(pl(userRoleIssues('moderator', { partner_id: 3 }))).toEqual({
      partner_id: ['Partnera można przypisać tylko użytkownikowi z rolą Partner'],
      brands: ['To pole jest wymagane'],
      provinces: ['To pole jest wymagane'],
    });
    expect(userRoleIssues('admin', { partner_id: null, brands: [1], provinces: [2] })).toEqual({});
  });

  it('the web form applies them through the role slug of the chosen id', () => {
    const form = userFormSchema((id) => (id === 13 ? 'partner' : 'admin'));
    const base = { first_name: 'Jan', last_name: 'Kos', email: 'Jan.Kos@Example.PL' };
    expect(errorsOf(form.safeParse({ ...base, role_id: 13 }))).toEqual({
      partner_id: ['To pole jest wymagane'],
    });
    const ok = form.safeParse({ ...base, role_id: 2, brands: [1, 1], provinces: [3] });
    expect(ok.success && ok.data).toMatchObject({
      email: 'jan.kos@example.pl',
      brands: [1],
      is_activated: true,
    });
  });

  it('the store form is strict and requires the names, e-mail and role', () => {
    expect(errorsOf(userStoreSchema.safeParse({ password_hash: 'x' }))).toEqual({
      first_name: ['To pole jest wymagane'],
      last_name: ['To pole jest wymagane'],
      email: ['To pole jest wymagane'],
      role_id: ['To pole jest wymagane'],
      password_hash: ['Nieznany parametr'],
    });
  });
});

describe('role keys', () => {
  it('staff roles hold no partner-zone keys, the partner role only those, super-admin anything', () => {
    expect(pl(rolePermissionIssues('audytor', ['partner-zone.dashboard.index']))).toEqual({
      permissions: ['Rola pracownika nie może mieć uprawnień Strefy Partnera'],
    });
    expect(pl(rolePermissionIssues('partner', ['user.users.index']))).toEqual({
      permissions: ['Rola Partner może mieć tylko uprawnienia Strefy Partnera'],
    });
    expect(rolePermissionIssues('partner', ['partner-zone.dashboard.index'])).toEqual({});
    expect(rolePermissionIssues('super-admin', ['partner-zone.dashboard.index'])).toEqual({});
  });

  it('keys must exist in the catalogue', () => {
    const res = roleStoreSchema.safeParse({
      name: 'A',
      slug: 'a',
      permissions: ['user.users.index', 'x.y.z'],
    });
    expect(errorsOf(res)).toEqual({ 'permissions.1': ['Nieznane uprawnienie'] });
  });
});

describe('partner company users and the profile', () => {
  it('refuse role, partner and id in the body', () => {
    const res = companyUserStoreSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.pl',
      role_id: 1,
      partner_id: 2,
      id: 3,
    });
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['id', 'partner_id', 'role_id']);
    expect(profileUpdateSchema.safeParse({ is_activated: true }).success).toBe(false);
  });

  it('a new password is at least 8 characters and confirmed', () => {
    expect(
      errorsOf(
        passwordChangeSchema.safeParse({
          current_password: 'x',
          password: '12345',
          password_confirmation: '1',
        }),
      ),
    ).toEqual({
      password: ['Minimalna liczba znaków: 8'],
      password_confirmation: ['Hasła muszą być takie same'],
    });
  });
});
