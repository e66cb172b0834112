export * from './app';
export * from './factories';
export * from './outbox';
export * from './sign-in';
