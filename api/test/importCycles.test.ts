// api/src has no import cycle, counting every edge: value, type-only, side-effect and dynamic
// imports. ESLint's import-x/no-cycle keeps value imports acyclic as you type but skips type-only
// ones; this test closes that gap over the whole graph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

type Graph = Map<string, string[]>;

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every TypeScript file under `dir` (tests and generated code left out) with its relative imports. */
function importGraph(dir: string): Graph {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('generated'))
    .map((file) => path.join(dir, file));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const source = readFileSync(file, 'utf8');
      const targets = [...source.matchAll(IMPORT)]
        .map((match) => path.join(path.dirname(file), match[1] ?? match[2]!))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph of api/src', () => {
  it('finds a cycle made of type-only imports (the check works)', () => {
    const graph: Graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const parsed = [
      ..."import type { A } from './a.ts';\nimport './b.ts';\nconst c = await import('./c.ts');".matchAll(IMPORT),
    ];
    expect(parsed.map((match) => match[1] ?? match[2])).toEqual(['./a.ts', './b.ts', './c.ts']);
  });

  it('has no cycle, type-only imports included', () => {
    const root = path.join(repoRoot, 'api/src');
    const found = cycles(importGraph(root)).map((component) => component.map((file) => path.relative(root, file)));
    expect(found).toEqual([]);
  });
});
