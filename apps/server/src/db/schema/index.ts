export * from './auth';
export * from './history';
export * from './live-events';
export * from './reference';
export * from './settings';
export * from './tags';
export * from './users';
export * from './videos';
