/** Personas of sign-in and the session: who signs in plainly, who is sent elsewhere, who is refused. */
import { associatePersona } from './personas.ts';

export const ava = associatePersona('ava.associate', {
  summary:
    'associate of Acme Manufacturing (active) and Birch Logistics, suspended in Cedar Foods; verified email and phone; two mobile devices; no obligations. Account settings: `/auth/account-settings/switch-clients`',
  clients: ['acme', 'birch', { clientId: 'cedar', suspended: true }],
  phone: '+15555550100',
  devices: [
    { manufacturer: 'Apple', name: "Ava's iPhone", os: 'iOS', osVersion: '19.1' },
    { manufacturer: 'Google', name: 'Pixel 9', os: 'Android', osVersion: '16' },
  ],
});

export const nora = associatePersona('nora.nexo', {
  summary: 'belongs to the other sign-in system: entering the username sends the browser there',
  clients: ['nexo-co'],
  authenticationPath: 'Nexo',
});

export const stan = associatePersona('stan.stepup', {
  summary:
    'level of assurance 1: `/auth/step-up` asks for a code (email or text, in the outbox) that raises it to 3',
  baseLevelOfAssurance: 1,
});

export const iris = associatePersona('iris.inactive', {
  summary: 'sign-in fails with `ACCOUNT_INACTIVE`',
  status: 'inactive',
});

export const sid = associatePersona('sid.suspended', {
  summary: 'sign-in fails with `ASSOCIATE_SUSPENDED`',
  clients: [{ clientId: 'acme', suspended: true }],
});
