/** node-postgres's own value encoding (the one its `Query` binds with); untyped by @types/pg. */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue: (value: unknown) => string | Buffer | null };
  export default utils;
}
