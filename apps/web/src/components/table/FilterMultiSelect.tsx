import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { type ComboboxData, MultiSelect } from '@mantine/core';
import type { ListFilter } from '../page/ListPage.tsx';
import type { ListController } from './useList.ts';

/** A repeatable list filter (`?name=a&name=b`) bound to the list state in the URL. */
export function FilterMultiSelect({
  list,
  name,
  label,
  data,
  searchable,
}: {
  list: ListController;
  name: string;
  label: string;
  data: ComboboxData;
  searchable?: boolean;
}) {
  const value = list.state.filters[name] ?? [];
  return (
    <MultiSelect
      aria-label={label}
      placeholder={value.length ? undefined : label}
      data={data}
      value={value}
      onChange={(v) => list.setFilter(name, v)}
      clearable
      searchable={searchable}
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** A `ListPage` filter made of one `FilterMultiSelect`: its URL name and label said once. */
export function multiSelectFilter(
  list: ListController,
  opts: { name: string; label: string; data: ComboboxData; searchable?: boolean; more?: boolean },
): ListFilter {
  const { more, ...select } = opts;
  return { name: opts.name, label: opts.label, more, control: <FilterMultiSelect list={list} {...select} /> };
}
