// A part of a locale file (build/locale-parts.ts): that file's top-level groups for one part; the
// rest part also carries the contracts' message catalogue of the same language.
declare module '*.json?part=sign-in' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?part=rest' {
  import type { Catalogue } from '@portal/contracts/message-format';

  const strings: Record<string, unknown>;
  export default strings;
  export const messages: Catalogue;
}
