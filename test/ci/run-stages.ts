import { type ChildProcess, spawn } from 'node:child_process';

/** A CI stage: commands run one after another (a browser shard builds nothing, it drives the SPA). */
export interface Stage {
  readonly name: string;
  readonly commands: readonly (readonly string[])[];
  /** The stage whose output this one uses (the built SPA): it starts once that one has passed. */
  readonly after?: string;
  /**
   * Runs the stage's commands, and all they start, at this lower CPU priority (`nice -n`): for
   * stages that only compute and wait on nothing, so the stages that drive a stack and its clocks
   * (requests, timeouts, polling) get a core when they need one (issue 34, item 7).
   */
  readonly niceness?: number;
  /** Variables the stage's commands get beside the run's own (a setting only this stage's tests need). */
  readonly env?: Readonly<Record<string, string>>;
}

/** `command` under `nice -n niceness` (what it starts inherits it), or as it is. */
const withNiceness = (command: readonly string[], niceness: number | undefined): readonly string[] =>
  niceness === undefined || command.length === 0 ? command : ['nice', '-n', String(niceness), ...command];

export interface StageResult {
  readonly name: string;
  /** 'stopped': ended unfinished, because another stage failed or the run was aborted. */
  readonly status: 'passed' | 'failed' | 'stopped';
  readonly ms: number;
}

export interface RunOptions {
  /** Where the runner writes its lines and each stage's block (default: standard output). */
  readonly write?: (text: string) => void;
  /** How long a stopped stage may take to end its processes before they are killed (default 10 s). */
  readonly graceMs?: number;
  /** How often a line names the stages still running (default 60 s; 0 = never). */
  readonly heartbeatMs?: number;
  readonly env?: NodeJS.ProcessEnv;
  /** Aborting stops every stage (Ctrl-C, a cancelled CI job). */
  readonly signal?: AbortSignal;
}

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

const hasEnded = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/**
 * Signals every process of a command. Each command is spawned leading a process group of its own,
 * so what it started (servers, DynamoDB Local, test workers) gets the signal too.
 */
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  if (child.pid === undefined || hasEnded(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended meanwhile.
  }
};

/** A stage's whole output between two rules, so a reader sees where it starts and ends. */
const block = (name: string, verdict: string, output: readonly Buffer[]): string => {
  const text = Buffer.concat(output).toString('utf8');
  const body = text.endsWith('\n') || text === '' ? text : `${text}\n`;
  return `\n━━━━ ${name}: ${verdict} ━━━━\n${body}━━━━ end of ${name} ━━━━\n`;
};

/**
 * Runs the stages side by side and fails as soon as one fails. A stage's output is kept apart and
 * printed as one block when the stage ends, so the output of parallel stages never interleaves.
 * The first failure stops every other stage (SIGTERM to each process group, SIGKILL after the
 * grace period) and its block is printed last, where a reader of a CI log looks first.
 */
export const runStages = async (
  stages: readonly Stage[],
  options: RunOptions = {},
): Promise<StageResult[]> => {
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  const graceMs = options.graceMs ?? 10_000;
  const heartbeatMs = options.heartbeatMs ?? 60_000;
  const started = Date.now();
  const running = new Map<string, ChildProcess>();
  let stopping = false;

  /** Stops every running stage and waits until each command has ended. */
  const stopAll = async (): Promise<string[]> => {
    stopping = true;
    const children = [...running.entries()];
    for (const [, child] of children) signalGroup(child, 'SIGTERM');
    const killer = setTimeout(() => {
      for (const [, child] of children) signalGroup(child, 'SIGKILL');
    }, graceMs);
    await Promise.all(
      children.map(
        ([, child]) =>
          new Promise<void>((resolve) => {
            if (hasEnded(child)) resolve();
            else child.once('close', () => resolve());
          }),
      ),
    );
    clearTimeout(killer);
    return children.map(([name]) => name);
  };

  let aborting: Promise<string[]> | undefined;
  const onAbort = () => {
    if (!stopping) aborting = stopAll();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const runCommand = (
    name: string,
    command: readonly string[],
    env: Readonly<Record<string, string>> | undefined,
    output: Buffer[],
  ): Promise<number> =>
    new Promise((resolve) => {
      const [file, ...args] = command;
      if (file === undefined) return resolve(0);
      output.push(Buffer.from(`$ ${command.join(' ')}\n`));
      const child = spawn(file, args, {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...(options.env ?? process.env), ...env },
      });
      running.set(name, child);
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      // A command that cannot start (not installed): 'close' may never come.
      child.once('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        running.delete(name);
        resolve(127);
      });
      child.once('close', (code, signal) => {
        running.delete(name);
        resolve(code ?? (signal ? 128 : 1));
      });
    });

  const outcomes = new Map<string, Promise<StageResult>>();

  const runStage = async (stage: Stage): Promise<StageResult> => {
    const before = stage.after === undefined ? undefined : outcomes.get(stage.after);
    // A failed or stopped predecessor has already stopped the run: this stage never starts.
    if (before && (await before).status !== 'passed') return { name: stage.name, status: 'stopped', ms: 0 };
    const output: Buffer[] = [];
    const stageStarted = Date.now();
    const elapsed = () => Date.now() - stageStarted;
    write(`▶ ${stage.name}: started\n`);
    for (const command of stage.commands) {
      if (stopping) break;
      const code = await runCommand(stage.name, withNiceness(command, stage.niceness), stage.env, output);
      if (stopping) break;
      if (code !== 0) {
        const stopped = await stopAll();
        if (stopped.length > 0) write(`■ stopped after ${stage.name} failed: ${stopped.join(', ')}\n`);
        write(block(stage.name, `FAILED (exit code ${code}) after ${seconds(elapsed())}`, output));
        return { name: stage.name, status: 'failed', ms: elapsed() };
      }
    }
    if (stopping) return { name: stage.name, status: 'stopped', ms: elapsed() };
    write(block(stage.name, `passed in ${seconds(elapsed())}`, output));
    return { name: stage.name, status: 'passed', ms: elapsed() };
  };

  const heartbeat =
    heartbeatMs > 0
      ? setInterval(() => {
          if (running.size > 0)
            write(`… ${seconds(Date.now() - started)}: still running ${[...running.keys()].join(', ')}\n`);
        }, heartbeatMs)
      : undefined;
  try {
    const unknown = stages.find(
      (stage) => stage.after !== undefined && !stages.some((s) => s.name === stage.after),
    );
    if (unknown) throw new Error(`stage ${unknown.name} comes after an unknown stage ${unknown.after}`);
    // Every stage's promise is known before any waits on another's.
    for (const stage of stages)
      outcomes.set(
        stage.name,
        Promise.resolve().then(() => runStage(stage)),
      );
    const results = await Promise.all(
      stages.map((stage) => outcomes.get(stage.name) as Promise<StageResult>),
    );
    const stopped = (await aborting) ?? [];
    if (stopped.length > 0) write(`■ stopped: ${stopped.join(', ')}\n`);
    return results;
  } finally {
    if (heartbeat) clearInterval(heartbeat);
    options.signal?.removeEventListener('abort', onAbort);
  }
};
