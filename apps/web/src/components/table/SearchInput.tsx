import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { DebouncedInput } from './DebouncedInput.tsx';
import type { ListController } from './useList.ts';

/** Free-text search of a list; typing updates the URL after a pause. */
export function SearchInput({ list, label }: { list: ListController; label?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // While another screen loads, the list is still mounted: a commit due then would navigate
  // back to the list and cancel the move the person asked for (typed, then clicked away).
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  return (
    <DebouncedInput
      value={list.state.search}
      onCommit={(search) => {
        if (!leaving) list.setSearch(search);
      }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      placeholder={t('table.searchPlaceholder')}
      aria-label={label ?? t('table.search')}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
