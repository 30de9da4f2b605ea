/**
 * `recordConsoleAction`, what the shell gives every area's API (decision 064): an area's
 * console change written to the audit log with the signed-in account as the actor and this
 * instance as where. The action must be one the audit log knows (auditActions, grown
 * expand-only as the areas' pages add theirs): another is refused with an error naming it, so
 * a test of the area fails rather than an entry no one can read appearing.
 */
import type { ConsoleAccount } from '@estes/shared/console';
import type { ConsoleActionEntry, Database } from '@estes/shared/server';
import { appendAudit, auditActions, type AuditAction } from '@estes/platform';

const isAuditAction = (action: string): action is AuditAction => (auditActions as readonly string[]).includes(action);

export function consoleActionRecorder(db: Database, instanceId: string, now: () => number) {
  return async (account: ConsoleAccount, entry: ConsoleActionEntry): Promise<void> => {
    if (!isAuditAction(entry.action)) {
      throw new Error(
        `The audit log has no action "${entry.action}": add it to auditActions (platform/src/console/audit-log.ts).`,
      );
    }
    await appendAudit(
      db,
      { actor: account.email, action: entry.action, target: entry.target, detail: entry.detail, instance: instanceId },
      now(),
    );
  };
}
