/** Registration and invitations: invited associates without an account yet, and the tokens that invite them. */
import type { MockContext } from '../../core/context.ts';
import type { DemoToken } from './tokens.ts';

export interface Invitee {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  email: string | null;
}

const invitees: Invitee[] = [
  {
    id: 'assoc-nina-acme',
    clientId: 'acme',
    firstName: 'Nina',
    lastName: 'Newhire',
    dateOfBirth: '1990-04-15',
    email: null,
  },
  {
    id: 'assoc-dora-acme',
    clientId: 'acme',
    firstName: 'Dora',
    lastName: 'Dobcheck',
    dateOfBirth: '1990-04-15',
    email: 'dora.dobcheck@acme.example',
  },
  {
    id: 'assoc-pat-acme',
    clientId: 'acme',
    firstName: 'Pat',
    lastName: 'Partial',
    dateOfBirth: null,
    email: 'pat.partial@acme.example',
  },
  {
    id: 'assoc-sol-sso',
    clientId: 'sso-client',
    firstName: 'Sol',
    lastName: 'Signon',
    dateOfBirth: '1985-09-09',
    email: 'sol.signon@sso-client.example',
  },
  {
    // HR has this address on file: a self-registration link sent to it creates this associate's account.
    id: 'assoc-new-person-acme',
    clientId: 'acme',
    firstName: 'New',
    lastName: 'Person',
    dateOfBirth: '1992-02-02',
    email: 'new.person@example.com',
  },
  {
    id: 'assoc-ava-birch-invite',
    clientId: 'birch',
    firstName: 'Ava',
    lastName: 'Associate',
    dateOfBirth: '1988-06-01',
    email: 'ava.associate@example.com',
  },
];

/** Invited associates who have no account yet (the invitation tokens point at them). */
export async function seedInvitees(context: MockContext): Promise<void> {
  for (const invitee of invitees) await seedInvitee(context, invitee);
}

/** One invited associate without an account yet (a scenario file's `invitations` entry). */
export async function seedInvitee({ db }: MockContext, invitee: Invitee): Promise<void> {
  await db.associates.create({
    personId: null,
    isCurrentlySelectedAssociate: false,
    isPersonalAssociate: true,
    suspended: false,
    suggestedUserId: `${invitee.firstName}${invitee.lastName}`.toLowerCase(),
    ...invitee,
  });
}

const DORA = 'dora.dobcheck@acme.example';
const SOL = 'sol.signon@sso-client.example';

export const registrationTokens: DemoToken[] = [
  {
    token: 'invite-new',
    summary: 'Nina Newhire (Acme), no email: straight to `/auth/create-account/invite-new`',
    kind: 'registration',
    email: null,
    invites: 'assoc-nina-acme',
  },
  {
    token: 'invite-dob',
    summary:
      'Dora Dobcheck (Acme Manufacturing), date of birth 1990-04-15: `/auth/user-confirmation?token=invite-dob`',
    kind: 'registration',
    email: DORA,
    invites: 'assoc-dora-acme',
  },
  {
    token: 'invite-nodob',
    summary: 'Pat Partial (Acme), no date of birth on file',
    kind: 'registration',
    email: 'pat.partial@acme.example',
    invites: 'assoc-pat-acme',
  },
  {
    token: 'invite-expired',
    summary: "an expired invitation (Dora's)",
    kind: 'registration',
    email: DORA,
    invites: 'assoc-dora-acme',
    expired: true,
  },
  {
    token: 'invite-aim',
    summary:
      "Dora's invitation that must be completed in the registration portal (`REDIRECT_TO_AIM_REGISTRATION_ERROR`, PIC `PIC-7Q4K-22`)",
    kind: 'registration',
    email: DORA,
    invites: 'assoc-dora-acme',
    data: { redirectToAim: { pic: 'PIC-7Q4K-22' } },
  },
  {
    token: 'invite-sso',
    summary: 'Sol Signon (single sign-on client): `/auth/create-account/invite-sso/sso`',
    kind: 'registration',
    email: SOL,
    invites: 'assoc-sol-sso',
    data: { isSSO: true },
  },
  {
    token: 'invite-link',
    summary:
      'links a Birch Logistics associate to ava: `/auth/account-linking?token=invite-link` signed in as `ava.associate`',
    kind: 'associateInvitation',
    email: 'ava.associate@example.com',
    invites: 'assoc-ava-birch-invite',
  },
  {
    // One invitation carries a person the spec's whole way, from the welcome through
    // sign-in to linking (a registration invitation also opens account linking, token-records.ts).
    token: 'invite-ava',
    summary:
      'a Birch Logistics invitation for ava, the whole way to linking: `/auth/user-confirmation?token=invite-ava`, date of birth 1988-06-01, "I already have an account" → sign in as `ava.associate` → back to the confirmation → Yes → Connect',
    kind: 'registration',
    email: 'ava.associate@example.com',
    invites: 'assoc-ava-birch-invite',
  },
  {
    token: 'credential-ava',
    summary: "ava's create-credential link: `/auth/create-credential?token=credential-ava`",
    kind: 'createCredential',
    personId: 'person-ava',
    email: 'ava.associate@example.com',
    data: {
      extra_information: { first_name: 'Ava', last_name: 'Associate', client_name: 'Acme Manufacturing' },
    },
  },
  {
    token: 'sso-sp-token',
    summary:
      'Sol Signon at `/auth/sso-service-provider?token=sso-sp-token` (the same value then opens the SSO account creation)',
    kind: 'ssoServiceProvider',
    email: SOL,
    invites: 'assoc-sol-sso',
  },
];
