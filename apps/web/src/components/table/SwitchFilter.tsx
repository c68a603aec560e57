import { Switch } from '@mantine/core';
import type { ListController } from './useList.ts';

/** An on-only list filter (`?mine=1`): switched off, the list is not narrowed at all. */
export function SwitchFilter({ list, name, label }: { list: ListController; name: string; label: string }) {
  return (
    <Switch
      label={label}
      checked={list.state.filters[name]?.[0] === '1'}
      onChange={(e) => list.setFilter(name, e.currentTarget.checked ? ['1'] : [])}
    />
  );
}
