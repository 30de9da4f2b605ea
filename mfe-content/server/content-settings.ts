/**
 * The content area's server settings, read from the environment at start and checked with zod.
 * The Contentful token stays here: it is used only by the server's content layer and never
 * leaves it (the API answers posts, never settings).
 */
import { z } from 'zod';
import { describeSettingsIssues, type AreaEnvironment, type AreaSettings } from '@estes/shared/server';

export interface ContentfulSettings {
  space: string;
  accessToken: string;
  environment: string;
  /** host[:port] the SDK talks to; undefined means Contentful's own cdn.contentful.com. */
  host: string | undefined;
  /** http instead of https (a local stand-in in tests or a proxy on the same machine). */
  insecure: boolean;
  basePath: string | undefined;
}

export type ContentSettings =
  { kind: 'contentful'; contentful: ContentfulSettings } | { kind: 'bundled'; reason: string };

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const environmentSchema = z.object({
  CONTENTFUL_SPACE_ID: optional,
  CONTENTFUL_ACCESS_TOKEN: optional,
  CONTENTFUL_ENVIRONMENT: optional,
  /** `preview.contentful.com`, `host:port`, or a URL such as http://127.0.0.1:4010/base. */
  CONTENTFUL_HOST: optional,
});

export class ContentConfigError extends Error {
  override name = 'ContentConfigError';
}

function parseHost(value: string): Pick<ContentfulSettings, 'host' | 'insecure' | 'basePath'> {
  if (!/^[a-z]+:\/\//i.test(value)) {
    if (!/^[^\s/:]+(:\d+)?$/.test(value)) {
      throw new ContentConfigError(`CONTENTFUL_HOST: "${value}" must be a host such as cdn.contentful.com or a URL`);
    }
    return { host: value, insecure: false, basePath: undefined };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ContentConfigError(`CONTENTFUL_HOST: "${value}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ContentConfigError('CONTENTFUL_HOST: only http:// and https:// URLs are accepted');
  }
  const insecure = url.protocol === 'http:';
  const port = url.port || (insecure ? '80' : '443');
  const basePath = url.pathname.replace(/(?<!\/)\/+$/, '');
  return { host: `${url.hostname}:${port}`, insecure, basePath: basePath || undefined };
}

export function contentSettingsFromEnv(env: AreaEnvironment): ContentSettings {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ContentConfigError(describeSettingsIssues(parsed.error.issues));
  const e = parsed.data;
  if (!e.CONTENTFUL_SPACE_ID && !e.CONTENTFUL_ACCESS_TOKEN) {
    return { kind: 'bundled', reason: 'CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are not set' };
  }
  if (!e.CONTENTFUL_SPACE_ID || !e.CONTENTFUL_ACCESS_TOKEN) {
    return {
      kind: 'bundled',
      reason: `${e.CONTENTFUL_SPACE_ID ? 'CONTENTFUL_ACCESS_TOKEN' : 'CONTENTFUL_SPACE_ID'} is not set`,
    };
  }
  return {
    kind: 'contentful',
    contentful: {
      space: e.CONTENTFUL_SPACE_ID,
      accessToken: e.CONTENTFUL_ACCESS_TOKEN,
      environment: e.CONTENTFUL_ENVIRONMENT ?? 'master',
      ...(e.CONTENTFUL_HOST ? parseHost(e.CONTENTFUL_HOST) : { host: undefined, insecure: false, basePath: undefined }),
    },
  };
}

/** The content area's own settings (decision 034): the site server passes these variables only. */
export const contentSettings: AreaSettings<ContentSettings> = {
  variables: Object.keys(environmentSchema.shape),
  read: contentSettingsFromEnv,
};
