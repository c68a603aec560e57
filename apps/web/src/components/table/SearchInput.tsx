import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListController } from './useList.ts';

/** Free-text search of a list; typing updates the URL after a pause. */
export function SearchInput({ list, label }: { list: ListController; label?: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(list.state.search);
  const commit = useDebouncedCallback((v: string) => list.setSearch(v), 350);
  useEffect(() => setValue(list.state.search), [list.state.search]);
  return (
    <TextInput
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      placeholder={t('table.searchPlaceholder')}
      aria-label={label ?? t('table.search')}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
