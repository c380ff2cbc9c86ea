/**
 * The settings history's sentence for a menu change (issue 13: "Changed the
 * price of Gel Manicure from ฿500 to ฿550."). Pure, so the wording is tested
 * without a database. English only: the history records what happened, in
 * the salon's working language.
 */

export interface ServiceFacts {
  readonly name: string;
  readonly description: string;
  readonly durationMinutes: number;
  readonly priceThb: number;
  readonly categoryName: string;
  readonly visible: boolean;
}

export function formatBaht(priceThb: number): string {
  return `฿${priceThb.toLocaleString('en-US')}`;
}

function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}

/** One clause per changed field, in the order an owner reads the form. */
function changedClauses(before: ServiceFacts, after: ServiceFacts): string[] {
  const clauses: string[] = [];
  if (before.name !== after.name) clauses.push(`renamed it to ${after.name}`);
  if (before.priceThb !== after.priceThb) {
    clauses.push(`price from ${formatBaht(before.priceThb)} to ${formatBaht(after.priceThb)}`);
  }
  if (before.durationMinutes !== after.durationMinutes) {
    clauses.push(`duration from ${formatMinutes(before.durationMinutes)} to ${formatMinutes(after.durationMinutes)}`);
  }
  if (before.description !== after.description) clauses.push('description');
  if (before.categoryName !== after.categoryName) {
    clauses.push(`moved from ${before.categoryName} to ${after.categoryName}`);
  }
  if (before.visible !== after.visible) clauses.push(after.visible ? 'shown online' : 'hidden online');
  return clauses;
}

/** "Changed the price of Gel Manicure from ฿500 to ฿550." or a list when several fields changed. */
export function describeServiceUpdate(before: ServiceFacts, after: ServiceFacts): string | null {
  const clauses = changedClauses(before, after);
  if (clauses.length === 0) return null;
  if (clauses.length === 1) {
    const only = clauses[0] ?? '';
    if (before.priceThb !== after.priceThb) {
      return `Changed the price of ${before.name} from ${formatBaht(before.priceThb)} to ${formatBaht(after.priceThb)}.`;
    }
    if (before.durationMinutes !== after.durationMinutes) {
      return `Changed the duration of ${before.name} from ${formatMinutes(before.durationMinutes)} to ${formatMinutes(after.durationMinutes)}.`;
    }
    if (before.name !== after.name) return `Renamed ${before.name} to ${after.name}.`;
    if (before.description !== after.description) return `Changed the description of ${before.name}.`;
    if (before.categoryName !== after.categoryName) {
      return `Moved ${before.name} from ${before.categoryName} to ${after.categoryName}.`;
    }
    if (before.visible !== after.visible) {
      return after.visible ? `Showed ${before.name} online again.` : `Hid ${before.name} from the website and booking.`;
    }
    return `Changed ${before.name}: ${only}.`;
  }
  return `Changed ${before.name}: ${clauses.join(', ')}.`;
}

export function describeServiceCreated(service: ServiceFacts): string {
  const hidden = service.visible ? '' : ' (hidden online)';
  return `Added ${service.name} to ${service.categoryName}: ${formatBaht(service.priceThb)}, ${formatMinutes(service.durationMinutes)}${hidden}.`;
}
