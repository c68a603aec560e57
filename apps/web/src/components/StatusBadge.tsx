import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status in a table cell. Dot style keeps the text dark enough for WCAG AA, and the label is
 * never cut, so a narrow column grows instead of showing "AKTY…".
 */
export function StatusBadge({
  color,
  children,
  size,
}: {
  color: string;
  children: ReactNode;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge
      color={color}
      variant="dot"
      size={size}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {children}
    </Badge>
  );
}
