/** The only reader of process.env on the server side: validated once, typed everywhere. */
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin for absolute links (Open Graph, e-mails); defaults to http://localhost:PORT */
  PUBLIC_URL: z.url().optional(),
  /** Secret for visitor and CSRF tokens; generated into DATA_DIR when absent */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Set to 1 to skip seeding demo content on an empty database */
  NO_DEMO: z.enum(['0', '1']).default('0'),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  sessionSecret: string | undefined;
  seedDemo: boolean;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET,
    seedDemo: env.NO_DEMO === '0',
  };
}
