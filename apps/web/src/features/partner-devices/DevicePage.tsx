import {
  Anchor,
  Badge,
  Breadcrumbs,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { type PartnerDeviceShow, usePartnerDevice } from './api/partner-devices.ts';
import { DeviceDocuments } from './DeviceDocuments.tsx';
import { DeviceErrorCodes } from './DeviceErrorCodes.tsx';
import { DeviceThumb } from './DeviceThumb.tsx';
import { ErrorCodeDialog } from './ErrorCodeDialog.tsx';
import { groupLink } from './links.ts';
import { useOpenErrorCode } from './open-error-code.ts';
import { ProductCardSection } from './ProductCardSection.tsx';
import { formatKw, localized } from './text.ts';

function GroupCrumbs({ device }: { device: PartnerDeviceShow }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const groups = [...device.ancestors, device.group];
  return (
    <nav aria-label={t('partnerDevices.groupPath')}>
      <Breadcrumbs
        separator={<IconChevronRight size={12} aria-hidden="true" />}
        separatorMargin={4}
        style={{ flexWrap: 'wrap' }}
      >
        {groups.map((g) => (
          <Anchor key={g.id} component={Link} to={groupLink(g.id)} size="sm">
            {localized(g.name, lang)}
          </Anchor>
        ))}
      </Breadcrumbs>
    </nav>
  );
}

function DeviceData({ device }: { device: PartnerDeviceShow }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const rows: [string, string | null][] = [
    [t('partnerDevices.code'), device.code],
    [t('partnerDevices.producer'), device.producer?.name ?? null],
    [t('partnerDevices.group'), localized(device.group.name, lang)],
    [t('partnerDevices.heating'), formatKw(device.heating_capacity, lang)],
    [t('partnerDevices.cooling'), formatKw(device.cooling_capacity, lang)],
    [t('partnerDevices.unit'), device.unit],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {rows
        .filter((r): r is [string, string] => r[1] !== null && r[1] !== '')
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0} style={{ wordBreak: 'break-word' }}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

function DeviceView({ device }: { device: PartnerDeviceShow }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const errorCode = useOpenErrorCode();
  const [openedCode, setOpenedCode] = useState<string>();
  return (
    <Stack gap="md">
      <GroupCrumbs device={device} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <DeviceThumb
            photo={device.main_photo}
            alt={t('partnerDevices.photoOf', { name: device.name })}
            size={88}
          />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} size="h3" style={{ wordBreak: 'break-word' }}>
              {device.name}
            </Title>
            {device.name2 && (
              <Text size="sm" c="dimmed">
                {device.name2}
              </Text>
            )}
            {device.tags.length > 0 && (
              <Group gap={4}>
                {device.tags.map((tag) => (
                  <Badge key={tag.id} color={tag.color} variant="dot" tt="none" size="sm">
                    {localized(tag.name, lang)}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
        <Stack mt="md">
          <DeviceData device={device} />
        </Stack>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <DeviceErrorCodes
              key={device.id}
              deviceId={device.id}
              onOpen={(id, code) => {
                setOpenedCode(code);
                errorCode.open(id);
              }}
            />
            <DeviceDocuments deviceId={device.id} model={device.code} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          {device.product_card ? (
            <ProductCardSection card={device.product_card} />
          ) : (
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                {t('partnerDevices.noProductCard')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <ErrorCodeDialog id={errorCode.openId} code={openedCode} onClose={errorCode.close} />
    </Stack>
  );
}

/** Partner zone: one device — its data, product card, error codes and documents. */
export default function DevicePage() {
  const { id } = useParams();
  const query = usePartnerDevice(Number(id));
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={16} w={220} />
        <Skeleton h={180} radius="md" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }
  return <DeviceView device={query.data} />;
}
