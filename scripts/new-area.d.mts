export const REGISTRY_FILES: string[];
export type AreaNames = {
  area: string;
  resource: string;
  key: string;
  folder: string;
  table: string;
  tableConst: string;
  plural: string;
  one: string;
  oneCamel: string;
  upper: string;
  i18n: string;
  recordType: string;
};
export function namesFor(spec: string): AreaNames;
export function newArea(
  spec: string,
  opts: { root: string; pl?: string; en?: string },
): { names: AreaNames; written: string[]; edited: string[] };
export function generateMigration(root: string, names: AreaNames): string;
