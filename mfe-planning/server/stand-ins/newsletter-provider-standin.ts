/**
 * A stand-in for the newsletter provider's API (beehiiv v2), speaking its wire format: POST
 * /v2/publications/{publicationId}/subscriptions with a bearer key and a JSON body, answered
 * `{"data":{id, email, status, created, …}}` (201), or `{"errors":[{"message":…,"code":…}]}`
 * with 400 (bad body), 401 (wrong key), 404 (unknown publication or path). An address already
 * subscribed is answered like beehiiv does: 201 with the subscription it already has (its
 * original id and `created`). Tests script the next answers (status, body, headers, delay)
 * and read what arrived.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedSubscription {
  publicationId: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  at: number;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before answering (longer than the client's timeout simulates a hung provider). */
  delayMs?: number;
}

const subscriptionsPath = /^\/v2\/publications\/([^/]+)\/subscriptions$/;

export class NewsletterProviderStandIn {
  readonly received: ReceivedSubscription[] = [];
  private readonly script: ScriptedAnswer[] = [];
  private readonly subscribed = new Map<string, { id: string; created: number }>();
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly apiKey = 'standin-key',
    readonly publicationId = 'pub_standin',
  ) {}

  /** beehiiv's error body. */
  static errorBody(message: string, code: string): { errors: { message: string; code: string }[] } {
    return { errors: [{ message, code }] };
  }

  /** An address subscribed before (the provider answers it with this older subscription). */
  addExistingSubscriber(email: string, createdAt: Date): void {
    this.subscribed.set(email, {
      id: `sub_existing_${this.subscribed.size + 1}`,
      created: Math.floor(createdAt.getTime() / 1000),
    });
  }

  /** The next calls get these answers, in order. */
  answerNext(...answers: ScriptedAnswer[]): void {
    this.script.push(...answers);
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    this.server = server;
    return this.url;
  }

  /** The API base to configure as NEWSLETTER_API_URL. */
  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('The stand-in is not running');
    return `http://127.0.0.1:${address.port}/v2`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    const match = request.method === 'POST' ? subscriptionsPath.exec(request.url ?? '') : null;
    const error = NewsletterProviderStandIn.errorBody;
    if (!match) return send(404, error('Not Found', 'NOT_FOUND'));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return send(400, error('The request body is not valid JSON', 'BAD_REQUEST'));
    }
    this.received.push({
      publicationId: decodeURIComponent(match[1] ?? ''),
      authorization: request.headers.authorization,
      body,
      at: Date.now(),
    });
    const scripted = this.script.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      if (!response.destroyed) send(scripted.status, scripted.body ?? {}, scripted.headers);
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.apiKey}`) {
      return send(401, error('Unauthorized: the API key is invalid', 'UNAUTHORIZED'));
    }
    if (decodeURIComponent(match[1] ?? '') !== this.publicationId) {
      return send(404, error('Publication not found', 'NOT_FOUND'));
    }
    const email = typeof body.email === 'string' ? body.email : '';
    if (!email.includes('@')) return send(400, error('Email is invalid', 'INVALID_EMAIL'));
    const existing = this.subscribed.get(email);
    const subscription = existing ?? { id: `sub_${this.subscribed.size + 1}`, created: Math.floor(Date.now() / 1000) };
    this.subscribed.set(email, subscription);
    return send(201, {
      data: {
        id: subscription.id,
        email,
        status: existing ? 'active' : 'validating',
        created: subscription.created,
        subscription_tier: 'free',
        utm_source: body.utm_source,
        utm_medium: body.utm_medium,
        referring_site: body.referring_site,
      },
    });
  }
}
