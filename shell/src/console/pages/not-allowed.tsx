/** What a signed-in person sees on a page their role may not open (the server refuses its calls too). */
import type { ConsoleRole } from '../console-api';
import { consolePaths } from '../console-paths';
import { Notice, PageTitle } from '../components/console-ui';
import { ConsoleLink } from '../navigation';

export function NotAllowed({
  title,
  role,
  allowed,
}: {
  title: string;
  role: ConsoleRole;
  allowed: readonly ConsoleRole[];
}) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Notice tone="error">
        <p>
          Your role ({role}) cannot open {title}: only {allowed.map((name) => `${name}s`).join(' and ')} can. Ask an
          admin if you need it.
        </p>
      </Notice>
      <p>
        <ConsoleLink href={consolePaths.home}>Back to the console home</ConsoleLink>
      </p>
    </>
  );
}

export function NotFound() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>The console has no page at this address.</p>
      <p>
        <ConsoleLink href={consolePaths.home}>Go to the console home</ConsoleLink>
      </p>
    </>
  );
}
