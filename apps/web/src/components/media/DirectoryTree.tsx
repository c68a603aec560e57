import { NavLink } from '@mantine/core';
import type { DirectoryNode } from '@portal/contracts/files';
import { IconFolder, IconFolderOpen } from '@tabler/icons-react';

/** The library's directories as a nested list; the current one is highlighted. */
export function DirectoryTree({
  node,
  current,
  onSelect,
  rootLabel,
}: {
  node: DirectoryNode;
  current: string;
  onSelect: (path: string) => void;
  rootLabel: string;
}) {
  const label = node.path.includes('/') ? node.basename : rootLabel;
  const active = node.path === current;
  const Icon = active ? IconFolderOpen : IconFolder;
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      active={active}
      aria-current={active ? 'true' : undefined}
      leftSection={<Icon size={16} aria-hidden="true" />}
      onClick={() => onSelect(node.path)}
      opened={node.children.length > 0}
      childrenOffset={16}
      py={4}
    >
      {node.children.length > 0
        ? node.children.map((child) => (
            <DirectoryTree
              key={child.path}
              node={child}
              current={current}
              onSelect={onSelect}
              rootLabel={rootLabel}
            />
          ))
        : undefined}
    </NavLink>
  );
}
