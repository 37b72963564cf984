import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { STUB_CODE_CONTEXT } from './app-function';
import { BUNDLES_PARENT_CONTEXT } from './function-bundles';
import { addNagChecks } from './nag-suppressions';
import { OligoWatchStack, type OligoWatchStackProps } from './oligowatch-stack';
import { repoRoot } from './paths';

/** One violation in the validation report CDK writes into the cloud assembly. */
export interface ReportedViolation {
  readonly plugin: string;
  readonly ruleName: string;
  readonly severity: string | undefined;
  readonly constructPaths: readonly string[];
}

export interface Synthesized<S extends Stack> {
  readonly app: App;
  readonly stack: S;
  readonly template: Template;
  readonly assemblyDir: string;
  /** What the validation plugins (cdk-nag among them) reported and nothing acknowledged. */
  readonly violations: readonly ReportedViolation[];
  /** Deletes the temporary directory (cloud assembly, bundles, stand-in SPA). */
  readonly cleanup: () => void;
}

export interface SynthOptions {
  /**
   * Bundle every function with esbuild as `cdk synth` does (one build of them all). Off, each
   * function gets an inline stand-in (STUB_CODE_CONTEXT) and the rest of the template is the same:
   * the assertion tests need only that, and one test (lambda-bundles.test.ts) bundles for real.
   */
  readonly bundle?: boolean;
}

/** A new App with cdk.json's context and feature flags, as `cdk synth` would create it. */
export const newAppLikeCli = (workDir: string, options: SynthOptions = {}): App => {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return new App({
    outdir: join(workDir, 'cdk.out'),
    // Findings must not throw here: the tests read them from the report and name each one.
    context: {
      ...cdkJson.context,
      '@aws-cdk/core:failSynthOnValidationErrors': false,
      // The bundles are built inside workDir, so `cleanup` deletes them with the rest.
      ...(options.bundle ? { [BUNDLES_PARENT_CONTEXT]: workDir } : { [STUB_CODE_CONTEXT]: true }),
    },
  });
};

/** Adds the cdk-nag checks, synthesizes, and reads the template and the validation report. */
export const synthesize = <S extends Stack>(app: App, stack: S, workDir: string): Synthesized<S> => {
  addNagChecks(app);
  const assembly = app.synth();
  return {
    app,
    stack,
    template: Template.fromStack(stack),
    assemblyDir: assembly.directory,
    violations: readValidationReport(join(assembly.directory, 'validation-report.json')),
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  };
};

/** A fresh temporary directory for one synthesis. */
export const newWorkDir = (): string => mkdtempSync(join(tmpdir(), 'oligowatch-cdk-'));

/** The OligoWatch stack (stage `test`), with a stand-in SPA build, synthesized like `cdk synth`. */
export const synthesizeOligoWatch = (
  overrides: Partial<OligoWatchStackProps> = {},
  options: SynthOptions = {},
): Synthesized<OligoWatchStack> => {
  const workDir = newWorkDir();
  try {
    const app = newAppLikeCli(workDir, options);
    const webDistPath = join(workDir, 'web-dist');
    mkdirSync(join(webDistPath, 'assets'), { recursive: true });
    writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><title>OligoWatch</title>');
    writeFileSync(join(webDistPath, 'assets', 'index-0123abcd.js'), 'console.log("OligoWatch");');
    const stack = new OligoWatchStack(app, 'oligowatch-test', {
      stage: 'test',
      mailFrom: String(app.node.tryGetContext('mailFrom')),
      webDistPath,
      ...overrides,
    });
    return synthesize(app, stack, workDir);
  } catch (error) {
    // A synthesis a test expects to fail returns no `cleanup`: its directory goes here.
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
};

interface ValidationReportFile {
  readonly pluginReports: readonly {
    readonly pluginName: string;
    readonly violations: readonly {
      readonly ruleName: string;
      readonly severity?: string;
      readonly violatingConstructs: readonly { readonly constructPath: string }[];
    }[];
  }[];
}

const readValidationReport = (file: string): ReportedViolation[] => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as ValidationReportFile;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((v) => ({
      plugin: plugin.pluginName,
      ruleName: v.ruleName,
      severity: v.severity,
      constructPaths: v.violatingConstructs.map((c) => c.constructPath),
    })),
  );
};
