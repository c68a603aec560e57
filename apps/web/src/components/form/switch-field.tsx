import { Switch } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type Base, useField } from './fields.tsx';

// Apart from fields.tsx: the login screen's first paint loads that module, and no sign-in form has a switch.
/** What to ask before a switch is turned off (an account deactivated signs its person out). */
export type ConfirmOff = { title: string; message: string; confirmLabel: string };

export function SwitchField({
  name,
  label,
  description,
  disabled,
  locked = false,
  confirmOff,
}: Omit<Base, 'required'> & { locked?: boolean; confirmOff?: ConfirmOff }) {
  const { field, error } = useField(name);
  const { t } = useTranslation();
  async function change(next: boolean) {
    if (!next && confirmOff) {
      const ok = await confirmAction({ ...confirmOff, cancelLabel: t('common.cancel'), danger: true });
      if (!ok) return;
    }
    field.onChange(next);
  }
  return (
    <Switch
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      checked={Boolean(field.value)}
      // Owned by the ERP: it stays as loaded, readable instead of greyed out as disabled.
      readOnly={locked}
      aria-readonly={locked || undefined}
      thumbIcon={locked ? <IconLock size={10} aria-hidden /> : undefined}
      onChange={(e) => {
        if (!locked) void change(e.currentTarget.checked);
      }}
      label={label}
      description={description}
      disabled={disabled}
      error={error}
    />
  );
}
