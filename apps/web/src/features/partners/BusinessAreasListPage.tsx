import { DictionaryList } from './dictionary.tsx';

export default function BusinessAreasListPage() {
  return <DictionaryList dictionary="business-areas" />;
}
