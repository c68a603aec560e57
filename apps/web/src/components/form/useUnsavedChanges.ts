import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * Leaving a form with unsaved changes asks first (in the app and when closing the tab).
 * `isDirty` is read when the user leaves, so a save that navigates away is never held up.
 */
export function useUnsavedChanges(isDirty: () => boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  const dirty = isDirty();

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: t('form.unsavedTitle'),
      message: t('form.unsavedMessage'),
      confirmLabel: t('form.leave'),
      cancelLabel: t('form.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
