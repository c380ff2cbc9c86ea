/**
 * The before/after of one change, readable: each field that differs on one
 * line ("price: 500 → 550"); a value that is itself a structure (a week of
 * opening hours) is shown as indented JSON rather than squeezed into a line.
 */
import { useTranslation } from '../../lib/use-translation.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

export function HistoryDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation('settings');
  const { before, after, ...rest } = detail;
  const keys = [
    ...new Set([...(isRecord(before) ? Object.keys(before) : []), ...(isRecord(after) ? Object.keys(after) : [])]),
  ];
  const rows =
    isRecord(before) || isRecord(after)
      ? keys
          .map((key) => ({
            key,
            before: isRecord(before) ? before[key] : undefined,
            after: isRecord(after) ? after[key] : undefined,
          }))
          .filter((row) => JSON.stringify(row.before) !== JSON.stringify(row.after))
      : [];
  const context = Object.entries(rest);
  return (
    <div className="mt-2 space-y-2 text-sm">
      {context.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-plum-soft">
          {context.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{key}</dt>
              <dd className="break-words whitespace-pre-wrap">{show(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead className="text-xs tracking-wide text-plum-soft uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('history.change')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('history.before')}
                </th>
                <th scope="col" className="py-1">
                  {t('history.after')}
                </th>
              </tr>
            </thead>
            <tbody className="align-top text-plum">
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-plum/10">
                  <th scope="row" className="py-1 pr-3 font-semibold">
                    {row.key}
                  </th>
                  <td className="py-1 pr-3 break-words whitespace-pre-wrap">{show(row.before)}</td>
                  <td className="py-1 break-words whitespace-pre-wrap">{show(row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : !isRecord(before) && !isRecord(after) && (before !== undefined || after !== undefined) ? (
        <p className="text-plum">
          {show(before)} → {show(after)}
        </p>
      ) : null}
    </div>
  );
}
