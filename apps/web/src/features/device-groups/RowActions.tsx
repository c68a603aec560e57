import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RowAction = {
  label: string;
  icon: ReactNode;
  /** A link, or a handler when `to` is absent. */
  to?: string;
  onClick?: () => void;
  danger?: boolean;
};

/** A tree row's actions: icon buttons on wide screens, one menu on a phone. */
export function RowActions({ actions, menuLabel }: { actions: RowAction[]; menuLabel: string }) {
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        {actions.map((a) => (
          <Tooltip key={a.label} label={a.label} withArrow>
            {a.to ? (
              <ActionIcon component={Link} to={a.to} variant="subtle" aria-label={a.label}>
                {a.icon}
              </ActionIcon>
            ) : (
              <ActionIcon
                variant="subtle"
                color={a.danger ? 'red' : undefined}
                aria-label={a.label}
                onClick={a.onClick}
              >
                {a.icon}
              </ActionIcon>
            )}
          </Tooltip>
        ))}
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={menuLabel} hiddenFrom="sm">
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) =>
            a.to ? (
              <Menu.Item key={a.label} component={Link} to={a.to} leftSection={a.icon}>
                {a.label}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={a.label}
                color={a.danger ? 'red' : undefined}
                leftSection={a.icon}
                onClick={a.onClick}
              >
                {a.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
