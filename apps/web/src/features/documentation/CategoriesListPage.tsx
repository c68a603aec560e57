import { PlainDictionaryList } from './DictionaryPages.tsx';

export default function CategoriesListPage() {
  return <PlainDictionaryList kind="categories" />;
}
