// Administration Dashboard section "subscriptions" (issue 4) — scaffold.
export function SubscriptionsSection() {
  return null;
}
