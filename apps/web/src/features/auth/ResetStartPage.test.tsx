// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { resetPasswordStart } from './api/public-forms.ts';
import ResetStartPage from './ResetStartPage.tsx';

vi.mock('./api/public-forms.ts', () => ({ resetPasswordStart: vi.fn() }));

const captcha = vi.hoisted(() => ({ autoSolve: false, end: (_payload: string | null) => {} }));
vi.mock('../../components/captcha/Captcha.tsx', async () => {
  const { captchaStandIn } = await import('../../test/captcha-stand-in.tsx');
  return { Captcha: captchaStandIn(captcha) };
});

const send = vi.mocked(resetPasswordStart);
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

function mount() {
  const router = createMemoryRouter([{ path: '/', element: <ResetStartPage /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// The captcha through react-hook-form (useCaptchaField's `captchaOf`), as registration uses it too.
describe('ResetStartPage captcha', () => {
  afterEach(() => {
    cleanup();
    send.mockReset();
  });

  it('waits for the round, sends its payload, and after a refusal sends the next round’s', async () => {
    send.mockRejectedValueOnce(new ApiError(429, { message: 'Za dużo prób' }));
    mount();
    fireEvent.change(screen.getByLabelText(/Adres e-mail/), { target: { value: 'jan@firma.pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await settle();
    expect(send).not.toHaveBeenCalled();
    await act(async () => captcha.end('payload-0'));
    await settle();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'payload-0' }), expect.anything());
    expect(screen.getByText('captcha round 1')).toBeTruthy();

    send.mockResolvedValueOnce({ message: 'Wysłaliśmy link', status: 'success' });
    await act(async () => captcha.end('payload-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await settle();
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ captcha: 'payload-1' }),
      expect.anything(),
    );
  });

  it('shows the captcha message when a round fails, and clears it when the next solves', async () => {
    mount();
    fireEvent.change(screen.getByLabelText(/Adres e-mail/), { target: { value: 'jan@firma.pl' } });
    await act(async () => captcha.end(null));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await settle();
    expect(screen.getByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await act(async () => captcha.end('payload-0'));
    await settle();
    expect(screen.queryByText('Potwierdź, że nie jesteś robotem')).toBeNull();
  });
});
