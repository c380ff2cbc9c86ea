/** Structured JSON logs (pino). Set LOG_LEVEL to change verbosity; tests run silent. */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['password', '*.password', 'req.headers.cookie'], censor: '[redacted]' },
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });
