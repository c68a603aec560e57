import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL = /_(one|few|many|other)$/;
const plKeys = flatten(pl as Tree);
const enKeys = flatten(en as Tree);
const base = (keys: Map<string, string>) => new Set([...keys.keys()].map((k) => k.replace(PLURAL, '')));

describe('UI strings (locales/pl.json, en.json)', () => {
  it('have the same keys in Polish and English (plural forms aside)', () => {
    expect([...base(plKeys)].sort()).toEqual([...base(enKeys)].sort());
  });

  it('give every Polish plural all four forms and every English plural one and other', () => {
    const plurals = new Set(
      [...plKeys.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
    );
    expect(plurals.size).toBeGreaterThan(0);
    for (const key of plurals) {
      for (const form of ['one', 'few', 'many', 'other'])
        expect(plKeys.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
      for (const form of ['one', 'other'])
        expect(enKeys.has(`${key}_${form}`), `en ${key}_${form}`).toBe(true);
      expect(plKeys.has(key), `${key} has no plain form`).toBe(false);
    }
  });

  it('use the same {placeholders} in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of base(plKeys)) {
      const plText = plKeys.get(key) ?? plKeys.get(`${key}_other`) ?? '';
      const enText = enKeys.get(key) ?? enKeys.get(`${key}_other`) ?? '';
      expect(names(enText), key).toEqual(names(plText));
    }
  });

  it('contain every key the code asks for', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
          const text = readFileSync(path, 'utf8');
          for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) used.add(m[1]);
          for (const m of text.matchAll(/(?:label|title): '([a-zA-Z]+\.[\w.-]+)'/g)) used.add(m[1]);
        }
      }
    };
    walk(root);
    expect(used.size).toBeGreaterThan(50);
    const known = base(plKeys);
    const missing = [...used].filter((k) => !known.has(k));
    expect(missing).toEqual([]);
  });
});
