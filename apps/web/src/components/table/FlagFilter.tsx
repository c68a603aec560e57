import { Select } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';
import type { ListFilter } from '../page/ListPage.tsx';
import type { ListController } from './useList.ts';

/** What a flag filter sends for "yes" and "no": `1` and `0` unless the list's encoding differs. */
export type FlagValues = { yes: string; no: string };
const ONE_ZERO: FlagValues = { yes: '1', no: '0' };

/**
 * The one yes/no list filter (`?is_partner=1`, `?blocked=0`), one value at a time; the labels
 * say what "yes" and "no" mean on this list, "Tak" and "Nie" when not given.
 */
export function FlagFilter({
  list,
  name,
  label,
  yes,
  no,
  values = ONE_ZERO,
}: {
  list: ListController;
  name: string;
  label: string;
  yes?: string;
  no?: string;
  values?: FlagValues;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={[
        { value: values.yes, label: yes ?? t('table.flagYes') },
        { value: values.no, label: no ?? t('table.flagNo') },
      ]}
      value={list.state.filters[name]?.[0] ?? null}
      onChange={(v) => list.setFilter(name, v ? [v] : [])}
      clearable
      w={{ base: '100%', sm: 160 }}
    />
  );
}

/** A `ListPage` filter made of one `FlagFilter`: its URL name and label said once. */
export function flagFilter(
  list: ListController,
  opts: { name: string; label: string; yes?: string; no?: string; values?: FlagValues; more?: boolean },
): ListFilter {
  const { more, ...flag } = opts;
  return { name: opts.name, label: opts.label, more, control: <FlagFilter list={list} {...flag} /> };
}
