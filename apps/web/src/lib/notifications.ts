import { notifications } from '@mantine/notifications';
import { ApiError } from './api.ts';
import { i18n } from './i18n.ts';
import { errorNotices, type Notice, successNotice } from './notify.ts';
import { ToastScreens } from './toast-screens.ts';

const screens = new ToastScreens();

function showNotices(notices: Notice[]): void {
  for (const n of notices) {
    const id = notifications.show({
      color: n.color,
      message: n.message,
      autoClose: n.autoClose,
      withCloseButton: n.withCloseButton,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      onClose: () => screens.closed(id),
    });
    screens.shownToast(id);
  }
}

/**
 * Toasts stay on the screen they belong to (lib/toast-screens.ts): call once with the router's
 * subscribe; the user's clicks, keys and history moves mark where one action ends.
 */
export function toastsFollowScreens(subscribe: (listener: (pathname: string) => void) => void): void {
  const acted = () => screens.acted();
  for (const type of ['pointerdown', 'keydown'] as const)
    document.addEventListener(type, acted, { capture: true });
  window.addEventListener('popstate', acted);
  subscribe((pathname) => {
    for (const id of screens.screenShown(pathname)) notifications.hide(id);
  });
}

/**
 * 422 answers whose messages a form shows on its fields and in its summary: their notices
 * would say the same a second time (one message per problem, issue 16).
 */
const shownByForm = new WeakSet<ApiError>();

export function formShowsErrors(err: ApiError): void {
  shownByForm.add(err);
}

/** Shows a failed call the way spec §8 says; anything that is not an API answer is a network failure. */
export function notifyError(err: unknown): void {
  if (err instanceof DOMException && err.name === 'AbortError') return;
  if (err instanceof ApiError) {
    // The sign-in screen explains an ended session; a "no permission" notice would mislead.
    if (err.sessionEnded) return;
    if (err.status === 422 && err.body.errors) {
      // The caller's form, if any, takes the error in the same turn (its await of the
      // mutation resolves before any timer), so the notice waits one turn to ask.
      setTimeout(() => {
        if (!shownByForm.has(err)) showNotices(errorNotices(err.status, err.body, i18n.t));
      }, 0);
      return;
    }
    showNotices(errorNotices(err.status, err.body, i18n.t));
    return;
  }
  console.error(err);
  showNotices(errorNotices(0, { message: i18n.t('notify.network') }, i18n.t));
}

export function notifySuccess(body: unknown, showMessage = true): void {
  const notice = successNotice(body, showMessage);
  if (notice) showNotices([notice]);
}

export function notifyText(message: string, color: 'green' | 'red' = 'green'): void {
  showNotices([successNotice({ message, status: color === 'green' ? 'success' : 'fail' }) as Notice]);
}
