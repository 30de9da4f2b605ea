/**
 * A software passkey authenticator for tests, written from the WebAuthn Level 2 specification
 * (https://www.w3.org/TR/webauthn-2/): a P-256 key pair per credential (node:crypto), "none"
 * attestation, authenticator data laid out as its section 6.1 says (rpIdHash | flags | signCount |
 * attested credential data), the public key as a COSE_Key (RFC 9053: kty 2, alg -7, crv 1, x,
 * y) in CBOR (RFC 8949), and assertions signed over authenticatorData || SHA-256(clientDataJSON).
 * It answers with the JSON a browser's `@simplewebauthn/browser` sends, so the server's checks
 * run on real ceremonies; nothing of the library is mocked.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** CBOR's major types this needs: unsigned and negative integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(value, 1);
  return head;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

/** Flags of authenticator data (section 6.1): user present, user verified, attested credential data. */
const flagUP = 0x01;
const flagUV = 0x04;
const flagAT = 0x40;

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  signCount: number;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    /** The page's origin, as a browser writes it in clientDataJSON. */
    readonly origin: string,
    /** Whether the authenticator verified its user (PIN, biometrics): sets UV. */
    private readonly verifiesUser = true,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }), 'utf8');
  }

  private flags(extra: number): number {
    return flagUP | (this.verifiesUser ? flagUV : 0) | extra;
  }

  /** navigator.credentials.create(): a new discoverable credential, as RegistrationResponseJSON. */
  create(options: CreationOptions) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(String(jwk.x), 'base64url')],
      [-3, Buffer.from(String(jwk.y), 'base64url')],
    ]);
    const id = randomBytes(32);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(id.length);
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(flagAT)]),
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID: none for a "none" attestation
      credentialIdLength,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData],
      ]),
    );
    this.credentials.push({ id, privateKey, userHandle: options.user.id, rpId, signCount: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() with a discoverable credential, as AuthenticationResponseJSON. */
  get(options: RequestOptions, credential: SoftCredential | undefined = this.credentials.at(-1)) {
    if (!credential) throw new Error('The soft authenticator holds no credential.');
    credential.signCount += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(credential.signCount);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([this.flags(0)]),
      count,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
