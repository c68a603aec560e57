import { DictionaryEdit } from './dictionary.tsx';

export default function PartnerStatusEditPage() {
  return <DictionaryEdit dictionary="partner-statuses" />;
}
