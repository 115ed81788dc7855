/**
 * A software passkey authenticator for the mock's tests: real WebAuthn JSON (attestation `none`,
 * ES256, user present and verified), so @simplewebauthn/server checks it as it would a browser's.
 * `counter` is public so a test can play a cloned authenticator that goes backwards.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(Uint8Array.from(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) out.set(part, (at += part.length) - part.length);
  return out;
}

function challengeOf(options: unknown): string {
  return (options as { challenge: string }).challenge;
}

export class SoftAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };

  constructor(
    readonly rpID = 'localhost',
    readonly origin = 'http://localhost',
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, options: unknown): Uint8Array {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge: challengeOf(options), origin: this.origin, crossOrigin: false }),
    );
  }

  /** What `navigator.credentials.create` resolves to, as RegistrationResponseJSON. */
  register(options: unknown) {
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(this.publicJwk.x)],
      [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
    ]);
    const length = new Uint8Array([0, this.credentialId.length]);
    const authData = concat(
      sha256(this.rpID),
      new Uint8Array([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
      uint32(this.counter),
      new Uint8Array(16),
      length,
      this.credentialId,
      isoCBOR.encode(cose),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What `navigator.credentials.get` resolves to, as AuthenticationResponseJSON; the counter moves on. */
  assert(options: unknown, userHandle = 'person') {
    this.counter += 1;
    const authData = concat(
      sha256(this.rpID),
      new Uint8Array([FLAGS.userPresent | FLAGS.userVerified]),
      uint32(this.counter),
    );
    const clientDataJSON = this.clientData('webauthn.get', options);
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        userHandle: b64(new TextEncoder().encode(userHandle)),
      },
      clientExtensionResults: {},
    };
  }
}
