export * from './account';
export * from './common';
export * from './oligo';
export * from './product';
export * from './report';
export * from './target';
