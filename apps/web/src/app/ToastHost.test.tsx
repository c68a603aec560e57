// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost.tsx';

const mount = () =>
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );

describe('ToastHost', () => {
  afterEach(() => {
    act(() => notifications.clean());
    cleanup();
  });

  it('mounts the container with the first notice and shows it', async () => {
    mount();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ message: 'Zapisano' });
    });
    expect(await screen.findByText('Zapisano')).toBeTruthy();
  });

  it('shows a notice given before it mounted', async () => {
    notifications.show({ message: 'Brak uprawnień' });
    mount();
    expect(await screen.findByText('Brak uprawnień')).toBeTruthy();
  });
});
