import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createContract } from '../../mock-server/openapi/contract';
import { loadDocuments } from '../../mock-server/openapi/documents.node';

const contract = createContract(loadDocuments());
const { operations, deref } = contract;

/**
 * Every call the product lists with the service it belongs to: 65 with their paths (64 rows; GET and PUT
 * /persons/me, GET and POST on a feature flag and POST /persons and /persons/sso are separate operations) and
 * 7 from "Other" whose paths are ours, plus 5 the spec names by what they do and whose paths are ours too:
 * step-up's GET /step-up, POST /step-up/code and /step-up/verify (the MFA entity), add phone and add email,
 * and verify-contact-info's code (send, verify); plus 8 for passkeys (registration options and verification,
 * authentication options and sign-in, step-up, list, rename, remove). Changing the count means a call was
 * added or dropped: update it on purpose.
 */
const EXPECTED_OPERATION_COUNT = 87;

describe('openapi/ documents', () => {
  it(`hold exactly ${EXPECTED_OPERATION_COUNT} operations`, () => {
    const listing = operations.map((op) => `${op.method} ${op.fullPath} ${op.operationId}`).sort();
    expect(listing).toHaveLength(EXPECTED_OPERATION_COUNT);
  });

  it('match the count openapi/README.md states, so the docs never drift from the documents', () => {
    const readme = readFileSync(new URL('../../openapi/README.md', import.meta.url), 'utf8');
    const stated = /walks every operation \((\d+)\)/.exec(readme)?.[1];
    expect(Number(stated)).toBe(operations.length);
  });

  it('give every operation a unique operationId, a summary and one tag', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.node.summary, op.operationId).toEqual(expect.any(String));
      expect(op.node.tags, op.operationId).toHaveLength(1);
    }
  });

  it.each(operations.map((op) => [op.operationId!, op] as const))(
    '%s documents success and the error envelope',
    (_id, op) => {
      const responses = op.node.responses as Record<string, unknown>;
      const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      expect(success.length, 'a 2xx response').toBeGreaterThan(0);
      for (const status of success) {
        const { node } = deref(responses[status], op.docUrl);
        const content = node.content as Record<string, { schema?: unknown }> | undefined;
        if (status === '204') expect(content, '204 has no body').toBeUndefined();
        else
          expect(
            Object.values(content ?? {}).some((media) => media.schema),
            `${status} has a schema`,
          ).toBe(true);
      }
      for (const status of ['400', '403', 'default']) {
        expect(responses, `${status} response`).toHaveProperty(status);
        const response = deref(responses[status], op.docUrl);
        const schema = (response.node.content as Record<string, { schema: unknown }>)['application/json']!
          .schema;
        expect(deref(schema, response.docUrl).pointer).toBe('/components/schemas/ErrorEnvelope');
      }
    },
  );

  it.each(operations.map((op) => [op.operationId!, op] as const))(
    '%s declares the trace id, and the CSRF header when not a GET',
    (_id, op) => {
      const names = ((op.node.parameters as unknown[] | undefined) ?? []).map(
        (p) => deref(p, op.docUrl).node.name,
      );
      expect(names).toContain('X-Trace-Id');
      if (op.method === 'GET') expect(names).not.toContain('X-CSRF-Token');
      else expect(names).toContain('X-CSRF-Token');
    },
  );

  it('answer the obligation check with a 412 carrying the action', () => {
    const check = operations.find((op) => op.operationId === 'checkObligations')!;
    const response = deref((check.node.responses as Record<string, unknown>)['412'], check.docUrl);
    const schema = (response.node.content as Record<string, { schema: unknown }>)['application/json']!.schema;
    expect(deref(schema, response.docUrl).node.required).toEqual(
      expect.arrayContaining(['obligation', 'requiredAction']),
    );
  });

  it('list every server code the app has a text for in the envelope enum', () => {
    const enumNode = deref(
      { $ref: './common.yaml#/components/schemas/ErrorCode' },
      operations[0]!.docUrl,
    ).node;
    const codes = enumNode.enum as string[];
    for (const code of [
      'INCORRECT_CREDS',
      'TOO_MANY_ATTEMPTS',
      'RECAPTCHA_RESPONSE_TOKEN_MISSING',
      'TOKEN_LOAD_VERIFY_FAILURE',
      'REDIRECT_TO_AIM_REGISTRATION_ERROR',
      'TOO_WEAK_PASSWORD',
      'PASSWORD_3_REPEATED_CHARS',
      'BLOCKED_BY_OBLIGATION',
      'CLIENT_MISSING_SAML_CONFIGURATION',
      'INVALID_CONTACT_INFO_FORMAT',
      'MISSING_REQUIRED_QUERY_PARAMS',
      'UNKNOWN_ERROR',
    ]) {
      expect(codes).toContain(code);
    }
  });
});

describe('the validator', () => {
  it('rejects a response whose shape breaks the contract and accepts a good one', () => {
    const checkAnswer = (status: number, body: unknown) =>
      contract.validateResponse({
        method: 'GET',
        url: '/api/authentication-service/v0/check',
        status,
        contentType: 'application/json',
        body,
      });
    expect(checkAnswer(200, { authentication_method: 'Lifion', levelOfAssurance: 3 })).toEqual([]);
    expect(checkAnswer(200, { levelOfAssurance: 'high' })).not.toEqual([]);
    expect(checkAnswer(401, { code: 'NOT_A_CODE', errors: [] })).not.toEqual([]);
  });

  it('rejects requests with missing fields, wrong types and unknown enum values', () => {
    const url = '/api/identity-orchestrator/v0/tokens/execute';
    const bad = contract.validateRequest({
      method: 'POST',
      url,
      contentType: 'application/json',
      body: { kind: 'noSuchKind', token: 5 },
    });
    expect(bad.length).toBeGreaterThan(0);
    const form = contract.validateRequest({
      method: 'POST',
      url: '/api/authentication-service/v0/login',
      contentType: 'application/x-www-form-urlencoded',
      body: { username: 'ava.associate' },
    });
    expect(form.map((problem) => problem.field)).toContain('password');
  });
});
