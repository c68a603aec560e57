import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  expectAccessible,
  expectNoCspViolations,
  go,
  pick,
  readMail,
  screenshots,
  searchList,
  settle,
  signedInPage,
} from '../support/browser.ts';

/**
 * Issue 14 item 5: back-office screens that had no browser test — a new contractor, a branch
 * and a company user of a partner edited in place, and a new role with its permissions.
 */

let browser: Browser;
let page: Page;
const RUN = Date.now() % 100_000;

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

/** An API read with the page's own token, for facts a person would read off another screen. */
/** What the signed-in user reads from the API. */
const readApi = <T>(url: string) => apiGet<T>(page, url);

/** A valid Polish NIP (checksum digit last) unique to this run. */
function nipOf(seed: number): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (let n = seed; ; n++) {
    const digits = `9${String(n).padStart(8, '0')}`.split('').map(Number);
    const check = digits.reduce((sum, d, i) => sum + d * weights[i], 0) % 11;
    if (check < 10) return `${digits.join('')}${check}`;
  }
}

const search = (text: string) => searchList(page, text);

const textbox = (name: RegExp) => page.getByRole('textbox', { name });

describe('contractor records and roles', () => {
  it('adds a contractor after the Polish field errors and lands on its screen', async () => {
    await go(page, '/contractor/contractors');
    await settle(page);
    await page.getByRole('link', { name: 'Dodaj kontrahenta' }).click();
    await page.waitForURL((u) => u.hash === '#/contractor/contractors/store');
    await settle(page);
    await page.getByText('Kontrahent dodany ręcznie jest od razu zaakceptowany').waitFor();
    // A Polish company needs its NIP: the field says so before the first attempt.
    await expect.poll(() => page.locator('label').filter({ hasText: /^NIP/ }).innerText()).toContain('*');
    await page.getByRole('button', { name: 'Dodaj kontrahenta' }).click();
    await expect.poll(() => page.getByText('To pole jest wymagane').count()).toBeGreaterThanOrEqual(5);
    await page.getByText('Zgoda na przetwarzanie danych osobowych jest wymagana').waitFor();
    await page.getByText('Sprawdź błędy w formularzu').waitFor();
    await expectAccessible(page);
    await screenshots(page, 'contractor-store-errors');

    const name = `Chłodnictwo Testowe ${RUN} Sp. z o.o.`;
    await textbox(/^Nazwa firmy/).fill(name);
    await textbox(/^NIP/).fill('1234567890');
    await pick(page, 'Obszar działalności', 'Instalatorzy');
    await textbox(/^Ulica i numer/).fill('ul. Polna 5');
    await textbox(/^Kod pocztowy/).fill('1234');
    await textbox(/^Miejscowość/).fill('Radom');
    await pick(page, 'Województwo', 'mazowieckie');
    await textbox(/^Imię/).fill('Jan');
    await textbox(/^Nazwisko/).fill('Kowalczyk');
    await textbox(/^Adres e-mail$|^Adres e-mail\s*\*/).fill(`jan.kowalczyk${RUN}@example.pl`);
    await page.getByRole('checkbox', { name: /^Wyrażam zgodę na przetwarzanie danych osobowych/ }).check();
    await page.getByRole('button', { name: 'Dodaj kontrahenta' }).click();
    await page.getByText('Podaj kod pocztowy w formacie NN-NNN').waitFor();
    await page.getByText('Podaj poprawny NIP').waitFor();
    await textbox(/^Kod pocztowy/).fill('26-600');
    const nip = nipOf(RUN * 7);
    await textbox(/^NIP/).fill(nip);
    await page.getByRole('button', { name: 'Dodaj kontrahenta' }).click();
    await page.waitForURL((u) => /#\/contractor\/contractors\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText(nip).first().waitFor();
    await screenshots(page, 'contractor-store-saved');
    await expectNoCspViolations(page);
  });

  it('edits a branch of a partner: a Polish field error first, then the change is kept', async () => {
    const partners = await readApi<{ results: { id: number }[] }>(
      '/api/contractor/contractors?is_partner=1&per_page=50',
    );
    let found: { contractor: number; branch: { id: number; name: string } } | undefined;
    for (const c of partners.results) {
      const branches = await readApi<{ results: { id: number; name: string }[] }>(
        `/api/contractor/contractors/${c.id}/affiliates`,
      );
      if (branches.results.length) {
        found = { contractor: c.id, branch: branches.results[0] };
        break;
      }
    }
    expect(found).toBeDefined();
    const { contractor, branch } = found as NonNullable<typeof found>;

    await go(page, `/contractor/contractors/${contractor}/affiliates`);
    await settle(page);
    const table = page.getByRole('table', { name: 'Oddziały' });
    await table
      .getByRole('row')
      .filter({ hasText: branch.name })
      .getByRole('link', { name: 'Edytuj' })
      .click();
    await page.waitForURL((u) => u.hash.endsWith(`/affiliates/${branch.id}`));
    await settle(page);
    await page.getByText('Edycja oddziału', { exact: true }).last().waitFor();
    await expect.poll(() => textbox(/^Nazwa/).inputValue()).toBe(branch.name);

    // Five digits would be written 00-950 when the field is left; four stay wrong.
    await textbox(/^Kod pocztowy/).fill('0095');
    await textbox(/^Telefon/).fill('abc');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Podaj kod pocztowy w formacie NN-NNN').waitFor();
    await page.getByText('Podaj poprawny numer telefonu').waitFor();
    await expectAccessible(page);
    await screenshots(page, 'contractor-branch-edit-errors');

    const renamed = `Oddział testowy ${RUN}`;
    await textbox(/^Nazwa/).fill(renamed);
    await textbox(/^Kod pocztowy/).fill('00-950');
    await textbox(/^Telefon/).fill('+48 22 123 45 67');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash.endsWith(`/contractors/${contractor}/affiliates`));
    await page.getByText('Zmiany zostały zapisane').last().waitFor();
    await settle(page);
    await expect.poll(() => table.getByRole('row').filter({ hasText: renamed }).count()).toBe(1);

    await go(page, `/contractor/contractors/${contractor}/affiliates/${branch.id}`);
    await settle(page);
    await expect.poll(() => textbox(/^Nazwa/).inputValue()).toBe(renamed);
    expect(await textbox(/^Kod pocztowy/).inputValue()).toBe('00-950');
    await screenshots(page, 'contractor-branch-edit');
  });

  it('adds a company user to a partner and edits it: a Polish field error first, then kept', async () => {
    const partners = await readApi<{ results: { id: number }[] }>(
      '/api/contractor/contractors?is_partner=1&per_page=1&sort_by=name&sort_direction=desc',
    );
    const contractor = partners.results[0].id;
    await go(page, `/contractor/contractors/${contractor}/users`);
    await settle(page);
    await page.getByRole('link', { name: 'Dodaj użytkownika' }).click();
    await page.waitForURL((u) => u.hash.endsWith(`/contractors/${contractor}/users/store`));
    await settle(page);
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie' }).click();
    await expect.poll(() => page.getByText('To pole jest wymagane').count()).toBeGreaterThanOrEqual(3);
    const email = `ewa.nowicka${RUN}@example.pl`;
    await textbox(/^Imię/).fill('Ewa');
    await textbox(/^Nazwisko/).fill('Nowicka');
    await textbox(/^Adres e-mail/).fill(email);
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie' }).click();
    await page.waitForURL((u) => u.hash.endsWith(`/contractors/${contractor}/users`));
    expect(await readMail(email)).toMatch(/#\/auth\/invitation-finish\//);

    const table = page.getByRole('table', { name: 'Użytkownicy' });
    await search('Nowicka');
    await table.getByText(email).click();
    await page.waitForURL((u) => /\/users\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByText('Edycja użytkownika', { exact: true }).last().waitFor();
    await expect.poll(() => textbox(/^Adres e-mail/).inputValue()).toBe(email);

    await textbox(/^Nazwisko/).fill('');
    await textbox(/^Adres e-mail/).fill('ewa.nowicka@');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('To pole jest wymagane').waitFor();
    await page.getByText('Podaj poprawny adres e-mail').waitFor();
    await expectAccessible(page);
    await screenshots(page, 'contractor-user-edit-errors');

    await textbox(/^Nazwisko/).fill('Nowicka-Lis');
    await textbox(/^Adres e-mail/).fill(email);
    await textbox(/^Telefon/).fill('601 202 303');
    await page.getByRole('switch', { name: 'Administrator konta firmy' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash.endsWith(`/contractors/${contractor}/users`));
    await page.getByText('Zmiany zostały zapisane').last().waitFor();
    await settle(page);
    await table.getByText('Ewa Nowicka-Lis').waitFor();

    await table.getByText(email).click();
    await page.waitForURL((u) => /\/users\/\d+$/.test(u.hash));
    await settle(page);
    await expect.poll(() => textbox(/^Nazwisko/).inputValue()).toBe('Nowicka-Lis');
    expect(await textbox(/^Telefon/).inputValue()).toBe('601 202 303');
    expect(await page.getByRole('switch', { name: 'Administrator konta firmy' }).isChecked()).toBe(true);
    await screenshots(page, 'contractor-user-edit');
    await expectNoCspViolations(page);
  });

  it('creates a role with some permissions and finds it in the list', async () => {
    await go(page, '/cms/user/roles');
    await settle(page);
    await page.getByRole('link', { name: 'Dodaj rolę' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/user/roles/store');
    await settle(page);
    await page.getByText('Nadaj nazwę i wybierz uprawnienia w zakładce Uprawnienia.').waitFor();
    await page.getByRole('button', { name: 'Dodaj rolę' }).click();
    await page.getByText('To pole jest wymagane').first().waitFor();
    await expectAccessible(page);
    await screenshots(page, 'role-store-errors');

    const name = `Opiekun serwisu ${RUN}`;
    await textbox(/^Nazwa/).fill(name);
    await expect.poll(() => textbox(/^Identyfikator/).inputValue()).toBe(`opiekun-serwisu-${RUN}`);
    await page.getByRole('tab', { name: 'Uprawnienia' }).click();
    await page.getByRole('checkbox', { name: 'Zaznacz wszystkie uprawnienia: Urządzenia' }).check();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Partnerzy/ })
      .click();
    const partnerKeys = page.getByRole('region', { name: /^Partnerzy/ }).getByRole('checkbox');
    await partnerKeys.first().check();
    await expectAccessible(page);
    await screenshots(page, 'role-store-permissions');
    await page.getByRole('button', { name: 'Dodaj rolę' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/user/roles');
    await search(name);
    const row = page.getByRole('table', { name: 'Role' }).getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.count()).toBe(1);
    // The identifier is the system's, not a word for people: the list shows the name only.
    expect(await row.innerText()).not.toContain(`opiekun-serwisu-${RUN}`);

    const roles = await readApi<{ results: { slug: string; permissions: string[] }[] }>(
      `/api/user/roles?search=${encodeURIComponent(name)}`,
    );
    expect(roles.results[0].slug).toBe(`opiekun-serwisu-${RUN}`);
    const permissions = roles.results[0].permissions;
    expect(permissions).toContain('device.devices.index');
    expect(permissions.some((p) => p.startsWith('partner.'))).toBe(true);

    await row.getByText(name).click();
    await page.waitForURL((u) => /#\/cms\/user\/roles\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByRole('tab', { name: 'Uprawnienia' }).click();
    await expect
      .poll(() =>
        page.getByRole('checkbox', { name: 'Zaznacz wszystkie uprawnienia: Urządzenia' }).isChecked(),
      )
      .toBe(true);
    await expectNoCspViolations(page);
  });
});
