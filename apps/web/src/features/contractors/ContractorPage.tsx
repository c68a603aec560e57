import '@mantine/core/styles/Tabs.css';
import { Group, Skeleton, Stack, Tabs } from '@mantine/core';
import type { ContractorRecord } from '@portal/contracts/contractors';
import type { ReactNode } from 'react';
import { useMatches, useNavigate, useParams } from 'react-router';
import { EntryDecision } from '../../components/entry-decision/EntryDecision.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/routing.ts';
import { useCan } from '../../lib/viewer.ts';
import { useContractor } from './api/contractors.ts';
import { ContractorForm } from './ContractorForm.tsx';
import { STATUS_COLORS } from './ContractorsListPage.tsx';
import { AffiliateEdit, AffiliatesTab } from './tabs/AffiliatesTab.tsx';
import { ContactEdit, ContactsTab } from './tabs/ContactsTab.tsx';
import { DocumentationTab } from './tabs/DocumentationTab.tsx';
import { PartnerTab } from './tabs/PartnerTab.tsx';
import { ShowTab } from './tabs/ShowTab.tsx';
import { ContractorUserEdit, UsersTab } from './tabs/UsersTab.tsx';

type Tab = { value: string; route: WebRouteName; key: string; label: string };

/** The tabs of this area (spec §2 "Contractor tabs"); other areas add theirs when they land. */
const TABS: Tab[] = [
  {
    value: 'show',
    route: 'contractor.contractors.show',
    key: 'contractor.contractors.show',
    label: 'contractors.tabs.show',
  },
  {
    value: 'main',
    route: 'contractor.contractors.main',
    key: 'contractor.contractors.show',
    label: 'contractors.tabs.main',
  },
  {
    value: 'contacts',
    route: 'contractor.contacts.index',
    key: 'contractor.contacts.index',
    label: 'contractors.tabs.contacts',
  },
  {
    value: 'partner',
    route: 'contractor.contractors.partner',
    key: 'contractor.contractors.show',
    label: 'contractors.tabs.partner',
  },
  {
    value: 'affiliates',
    route: 'contractor.affiliates.index',
    key: 'contractor.affiliates.index',
    label: 'contractors.tabs.affiliates',
  },
  {
    value: 'users',
    route: 'contractor.users.index',
    key: 'contractor.users.index',
    label: 'contractors.tabs.users',
  },
  {
    value: 'documentation',
    route: 'contractor.contractors.documentations',
    key: 'contractor.contractors.show',
    label: 'documentation.downloads.tab',
  },
];

const tabOf = (name: string) =>
  name.startsWith('contractor.contacts.')
    ? 'contacts'
    : name.startsWith('contractor.affiliates.')
      ? 'affiliates'
      : name.startsWith('contractor.users.')
        ? 'users'
        : name === 'contractor.contractors.documentations'
          ? 'documentation'
          : name === 'contractor.contractors.main'
            ? 'main'
            : name === 'contractor.contractors.partner'
              ? 'partner'
              : 'show';

function body(
  name: string,
  c: ContractorRecord,
  params: Record<string, string | undefined>,
  canEdit: boolean,
): ReactNode {
  switch (name) {
    case 'contractor.contractors.main':
      return <ContractorForm contractor={c} readOnly={!canEdit} />;
    case 'contractor.contacts.index':
      return <ContactsTab contractor={c} />;
    case 'contractor.contacts.store':
      return <ContactEdit contractor={c} />;
    case 'contractor.contacts.show':
      return <ContactEdit contractor={c} contactId={Number(params.contactId)} />;
    case 'contractor.contractors.partner':
      return <PartnerTab contractor={c} />;
    case 'contractor.affiliates.index':
      return <AffiliatesTab contractor={c} />;
    case 'contractor.affiliates.store':
      return <AffiliateEdit contractor={c} />;
    case 'contractor.affiliates.show':
      return <AffiliateEdit contractor={c} affiliateId={Number(params.affiliateId)} />;
    case 'contractor.users.index':
      return <UsersTab contractor={c} />;
    case 'contractor.users.store':
      return <ContractorUserEdit contractor={c} />;
    case 'contractor.users.show':
      return <ContractorUserEdit contractor={c} userId={Number(params.userId)} />;
    case 'contractor.contractors.documentations':
      return <DocumentationTab contractor={c} />;
    default:
      return <ShowTab contractor={c} />;
  }
}

/** One contractor with its tabs; every tab is a route of its own (bookmarkable, guarded). */
export default function ContractorPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const matches = useMatches();
  const name =
    (matches.at(-1)?.handle as RouteHandle | undefined)?.meta?.name ?? 'contractor.contractors.show';
  const contractor = useContractor(id);

  if (contractor.isError)
    return <LoadFailed error={contractor.error} onRetry={() => void contractor.refetch()} />;
  if (!contractor.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={40} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  const c = contractor.data;
  const tabs = TABS.filter((tab) => can(tab.key));
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={c.name}
        description={[c.nip_number && `${t('fields.nip')} ${c.nip_number}`, c.address_city]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Group gap="sm">
            <Group gap={6}>
              <StatusBadge color={c.is_partner ? 'blue' : 'gray'}>
                {t(c.is_partner ? 'contractors.badgePartner' : 'contractors.badgeNotPartner')}
              </StatusBadge>
              <StatusBadge color={STATUS_COLORS[c.registration_status]}>
                {t(`contractors.status.${c.registration_status}`)}
              </StatusBadge>
            </Group>
            {c.registration_status === 'pending' && <EntryDecision entry={c} size="sm" />}
          </Group>
        }
      />
      <Tabs
        value={tabOf(name)}
        onChange={(v) => {
          const tab = TABS.find((x) => x.value === v);
          if (tab) navigate(pathFor(tab.route, { id }));
        }}
        keepMounted={false}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {body(name, c, params, can('contractor.contractors.update'))}
    </Stack>
  );
}
