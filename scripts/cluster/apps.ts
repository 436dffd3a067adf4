/**
 * The app instances of `npm run test:cluster`: each a process of its own started by
 * `startInstance` from an entry file with an environment: scripts/cluster/instance.ts (the
 * runner's shared PayPal sandbox and push service), or scripts/start.ts itself (each instance
 * then runs stand-ins of its own on ports of their own, as `npm start` does); both serve the
 * site as scripts/site.ts builds it. Both print
 * `Küünal serves http://localhost:PORT` once they listen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../services/postgres';
import { root } from '../pwa-build';

export interface AppInstance {
  name: string;
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startInstance(options: {
  name: string;
  entry: string;
  dir: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<AppInstance> {
  const port = await freePort();
  const dataDir = path.join(options.dir, options.name);
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(options.dir, 'logs', `${options.name}.log`));
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [options.entry, '--no-build'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...options.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        // the stand-ins an instance starts itself (scripts/site.ts) on ports of their own:
        // instance.ts its test OpenID provider, start.ts also its PayPal sandbox and push service
        TEST_OIDC_PORT: String(await freePort()),
        TEST_PAYPAL_PORT: String(await freePort()),
        TEST_PUSH_PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      if (output.includes('Küünal serves')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${options.name} exited with ${code}:\n${output}`)),
    );
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    await Promise.race([
      ready,
      sleep(options.timeoutMs ?? 180_000).then(() => {
        throw new Error(
          `${options.name} did not listen within ${(options.timeoutMs ?? 180_000) / 1000} s:\n${output}`,
        );
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: options.name, base: `http://localhost:${port}`, child, stop };
}
