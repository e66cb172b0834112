export * from './admin-endpoints';
export * from './app';
export * from './factories';
export * from './history';
export * from './outbox';
export * from './paths';
export * from './sign-in';
export * from './web-host-app';
