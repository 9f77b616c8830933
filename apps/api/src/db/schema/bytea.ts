import { customType } from 'drizzle-orm/pg-core';

/** Binary column (stored documents and files), read as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
