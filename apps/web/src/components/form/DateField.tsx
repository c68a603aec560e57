import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/i18n.ts';
import { isoToMasked, maskDate, maskedToIso } from './date-mask.ts';

/**
 * A date typed as DD.MM.YYYY (spec §5 mask) or picked from a calendar. The form value is the
 * masked text; the contracts `date()` rule reads it and yields `YYYY-MM-DD`.
 */
export function DateField({
  name,
  label,
  description,
  required,
  disabled,
}: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [open, setOpen] = useState(false);
  const value = isoToMasked(String(field.value ?? ''));
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" withinPortal>
      <Popover.Target>
        <TextInput
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={value}
          onChange={(e) => field.onChange(maskDate(e.currentTarget.value))}
          inputMode="numeric"
          placeholder={t('form.datePlaceholder')}
          label={label}
          description={description}
          withAsterisk={required}
          disabled={disabled}
          error={message(fieldState.error?.message)}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setOpen((o) => !o)}
              aria-label={t('form.pickDate')}
              disabled={disabled}
            >
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
          <DatePicker
            value={maskedToIso(value)}
            onChange={(iso) => {
              if (iso) field.onChange(isoToMasked(iso));
              setOpen(false);
            }}
          />
        </DatesProvider>
      </Popover.Dropdown>
    </Popover>
  );
}
