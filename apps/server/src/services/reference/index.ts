export * from './lists';
export * from './time-zones';
