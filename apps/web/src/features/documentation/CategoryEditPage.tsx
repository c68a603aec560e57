import { PlainDictionaryEdit } from './DictionaryPages.tsx';

export default function CategoryEditPage() {
  return <PlainDictionaryEdit kind="categories" />;
}
