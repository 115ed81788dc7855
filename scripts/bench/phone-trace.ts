/**
 * Where the phone journey's long tasks are (issue 55): the phone run's journey (./phone.ts) once, in
 * en-US or the language given, with a Chromium trace recorded over it, then every main-thread task over
 * 50 ms printed with what ran in it (scripts evaluated, functions called with their file, timers,
 * events, style, layout, garbage collection). Not part of `npm run bench`: a tool for finding what to cut.
 *
 *   node --import tsx scripts/bench/phone-trace.ts <dist dir> [--cpu-slowdown N] [--language fr-CA]
 *     [--trace out.json]   (writes the trace, for chrome://tracing or Perfetto)
 *     [--page "reset link"]   (instead of sign-in, the phone run's page or journey whose name holds it:
 *                              ./phone-pages.ts PHONE_PAGES, traced from its navigation to its end)
 *   node --import tsx scripts/bench/phone-trace.ts <dist dir> --read out.json   (analyses a written trace)
 *     [--detailed]   (the JS profiler too: each task's self time by source file)
 *     [--by-function]   (with --detailed: by function, as its source file and line)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { CDPSession } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium';
import { chooseCpuSlowdown, parseCpuSlowdown } from './calibration';
import { launchPhoneBrowser, LOGIN_WATCH, type NextMarks, onThePhone, signInJourney } from './phone';
import { phoneMarks } from './instrument';
import { PHONE_PAGES } from './phone-pages';
import { stopAll } from './processes';
import { startServedBuild } from './served';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
};

/** Light by default (the timeline's disabled-by-default events and the profiler slow the page down). */
const LIGHT_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8.execute'];
const DETAILED_CATEGORIES = [
  ...LIGHT_CATEGORIES,
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];
let CATEGORIES = LIGHT_CATEGORIES;
/** Self time by function (its source file and the line it starts on), not by source file alone. */
const BY_FUNCTION = process.argv.includes('--by-function');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1]! : fallback;
}

async function record(cdp: CDPSession, body: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  try {
    await body();
  } finally {
    await cdp.send('Tracing.end');
    await done;
  }
  return events;
}

/** What a child event says about itself: its script, function, timer or event. */
function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const file = (url: unknown) => (typeof url === 'string' ? url.replace(/^.*\//, '') : '');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
      return `${event.name} ${file(data.url)}`;
    case 'v8.evaluateModule':
      return `${event.name} ${file(data.url ?? (event.args as Record<string, unknown>)?.url)}`;
    case 'FunctionCall':
      return `FunctionCall ${String(data.functionName ?? '') || '(anonymous)'} ${file(data.url)}:${String(data.lineNumber ?? '')}`;
    case 'EventDispatch':
      return `EventDispatch ${String(data.type)}`;
    case 'TimerFire':
      return `TimerFire`;
    default:
      return event.name;
  }
}

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

