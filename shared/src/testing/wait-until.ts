/**
 * Waits in a test until `condition` holds, asking again every `everyMs`, and fails naming `what`
 * after `timeoutMs`. For what a test cannot be told about, such as a temporary file a stream
 * starts or a folder a request's clean-up removes after its answer; where the code can say when
 * it is done, wait on that signal instead.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  { what, timeoutMs = 2_000, everyMs = 10 }: { what: string; timeoutMs?: number; everyMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise<void>((resolve) => setTimeout(resolve, everyMs));
  }
}
