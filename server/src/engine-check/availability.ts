/**
 * Which tools can run on this server, from the last engine check: the catalog the server
 * serves marks the others unavailable (with what is missing), the task engine and the upload
 * credential refuse them before anything is uploaded or charged, and /healthz and the ops
 * page list each engine's state. A check runs at start-up and again when ops ask.
 */
import type { EngineStatus, EnginesReport, HubTool, ToolUnavailable } from '@toolhub/contracts';
import { checkEngines, type CheckedEngine } from './check';
import type { Machine } from './machine';
import type { EngineDeclaration } from './needs';

/** What links a tool to its engine: its catalog reqType and scene. */
type ToolJob = Pick<HubTool, 'reqType' | 'scene'>;

export class EngineAvailability {
  private checked: CheckedEngine[] = [];
  private checkedAt = 0;

  constructor(
    private readonly declarations: readonly EngineDeclaration[],
    /** A fresh look at the machine for each check (fc-list's answer is kept per look). */
    private readonly look: () => Machine,
    private readonly clock: () => number = Date.now,
  ) {}

  /** How many engines are ready, of how many. */
  summary(): { ready: number; engines: number } {
    return { ready: this.checked.filter((engine) => !engine.missing.length).length, engines: this.checked.length };
  }

  /** Looks at the machine again; answers how long it took, in ms. Blocks while fc-list runs: for start-up and the task worker. */
  check(): number {
    const started = performance.now();
    this.checkOn(this.look());
    return performance.now() - started;
  }

  /** The same look with fc-list run off the event loop: for a server that is answering requests meanwhile. */
  async checkWithoutBlocking(): Promise<number> {
    const started = performance.now();
    const machine = this.look();
    await machine.prepare?.();
    this.checkOn(machine);
    return performance.now() - started;
  }

  private checkOn(machine: Machine): void {
    this.checked = checkEngines(this.declarations, machine);
    this.checkedAt = this.clock();
  }

  /**
   * The engine of a job: the one a scene picks for this type first, else the type's own
   * (engines/ocr/recognise.ts picks the same way). Undefined for a tool without a server engine.
   */
  engineOf(reqType: number | undefined, scene: string | undefined): CheckedEngine | undefined {
    if (reqType === undefined) return undefined;
    const runs = (engine: CheckedEngine, withScene: string | undefined) =>
      engine.declaration.runs.some((job) => job.reqType === reqType && job.scene === withScene);
    return (scene ? this.checked.find((engine) => runs(engine, scene)) : undefined) ?? this.checked.find((engine) => runs(engine, undefined));
  }

  /** Why a tool cannot run here, or undefined when it can. */
  unavailableOf(tool: ToolJob): ToolUnavailable | undefined {
    const engine = this.engineOf(tool.reqType, tool.scene);
    if (!engine?.missing.length) return undefined;
    return { reason: reasonOf(engine), missing: engine.missing.map((piece) => piece.name) };
  }

  /** The tools as the server serves them: each one that cannot run here says why. */
  mark(tools: HubTool[]): HubTool[] {
    return tools.map((tool) => {
      const unavailable = this.unavailableOf(tool);
      return unavailable ? { ...tool, unavailable } : tool;
    });
  }

  /** Every engine's state with the catalog's tools it runs. */
  report(tools: HubTool[]): EnginesReport {
    const engines: EngineStatus[] = this.checked.map((engine) => ({
      engine: engine.declaration.engine,
      state: engine.missing.length ? 'missing' : 'ready',
      missing: engine.missing.map(({ kind, name, install }) => ({ kind, name, install })),
      tools: toolsOf(engine, tools, this).map(({ toolid, name, path }) => ({ toolid, name, path })),
    }));
    return { checkedAt: this.checkedAt, engines };
  }

  /**
   * The warnings of a check: one line per missing piece, with the tools it disables (the
   * engines, for a process that knows no catalog) and its install command.
   */
  logLines(tools?: HubTool[]): string[] {
    const pieces = new Map<string, { kind: string; name: string; install: string; engines: CheckedEngine[] }>();
    for (const engine of this.checked) {
      for (const piece of engine.missing) {
        const key = `${piece.kind}:${piece.name}`;
        const entry = pieces.get(key) ?? { ...piece, engines: [] };
        entry.engines.push(engine);
        pieces.set(key, entry);
      }
    }
    return [...pieces.values()].map((piece) => {
      const engines = piece.engines.map((engine) => engine.declaration.engine).join(', ');
      const disabled = tools && piece.engines.flatMap((engine) => toolsOf(engine, tools, this));
      const what = !disabled ? `the engines ${engines}` : `${disabled.length ? disabled.map((tool) => `${tool.name} (${tool.path})`).join(', ') : 'no tool of this catalog'} [engine ${engines}]`;
      return `engine check: ${piece.kind} ${piece.name} is missing; it disables ${what}; install it with: ${piece.install}`;
    });
  }
}

const reasonOf = (engine: CheckedEngine) =>
  `its engine ${engine.declaration.engine} is missing ${engine.missing.map((piece) => `${piece.kind} ${piece.name} (${piece.install})`).join(', ')}`;

/** The tools whose job this engine runs (and no engine a scene picks before it). */
const toolsOf = (engine: CheckedEngine, tools: HubTool[], availability: EngineAvailability) =>
  tools.filter((tool) => availability.engineOf(tool.reqType, tool.scene) === engine);
