/** Structured JSON logs (pino). Set LOG_LEVEL to change verbosity; tests run silent. */
import pino, { type DestinationStream, type Logger } from 'pino';
import { errorForLog } from './error-log.ts';

export type { Logger };

export function createLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', '*.channelSecret', '*.accessToken'],
      censor: '[redacted]',
    },
    // Every `err` a log line carries loses what customers typed (database parameters and values).
    serializers: { err: (value: unknown) => (value instanceof Error ? errorForLog(value) : value) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const silentLogger: Logger = pino({ level: 'silent' });
