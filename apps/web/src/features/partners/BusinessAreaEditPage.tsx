import { DictionaryEdit } from './dictionary.tsx';

export default function BusinessAreaEditPage() {
  return <DictionaryEdit dictionary="business-areas" />;
}
