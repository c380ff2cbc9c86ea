/**
 * Zod compiles fast parsers with `new Function` unless told not to. Our CSP
 * (script-src 'self') forbids that; zod catches the refusal, but Chrome
 * still reports a CSP violation (Lighthouse's `inspector-issues`). The
 * schemas the browser parses are small forms, so the interpreted parser is
 * all we need. Imported first by the chunks that parse with zod (booking,
 * admin), so it runs before any schema is built.
 */
import { config } from 'zod';

config({ jitless: true });
