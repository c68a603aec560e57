import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registrationCountryIssues, setPasswordSchema } from './index.ts';

const POLAND = 1;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Instalbud Sp. z o.o.',
    nip_number: '123-456-32-18',
    address_street: 'ul. Długa 5',
    address_city: 'Kraków',
    address_postcode: '30-002',
    address_province_id: 6,
    address_country_id: POLAND,
    business_area_id: 1,
    primary_contact: {
      first_name: 'Jan',
      last_name: 'Nowak',
      email: 'Jan@Example.pl',
      phone_number: '600100200',
    },
    consent_processing_data: true,
    captcha: 'x',
    ...overrides,
  };
}

describe('auth forms', () => {
  it('login: e-mail lower-cased, rememberMe defaults to false, captcha required', () => {
    expect(loginSchema.parse({ email: 'A@B.PL', password: '123456', captcha: 'c' })).toEqual({
      email: 'a@b.pl',
      password: '123456',
      rememberMe: false,
      captcha: 'c',
    });
    const res = loginSchema.safeParse({ email: 'a@b.pl', password: '123456' });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['captcha', 'errors.captcha'],
    ]);
  });

  it('setting a password: at least 6 characters and the same confirmation', () => {
    const res = setPasswordSchema.safeParse({
      token: 'a'.repeat(43),
      password: '12345',
      password_confirmation: '1',
    });
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['password', 'password_confirmation']);
    expect(
      setPasswordSchema.safeParse({
        token: 'a'.repeat(43),
        password: 'Mocne-Haslo-7',
        password_confirmation: 'Mocne-Haslo-7',
      }).success,
    ).toBe(true);
  });

  it('registration: Polish rules apply only when the country is Poland', () => {
    expect(registerFormSchema(POLAND).safeParse(registration()).success).toBe(true);
    const bad = registration({
      nip_number: '1234563219',
      address_postcode: '30002',
      address_province_id: null,
    });
    const issues = registerFormSchema(POLAND)
      .safeParse(bad)
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['nip_number', 'validation.nip'],
      ['address_postcode', 'validation.postcode'],
      ['address_province_id', 'validation.required'],
    ]);
    expect(registerFormSchema(POLAND).safeParse({ ...bad, address_country_id: 2 }).success).toBe(true);
    expect(registrationCountryIssues(false, { nip_number: null })).toEqual({});
  });

  it('registration: NIP and province are flagged in the first round, beside empty fields', () => {
    const paths = registerFormSchema(POLAND)
      .safeParse(
        registration({
          name: '',
          nip_number: '',
          address_province_id: null,
          business_area_id: null,
          primary_contact: { first_name: '', last_name: '', email: '', phone_number: '' },
          consent_processing_data: false,
        }),
      )
      .error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'nip_number', 'address_province_id']));
    // An unpicked country leaves the rules waiting: which country's rules apply is not known yet.
    const noCountry = registerFormSchema(POLAND)
      .safeParse(registration({ address_country_id: null, nip_number: '' }))
      .error?.issues.map((i) => i.path.join('.'));
    expect(noCountry).toEqual(['address_country_id']);
  });

  it('registration: the data-processing consent is required and unknown fields are refused', () => {
    const res = registerFormSchema(POLAND).safeParse(
      registration({ consent_processing_data: false, registration_status: 'approved' }),
    );
    expect(res.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.consent_required',
      'validation.unknown_parameter',
    ]);
  });
});
