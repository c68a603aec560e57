import { Badge } from '@mantine/core';

/** The installer's eye finds a code by this orange, fixed-width badge on every partner screen. */
export function ErrorCodeBadge({ code, large = false }: { code: string; large?: boolean }) {
  return (
    <Badge
      variant="light"
      color="orange"
      c="dark.8"
      size={large ? 'lg' : 'md'}
      ff="monospace"
      w={large ? 72 : 64}
      style={{ flex: 'none' }}
    >
      {code}
    </Badge>
  );
}
