import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from './DebouncedInput.tsx';
import type { ListController } from './useList.ts';

/** Free-text search of a list; typing updates the URL after a pause. */
export function SearchInput({ list, label }: { list: ListController; label?: string }) {
  const { t } = useTranslation();
  return (
    <DebouncedInput
      value={list.state.search}
      onCommit={list.setSearch}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      placeholder={t('table.searchPlaceholder')}
      aria-label={label ?? t('table.search')}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
