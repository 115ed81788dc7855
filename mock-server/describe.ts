import { DEFAULT_PASSWORD } from './scenarios/default.ts';

/** What `npm start` and `npm run mock-server` print: who to sign in as, and how to steer the mock. */
export function describeMockServer(origin: string): string {
  return [
    `Personas (password ${DEFAULT_PASSWORD}):`,
    '  ava.associate   associate of Acme, Birch; suspended in Cedar; no obligations',
    '  nora.nexo       belongs to the other sign-in system',
    '  paula.password  must change password      uma.username   must review usernames',
    '  carl.contact    must review contact info  bea.basic      must create basic credentials',
    '  sam.support     support staff (all-client access)     stan.stepup   level of assurance 1',
    '  iris.inactive   ACCOUNT_INACTIVE          sid.suspended  ASSOCIATE_SUSPENDED',
    '  ulf.username    must review (review only) sara.saml      must sign in through SAML',
    '  fred.force      must sign in again        lena.legal     must accept legal agreements',
    '',
    'Control API:',
    `  GET  ${origin}/__mock/scenarios | POST ${origin}/__mock/scenario {"name":"default"} | POST ${origin}/__mock/reset`,
    `  GET  ${origin}/__mock/outbox    | POST ${origin}/__mock/clock {"advanceMs":300000}`,
    `  POST ${origin}/__mock/faults {"method":"POST","path":"/login","status":503,"times":1} | GET ${origin}/__mock/state`,
  ].join('\n');
}
