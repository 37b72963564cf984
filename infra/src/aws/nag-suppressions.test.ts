import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OligoWatchStack } from './oligowatch-stack';
import {
  newAppLikeCli,
  newWorkDir,
  type Synthesized,
  synthesize,
  synthesizeOligoWatch,
} from './synth-for-test';

let synth: Synthesized<OligoWatchStack>;
beforeAll(() => {
  synth = synthesizeOligoWatch();
});
afterAll(() => synth?.cleanup());

interface Acknowledgment {
  readonly path: string;
  readonly id: string;
  readonly reason: string;
  readonly onStackOrApp: boolean;
}

const acknowledgmentsIn = (stack: Stack): Acknowledgment[] =>
  stack.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
          onStackOrApp: construct instanceof Stack || construct instanceof App,
        })),
      ),
  );

describe('cdk-nag AwsSolutions checks', () => {
  it('leave no unacknowledged error or warning in the synthesized app', () => {
    expect(synth.violations.filter((v) => v.plugin === 'AwsSolutions')).toEqual([]);
    // Nor does any other validation plugin (CDK's own template checks) report anything.
    expect(synth.violations).toEqual([]);
  });

  it('do report a non-compliant resource through the same path (so the check above can fail)', () => {
    const workDir = newWorkDir();
    const app = newAppLikeCli(workDir);
    const stack = new Stack(app, 'nag-probe');
    new Bucket(stack, 'Unlogged');
    const probe = synthesize(app, stack, workDir);
    try {
      expect(probe.violations).toContainEqual({
        plugin: 'AwsSolutions',
        ruleName: 'AwsSolutions-S1',
        severity: 'error',
        constructPaths: ['nag-probe/Unlogged/Resource'],
      });
    } finally {
      probe.cleanup();
    }
  });

  it('acknowledge only findings that really occur, on resource-level constructs, each with a one-sentence reason', () => {
    // The same pack over the same tree with acknowledgments ignored: every raw finding.
    const raw = new AwsSolutionsChecks(undefined, { verbose: false });
    Object.defineProperty(raw, 'isAcknowledged', { value: () => false });
    const findings = raw
      .validateScope(synth.stack)
      .violations.flatMap((v) =>
        v.violatingResources.map((r) => ({ rule: v.ruleName, path: r.constructPath ?? '' })),
      );
    expect(findings.length).toBeGreaterThan(0);

    const acknowledgments = acknowledgmentsIn(synth.stack);
    expect(acknowledgments.length).toBeGreaterThan(0);
    for (const ack of acknowledgments) {
      expect(ack.onStackOrApp, `${ack.id} acknowledged stack-wide at ${ack.path}`).toBe(false);
      // One sentence: a capital first, one final full stop (dots inside words such as Node.js are fine).
      expect(ack.reason, `${ack.id} at ${ack.path}`).toMatch(/^[A-Z](?:[^.]|\.(?=\S))+\.$/);
      const occurs = findings.some(
        (f) => f.rule === ack.id && (f.path === ack.path || f.path.startsWith(`${ack.path}/`)),
      );
      expect(occurs, `${ack.id} acknowledged at ${ack.path} but never reported there`).toBe(true);
    }
  });
});
