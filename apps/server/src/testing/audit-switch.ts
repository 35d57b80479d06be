import type * as AuditRepo from '../modules/audit/audit.record';

/** When on, writing an audit row fails, as a broken audit table would. */
export const auditDown = { on: false };

/**
 * The audit repository with `writeAudit` behind the switch, for
 * `vi.mock('…/audit/audit.record', async (importOriginal) => (await import('…/testing/audit-switch')).switchableAuditRepo(await importOriginal()))`.
 */
export function switchableAuditRepo(real: typeof AuditRepo): typeof AuditRepo {
  return {
    ...real,
    writeAudit: async (...args: Parameters<typeof real.writeAudit>) => {
      if (auditDown.on) {
        throw new Error('audit table unavailable');
      }
      return real.writeAudit(...args);
    },
  };
}
