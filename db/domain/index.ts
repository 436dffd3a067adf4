export * from './counties';
export * from './dates';
export * from './estonian-sort';
export * from './limits';
export * from './notice-types';
export * from './pages';
export * from './validation';
