import type { JobName } from '@oligowatch/shared/jobs';
import type { SegmentMeasurement } from './measure-segment';

/** One Task state of a local report run, done: how long its handler took, and for a segment on a thread, what it cost. */
export interface ReportRunStep {
  state: string;
  job: JobName;
  ms: number;
  ok: boolean;
  /** A segment's samples (its input says). */
  samples?: number;
  segment?: SegmentMeasurement;
}

type Listener = (step: ReportRunStep) => void;
const listeners = new Set<Listener>();

/**
 * Listens to every step of the local report runs of this process (the report bench times the plan,
 * each segment and the reduce with it); returns the function that stops listening.
 */
export const observeReportRunSteps = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const notifyReportRunStep = (step: ReportRunStep): void => {
  for (const listener of listeners) listener(step);
};
