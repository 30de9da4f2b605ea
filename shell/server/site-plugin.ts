/**
 * How a plugin of the site server shares what it adds with the whole site. Fastify gives each
 * registered plugin its own context: hooks it adds apply to its own routes only. A plugin whose
 * hooks must run for every request (the file-path refusals, copying a kept version's browser
 * files) says so with Fastify's `skip-override` symbol (what fastify-plugin sets), so its hooks
 * and routes land on the root, in registration order, as if app.ts had added them itself.
 */
import type { FastifyPluginAsync } from 'fastify';

export function siteWidePlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
