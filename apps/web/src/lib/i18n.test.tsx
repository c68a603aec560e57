// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

afterEach(() => {
  cleanup();
  vi.resetModules();
});

/** A screen showing one key, counting its renders; the i18n module fresh for each test. */
async function screenShowing(key: string) {
  const i18n = await import('./i18n.ts');
  let renders = 0;
  function Probe() {
    renders++;
    return <p>{i18n.useTranslation().t(key)}</p>;
  }
  return { i18n, Probe, renders: () => renders };
}

describe('UI strings arriving after the first paint (lib/i18n.ts)', () => {
  it('leaves a screen drawn from the sign-in strings as drawn when the other areas\u2019 strings arrive', async () => {
    const { i18n, Probe, renders } = await screenShowing('auth.login.title');
    await i18n.loadSignInLang('pl');
    render(<Probe />);
    expect(screen.getByText(pl.auth.login.title)).toBeTruthy();
    await act(() => i18n.loadLang('pl'));
    expect(renders()).toBe(1);
    expect(screen.getByText(pl.auth.login.title)).toBeTruthy();
  });

  it('redraws a screen that asked for a string the arriving part brings', async () => {
    const { i18n, Probe, renders } = await screenShowing('users.title');
    await i18n.loadSignInLang('pl');
    render(<Probe />);
    expect(screen.getByText('users.title')).toBeTruthy();
    await act(() => i18n.loadLang('pl'));
    expect(renders()).toBe(2);
    expect(screen.getByText(pl.users.title)).toBeTruthy();
  });

  it('brings the contracts’ message catalogue with the other areas’ strings, in each language', async () => {
    const i18n = await import('./i18n.ts');
    await i18n.loadSignInLang('pl');
    expect(i18n.translateMessage('pl', 'errors.captcha')).not.toBe('Potwierdź, że nie jesteś robotem');
    await i18n.loadLang('pl');
    expect(i18n.translateMessage('pl', 'errors.captcha')).toBe('Potwierdź, że nie jesteś robotem');
    await i18n.loadLang('en');
    expect(i18n.translateMessage('en', 'errors.captcha')).toBe('Confirm that you are not a robot');
  });

  it('redraws a screen that showed a message before the catalogue arrived', async () => {
    const i18n = await import('./i18n.ts');
    function Probe() {
      return <p>{i18n.useMessage()('errors.captcha')}</p>;
    }
    await i18n.loadSignInLang('pl');
    render(<Probe />);
    expect(screen.queryByText('Potwierdź, że nie jesteś robotem')).toBeNull();
    await act(() => i18n.loadLang('pl'));
    expect(screen.getByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();
  });

  it('redraws every screen in the new language when the language changes', async () => {
    const { i18n, Probe } = await screenShowing('auth.login.title');
    await i18n.loadLang('pl');
    render(<Probe />);
    await act(() => i18n.changeLang('en'));
    expect(screen.queryByText(pl.auth.login.title)).toBeNull();
    expect(screen.getByText(en.auth.login.title)).toBeTruthy();
  });
});
