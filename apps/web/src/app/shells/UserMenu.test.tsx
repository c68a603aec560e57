// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CurrentUserResponse } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../features/auth/api/logout.ts';
import { currentUserQuery } from '../../lib/current-user.ts';
import { UserMenu } from './parts.tsx';

vi.mock('../../features/auth/api/logout.ts', () => ({ logout: vi.fn() }));

const me: CurrentUserResponse = {
  model: {
    id: 7,
    email: 'partner@demo.pl',
    first_name: 'Łukasz',
    last_name: 'Krawczyk',
    phone_number: null,
    lang: 'pl',
    role: { id: 3, slug: 'partner', name: 'Partner' },
    roles: [{ slug: 'partner', name: 'Partner' }],
    partner: { id: 1, name: 'Termo-Instal' },
    is_company_admin: true,
    logo_url: null,
  },
  permissions: {},
};

function mount() {
  const queries = new QueryClient();
  queries.setQueryData(currentUserQuery.queryKey, me);
  const router = createMemoryRouter([
    { path: '/', element: <UserMenu profile="partner-zone.profile.show" /> },
  ]);
  render(
    <MantineProvider>
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// jsdom lays nothing out, so floating-ui reports the button as off screen and Mantine hides the
// dropdown (display: none): the queries include hidden elements.
const button = () => screen.getByRole('button', { name: 'Menu użytkownika' });
/** The real menu mounts after its chunk's dynamic import; a real timer lets it resolve. */
const loaded = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('UserMenu (its dropdown loaded on first use)', () => {
  afterEach(cleanup);

  it('shows the user and the closed menu button before its code is loaded', () => {
    mount();
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().textContent).toContain('ŁK');
    expect(button().textContent).toContain('Łukasz Krawczyk');
    expect(button().textContent).toContain('Termo-Instal');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
  });

  it('opens on the first click, with the profile and logout items, focused where it was', async () => {
    mount();
    button().focus();
    fireEvent.click(button());
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement === button() || menu.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('partner@demo.pl')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Profil', hidden: true }).getAttribute('href')).toBe(
      '/profile',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wyloguj', hidden: true }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('closes and opens again through the same button after the first opening', async () => {
    mount();
    fireEvent.click(button());
    await screen.findByRole('menu', { hidden: true });
    fireEvent.click(button());
    await loaded();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button());
    expect(await screen.findByRole('menu', { hidden: true })).toBeTruthy();
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  it('does not open on hover or focus alone', async () => {
    mount();
    fireEvent.pointerEnter(button());
    fireEvent.focus(button());
    await loaded();
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
