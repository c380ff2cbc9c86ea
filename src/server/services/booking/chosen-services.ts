/** The services a booking names, as the database offers them now. */
import { bookingEngineMessageKeys } from '../../../domain/booking-request.ts';
import { fieldError } from '../shared/refusals.ts';

export interface ChosenService {
  readonly id: number;
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

/** The chosen services, in the order chosen; any id unknown or no longer offered refuses the request. */
export function chosenInOrder(serviceIds: readonly number[], rows: readonly ChosenService[]): ChosenService[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return serviceIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw fieldError('serviceIds', bookingEngineMessageKeys.servicesUnavailable);
    return row;
  });
}
