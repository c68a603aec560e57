/** TEST_DATABASE_URL is the admin connection; per-run databases live beside it. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
