// Administration Dashboard section "reports" (issue 4) — scaffold.
export function ReportsSection() {
  return null;
}
