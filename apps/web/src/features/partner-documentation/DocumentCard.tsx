import { ActionIcon, Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { DocumentFileButtons } from '../../components/documentation/DocumentFileButtons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { PartnerDocumentation } from './api/documentation.ts';

/** Devices named on a card before "+N": the card stays a few lines tall on a phone. */
const DEVICES_SHOWN = 2;

/** One document as a card: selection, favourite star, what it is, its devices and its files. */
export function DocumentCard({
  document: d,
  selected,
  onSelect,
  onFavorite,
}: {
  document: PartnerDocumentation;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onFavorite: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslated();
  const title = tr(d.title);
  const devices = d.devices.slice(0, DEVICES_SHOWN).map((x) => x.name);
  const more = d.devices.length - devices.length;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="partner-document"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={2}
          size="md"
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t('partnerDocumentation.select', { title })}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            <Text span ff="monospace" size="xs">
              {d.documentation_number}
            </Text>
            {` · ${tr(d.type.name)} · ${tr(d.category.name)}`}
          </Text>
          <Group gap={4}>
            <Badge variant="default" size="sm">
              {d.locale.toUpperCase()}
            </Badge>
            {d.tags.map((tag) => (
              <Badge key={tag.id} color={tag.color} variant="dot" tt="none" size="sm">
                {tr(tag.name)}
              </Badge>
            ))}
          </Group>
          {devices.length > 0 && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {t('partnerDocumentation.forDevices', {
                devices: more > 0 ? `${devices.join(', ')} +${more}` : devices.join(', '),
              })}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="yellow"
          size="lg"
          onClick={onFavorite}
          aria-pressed={d.is_favorite}
          aria-label={t('partnerDocumentation.favorite', { title })}
          data-testid="favorite"
        >
          {d.is_favorite ? (
            <IconStarFilled size={22} aria-hidden="true" />
          ) : (
            <IconStar size={22} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          )}
        </ActionIcon>
      </Group>
      {/* Under the whole card, not the text column: two buttons a language fit a phone's width. */}
      <Box mt="xs">
        <DocumentFileButtons document={d} title={title} />
      </Box>
    </Paper>
  );
}
