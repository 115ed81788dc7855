/**
 * The documents' facts that the code can produce, checked against the code: counts, lists, names,
 * links and the sections other files cite. Prose is free to change; a document that drifts from the
 * code fails here, with the figure or the name it should say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import * as limits from '../mock-server/core/limits';
import { MAX_WORLDS, WORLD_IDLE_MS } from '../mock-server/core/worlds';
import { createContract } from '../mock-server/openapi/contract';
import { loadDocuments } from '../mock-server/openapi/documents.node';
import { personas } from '../mock-server/scenarios/default';
import { atlasPlan } from '../scripts/atlas/plan';
import { routeTablePaths } from '../scripts/atlas/routeTable';
import * as basePaths from '../src/api/basePaths';
import packageJson from '../package.json';

// vitest runs from the project root.
const root = process.cwd();
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const entries = (folder: string) => readdirSync(join(root, folder), { withFileTypes: true });
const dirs = (folder: string) =>
  entries(folder)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every document a reader is sent to: the READMEs and docs/. */
const DOCUMENTS = [
  'README.md',
  'src/README.md',
  'mock-server/README.md',
  'openapi/README.md',
  ...entries('docs')
    .filter((entry) => entry.name.endsWith('.md'))
    .map((entry) => `docs/${entry.name}`),
];
const readme = read('README.md');
const srcReadme = read('src/README.md');
const mockReadme = read('mock-server/README.md');
const openapiReadme = read('openapi/README.md');

/** The folders a clone has: what is on disk, less what git ignores and what builds and runs leave. */
const LEFT_BY_RUNS = /^(\.|node_modules$|dist($|-)|bench$|atlas$|test-results$|playwright-report$|coverage$)/;
const trackedTopLevel = () => dirs('.').filter((name) => !LEFT_BY_RUNS.test(name));

/** A document's text outside its fenced code blocks (a `#` comment there is not a heading). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The headings of a document, without their `#`s. */
const headings = (text: string) =>
  [...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim());

/** Headings and bold lead-ins (`**A page read by its URL token.**`): the places a citation may name. */
const places = (text: string) => [
  ...headings(text),
  ...[...prose(text).matchAll(/\*\*([^*]+?)\.?\*\*/g)].map((match) => match[1]!.trim()),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The body of a heading's section (up to the next heading of the same or a higher level). */
function section(document: string, heading: string): string {
  const text = `\n${document}`;
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const level = heading.split(' ')[0]!;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The rows of a Markdown table, as cells. */
const tableRows = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('|---'))
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim()),
    );

