import type { AppointmentDetail, AppointmentEdit } from './appointments-api.ts';

/** The look of every card on the appointment detail page. */
export const detailCard = 'rounded-2xl border border-plum/10 bg-white p-5 shadow-sm';
export const detailCardTitle = 'font-display text-2xl font-semibold text-plum';

/** What a card that changes the appointment gets from the detail page. */
export interface EditableDetailCardProps {
  readonly appointment: AppointmentDetail;
  /** An edit is on its way: the card's controls wait for it. */
  readonly busy: boolean;
  /** Sends one edit; `onSaved` runs once the server has taken it. */
  onEdit(change: AppointmentEdit, onSaved?: () => void): void;
}
