import { PlainDictionaryEdit } from './DictionaryPages.tsx';

export default function TypeEditPage() {
  return <PlainDictionaryEdit kind="types" />;
}
