// Administration Dashboard section "invoices" (issue 4) — scaffold.
export function InvoicesSection() {
  return null;
}
