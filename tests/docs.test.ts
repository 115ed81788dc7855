// @vitest-environment node
/**
 * The READMEs' counts and lists that the code can produce, checked against the code: a document that
 * drifts from it fails here, with the figure it should say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContract } from '../mock-server/openapi/contract';
import { loadDocuments } from '../mock-server/openapi/documents.node';
import { atlasPlan } from '../scripts/atlas/plan';
import { routeTablePaths } from '../scripts/atlas/routeTable';
import packageJson from '../package.json';

// vitest runs from the project root.
const root = process.cwd();
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const readme = read('README.md');
const srcReadme = read('src/README.md');

const dirs = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The folders a clone has: what is on disk, less what git ignores and what builds and runs leave. */
const LEFT_BY_RUNS = /^(\.|node_modules$|dist($|-)|bench$|atlas$|test-results$|playwright-report$|coverage$)/;
const trackedTopLevel = () => dirs('.').filter((name) => !LEFT_BY_RUNS.test(name));

/** The body of a `## heading` section (up to the next heading of the same or a higher level). */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const level = heading.split(' ')[0]!;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The first cell's backticked paths of a Markdown table, `<flow>` placeholders and trailing slashes off. */
const tablePaths = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)![1]!.replace(/\/<[^>]+>\/?$/, '').replace(/\/$/, ''));

/** A number the text says, found by the words around it. */
function figure(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  if (!match) throw new Error(`the README no longer says ${pattern}`);
  return Number(match[1]);
}

describe('README.md', () => {
  it('counts the operations of the contract as tests/contract walks them', () => {
    const { operations } = createContract(loadDocuments());
    expect(figure(readme, /walks every operation \((\d+)\)/)).toBe(operations.length);
  });

  it('lists every service document of openapi/ in "The contract", and counts them right', () => {
    const documents = readdirSync(join(root, 'openapi'))
      .filter((file) => file.endsWith('.yaml') && !['common.yaml', 'mock-control.yaml'].includes(file))
      .sort();
    const listed = [...section(readme, '## The contract').matchAll(/`openapi\/([^`]+\.yaml)`/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(documents);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
    expect(readme).toContain(`Redocly lint of the ${words[documents.length]} service documents`);
  });

  it("has a Layout row for every folder of the clone and every folder of src/, and none that is gone", () => {
    const rows = tablePaths(section(readme, '## Layout'));
    const topLevel = new Set(rows.map((path) => path.split('/')[0]));
    expect([...topLevel].sort()).toEqual(trackedTopLevel().sort());
    const srcRows = rows.filter((path) => /^src\/[^/]+$/.test(path)).map((path) => path.slice(4));
    expect(srcRows.sort()).toEqual(dirs('src').sort());
    for (const path of rows) expect(dirs(join(path, '..')), path).toContain(path.split('/').at(-1));
  });

  it('names every locale folder, identical.json and the test that holds them together', () => {
    for (const text of [readme, srcReadme]) {
      for (const language of dirs('locales')) expect(text).toContain(`${language}/`);
      expect(text).toContain('identical.json');
      expect(text).toContain('tests/app/locales.test.ts');
    }
  });

  it('says the flow atlas figures of the plan: states, routes, screenshots at two widths', () => {
    const atlas = section(readme, '### Flow atlas');
    const routes = new Set(routeTablePaths());
    const states = atlasPlan.reduce((count, visit) => count + visit.shots.length, 0);
    expect(figure(atlas, /(\d+) states/)).toBe(states);
    expect(figure(atlas, /all (\d+) routes/)).toBe(routes.size);
    expect(figure(atlas, /(\d+) screenshots/)).toBe(states * 2);
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys(packageJson.scripts);
    const named = [...readme.matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]);
    expect(named.filter((name) => !scripts.includes(name!))).toEqual([]);
  });
});

describe('src/README.md', () => {
  it('has a Layers row for every folder of src/', () => {
    const rows = tablePaths(section(srcReadme, '## Layers')).filter((path) => path.startsWith('src/'));
    expect(rows.map((path) => path.slice(4)).sort()).toEqual(dirs('src').sort());
  });

  it('says why each file of src/ over 300 lines is that long', () => {
    const paragraph = srcReadme.slice(srcReadme.indexOf('**Files over 300 lines.**'));
    const named = [...paragraph.slice(0, paragraph.indexOf('\n\n')).matchAll(/`(src\/[^`]+)`/g)].map(
      (match) => new RegExp(`^${match[1]!.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`),
    );
    const files = (folder: string): string[] =>
      readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) return path === 'src/api/generated' ? [] : files(path);
        return [path];
      });
    const long = files('src')
      .filter((file) => !file.endsWith('.md'))
      .filter((file) => read(file).split('\n').length - 1 > 300);
    expect(long.length, 'files over 300 lines').toBeGreaterThan(0);
    expect(long.filter((file) => !named.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('counts the offered languages as the locales folder holds them', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five'];
    expect(srcReadme).toContain(`lists the ${words[dirs('locales').length]} offered`);
  });
});
