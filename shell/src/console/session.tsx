/**
 * Who is signed in, as the server says (GET /console/api/session): asked when the console
 * loads, after a sign-in or sign-out, and whenever a call answers 401 (the session ended while
 * the page was open: idle 30 minutes, 12 hours in all, or "sign out everywhere" elsewhere).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ConsoleApiError, consoleApi, messageOf, type ConsoleSession } from './console-api';

export type SessionState =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; session: ConsoleSession }
  | { state: 'unreachable'; message: string };

interface SessionValue {
  current: SessionState;
  /** Asks the server again; resolves with what it said. */
  refresh: () => Promise<SessionState>;
  /** The server answered 401 to a call: the session is gone. */
  ended: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

async function askServer(): Promise<SessionState> {
  try {
    return { state: 'signed-in', session: await consoleApi.session() };
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) return { state: 'signed-out' };
    return { state: 'unreachable', message: messageOf(error) };
  }
}

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<SessionState>({ state: 'checking' });
  const refresh = useCallback(async () => {
    const next = await askServer();
    setCurrent(next);
    return next;
  }, []);
  const ended = useCallback(() => setCurrent({ state: 'signed-out' }), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const value = useMemo(() => ({ current, refresh, ended }), [current, refresh, ended]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** Reports a failed call: a 401 ends the session on the page (the frame then asks to sign in). */
export function useCallFailure(): (error: unknown) => string {
  const { ended } = useSession();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ConsoleApiError && error.status === 401) ended();
      return messageOf(error);
    },
    [ended],
  );
}
