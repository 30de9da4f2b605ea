/**
 * An area's own settings and secrets (decision 034, "Each area its own settings"): the area's
 * server half names the environment variables it reads and validates them with zod; the site
 * server passes it those variables and no others when it loads one of its versions, and hands
 * the result to its routes as `context.areaSettings`. No area sees another area's secrets, and
 * none reads `process.env` itself.
 */
import { z } from 'zod';

/** Environment variables as the host passes them: only those the area declared. */
export type AreaEnvironment = Readonly<Record<string, string | undefined>>;

export interface AreaSettings<Settings> {
  /** Every environment variable the area reads; the host passes it these and no others. */
  readonly variables: readonly string[];
  /**
   * Validates the declared variables; a bad value throws an Error whose message names the
   * variable (the host stops at start or leaves the version unavailable, decision 034).
   */
  read(env: AreaEnvironment): Settings;
}

/** Only the variables `settings` declares, from `env` (which may hold every secret of the site). */
export function declaredEnvironment(settings: Pick<AreaSettings<unknown>, 'variables'>, env: AreaEnvironment) {
  const declared: Record<string, string | undefined> = {};
  for (const name of settings.variables) {
    if (Object.hasOwn(env, name)) declared[name] = env[name];
  }
  return declared;
}

/** One line per problem, each starting with the variable it is about. */
export function describeSettingsIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
}

/**
 * Settings read by one zod object whose keys are the variables' names; `toSettings` shapes
 * what the routes are given.
 */
export function areaSettingsSchema<Shape extends z.ZodRawShape, Settings>(
  schema: z.ZodObject<Shape>,
  toSettings: (values: z.output<z.ZodObject<Shape>>) => Settings,
): AreaSettings<Settings> {
  return {
    variables: Object.keys(schema.shape),
    read(env) {
      const parsed = schema.safeParse(env);
      if (!parsed.success) throw new Error(describeSettingsIssues(parsed.error.issues));
      return toSettings(parsed.data);
    },
  };
}

/** An area that reads no environment variable. */
export const noAreaSettings: AreaSettings<Record<string, never>> = { variables: [], read: () => ({}) };

/** A credential: unset or empty means not configured. */
export const optionalSecret = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A provider's base URL, for tests pointing it at a stand-in; unset or empty means the real one. */
export const optionalHttpUrl = (error: string) =>
  z
    .url({ protocol: /^https?$/, error })
    .optional()
    .or(z.literal('').transform(() => undefined));
