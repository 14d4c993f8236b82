export * from './users';
export * from './settings';
export * from './businesses';
export * from './support';
export * from './platforms';
export * from './reviews';
export * from './notifications';
export * from './luna';
