import { type ComboboxData, MultiSelect } from '@mantine/core';
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
