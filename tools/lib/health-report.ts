/**
 * The operator's /healthz (decision 035) for the tools: the public is told only `{ status }`;
 * the whole report goes to a request from the server's own machine, or one bearing the
 * server's HEALTHZ_TOKEN, which is sent when this process has it in its environment.
 */

export interface HealthAnswer<Report> {
  status: number;
  report: Report;
}

export async function readHealthReport<Report extends object>(
  baseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<HealthAnswer<Report>> {
  const token = env.HEALTHZ_TOKEN?.trim();
  const answer = await fetch(`${baseUrl}/healthz`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const report = (await answer.json()) as Report;
  if (!('instance' in report)) {
    throw new Error(
      `${baseUrl}/healthz answered ${answer.status} with the public status only: ask from the server's machine, or set HEALTHZ_TOKEN to the server's`,
    );
  }
  return { status: answer.status, report };
}
