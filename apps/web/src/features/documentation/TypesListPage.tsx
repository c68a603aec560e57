import { PlainDictionaryList } from './DictionaryPages.tsx';

export default function TypesListPage() {
  return <PlainDictionaryList kind="types" />;
}
