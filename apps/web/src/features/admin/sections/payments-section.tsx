// Administration Dashboard section "payments" (issue 4) — scaffold.
export function PaymentsSection() {
  return null;
}
