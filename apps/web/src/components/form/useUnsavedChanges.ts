import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

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
    let settled = false;
    const settle = (leave: boolean) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modals.openConfirmModal({
      title: t('form.unsavedTitle'),
      children: t('form.unsavedMessage'),
      labels: { confirm: t('form.leave'), cancel: t('form.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
