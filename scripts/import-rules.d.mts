export type ImportGraph = Map<string, { source: string; targets: string[] }>;
export type Edge = [from: string, to: string];
export type ImportRule = {
  name: string;
  forbids: (from: string, to: string) => boolean;
  /** `"from -> to"` → why this edge is allowed. */
  allow?: Record<string, string>;
};
export function specifiersOf(source: string): string[];
export function namedImportsOf(source: string): { name: string; local: string; from: string }[];
export function writtenTablesOf(source: string): string[];
export function importGraph(root: string): ImportGraph;
export function resolve(from: string, specifier: string): string;
export function importEdges(graph: ImportGraph): Edge[];
export function violations(edges: Edge[], rules: ImportRule[]): string[];
export function areaOf(path: string, folder: string): string | null;
export function cyclesOf(edges: Edge[]): string[][];
