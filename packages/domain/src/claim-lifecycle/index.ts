export * from './claim-events';
export * from './claim-state';
export * from './collection-schedule';
export * from './customer-messages';
export * from './customer-payment-note';
export * from './next-step-text';
export * from './return-reasons';
