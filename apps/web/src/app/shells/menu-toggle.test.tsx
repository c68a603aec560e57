// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useMenuToggle } from './menu-toggle.ts';

afterEach(cleanup);

function shell() {
  let drawer: ReturnType<typeof useMenuToggle> | undefined;
  function Probe() {
    drawer = useMenuToggle();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe /> },
      { path: '/company', element: <Probe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const current = () => drawer as ReturnType<typeof useMenuToggle>;
  return { router, current };
}

describe("a shell's menu on a narrow screen (useMenuToggle)", () => {
  it('opens and shuts with its toggle', () => {
    const { current } = shell();
    expect(current().opened).toBe(false);
    act(() => current().toggle());
    expect(current().opened).toBe(true);
    act(() => current().toggle());
    expect(current().opened).toBe(false);
    act(() => current().toggle());
    act(() => current().close());
    expect(current().opened).toBe(false);
  });

  it('shuts on any navigation, the browser going back included, and stays shut coming forward', async () => {
    const { router, current } = shell();
    await act(() => router.navigate('/company'));
    act(() => current().toggle());
    expect(current().opened).toBe(true);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(current().opened).toBe(false);
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/company');
    expect(current().opened).toBe(false);
    act(() => current().toggle());
    await act(() => router.navigate('/'));
    expect(current().opened).toBe(false);
  });
});
