// A part of a locale file (build/locale-parts.ts): that file's top-level groups for one part.
declare module '*.json?part=sign-in' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?part=rest' {
  const strings: Record<string, unknown>;
  export default strings;
}
