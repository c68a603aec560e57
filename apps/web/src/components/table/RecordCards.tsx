import { Anchor, Box, Button, Collapse, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import type { CardLayout, ListColumn } from './columns.ts';

/** A column's content for one record, as the table cell shows it. */
export function cellOf<T>(column: ListColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value = (record as Record<string, unknown>)[String(column.accessor)];
  return value === null || value === undefined ? '' : String(value);
}

const labelOf = <T,>(column: ListColumn<T>) =>
  typeof column.title === 'string' ? column.title : String(column.accessor);

function RecordCard<T>({
  record,
  index,
  layout,
  href,
  actions,
  expand,
}: {
  record: T;
  index: number;
  layout: CardLayout<ListColumn<T>>;
  href?: string;
  actions?: ReactNode;
  expand?: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  const title = layout.title && cellOf(layout.title, record, index);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0} maw="100%" style={{ overflowWrap: 'anywhere' }}>
            {href ? (
              <Anchor component={Link} to={href} fw={500} size="sm" c="inherit" underline="hover">
                {title}
              </Anchor>
            ) : (
              <Box fw={500}>{title}</Box>
            )}
          </Box>
          {layout.status.length > 0 && (
            <Group gap={4} justify="flex-end">
              {layout.status.map((c) => (
                <Box key={String(c.accessor)}>{cellOf(c, record, index)}</Box>
              ))}
            </Group>
          )}
        </Group>
        {layout.fields.length > 0 && (
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}
          >
            {layout.fields.map((c) => (
              <Box key={String(c.accessor)} style={{ display: 'contents' }}>
                <Text component="dt" size="xs" c="dimmed">
                  {labelOf(c)}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {cellOf(c, record, index)}
                </Text>
              </Box>
            ))}
          </Box>
        )}
        {(actions || expand) && (
          <Group justify="space-between" gap="xs">
            {expand ? (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={toggle}
                aria-expanded={open}
                aria-controls={detailsId}
              >
                {t(open ? 'table.hideDetails' : 'table.details')}
              </Button>
            ) : (
              <span />
            )}
            {actions}
          </Group>
        )}
        {expand && (
          <Collapse expanded={open} id={detailsId}>
            {open && expand(record)}
          </Collapse>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A list on a phone: one card per record with its title, status, the 2–3 key fields and the
 * same actions as the table row.
 */
export function RecordCards<T extends { id: number }>({
  label,
  records,
  layout,
  loading,
  busy,
  hrefOf,
  actionsOf,
  expand,
  empty,
}: {
  label: string;
  records: T[];
  layout: CardLayout<ListColumn<T>>;
  loading: boolean;
  busy: boolean;
  hrefOf?: (record: T) => string;
  actionsOf?: (record: T) => ReactNode;
  expand?: (record: T) => ReactNode;
  empty: ReactNode;
}) {
  if (loading) {
    return (
      <Stack gap="xs" p="xs">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={88} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!records.length) {
    return (
      <Box p="lg" ta="center">
        {empty}
      </Box>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      gap="xs"
      p="xs"
      m={0}
      style={{ listStyle: 'none' }}
    >
      {records.map((record, index) => (
        <RecordCard
          key={record.id}
          record={record}
          index={index}
          layout={layout}
          href={hrefOf?.(record)}
          actions={actionsOf?.(record)}
          expand={expand}
        />
      ))}
    </Stack>
  );
}
