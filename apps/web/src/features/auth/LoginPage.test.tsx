// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { formShowsErrors, notifyError, notifySuccess } from '../../lib/notifications.ts';
import { login } from './api/login.ts';
import LoginPage from './LoginPage.tsx';

vi.mock('./api/login.ts', () => ({ login: vi.fn(), preloadLoginQueries: vi.fn() }));
vi.mock('../../lib/notifications.ts', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  formShowsErrors: vi.fn(),
}));

const captcha = vi.hoisted(() => ({ autoSolve: true, end: (_payload: string | null) => {} }));
vi.mock('../../components/captcha/Captcha.tsx', async () => {
  const { captchaStandIn } = await import('../../test/captcha-stand-in.tsx');
  return { Captcha: captchaStandIn(captcha) };
});

const loginMock = vi.mocked(login);

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/cms', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/auth/login'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const email = () => screen.getByLabelText(/Adres e-mail/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^Hasło/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Zaloguj się' });
const fill = (emailValue: string, passwordValue: string) => {
  fireEvent.change(email(), { target: { value: emailValue } });
  fireEvent.change(password(), { target: { value: passwordValue } });
};
/** Lets the submit's awaits (captcha, schema chunk, the call) run. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('LoginPage', () => {
  // The schema's chunk, loaded once here so that a test's short waits do not include its transform.
  beforeAll(() => import('@portal/contracts/sign-in'));
  beforeEach(() => {
    loginMock.mockReset();
    captcha.autoSolve = true;
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the schema messages in Polish under the fields, the summary, and focuses the first', async () => {
    mount();
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText('To pole jest wymagane')).toBeTruthy();
    expect(screen.getByText('Minimalna liczba znaków: 6')).toBeTruthy();
    expect(screen.getByText('Sprawdź błędy w formularzu')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    const described = email().getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(described.split(' ').find((id) => id.endsWith('error')) ?? '')?.textContent,
    ).toBe('To pole jest wymagane');
    expect(document.activeElement).toBe(email());
    expect(loginMock).not.toHaveBeenCalled();

    // After a submit, a field is checked again as it changes.
    fireEvent.change(email(), { target: { value: 'jan@firma.pl' } });
    await settle();
    expect(screen.queryByText('To pole jest wymagane')).toBeNull();
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('Minimalna liczba znaków: 6')).toBeTruthy();
  });

  it('sends the schema output with the solved captcha and lands where the API says', async () => {
    loginMock.mockResolvedValue('/cms');
    const router = mount();
    fill(' Jan@Firma.pl ', 'tajne-haslo');
    fireEvent.click(screen.getByLabelText('Zapamiętaj mnie'));
    fireEvent.click(submitButton());
    await settle();
    expect(loginMock).toHaveBeenCalledExactlyOnceWith({
      email: 'jan@firma.pl',
      password: 'tajne-haslo',
      rememberMe: true,
      captcha: 'payload-0',
    });
    expect(notifySuccess).toHaveBeenCalledWith('/cms', false);
    expect(router.state.location.pathname).toBe('/cms');
  });

  it('puts a 422 field error under its field alone, with no summary, and renews the captcha', async () => {
    const refused = new ApiError(422, {
      message: 'Sprawdź błędy w formularzu',
      errors: { email: ['Nieprawidłowy adres e-mail lub hasło'] },
    });
    loginMock.mockRejectedValueOnce(refused);
    mount();
    fill('jan@firma.pl', 'zle-haslo');
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getAllByText('Nieprawidłowy adres e-mail lub hasło')).toHaveLength(1);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(screen.queryByText('Sprawdź błędy w formularzu')).toBeNull();
    expect(notifyError).toHaveBeenCalledWith(refused);
    expect(formShowsErrors).toHaveBeenCalledWith(refused);
    // The refused payload is spent: a new round solved, and the next submit sends it.
    expect(screen.getByText('captcha round 1')).toBeTruthy();
    expect(screen.getAllByText('Nieprawidłowy adres e-mail lub hasło')).toHaveLength(1);
    loginMock.mockResolvedValueOnce('/cms');
    fireEvent.click(submitButton());
    await settle();
    expect(loginMock).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: 'payload-1' }));
  });

  it('lists a 422 message no field shows in the summary', async () => {
    loginMock.mockRejectedValueOnce(
      new ApiError(422, {
        message: 'Sprawdź błędy w formularzu',
        errors: { account: ['Konto jest zablokowane'] },
      }),
    );
    mount();
    fill('jan@firma.pl', 'tajne-haslo');
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText('Konto jest zablokowane')).toBeTruthy();
    expect(screen.getByText('Sprawdź błędy w formularzu')).toBeTruthy();
  });

  it('renews the captcha after any refusal, with the notice', async () => {
    const down = new ApiError(503, { message: 'Serwis niedostępny' });
    loginMock.mockRejectedValueOnce(down);
    mount();
    fill('jan@firma.pl', 'tajne-haslo');
    fireEvent.click(submitButton());
    await settle();
    expect(notifyError).toHaveBeenCalledWith(down);
    expect(formShowsErrors).not.toHaveBeenCalled();
    expect(screen.getByText('captcha round 1')).toBeTruthy();
  });

  it('submits once however often it is sent, busy until the answer', async () => {
    let answer: (to: string) => void = () => {};
    loginMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    mount();
    fill('jan@firma.pl', 'tajne-haslo');
    const form = submitButton().closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    fireEvent.submit(form);
    await settle();
    expect(loginMock).toHaveBeenCalledTimes(1);
    expect(submitButton().getAttribute('data-loading')).toBe('true');
    expect((form.querySelector('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    await act(async () => answer('/cms'));
    await settle();
    expect(loginMock).toHaveBeenCalledTimes(1);
  });

  it('waits for the captcha to solve before sending', async () => {
    captcha.autoSolve = false;
    loginMock.mockResolvedValue('/cms');
    mount();
    fill('jan@firma.pl', 'tajne-haslo');
    fireEvent.click(submitButton());
    await settle();
    expect(loginMock).not.toHaveBeenCalled();
    expect(submitButton().getAttribute('data-loading')).toBe('true');
    await act(async () => captcha.end('payload-0'));
    await settle();
    expect(loginMock).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'payload-0' }));
  });

  it('starts from the remembered e-mail and choice', () => {
    localStorage.setItem('rememberMe', '1');
    localStorage.setItem('lastEmail', 'anna@firma.pl');
    mount();
    expect(email().value).toBe('anna@firma.pl');
    expect((screen.getByLabelText('Zapamiętaj mnie') as HTMLInputElement).checked).toBe(true);
  });
});
