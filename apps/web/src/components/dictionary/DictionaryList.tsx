import { Button } from '@mantine/core';
import type { CrudResourceName, ListRouteName, RouteName } from '@portal/contracts/api';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { type ListFilter, ListPage } from '../page/ListPage.tsx';
import type { ListColumn } from '../table/columns.ts';
import { DataTable } from '../table/DataTable.tsx';
import type { Sort } from '../table/list-state.ts';
import { useListQuery, useListState } from '../table/useList.ts';

type WithId = { id: number };

export type DictionaryListProps<T extends WithId> = {
  /**
   * The route prefix shared by the API and the screens (`device.tags`): `.index` and `.destroy`
   * are API calls, `.store` and `.show` the screens, `.update` the right to edit.
   */
  resource: CrudResourceName;
  title: string;
  description?: string;
  createLabel: string;
  /** Query string of the "new" screen (`type=optional`), without the `?`. */
  createSearch?: string;
  sorts: readonly string[];
  defaultSort?: Sort;
  /** Filters the screen itself fixes (a functionality type), not the user. */
  fixedFilters?: Record<string, string[]>;
  columns: ListColumn<T>[];
  /** How the delete confirmation names a record. */
  recordName: (record: T) => string;
  /** Rows that offer no delete at all (the theme's default brand), though the server refuses too. */
  deletable?: (record: T) => boolean;
  /** The list's own filters, beside the search field. */
  filters?: ListFilter[];
  /** Other controls beside the search field (a switch between kinds…). */
  toolbar?: ReactNode;
};

/**
 * A small dictionary's list screen (producers, tags, business areas…): search, sorting, pages,
 * a "new" button, edit and delete (the server refuses a delete while the record is in use and
 * the notice says why).
 */
export function DictionaryList<T extends WithId>({
  resource,
  title,
  description,
  createLabel,
  createSearch,
  sorts,
  defaultSort,
  fixedFilters,
  columns,
  recordName,
  deletable,
  filters,
  toolbar,
}: DictionaryListProps<T>) {
  const can = useCan();
  const list = useListState({ sorts, defaultSort });
  const state = fixedFilters
    ? { ...list.state, filters: { ...list.state.filters, ...fixedFilters } }
    : list.state;
  const query = useListQuery<ListRouteName, T>(`${resource}.index` as ListRouteName, state, 'cms');
  const show = `${resource}.show` as WebRouteName;
  const store = pathFor(`${resource}.store` as WebRouteName);
  return (
    <ListPage
      title={title}
      description={description}
      list={list}
      filters={filters}
      toolbar={toolbar}
      actions={
        can(`${resource}.store`) && (
          <Button
            component={Link}
            to={createSearch ? `${store}?${createSearch}` : store}
            leftSection={<IconPlus size={16} />}
          >
            {createLabel}
          </Button>
        )
      }
    >
      <DataTable<T>
        label={title}
        list={list}
        query={query}
        rowLink={{ route: show, access: `${resource}.update` }}
        edit={{ route: show, access: `${resource}.update` }}
        destroy={{ route: `${resource}.destroy` as RouteName, name: recordName, allowed: deletable }}
        columns={columns}
      />
    </ListPage>
  );
}
