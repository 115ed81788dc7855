import { DEFAULT_PASSWORD, demoTokens, personas } from './scenarios/default.ts';

/** Summaries as terminal text: the tables' backticks dropped. */
const plain = (summary: string) => summary.replaceAll('`', '');

const rows = (entries: [string, string][]) => {
  const width = Math.max(...entries.map(([name]) => name.length)) + 2;
  return entries.map(([name, summary]) => `  ${name.padEnd(width)}${plain(summary)}`);
};

/** What `npm start` and `npm run mock-server` print: who to sign in as, and how to steer the mock. */
export function describeMockServer(origin: string): string {
  return [
    `Personas (password ${DEFAULT_PASSWORD}):`,
    ...rows(personas.map((persona) => [persona.username, persona.summary])),
    '',
    'Demo tokens:',
    ...rows(demoTokens.map((token) => [token.token, token.summary])),
    '',
    'Control API:',
    `  GET  ${origin}/__mock/scenarios | POST ${origin}/__mock/scenario {"name":"default"} | POST ${origin}/__mock/reset`,
    `  GET  ${origin}/__mock/outbox    | POST ${origin}/__mock/clock {"advanceMs":300000}`,
    `  POST ${origin}/__mock/faults {"method":"POST","path":"/login","status":503,"times":1} | GET ${origin}/__mock/state`,
  ].join('\n');
}
