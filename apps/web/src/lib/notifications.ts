import { notifications } from '@mantine/notifications';
import { ApiError } from './api.ts';
import { i18n } from './i18n.ts';
import { errorNotices, type Notice, successNotice } from './notify.ts';

function showNotices(notices: Notice[]): void {
  for (const n of notices) {
    notifications.show({
      color: n.color,
      message: n.message,
      autoClose: n.autoClose,
      withCloseButton: n.withCloseButton,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
    });
  }
}

/** Shows a failed call the way spec §8 says; anything that is not an API answer is a network failure. */
export function notifyError(err: unknown): void {
  if (err instanceof DOMException && err.name === 'AbortError') return;
  if (err instanceof ApiError) {
    // The sign-in screen explains an ended session; a "no permission" notice would mislead.
    if (err.sessionEnded) return;
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