/** The first cell's backticked paths of a Markdown table, `<flow>` placeholders and trailing slashes off. */
const tablePaths = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      /^\| `([^`]+)`/
        .exec(line)![1]!
        .replace(/\/<[^>]+>\/?$/, '')
        .replace(/\/$/, ''),
    );

/** A number the text says, found by the words around it. */
function figure(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  if (!match) throw new Error(`the document no longer says ${pattern}`);
  return Number(match[1]);
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];

/** The service documents of openapi/: every YAML but the shared parts and the mock's control API. */
const serviceDocuments = () =>
  readdirSync(join(root, 'openapi'))
    .filter((file) => file.endsWith('.yaml') && !['common.yaml', 'mock-control.yaml'].includes(file))
    .sort();

describe('README.md', () => {
  it('starts with the two commands, each an npm script', () => {
    const block = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = [...block.matchAll(/npm (start|test)\b/g)].map((match) => match[1]);
    expect(commands).toEqual(['start', 'test']);
    for (const name of commands) expect(Object.keys(packageJson.scripts)).toContain(name);
  });

  it('has a Layout row for every folder of the clone and every folder of src/, and none that is gone', () => {
    const rows = tablePaths(section(readme, '## Layout'));
    const topLevel = new Set(rows.map((path) => path.split('/')[0]));
    expect([...topLevel].sort()).toEqual(trackedTopLevel().sort());
    const srcRows = rows.filter((path) => /^src\/[^/]+$/.test(path)).map((path) => path.slice(4));
    expect(srcRows.sort()).toEqual(dirs('src').sort());
    for (const path of rows) expect(dirs(join(path, '..')), path).toContain(path.split('/').at(-1));
  });

  it('sends the reader on to every guide there is', () => {
    const linked = [...section(readme, '## Where to read on').matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]);
    expect(linked.sort()).toEqual(DOCUMENTS.filter((file) => file !== 'README.md').sort());
  });

  it('names every locale folder, identical.json and the test that holds them together', () => {
    for (const text of [readme, srcReadme]) {
      for (const language of dirs('locales')) expect(text).toContain(`${language}/`);
      expect(text).toContain('identical.json');
      expect(text).toContain('tests/app/locales.node.test.ts');
    }
  });
});

describe('every document', () => {
  it.each(DOCUMENTS)('%s names only npm scripts that exist', (file) => {
    const scripts = Object.keys(packageJson.scripts);
    const named = [...read(file).matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]);
    expect(named.filter((name) => !scripts.includes(name!))).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to files that exist, and to headings they have', (file) => {
    const broken = [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [path = '', anchor] = target.split('#');
        const linked = path === '' ? file : normalize(join(dirname(file), path));
        let text: string;
        try {
          text = read(linked);
        } catch {
          return true;
        }
        return anchor !== undefined && !headings(text).map(slug).includes(anchor);
      });
    expect(broken).toEqual([]);
  });
});

describe('the sections the code cites', () => {
  /** Source files that may cite a document's section: `README "Limits"`, `docs/architecture.md, "Page data"`. */
  const sources = (folder: string): string[] =>
    entries(folder).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory())
        return path === 'src/api/generated' || path === 'mock-server/generated' ? [] : sources(path);
      // This file's own examples are not citations.
      if (path === 'tests/docs.node.test.ts') return [];
      return /\.(tsx?|js|ya?ml|md)$/.test(entry.name) ? [path] : [];
    });
  const CITATION = /((?:[\w-]+\/)*README(?:\.md)?|docs\/[\w-]+\.md),? "([^"]+)"/g;

  it('exist in the document each names', () => {
    const files = [
      ...['src', 'tests', 'scripts', 'mock-server', 'deploy', 'docs'].flatMap(sources),
      ...['vite.config.ts', 'eslint.config.js', '.env', ...DOCUMENTS],
    ];
    const citations = files.flatMap((file) =>
      [...read(file).matchAll(CITATION)].map((match) => ({
        file,
        document: match[1]!.endsWith('.md') ? match[1]! : `${match[1]}.md`,
        // A citation wrapped over two comment lines reads as one.
        place: match[2]!.replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' '),
      })),
    );
    expect(citations.length).toBeGreaterThan(10);
    const missing = citations
      .filter(({ document, place }) => {
        let text: string;
        try {
          text = read(document);
        } catch {
          return true;
        }
        return !places(text).some((heading) => heading.startsWith(place));
      })
      .map(({ file, document, place }) => `${file}: ${document} "${place}"`);
    expect(missing).toEqual([]);
  });
});

describe('openapi/README.md', () => {
  it('counts the operations of the contract as tests/contract walks them', () => {
    const { operations } = createContract(loadDocuments());
    expect(figure(openapiReadme, /walks every operation \((\d+)\)/)).toBe(operations.length);
  });

  it('lists every service document with the base path the app calls it on, and counts them right', () => {
    const rows = tableRows(section(openapiReadme, '# The contract: `openapi/`')).slice(1);
    const listed = rows.map(([, basePath, document]) => [
      document!.replace(/`/g, ''),
      basePath!.replace(/`/g, ''),
    ]);
    expect(listed.map(([document]) => document).sort()).toEqual(
      serviceDocuments().map((file) => `openapi/${file}`),
    );
    expect(listed.map(([, basePath]) => basePath).sort()).toEqual(Object.values(basePaths).sort());
    for (const match of openapiReadme.matchAll(/the (\w+) service documents/g))
      expect(match[1]).toBe(NUMBER_WORDS[serviceDocuments().length]);
  });

  it('says lint:api lints every document Redocly is given: the service documents and the control API', () => {
    const config = parseYaml(read('redocly.yaml')) as { apis: Record<string, { root: string }> };
    const linted = Object.values(config.apis).map((api) => api.root.replace('openapi/', ''));
    expect(linted.sort()).toEqual([...serviceDocuments(), 'mock-control.yaml'].sort());
  });
});

describe('mock-server/README.md', () => {
  it("lists the default scenario's personas, in its order", () => {
    const rows = tableRows(section(mockReadme, '## Personas (`default` scenario)'));
    const usernames = rows.slice(1).map(([username]) => username!.replace(/`/g, ''));
    expect(usernames.filter((name) => personas.some((persona) => persona.username === name))).toEqual(
      personas.map((persona) => persona.username),
    );
  });

  it('documents every path of the control API, and no other', () => {
    const document = parseYaml(read('openapi/mock-control.yaml')) as { paths: Record<string, unknown> };
    const documented = Object.keys(document.paths).map((path) => `/__mock${path}`);
    const rows = tableRows(section(mockReadme, '## Control API (same paths in every mode)')).slice(1);
    const listed = new Set(
      rows.flatMap(([call]) => [...call!.matchAll(/`[A-Z]+ (\/__mock[^`\s]*)`/g)].map((match) => match[1]!)),
    );
    expect([...listed].sort()).toEqual(documented.sort());
  });

  it("states the mock's limits as the code sets them", () => {
    const caps = tableRows(section(mockReadme, '## Limits')).slice(1);
    const cap = (what: string) => caps.find(([row]) => row!.startsWith(what))?.[1] ?? '';
    expect(figure(cap('a request body'), /\((\d+) bytes\)/)).toBe(limits.MAX_BODY_BYTES);
    expect(figure(cap('a string in an API request body'), /^(\d+)/)).toBe(limits.MAX_STRING_CHARS);
    expect(figure(cap('a string in a control body'), /^(\d+)/)).toBe(limits.MAX_CONTROL_STRING_CHARS);
    expect(figure(cap('faults per world'), /^(\d+)/)).toBe(limits.MAX_FAULTS_PER_WORLD);
    expect(figure(cap("mails per world's outbox"), /^(\d+)/)).toBe(limits.MAX_OUTBOX_PER_WORLD);
    expect(figure(cap('log lines'), /^(\d+)/)).toBe(limits.MAX_LOG_LINES_PER_WORLD);
    expect(figure(cap('worlds'), /^(\d+) live/)).toBe(MAX_WORLDS);
    expect(figure(cap('worlds'), /(\d+) minutes idle/)).toBe(WORLD_IDLE_MS / 60_000);
    expect(figure(cap("requests in a world's journal"), /^(\d+)/)).toBe(limits.MAX_JOURNAL_ENTRIES_PER_WORLD);
    expect(figure(cap("requests in a world's journal"), /(\d+) KB/) * 1024).toBe(
      limits.MAX_JOURNAL_BYTES_PER_WORLD,
    );
    expect(figure(cap('stubs per world'), /^(\d+)/)).toBe(limits.MAX_STUBS_PER_WORLD);
  });
});

describe('docs/deployment.md', () => {
  /** Every file of src/ but tests, as text. */
  const sourceFiles = (folder: string): string[] =>
    entries(folder).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('has a row in its Configuration table for every VITE_* variable the app reads, and none other', () => {
    const readByApp = new Set(
      sourceFiles('src').flatMap((file) => read(file).match(/\bVITE_[A-Z0-9_]+/g) ?? []),
    );
    const table = /<!-- vite-variables:start -->([\s\S]*?)<!-- vite-variables:end -->/.exec(
      read('docs/deployment.md'),
    )?.[1];
    const rows = (table ?? '').split('\n').filter((line) => line.startsWith('| `VITE_'));
    expect(readByApp.size).toBeGreaterThan(15);
    expect(rows.map((row) => /`(VITE_[A-Z0-9_]+)`/.exec(row)![1]).sort()).toEqual([...readByApp].sort());
    // Name, meaning, default, example: four cells each (a `\|` inside a cell is no border).
    for (const row of rows) expect(row.replace(/\\\|/g, '').split('|').length - 2, row).toBe(4);
  });
});

describe('docs/testing.md', () => {
  it('says the flow atlas figures of the plan: states, routes, screenshots at two widths', () => {
    const atlas = section(read('docs/testing.md'), '## Flow atlas');
    const routes = new Set(routeTablePaths());
    const states = atlasPlan.reduce((count, visit) => count + visit.shots.length, 0);
    expect(figure(atlas, /(\d+) states/)).toBe(states);
    expect(figure(atlas, /all (\d+) routes/)).toBe(routes.size);
    expect(figure(atlas, /(\d+) screenshots/)).toBe(states * 2);
  });
});

describe('src/README.md', () => {
  it('has a Layers row for every folder of src/', () => {
    const rows = tablePaths(section(srcReadme, '## Layers')).filter((path) => path.startsWith('src/'));
    expect(rows.map((path) => path.slice(4)).sort()).toEqual(dirs('src').sort());
  });

  it('counts the offered languages as the locales folder holds them', () => {
    expect(srcReadme).toContain(`lists the ${NUMBER_WORDS[dirs('locales').length]} offered`);
  });
});
