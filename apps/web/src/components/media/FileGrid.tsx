import { Card, Center, Image, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { type FileRecord, formatFileSize } from '@portal/contracts/files';
import { IconCheck, IconFile, IconFileTypePdf, IconMovie } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { imageUrl } from './urls.ts';

function FileIcon({ mime }: { mime: string }) {
  const Icon =
    mime === 'application/pdf' ? IconFileTypePdf : mime.startsWith('video/') ? IconMovie : IconFile;
  return (
    <ThemeIcon variant="light" size={56} radius="md">
      <Icon size={32} aria-hidden="true" />
    </ThemeIcon>
  );
}

/** A file's thumbnail (the signed 150×150 image) or an icon of its kind. */
function FileThumb({ file, height = 110 }: { file: FileRecord; height?: number }) {
  const src = imageUrl(file, 'thumbnail');
  return (
    <Center h={height} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
      {src ? (
        <Image src={src} alt={file.filename} h={height} w="100%" fit="contain" loading="lazy" />
      ) : (
        <FileIcon mime={file.mime} />
      )}
    </Center>
  );
}

/**
 * The files of one directory as cards. With `onToggle` a card is a toggle button (the picker);
 * `actions` adds a menu to each card (the manager).
 */
export function FileGrid({
  files,
  selected,
  onToggle,
  disabledReason,
  actions,
}: {
  files: FileRecord[];
  selected?: ReadonlySet<string>;
  onToggle?: (file: FileRecord) => void;
  disabledReason?: (file: FileRecord) => string | null;
  actions?: (file: FileRecord) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm">
      {files.map((file) => {
        const isSelected = selected?.has(file.signature) ?? false;
        const refused = disabledReason?.(file) ?? null;
        const body = (
          <>
            <Card.Section>
              <FileThumb file={file} />
            </Card.Section>
            <Text size="sm" fw={500} mt="xs" truncate title={file.filename}>
              {file.filename}
            </Text>
            <Text size="xs" c={refused ? 'red.7' : 'dimmed'}>
              {refused ?? formatFileSize(file.size)}
            </Text>
          </>
        );
        return (
          <Card
            key={file.signature}
            withBorder
            radius="md"
            padding="xs"
            pos="relative"
            data-testid="media-file"
            style={{
              outline: isSelected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              opacity: refused ? 0.6 : 1,
            }}
          >
            {onToggle ? (
              <UnstyledButton
                onClick={() => onToggle(file)}
                disabled={refused !== null}
                aria-pressed={isSelected}
                aria-label={file.filename}
              >
                {body}
              </UnstyledButton>
            ) : (
              body
            )}
            {isSelected && (
              <ThemeIcon size="sm" radius="xl" pos="absolute" top={6} right={6} aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            )}
            {actions && <div style={{ position: 'absolute', top: 4, right: 4 }}>{actions(file)}</div>}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
