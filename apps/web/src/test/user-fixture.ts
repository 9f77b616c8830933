import { type User, userSchema } from '@hostportaal/contract';

const id = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';

/** A valid user per the contract; tests change only what they are about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id,
    _id: id,
    firstname: 'Sanne',
    lastname: 'de Vries',
    email: 'sanne@example.nl',
    phone: null,
    company: null,
    kvkNumber: null,
    vatId: null,
    purchaseReference: null,
    peppolId: null,
    einvoiceByEmail: false,
    adres: null,
    city: null,
    zipcode: null,
    country: 'Nederland',
    address: { street: null, number: null, city: null, zipCode: null, country: 'Nederland' },
    role: 'user',
    isActive: true,
    isEmailVerified: true,
    twoFactorEnabled: false,
    loginNotifications: true,
    sessionTimeout: 30,
    preferences: {
      theme: 'dark',
      language: 'nl',
      timezone: 'Europe/Amsterdam',
      dateFormat: 'DD-MM-YYYY',
      currency: 'EUR',
    },
    notificationSettings: {
      email: true,
      sms: false,
      push: false,
      maintenanceAlerts: true,
      billingReminders: true,
      securityAlerts: true,
      marketingEmails: false,
    },
    lastLogin: null,
    createdAt: '2025-01-15T09:30:00.000Z',
    ...overrides,
  });
}
