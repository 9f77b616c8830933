// Where the e2e server sends Peppol deliveries (PEPPOL_ACCESS_POINT_URL): a fake access point on loopback that
// peppol.spec.ts runs while it needs one. No demo customer has a Peppol ID, so no other spec sends there.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const peppolAccessPoint = {
  port: e2ePort + 7,
  token: 'e2e-peppol-access-point-token',
};
