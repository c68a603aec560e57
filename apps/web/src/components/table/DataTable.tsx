import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import 'mantine-datatable/styles.css';
import { ActionIcon, Box, Group, Paper, Radio, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ResourceName, RouteName } from '@portal/contracts/api';
import { rowNumber } from '@portal/contracts/list';
import { type Icon, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { callRoute } from '../../lib/api.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryKeys, resourceKey } from '../../lib/keys.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { cardLayout, type ListColumn, priorityBreakpoint } from './columns.ts';
import classes from './DataTable.module.css';
import { ListStatus } from './ListStatus.tsx';
import { nextSort } from './list-state.ts';
import { RecordCards } from './RecordCards.tsx';
import { SortHeader } from './SortHeader.tsx';
import { TablePagination } from './TablePagination.tsx';
import type { ListController, ListResponse } from './useList.ts';
import { usePhone } from './usePhone.ts';

type WithId = { id: number };

const fromBreakpoint = (from: string) => (theme: { breakpoints: Record<string, string> }) =>
  `(min-width: ${theme.breakpoints[from]})`;

/**
 * A web route a row links to, shown when the user may open it (its name or access key). Nested
 * routes (a contractor's contacts…) fill their other parameters with `params`.
 */
export type RowRoute<T = never> = {
  route: WebRouteName;
  access?: string;
  params?: (record: T) => Record<string, string | number>;
};

export type DataTableProps<T extends WithId> = {
  list: ListController;
  query: UseQueryResult<ListResponse<T>>;
  /** Declared once: the table at desktop widths, the cards on a phone (columns.ts). */
  columns: ListColumn<T>[];
  /** Accessible name of the table. */
  label: string;
  rowNumbers?: boolean;
  /** The row opens this route with the record's id (spec §2 "Rows may link to an edit route"). */
  rowLink?: RowRoute<T>;
  preview?: RowRoute<T>;
  edit?: RowRoute<T>;
  /** More per-row pages (a device's configurations…), between preview and edit. */
  links?: (RowRoute<T> & { label: string; icon: Icon; ariaLabel?: (record: T) => string })[];
  /** API route name of the delete call; asks for confirmation first. */
  destroy?: {
    route: RouteName;
    name: (record: T) => string;
    allowed?: (record: T) => boolean;
    params?: (record: T) => Record<string, string | number>;
    /** Other resources whose data shows this record (counts, embedded lists), fetched again. */
    refreshes?: readonly ResourceName[];
  };
  selection?: 'none' | 'single' | 'multiple';
  selected?: T[];
  onSelectedChange?: (records: T[]) => void;
  /** Expandable rows: clicking a row toggles its expanded content. */
  expand?: (record: T) => ReactNode;
  /** The table's zone: back-office actions check permissions, partner-zone ones do not. */
  zone?: 'cms' | 'partner';
};

/**
 * The one table (spec §2 "Table behaviour", §9): server-side pages, sorting that clears back to
 * `created_at` descending, row numbers, selection, expandable rows, row links and actions. Rows
 * are compact, less important columns give way on narrower screens, the actions column stays
 * pinned, and on a phone the same records, actions and URL state show as cards.
 */
export function DataTable<T extends WithId>({
  list,
  query,
  columns,
  label,
  rowNumbers = true,
  rowLink,
  preview,
  edit,
  links,
  destroy,
  selection = 'none',
  selected = [],
  onSelectedChange,
  expand,
  zone = 'cms',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = usePhone();
  const allowed = (r?: RowRoute<T>) =>
    Boolean(r && (zone === 'partner' || can(r.route) || (r.access && can(r.access))));
  const hrefOf = (r: RowRoute<T>, record: T) => pathFor(r.route, { id: record.id, ...r.params?.(record) });
  const remove = useMutation({
    mutationFn: (record: T) =>
      callRoute(destroy!.route, { params: { id: record.id, ...destroy!.params?.(record) } }),
    onSuccess: () =>
      Promise.all(
        [resourceKey(destroy!.route), ...(destroy!.refreshes ?? [])].map((resource) =>
          queryClient.invalidateQueries({ queryKey: queryKeys(resource).all }),
        ),
      ),
  });

  const { state } = list;
  const data = query.data;
  const records = data?.results ?? [];
  const pagination = data?.pagination;
  const page = pagination?.current ?? state.page;
  const perPage = pagination?.per_page ?? state.perPage;

  async function confirmDelete(record: T) {
    const ok = await confirmAction({
      title: t('table.deleteTitle'),
      message: t('table.deleteMessage', { name: destroy!.name(record) }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (ok) remove.mutate(record);
  }

  const canDelete = destroy && (zone === 'partner' || can(destroy.route));
  const rowLinks = [
    preview && { ...preview, label: 'table.preview', icon: IconEye },
    ...(links ?? []),
    edit && { ...edit, label: 'table.edit', icon: IconPencil },
  ].filter((r): r is NonNullable<DataTableProps<T>['links']>[number] => !!r && allowed(r));
  const actionCount = rowLinks.length + (canDelete ? 1 : 0);
  const actionsOf = (record: T) => (
    <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      {rowLinks.map(({ icon: LinkIcon, ...link }) => (
        <Tooltip key={link.route} label={t(link.label)}>
          <ActionIcon
            variant="subtle"
            component={Link}
            to={hrefOf(link, record)}
            aria-label={link.ariaLabel?.(record) ?? t(link.label)}
          >
            <LinkIcon size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
      {canDelete && (destroy.allowed?.(record) ?? true) && (
        <Tooltip label={t('table.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => void confirmDelete(record)}
            aria-label={t('table.delete')}
            loading={remove.isPending && remove.variables?.id === record.id}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
  const cols: DataTableColumn<T>[] = [];
  if (selection === 'single') {
    cols.push({
      accessor: '__select',
      title: '',
      width: 44,
      render: (record) => (
        <Radio
          aria-label={t('table.selectRow')}
          checked={selected.some((s) => s.id === record.id)}
          onChange={() => onSelectedChange?.([record])}
          onClick={(e) => e.stopPropagation()}
        />
      ),
    });
  }
  if (rowNumbers) {
    cols.push({
      accessor: '__number',
      title: t('table.number'),
      width: 56,
      noWrap: true,
      render: (_record, index) => (
        <Text size="sm" c="dimmed">
          {rowNumber(page, perPage, index)}
        </Text>
      ),
    });
  }
  const sortBy = (column: string) => list.setSort(nextSort(state.sort, column, list.defaultSort));
  cols.push(
    ...columns.map(({ priority, card: _card, ...col }): DataTableColumn<T> => {
      const from = priorityBreakpoint(priority);
      const shown =
        from && !col.visibleMediaQuery ? { ...col, visibleMediaQuery: fromBreakpoint(from) } : col;
      return col.sortable
        ? {
            ...shown,
            sortable: false,
            title: (
              <SortHeader
                title={col.title ?? String(col.accessor)}
                direction={state.sort.by === col.accessor ? state.sort.direction : undefined}
                onSort={() => sortBy(String(col.accessor))}
              />
            ),
          }
        : shown;
    }),
  );
  if (actionCount) {
    cols.push({
      accessor: '__actions',
      title: <VisuallyHidden>{t('table.actions')}</VisuallyHidden>,
      textAlign: 'right',
      width: 24 + 32 * actionCount,
      render: actionsOf,
    });
  }

  const linkable = !expand && rowLink && allowed(rowLink) ? rowLink : undefined;
  const multiple = selection === 'multiple';
  const status = <ListStatus list={list} query={query} />;

  return (
    <Paper withBorder radius="md" className={classes.list}>
      {phone && selection === 'none' ? (
        <RecordCards<T>
          label={label}
          records={records}
          layout={cardLayout(columns)}
          loading={query.isLoading}
          busy={query.isFetching}
          hrefOf={rowLink && allowed(rowLink) ? (record) => hrefOf(rowLink, record) : undefined}
          actionsOf={actionCount ? actionsOf : undefined}
          expand={expand}
          empty={status}
        />
      ) : (
        <MantineDataTable<T>
          aria-label={label}
          records={records}
          columns={cols}
          idAccessor="id"
          minHeight={records.length ? undefined : 200}
          fetching={query.isFetching}
          loaderType="dots"
          emptyState={
            // The library keeps its empty overlay over the rows and lets the pointer through; only
            // while there are no rows does the status in it take clicks ("Wyczyść filtry").
            records.length ? (
              <span />
            ) : (
              <Box px="md" style={{ pointerEvents: 'auto' }}>
                {status}
              </Box>
            )
          }
          highlightOnHover
          verticalSpacing={6}
          horizontalSpacing="sm"
          pinLastColumn={actionCount > 0}
          {...(multiple
            ? {
                selectedRecords: selected,
                onSelectedRecordsChange: (rs: T[]) => onSelectedChange?.(rs),
                allRecordsSelectionCheckboxProps: { 'aria-label': t('table.selectAll') },
                selectionCheckboxProps: { 'aria-label': t('table.selectRow') },
              }
            : {})}
          rowExpansion={expand ? { allowMultiple: true, content: ({ record }) => expand(record) } : undefined}
          onRowClick={
            linkable
              ? ({ record }) => navigate(hrefOf(linkable, record))
              : selection === 'single'
                ? ({ record }) => onSelectedChange?.([record])
                : undefined
          }
          rowStyle={linkable ? () => ({ cursor: 'pointer' }) : undefined}
        />
      )}
      {pagination && (
        <TablePagination
          pagination={pagination}
          shown={records.length}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      )}
    </Paper>
  );
}
