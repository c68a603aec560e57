import { DictionaryList } from './dictionary.tsx';

export default function PartnerStatusesListPage() {
  return <DictionaryList dictionary="partner-statuses" />;
}
