/**
 * The console API's request bodies and queries (decision 059's table), checked before anything
 * is looked up. Every string is bounded; a WebAuthn response is checked for its shape here and
 * for everything else by @simplewebauthn/server.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { consoleRoles } from '@estes/platform';
import { ConsoleError } from './console-requests';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w-]+$/);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
/** An invitation token: 32 random bytes, base64url. */
const token = z.string().regex(/^[\w-]{43}$/);

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
};

const registrationResponse = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16_000),
    transports: z.array(z.string().max(40)).max(8).optional(),
  }),
});

const authenticationResponse = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
});

export const invitationOptionsBody = z.object({ token });
export const invitationVerifyBody = z.object({ token, ceremonyId: uuid, response: registrationResponse });
export const signInVerifyBody = z.object({ ceremonyId: uuid, response: authenticationResponse });
export const emptyBody = z.object({});
export const newInvitationBody = z.object({
  email: z.email().max(254),
  role: z.enum(consoleRoles),
});
export const auditQuery = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const sentences: Record<string, string> = {
  token: 'The invitation link is incomplete: open the whole link from the invitation again.',
  ceremonyId: 'The passkey step is missing its ceremony: start again.',
  response: 'The passkey’s answer is not in the expected form: try again with your passkey.',
  email: 'Give a valid email address (at most 254 characters).',
  role: `Choose a role: ${consoleRoles.join(', ')}.`,
  before: '“before” must be the id of an audit entry (a whole number).',
  limit: '“limit” must be a whole number from 1 to 100.',
};

/** The parsed body or query, or a 400 naming the first field that is wrong. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  throw new ConsoleError(400, sentences[field] ?? 'The request is not what this address takes: send a JSON object.');
}

export type RegistrationResponse = z.infer<typeof registrationResponse> & RegistrationResponseJSON;
export type AuthenticationResponse = z.infer<typeof authenticationResponse> & AuthenticationResponseJSON;
