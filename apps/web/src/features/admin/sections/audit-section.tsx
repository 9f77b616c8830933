import { AuditLogCard } from '../components/audit/audit-log-card';

// Administration Dashboard section "audit" (issue 7): every change an admin made, read-only. Linked from
// elsewhere as `?section=audit&entityId=<id>`.
export function AuditSection() {
  return <AuditLogCard />;
}