/** The CPU profiler's samples on one thread: when each was taken and the frame it was in. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid);
  for (const profile of profiles) {
    const id = (profile as unknown as { id: string }).id;
    let ts = Number(profile.args?.data?.startTime ?? profile.ts);
    for (const chunk of events.filter(
      (event) =>
        event.name === 'ProfileChunk' && event.pid === pid && (event as unknown as { id: string }).id === id,
    )) {
      const data = chunk.args!.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      ids.forEach((node, i) => {
        ts += data.timeDeltas?.[i] ?? 0;
        samples.push({ ts, node });
      });
    }
  }
  void tid;
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** A built file's position, as its source file (node_modules' package, or src/...), when a map is there. */
function sourceMapper(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = url.replace(/^.*\/assets\//, '');
    if (!maps.has(file)) {
      const path = join(dist, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  const toSource = (url: string, line: number, column: number): string => {
    const file = url.replace(/^.*\/assets\//, '');
    if (!url.includes('/assets/')) return url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
    const map = mapOf(url);
    if (!map) return file;
    const original = map.originalPositionFor({ line: line + 1, column });
    const source = original.source ?? file;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return pkg ? pkg[1]! : source.replace(/^.*?\/src\//, 'src/');
  };
  /** The line in its source file of a built position (the built one where no map says). */
  const line = (url: string, builtLine: number, column: number): number =>
    (url.includes('/assets/') && mapOf(url)?.originalPositionFor({ line: builtLine + 1, column }).line) ||
    builtLine + 1;
  return Object.assign(toSource, { line });
}

/**
 * The main thread's tasks: the scheduler's outermost events (`RunTask`, and `ThreadControllerImpl::RunTask`
 * where the categories give only that; the detailed ones give both, one inside the other).
 */
function mainTasks(onMain: TraceEvent[]): TraceEvent[] {
  const all = onMain.filter(
    (event) => event.ph === 'X' && /^(ThreadControllerImpl::)?RunTask$/.test(event.name),
  );
  const contains = (outer: TraceEvent, inner: TraceEvent) =>
    outer.ts <= inner.ts && outer.ts + outer.dur! >= inner.ts + inner.dur!;
  // Of two that cover each other (the same span), the first is kept.
  return all.filter((task, at) =>
    all.every(
      (outer, other) => outer === task || !contains(outer, task) || (contains(task, outer) && other > at),
    ),
  );
}

/** A navigation's document path (no query), or undefined for one that is not a web page's. */
function navigatedPath(event: TraceEvent): string | undefined {
  if (event.name !== 'navigationStart') return undefined;
  const url = String(event.args?.data?.documentLoaderURL ?? '');
  return /^https?:/.test(url) ? new URL(url).pathname : undefined;
}

/** The trace read from the first page's navigation (sign-in, or the page `--page` opened) until it is left. */
function analyse(events: TraceEvent[], dist: string, next?: NextMarks): void {
  const pageStart = events.find((event) => navigatedPath(event) !== undefined);
  if (!pageStart) throw new Error('no navigation to a page in the trace');
  const path = navigatedPath(pageStart)!;
  const { pid, tid } = pageStart;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const origin = pageStart.ts;
  const at = (ts: number) => ((ts - origin) / 1000).toFixed(0);
  // The page is left when the next page's navigation starts (its first event in the trace).
  const leaving = onMain.find((event) => {
    const to = navigatedPath(event);
    return event.ts > origin && to !== undefined && to !== path;
  });
  console.log(`${path}: navigation at 0, next page's navigation at ${leaving ? at(leaving.ts) : '?'} ms`);
  const tasks = mainTasks(onMain)
    .filter(
      (event) => (event.dur ?? 0) > 50_000 && event.ts >= origin && (!leaving || event.ts <= leaving.ts),
    )
    .sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = samplesOf(events, pid, tid);
  const source = sourceMapper(dist);
  /** Self time in a task by source file, from the profiler's samples (with --detailed). */
  const selfTime = (task: TraceEvent) => {
    const bySource = new Map<string, number>();
    for (let i = 0; i < samples.length - 1; i++) {
      const sample = samples[i]!;
      if (sample.ts < task.ts || sample.ts >= task.ts + task.dur!) continue;
      const node = nodes.get(sample.node);
      if (!node) continue;
      const frame = node.callFrame;
      const file = frame.url ? source(frame.url, frame.lineNumber, frame.columnNumber) : undefined;
      const key = !file
        ? `(${frame.functionName || 'native'})`
        : BY_FUNCTION
          ? `${file}:${source.line(frame.url, frame.lineNumber, frame.columnNumber)}`
          : file;
      bySource.set(key, (bySource.get(key) ?? 0) + (samples[i + 1]!.ts - sample.ts) / 1000);
    }
    const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 8);
    return top.map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(', ');
  };
  let total = 0;
  let blocking = 0;
  for (const task of tasks) {
    total += task.dur! / 1000;
    blocking += task.dur! / 1000 - 50;
    const end = task.ts + task.dur!;
    const inside = onMain.filter(
      (event) =>
        event !== task &&
        event.ph === 'X' &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        (event.dur ?? 0) >= 3_000 &&
        !/RunTask|mojo|SimpleWatcher|v8\.callFunction|v8\.run$/.test(event.name),
    );
    console.log(`\ntask at ${at(task.ts)} ms: ${(task.dur! / 1000).toFixed(0)} ms`);
    for (const event of inside) {
      const depth = inside.filter(
        (other) => other !== event && other.ts <= event.ts && other.ts + other.dur! >= event.ts + event.dur!,
      ).length;
      if (depth > 2) continue;
      console.log(`  ${'  '.repeat(depth)}${(event.dur! / 1000).toFixed(0)} ms ${describe(event)}`);
    }
    console.log(`  self time: ${selfTime(task)}`);
  }
  if (next) printNext(onMain, events, origin, next, selfTime);
  // The calls from Log in on, on the same clock: what the next page waits for, and the gaps between.
  const logIn = events.find(
    (event) =>
      event.name === 'ResourceSendRequest' && /\/v\d+\/login$/.test(String(event.args?.data?.url ?? '')),
  );
  const names = new Map<unknown, string>();
  console.log('\nfrom Log in:');
  for (const call of events.filter(
    (event) =>
      event.pid === pid &&
      (event.name === 'ResourceSendRequest' || event.name === 'ResourceFinish') &&
      logIn &&
      event.ts >= logIn.ts,
  )) {
    const id = call.args?.data?.requestId;
    if (call.name === 'ResourceSendRequest')
      names.set(id, String(call.args?.data?.url).replace(/^https?:\/\/[^/]+/, ''));
    const what = call.name === 'ResourceSendRequest' ? 'sent' : 'answered';
    console.log(`  ${at(call.ts)} ms ${what} ${names.get(id) ?? '?'}`);
  }
  console.log(
    `\nlong tasks on ${path}: ${tasks.length}, total ${total.toFixed(0)} ms, beyond 50 ms ${blocking.toFixed(0)} ms`,
  );
}

/**
 * Enter → password, step by step: Enter, check-auth-path sent and answered, the password's focused
 * paint, and every main-thread task of 10 ms or more in between, with what ran in it: what an answer
 * waited behind.
 */
function printNext(
  onMain: TraceEvent[],
  events: TraceEvent[],
  origin: number,
  next: NextMarks,
  selfTime: (task: TraceEvent) => string,
): void {
  const at = (ts: number) => ((ts - origin) / 1000).toFixed(0);
  const sent = events.find(
    (event) =>
      event.name === 'ResourceSendRequest' && /check-auth-path/.test(String(event.args?.data?.url ?? '')),
  );
  const sentId = sent?.args?.data?.requestId;
  const call = (name: string) =>
    events.find((event) => event.name === name && event.args?.data?.requestId === sentId);
  const answered = call('ResourceReceiveResponse');
  const finished = call('ResourceFinish');
  const focusedTs = next.passwordFocusedAt === null ? null : origin + next.passwordFocusedAt * 1000;
  console.log(
    `\nNext: Enter at ${next.enterAt?.toFixed(0)} ms, check-auth-path sent ${sent ? at(sent.ts) : '?'}, ` +
      `answered ${answered ? at(answered.ts) : '?'}, finished ${finished ? at(finished.ts) : '?'}, ` +
      `password focused and painted ${next.passwordFocusedAt?.toFixed(0)} ms`,
  );
  if (!sent || focusedTs === null) return;
  // What else was on the (throttled) network meanwhile: its bytes share the emulated link with the answer.
  const end = (finished ?? sent).ts;
  for (const other of events.filter((event) => event.name === 'ResourceSendRequest' && event !== sent)) {
    const id = other.args?.data?.requestId;
    const done = events.find(
      (event) => event.name === 'ResourceFinish' && event.args?.data?.requestId === id,
    );
    if (other.ts <= end && (!done || done.ts >= sent.ts))
      console.log(
        `  on the network too: ${String(other.args?.data?.url).replace(/^https?:\/\/[^/]+/, '')} ` +
          `${at(other.ts)}–${done ? at(done.ts) : '?'} ms, ${String(done?.args?.data?.encodedDataLength ?? '?')} B`,
      );
  }
  for (const task of mainTasks(onMain).filter(
    (event) => (event.dur ?? 0) >= 10_000 && event.ts + event.dur! >= sent.ts && event.ts <= focusedTs,
  )) {
    const inside = onMain
      .filter(
        (event) =>
          event !== task &&
          event.ph === 'X' &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= task.ts + task.dur! &&
          (event.dur ?? 0) >= 3_000 &&
          !/RunTask|mojo|SimpleWatcher|v8\.callFunction|v8\.run$/.test(event.name),
      )
      .slice(0, 4)
      .map((event) => `${(event.dur! / 1000).toFixed(0)} ${describe(event)}`);
    console.log(
      `  ${at(task.ts)}–${at(task.ts + task.dur!)} ms task ${(task.dur! / 1000).toFixed(0)} ms: ${inside.join('; ')}`,
    );
    const self = selfTime(task);
    if (self) console.log(`    self time: ${self}`);
  }
}

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist)
    throw new Error('usage: phone-trace.ts <dist dir> [--cpu-slowdown N] [--language L] [--trace file]');
  const language = option('--language', 'en-US');
  const traceFile = option('--trace', '');
  const recorded = option('--read', '');
  if (process.argv.includes('--detailed')) CATEGORIES = DETAILED_CATEGORIES;
  if (recorded) {
    analyse((JSON.parse(readFileSync(recorded, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents, dist);
    return;
  }
  const pageName = option('--page', '');
  const tracedPage = pageName ? PHONE_PAGES.find((page) => page.name.includes(pageName)) : undefined;
  if (pageName && !tracedPage)
    throw new Error(
      `no phone page named like "${pageName}": ${PHONE_PAGES.map((page) => page.name).join('; ')}`,
    );
  const preview = await startServedBuild(process.cwd(), dist, console.log);
  const browser = await launchPhoneBrowser(CHROMIUM_PATH);
  try {
    const { cpuSlowdown } = await chooseCpuSlowdown(
      parseCpuSlowdown(option('--cpu-slowdown', '')),
      (measure) => measure(browser),
      console.log,
    );
    const cdp = await browser.newBrowserCDPSession();
    let events: TraceEvent[] = [];
    let pageLongTasks: number[] = [];
    let nextMarks: NextMarks | undefined;
    await onThePhone(
      browser,
      preview.origin,
      {
        language,
        cpuSlowdown,
        watch: tracedPage?.watch ?? LOGIN_WATCH,
        ...(tracedPage?.prepare && { prepare: tracedPage.prepare }),
      },
      async (page, person) => {
        events = await record(cdp, async () => {
          if (!tracedPage) {
            ({ next: nextMarks, longTasks: pageLongTasks } = await signInJourney(page, person));
            return;
          }
          await tracedPage.journey(page, person, preview.origin);
          pageLongTasks = (await phoneMarks(person)).longTasks;
        });
      },
    );
    if (traceFile) writeFileSync(traceFile, JSON.stringify({ traceEvents: events }));
    analyse(events, dist, nextMarks);
    const sum = pageLongTasks.reduce((total, duration) => total + duration, 0);
    console.log(
      `the page's own long tasks (the bench's measure, ms; sign-in's until it was left): ${pageLongTasks.map((duration) => duration.toFixed(0)).join(', ')}; total ${sum.toFixed(0)}`,
    );
  } finally {
    await preview.stop();
    await stopAll();
  }
}

await main();
