import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');

/** The lines of a `## ` section of the README, up to the next one. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `README section "${title}"`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** Relative link targets of a markdown text, without their anchors. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

function serverEnvVars(): string[] {
  const config = read('apps/server/src/config.ts');
  const schema = config.slice(
    config.indexOf('z.object({'),
    config.indexOf('\n});', config.indexOf('z.object({')),
  );
  return [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
}

const decisionFiles = readdirSync(join(root, 'docs/decisions')).filter((f) => f.endsWith('.md'));

describe('README', () => {
  it('lists exactly the environment variables the server reads in its configuration table', () => {
    const vars = serverEnvVars();
    expect(vars.length).toBeGreaterThan(10);
    const rows = [...section('Configuration').matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(rows.toSorted()).toEqual(vars.toSorted());
  });

  it('shows the two commands of the Quick start, and every npm script it names exists', () => {
    const quickStart = section('Quick start');
    expect(quickStart).toContain('npm ci && npm start');
    expect(quickStart).toContain('npm ci && npm test');
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    const named = [...readme.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]);
    expect(named).toEqual(expect.arrayContaining(['start', 'test']));
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('links every decision record from its index, each a numbered record with its three parts', () => {
    expect(decisionFiles.length).toBeGreaterThan(0);
    const index = section('Decisions');
    const linked = relativeLinks(index).filter((target) => target.startsWith('docs/decisions/'));
    expect(decisionFiles.filter((f) => !linked.includes(`docs/decisions/${f}`))).toEqual([]);
    for (const file of decisionFiles) {
      const text = read(`docs/decisions/${file}`);
      expect(text.startsWith(`# ${file.slice(0, 4)}. `), file).toBe(true);
      for (const part of ['## Context', '## Decision', '## Consequences']) expect(text, file).toContain(part);
    }
  });

  it('links only to files that exist, and so do the documents under docs/', () => {
    const documents = [
      'README.md',
      ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const dead = documents.flatMap((doc) =>
      relativeLinks(read(doc))
        .filter((target) => !existsSync(join(root, dirname(doc), target)))
        .map((target) => `${doc} → ${target}`),
    );
    expect(dead).toEqual([]);
  });

  it('says nothing about how the product was built: no line mentions a session', () => {
    const lines = readme.split('\n').filter((line) => /session/i.test(line.replace(/`[^`]*`/g, '')));
    expect(lines).toEqual([]);
  });
});

describe('references to decision records', () => {
  it('name files that exist, in the code, tests, scripts and bench', () => {
    const skip = new Set(['node_modules', 'dist', 'build-output', 'results']);
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!skip.has(entry.name) && !entry.name.startsWith('.')) walk(path);
        } else if (/\.(ts|tsx|mjs|md)$/.test(entry.name)) sources.push(path);
      }
    };
    for (const dir of ['apps', 'packages', 'bench', 'e2e', 'scripts', 'tools']) walk(dir);
    const dead = sources.flatMap((source) =>
      [...read(source).matchAll(/docs\/decisions\/([\w.-]+\.md)/g)]
        .filter((m) => !decisionFiles.includes(m[1]))
        .map((m) => `${relative(root, join(root, source))}: ${m[0]}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(dead).toEqual([]);
  });
});
