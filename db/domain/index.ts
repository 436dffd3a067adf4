export * from './counties';
export * from './dates';
export * from './estonian-sort';
export * from './notice-types';
export * from './validation';
export * from './pages';
