import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProductCardRecord } from '@portal/contracts/product-cards';
import { IconCheck } from '@tabler/icons-react';
import { currentLang } from '../../lib/i18n.ts';
import { RetryingImage } from './RetryingImage.tsx';
import { localized } from './text.ts';

type Functionality = ProductCardRecord['standard_functionalities'][number];

/** Standard or optional functionalities of a product card, each with its icon. */
export function FunctionalityList({ title, items }: { title: string; items: Functionality[] }) {
  const lang = currentLang();
  if (!items.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((f) => {
          const src = f.image?.thumbnail_url ?? null;
          const description = localized(f.description, lang);
          return (
            <Group key={f.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              {src ? (
                <RetryingImage
                  src={src}
                  alt=""
                  w={36}
                  h={36}
                  radius="sm"
                  fit="contain"
                  style={{ flex: 'none' }}
                />
              ) : (
                <ThemeIcon variant="light" size={36} radius="sm" aria-hidden="true">
                  <IconCheck size={18} />
                </ThemeIcon>
              )}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {localized(f.name, lang)}
                </Text>
                {description && (
                  <Text size="xs" c="dimmed">
                    {description}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
