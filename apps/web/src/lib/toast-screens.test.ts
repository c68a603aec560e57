import { describe, expect, it } from 'vitest';
import { ToastScreens } from './toast-screens.ts';

describe('toasts per screen', () => {
  it('hides a toast shown before the action that changed the screen', () => {
    const screens = new ToastScreens();
    screens.screenShown('/cms/users');
    screens.shownToast('error');
    screens.acted();
    expect(screens.screenShown('/cms/devices')).toEqual(['error']);
  });

  it('keeps the toast of the action that led to the new screen (saved, back to the list)', () => {
    const screens = new ToastScreens();
    screens.screenShown('/cms/users/1/edit');
    screens.acted();
    screens.shownToast('saved');
    expect(screens.screenShown('/cms/users')).toEqual([]);
    screens.acted();
    expect(screens.screenShown('/cms/devices')).toEqual(['saved']);
  });

  it('keeps toasts while the screen stays and forgets closed ones', () => {
    const screens = new ToastScreens();
    screens.screenShown('/a');
    screens.shownToast('x');
    screens.shownToast('y');
    screens.acted();
    expect(screens.screenShown('/a')).toEqual([]);
    screens.closed('x');
    expect(screens.screenShown('/b')).toEqual(['y']);
  });
});
