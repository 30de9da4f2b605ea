/**
 * The session and its ceremonies (decision 059's table): reading the session, accepting an
 * invitation, signing in and out. Each ceremony call is rate-limited per address and overall,
 * on the whole fleet (decision 074).
 * A sign-in always makes a new session id (and ends the one the browser held, if any).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '@estes/platform';
import type { ConsoleContext } from './console-context';
import { acceptInvitation, invitationOptions } from './invitation-ceremony';
import {
  emptyBody,
  invitationOptionsBody,
  invitationVerifyBody,
  parseInput,
  signInVerifyBody,
} from './request-schemas';
import { sessionOf } from './session-guard';
import { clearSessionCookie, sessionIdOf, setSessionCookie, type ConsoleSession } from './sessions';
import { signIn, signInOptions } from './sign-in-ceremony';

/** A ceremony's body: a token, an id and an authenticator's answer (a few KB). */
const ceremonyBodyLimit = 64 * 1024;
const smallBodyLimit = 1024;

export const sessionAnswer = (session: ConsoleSession) => ({
  account: session.account,
  signedInAt: session.signedInAt,
  idleExpiresAt: session.idleExpiresAt,
  expiresAt: session.expiresAt,
});

export async function signInRoutes(app: FastifyInstance, context: ConsoleContext): Promise<void> {
  const limited = (request: FastifyRequest) => context.rateLimit.take(request.ip);
  /** The new session's cookie; the session the browser came with (if any) ends. */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, sessionId: string) => {
    const earlier = sessionIdOf(request);
    if (earlier !== undefined) await context.sessions.end(hashSecret(earlier));
    setSessionCookie(reply, sessionId);
  };

  app.get('/console/api/session', async (request, reply) => sessionAnswer(await sessionOf(context, request, reply)));

  app.post('/console/api/invitation/options', { bodyLimit: smallBodyLimit }, async (request) => {
    await limited(request);
    const { token } = parseInput(invitationOptionsBody, request.body);
    return invitationOptions(context, token);
  });

  app.post('/console/api/invitation/verify', { bodyLimit: ceremonyBodyLimit }, async (request, reply) => {
    await limited(request);
    const body = parseInput(invitationVerifyBody, request.body);
    const { account, sessionId } = await acceptInvitation(context, body);
    await startSession(request, reply, sessionId);
    return { account };
  });

  app.post('/console/api/sign-in/options', { bodyLimit: smallBodyLimit }, async (request) => {
    await limited(request);
    parseInput(emptyBody, request.body);
    return signInOptions(context);
  });

  app.post('/console/api/sign-in/verify', { bodyLimit: ceremonyBodyLimit }, async (request, reply) => {
    await limited(request);
    const body = parseInput(signInVerifyBody, request.body);
    const { account, sessionId } = await signIn(context, body);
    await startSession(request, reply, sessionId);
    return { account };
  });

  app.post('/console/api/sign-out', { bodyLimit: smallBodyLimit }, async (request, reply) => {
    const session = await sessionOf(context, request, reply);
    parseInput(emptyBody, request.body);
    await context.sessions.end(session.idHash);
    await context.audit({
      actor: session.account.email,
      action: 'sign-out',
      target: session.account.email,
      detail: '',
    });
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.post('/console/api/sign-out-everywhere', { bodyLimit: smallBodyLimit }, async (request, reply) => {
    const session = await sessionOf(context, request, reply);
    parseInput(emptyBody, request.body);
    const ended = await context.sessions.endAll(session.account.id);
    await context.audit({
      actor: session.account.email,
      action: 'sign-out-everywhere',
      target: session.account.email,
      detail: `${ended} session${ended === 1 ? '' : 's'} ended`,
    });
    clearSessionCookie(reply);
    return reply.code(204).send();
  });
}
