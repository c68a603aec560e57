import { Badge, Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilter } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FilterLabelsContext } from '../table/FilterLabels.ts';
import { SearchInput } from '../table/SearchInput.tsx';
import type { ListController } from '../table/useList.ts';
import { usePhone } from '../table/usePhone.ts';
import { PageHeader } from './PageHeader.tsx';

/** A list filter: its URL name and label (the empty result names it) and its control. */
export type ListFilter = {
  name: string;
  label: string;
  control: ReactNode;
  /** Rarely used: on a desktop it waits behind "Więcej filtrów". */
  more?: boolean;
};

/**
 * The one back-office list screen: title, description and main actions, the search, the filters
 * (one compact row plus "Więcej filtrów" on a desktop, behind one "Filtry" button on a phone) and
 * the list itself (a DataTable, which shows its own loading, empty and error states).
 */
export function ListPage({
  title,
  description,
  actions,
  list,
  searchLabel,
  searchable = true,
  filters = [],
  toolbar,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  list: ListController;
  /** Accessible name of the search field when "Szukaj" alone would not say what it finds. */
  searchLabel?: string;
  /** Lists searched only through their own filters (error codes by code) have no search field. */
  searchable?: boolean;
  filters?: ListFilter[];
  /** Other controls of the list that are not URL filters (a switch of the view…). */
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const isActive = (f: ListFilter) => Boolean(list.state.filters[f.name]?.length);
  const active = filters.filter(isActive).length;
  const primary = filters.filter((f) => !f.more);
  const more = filters.filter((f) => f.more);
  const [phoneOpen, { toggle: togglePhone }] = useDisclosure(false);
  const [moreOpen, { toggle: toggleMore }] = useDisclosure(more.some(isActive));
  const labels = Object.fromEntries(filters.map((f) => [f.name, f.label]));
  const controls = (fs: ListFilter[]) => fs.map((f) => <Fragment key={f.name}>{f.control}</Fragment>);

  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} actions={actions} />
      {phone ? (
        <Stack gap="xs">
          {searchable && <SearchInput list={list} label={searchLabel} />}
          {(filters.length > 0 || toolbar) && (
            <>
              <Button
                variant="default"
                fullWidth
                leftSection={<IconFilter size={16} />}
                rightSection={active ? <Badge size="sm">{active}</Badge> : undefined}
                onClick={togglePhone}
                aria-expanded={phoneOpen}
              >
                {t('table.filters')}
              </Button>
              <Collapse expanded={phoneOpen}>
                <Stack gap="xs">
                  {controls(filters)}
                  {toolbar}
                </Stack>
              </Collapse>
            </>
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Group gap="sm" align="center">
            {searchable && <SearchInput list={list} label={searchLabel} />}
            {controls(primary)}
            {toolbar}
            {more.length > 0 && (
              <Button
                variant="subtle"
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                onClick={toggleMore}
                aria-expanded={moreOpen}
              >
                {t(moreOpen ? 'table.fewerFilters' : 'table.moreFilters')}
              </Button>
            )}
          </Group>
          {more.length > 0 && (
            <Collapse expanded={moreOpen}>
              <Group gap="sm" align="center">
                {controls(more)}
              </Group>
            </Collapse>
          )}
        </Stack>
      )}
      <FilterLabelsContext.Provider value={labels}>{children}</FilterLabelsContext.Provider>
    </Stack>
  );
}
