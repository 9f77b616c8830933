export * from './auth.ts';
export * from './common.ts';
export * from './email.ts';
export * from './health.ts';
export * from './pagination.ts';
export * from './two-factor.ts';
export * from './user.ts';
