// Administration Dashboard section "packages" (issue 4) — scaffold.
export function PackagesSection() {
  return null;
}
