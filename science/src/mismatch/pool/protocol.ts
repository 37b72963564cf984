import type { PlacementSettings } from '../create-sample-aligner';
import type { OligoInput } from '../prepare-oligo';
import type { PackedAlignments } from './pack-alignments';

/** Main thread -> worker: align these samples against this oligo set. */
export interface AlignRequest {
  readonly taskId: number;
  /** Identifies the oligo set, so a worker keeps one aligner (and its caches) per set. */
  readonly setKey: string;
  readonly oligos: readonly OligoInput[];
  /** The set's anchors and outcome rules (part of what setKey identifies). */
  readonly placement: PlacementSettings;
  readonly sequences: readonly (string | Uint8Array)[];
}

/** Worker -> main thread. */
export type AlignResponse =
  | { readonly taskId: number; readonly ok: true; readonly packed: PackedAlignments }
  | { readonly taskId: number; readonly ok: false; readonly message: string };
