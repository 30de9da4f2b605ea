/**
 * A stand-in for the newsletter provider's API, speaking its wire format: POST
 * /v2/publications/{publicationId}/subscriptions with a bearer key and a JSON body, answered
 * with the provider's JSON. Tests script the next answers (status, body, headers, delay) and
 * read what arrived. Unscripted calls are subscribed (201), and the same address twice is 409.
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
  private readonly subscribed = new Set<string>();
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly apiKey = 'standin-key',
    readonly publicationId = 'pub_standin',
  ) {}

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
    if (!match)
      return send(404, { status: 404, statusText: 'Not Found', errors: [{ code: 'NOT_FOUND', detail: 'Not found' }] });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return send(400, { errors: [{ code: 'INVALID_JSON', detail: 'Request body must be JSON' }] });
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
      return send(401, {
        status: 401,
        statusText: 'Unauthorized',
        errors: [{ code: 'UNAUTHORIZED', detail: 'Invalid API key' }],
      });
    }
    if (decodeURIComponent(match[1] ?? '') !== this.publicationId) {
      return send(404, { errors: [{ code: 'NOT_FOUND', detail: 'Publication not found' }] });
    }
    const email = String(body.email ?? '');
    if (this.subscribed.has(email)) {
      return send(409, { errors: [{ code: 'CONFLICT', detail: 'Subscription already exists' }] });
    }
    this.subscribed.add(email);
    return send(201, {
      data: {
        id: `sub_${this.subscribed.size}`,
        email,
        status: 'validating',
        created: Math.floor(Date.now() / 1000),
        subscription_tier: 'free',
        utm_source: body.utm_source,
        utm_medium: body.utm_medium,
        referring_site: body.referring_site,
      },
    });
  }
}
