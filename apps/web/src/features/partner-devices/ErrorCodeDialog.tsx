import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import {
  type ManualLang,
  type PartnerErrorCode,
  useManualDownload,
  usePartnerErrorCode,
} from './api/partner-devices.ts';
import { groupLink } from './links.ts';
import { localized } from './text.ts';

function ManualButtons({ code }: { code: PartnerErrorCode }) {
  const { t } = useTranslation();
  const download = useManualDownload();
  const manuals: { lang: ManualLang; label: string; present: boolean }[] = [
    { lang: 'pl', label: t('partnerErrorCodes.manualPl'), present: code.manual_pl !== null },
    { lang: 'en', label: t('partnerErrorCodes.manualEn'), present: code.manual_en !== null },
  ];
  if (!manuals.some((m) => m.present)) {
    return (
      <Text size="sm" c="dimmed">
        {t('partnerErrorCodes.noManual')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {manuals.map((m) => (
        <Button
          key={m.lang}
          size="md"
          variant={m.lang === 'pl' ? 'filled' : 'light'}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          disabled={!m.present || (download.isPending && download.variables?.lang !== m.lang)}
          loading={download.isPending && download.variables?.lang === m.lang}
          onClick={() => download.mutate({ id: code.id, lang: m.lang })}
        >
          {m.label}
        </Button>
      ))}
    </SimpleGrid>
  );
}

function ErrorCodeDetails({ code }: { code: PartnerErrorCode }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const description = localized(code.description, lang);
  return (
    <Stack gap="md">
      <Text size="md">{description ?? t('partnerErrorCodes.noDescription')}</Text>
      <ManualButtons code={code} />
      {code.devices.length > 0 && (
        <Stack gap={6}>
          <Title order={3} size="h6">
            {t('partnerErrorCodes.devices')}
          </Title>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {code.devices.map((d) => (
              <li key={d.id}>
                <Anchor
                  component={Link}
                  to={pathFor('partner-zone.device.devices.show', { id: d.id })}
                  size="sm"
                >
                  {d.name}
                </Anchor>
                <Text span size="xs" c="dimmed" ff="monospace" ml={6}>
                  {d.code}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      {code.groups.length > 0 && (
        <Stack gap={6}>
          <Title order={3} size="h6">
            {t('partnerErrorCodes.groups')}
          </Title>
          <Group gap={6}>
            {code.groups.map((g) => (
              <Badge
                key={g.id}
                component={Link}
                to={groupLink(g.id)}
                variant="default"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {localized(g.name, lang)}
              </Badge>
            ))}
          </Group>
          {code.devices.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('partnerErrorCodes.wholeGroups')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One error code in a dialog (full screen on a phone); opening it is recorded by the server. */
export function ErrorCodeDialog({
  id,
  code,
  onClose,
}: {
  id: number | null;
  /** The code as the list showed it, for the title while the record loads. */
  code?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const query = usePartnerErrorCode(id);
  const shownCode = query.data?.code ?? code;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      fullScreen={phone}
      size="lg"
      title={
        <Text fw={700} size="lg">
          {shownCode ? t('partnerErrorCodes.dialogTitle', { code: shownCode }) : t('partnerErrorCodes.title')}
        </Text>
      }
    >
      {query.isError ? (
        <LoadFailed inline error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <ErrorCodeDetails code={query.data} />
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={20} />
          <Skeleton h={42} />
          <Skeleton h={60} />
        </Stack>
      )}
    </Modal>
  );
}
