// A segment thread's entry: plain JavaScript that lets tsx load the TypeScript source, as `npm start` does.
import { register } from 'tsx/esm/api';

register();
await import('./segment-thread.ts');
