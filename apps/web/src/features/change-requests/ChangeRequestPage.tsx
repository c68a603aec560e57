import '@mantine/core/styles/Table.css';
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ChangeRequestField } from '@portal/contracts/partners';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReasonModal } from '../../components/form/ReasonModal.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useApproveChange, useChangeRequest, useRejectChange } from './api/change-requests.ts';
import { CHANGE_STATUS_COLORS } from './labels.ts';

const show = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/** One change request: the requested diff; approve all or some fields, or reject with a reason. */
export default function ChangeRequestPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const request = useChangeRequest(id);
  const approve = useApproveChange(id);
  const reject = useRejectChange(id);
  const [picked, setPicked] = useState<ChangeRequestField[]>([]);
  const [rejecting, setRejecting] = useState(false);
  useEffect(() => {
    if (request.data) setPicked(request.data.changes.map((c) => c.field));
  }, [request.data]);

  if (request.isError) return <LoadFailed error={request.error} onRetry={() => void request.refetch()} />;
  if (!request.data)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={300} />
        <Skeleton h={220} />
      </Stack>
    );
  const r = request.data;
  const pending = r.status === 'pending';
  const toggle = (f: ChangeRequestField, on: boolean) =>
    setPicked((p) => (on ? [...p, f] : p.filter((x) => x !== f)));

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('changeRequests.showTitle', { name: r.company.name })}
        description={t('changeRequests.requestedAt', {
          date: formatDateTime(r.created_at),
          name: r.requested_by?.name ?? '—',
        })}
        actions={
          <StatusBadge color={CHANGE_STATUS_COLORS[r.status]} size="lg">
            {t(`changeRequests.status.${r.status}`)}
          </StatusBadge>
        }
      />
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                {pending && <Table.Th w={44} />}
                <Table.Th>{t('changeRequests.field.label')}</Table.Th>
                <Table.Th>{t('changeRequests.current')}</Table.Th>
                <Table.Th>{t('changeRequests.requested')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.changes.map((c) => (
                <Table.Tr key={c.field}>
                  {pending && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t('changeRequests.pick', { field: t(`changeRequests.field.${c.field}`) })}
                        checked={picked.includes(c.field)}
                        onChange={(e) => toggle(c.field, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td fw={500}>{t(`changeRequests.field.${c.field}`)}</Table.Td>
                  <Table.Td c="dimmed">{show(c.current)}</Table.Td>
                  <Table.Td fw={600}>{show(c.new)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {r.status === 'rejected' && r.rejection_reason && (
        <Alert color="red" variant="light" title={t('changeRequests.rejectionReason')}>
          {r.rejection_reason}
        </Alert>
      )}
      {r.decided_at && (
        <Text size="sm" c="dimmed">
          {t('changeRequests.decidedAt', {
            date: formatDateTime(r.decided_at),
            name: r.decided_by?.name ?? '—',
          })}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={Link} to={pathFor('partner.change-requests.index')}>
          {t('common.back')}
        </Button>
        {pending && can('partner.change-requests.reject') && (
          <Button color="red" variant="light" onClick={() => setRejecting(true)}>
            {t('changeRequests.reject')}
          </Button>
        )}
        {pending && can('partner.change-requests.approve') && (
          // The brand colour like every other main action: white on Mantine's green is 2.3:1.
          <Button
            disabled={picked.length === 0}
            loading={approve.isPending}
            onClick={() => approve.mutate(picked.length === r.changes.length ? {} : { fields: picked })}
          >
            {t(
              picked.length === r.changes.length ? 'changeRequests.approveAll' : 'changeRequests.approveSome',
            )}
          </Button>
        )}
      </Group>
      <ReasonModal
        opened={rejecting}
        title={t('changeRequests.rejectTitle')}
        submitLabel={t('changeRequests.reject')}
        onClose={() => setRejecting(false)}
        onSubmit={(body) => reject.mutateAsync(body)}
      />
    </Stack>
  );
}
