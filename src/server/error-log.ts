/**
 * What a log line may say about an error: enough to find the bug — the kind of error, its
 * codes, the database's SQLSTATE and the names of the constraint, table and column, the SQL text without
 * its values, where in the code — and nothing a customer typed. Database drivers put the query's
 * parameters (names, e-mails, phones) in drizzle's message and `params`, and the values in PostgreSQL's
 * `detail` ("Key (email)=(anna@…) already exists") and in many messages ('invalid input syntax …: "…"');
 * none of those reach the log.
 */
/** How many `cause` links we follow; error chains are short, and a cycle must not loop. */
const MAX_CAUSE_DEPTH = 8;

/** The error and its causes (drizzle wraps the driver's error in `cause`), at most MAX_CAUSE_DEPTH deep. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < MAX_CAUSE_DEPTH) {
    chain.push(current);
    current = 'cause' in current ? current.cause : undefined;
  }
  return chain;
}

/** Longest SQL text kept (a statement's shape is enough to find it in the code). */
const MAX_QUERY_LENGTH = 2_000;
/** Stack frames kept per error. */
const MAX_FRAMES = 12;

export interface LoggedError {
  readonly type: string;
  readonly message: string;
  readonly code?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly query?: string;
  readonly stack?: string;
  readonly causes?: readonly LoggedError[];
}

function stringField(value: object, name: string): string | undefined {
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** A database error (node-postgres, PGlite) or drizzle's wrapper around one: its text may hold values. */
function mayHoldValues(link: object): boolean {
  const code = stringField(link, 'code');
  return (code !== undefined && /^[0-9A-Z]{5}$/.test(code)) || 'params' in link || 'query' in link;
}

/**
 * SQL string literals become '…': prepared statements run as `execute name('value', …)`, so the text of
 * the query a driver reports can hold the parameters themselves.
 */
function withoutSqlLiterals(text: string): string {
  return text.replace(/'(?:[^']|'')*'?/g, "'…'");
}

/** Quoted parts of a message (values, but also names) become "…": names are logged in their own fields. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"|'[^']*'/g, '"…"').replace(/\(([^()]*)\)=\(([^()]*)\)/g, '(…)=(…)');
}

function one(link: unknown): LoggedError {
  if (typeof link !== 'object' || link === null) return { type: typeof link, message: '' };
  const type = link.constructor?.name ?? 'Object';
  const rawMessage = stringField(link, 'message') ?? '';
  const query = stringField(link, 'query');
  const holdsValues = mayHoldValues(link);
  const code = stringField(link, 'code');
  // drizzle's "Failed query: <sql>\nparams: <values>": the SQL is kept in `query`, the values go.
  // Class 42 (syntax, a missing table or column) quotes names from the SQL, not values: kept.
  const namesOnly = code?.startsWith('42') === true;
  const message = rawMessage.startsWith('Failed query')
    ? 'Failed query'
    : holdsValues && !namesOnly
      ? withoutQuotedValues(rawMessage)
      : withoutSqlLiterals(rawMessage);
  const stack = stringField(link, 'stack');
  const frames = stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .join('\n');
  const constraint = stringField(link, 'constraint');
  const table = stringField(link, 'table');
  const column = stringField(link, 'column');
  return {
    type,
    message: message.slice(0, 500),
    ...(code ? { code } : {}),
    ...(constraint ? { constraint } : {}),
    ...(table ? { table } : {}),
    ...(column ? { column } : {}),
    ...(query ? { query: withoutSqlLiterals(query).slice(0, MAX_QUERY_LENGTH) } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

/** The error and its causes, as a log line may carry them. */
export function errorForLog(error: unknown): LoggedError {
  const [first, ...causes] = errorChain(error).map(one);
  if (!first) return { type: typeof error, message: '' };
  return causes.length > 0 ? { ...first, causes } : first;
}
