import { Button, Group, type MantineSize } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { ReasonModal } from '../form/ReasonModal.tsx';
import { useApproveEntry, useRejectEntry } from './api.ts';

/**
 * Akceptuj / Odrzuć of a registration awaiting approval: the new-registrations list and the
 * registration's own page use this one piece, so both ask the same question and make the same
 * server calls (approve after a confirmation, reject with a reason sent to the company).
 */
export function EntryDecision({
  entry,
  size = 'xs',
}: {
  entry: { id: number; name: string };
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const approve = useApproveEntry();
  const reject = useRejectEntry();
  const [rejecting, setRejecting] = useState(false);

  async function confirmApprove() {
    const ok = await confirmAction({
      title: t('newEntries.approveTitle'),
      message: t('newEntries.approveMessage', { name: entry.name }),
      confirmLabel: t('newEntries.approve'),
      cancelLabel: t('common.cancel'),
    });
    if (ok) approve.mutate({ id: entry.id });
  }

  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {can('partner.new-entries.approve') && (
        <Button
          size={size}
          color="green"
          leftSection={<IconCheck size={14} aria-hidden="true" />}
          loading={approve.isPending}
          onClick={() => void confirmApprove()}
          aria-label={t('newEntries.approveName', { name: entry.name })}
        >
          {t('newEntries.approve')}
        </Button>
      )}
      {can('partner.new-entries.reject') && (
        <Button
          size={size}
          color="red"
          variant="light"
          leftSection={<IconX size={14} aria-hidden="true" />}
          onClick={() => setRejecting(true)}
          aria-label={t('newEntries.rejectName', { name: entry.name })}
        >
          {t('newEntries.reject')}
        </Button>
      )}
      <ReasonModal
        opened={rejecting}
        title={t('newEntries.rejectTitle')}
        intro={t('newEntries.rejectMessage', { name: entry.name })}
        submitLabel={t('newEntries.reject')}
        onClose={() => setRejecting(false)}
        onSubmit={(body) => reject.mutateAsync({ id: entry.id, body })}
      />
    </Group>
  );
}
