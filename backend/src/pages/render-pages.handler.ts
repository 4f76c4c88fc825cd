import { spawn } from 'node:child_process';
import { Logger } from '@nestjs/common';
import { type AppConfig, InjectConfig } from '../config';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';

/** A render of every page takes about a second; a hung one is stopped and retried. */
const RENDER_TIMEOUT_MS = 60_000;

export type RenderPagesResult = { outcome: 'rendered'; ms: number; output: string } | { outcome: 'off' };

/**
 * `renderPages` jobs: runs the page renderer (PAGE_RENDERER_SCRIPT) as a new process each time, so it loads the
 * remote versions /remotes.json names now and never keeps old remote code in memory. Throws (and is retried)
 * when the renderer fails.
 */
@HandlesJob('renderPages')
export class RenderPagesHandler implements JobHandler<'renderPages'> {
  private readonly logger = new Logger('RenderPages');

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  async handle({ reason }: JobPayload<'renderPages'>): Promise<RenderPagesResult> {
    const script = this.config.pages.rendererScript;
    if (!script) return { outcome: 'off' };
    const started = Date.now();
    const output = await runScript(script, RENDER_TIMEOUT_MS);
    const ms = Date.now() - started;
    this.logger.log(`Pages rendered in ${ms} ms (${reason})`);
    return { outcome: 'rendered', ms, output };
  }
}

/** Runs `node <script>` with this process's environment; resolves with its output, rejects on failure. */
function runScript(script: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // The environment explicitly: API_URL and PAGES_DIR are the renderer's configuration too.
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output.trim());
      else reject(new Error(`page renderer exited with ${code ?? signal}: ${output.trim().slice(-2000)}`));
    });
  });
}
