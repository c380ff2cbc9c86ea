/**
 * The salon's details: name, contacts, address, links and the
 * discount offer, as customers see them on every page and in every e-mail.
 * Saved with the version loaded; the public pages show a save on their next load.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { salonDetailsUpdateSchema } from '../../../domain/salon-settings-edits.ts';
import { SETTINGS_LIMITS, type SalonDetails } from '../../../domain/salon-settings.ts';
import { replaceSalonFacts, useSalonFacts } from '../../lib/salon-facts.ts';
import { saveSalonDetails, salonDetailsQuery } from './salon-settings-api.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingsField } from './settings-field.tsx';
import { cardClass, fieldErrorClass, hintClass, inputClass, labelClass } from './settings-form-styles.ts';
import { useSectionSave } from './use-section-save.ts';
import { salonSettingsKeys } from './query-keys.ts';
import { QueryCard } from '../../components/query-card.tsx';

type DetailField = keyof SalonDetails;

const GROUPS: readonly { key: string; fields: readonly { name: DetailField; type?: string }[] }[] = [
  {
    key: 'contact',
    fields: [
      { name: 'name' },
      { name: 'email', type: 'email' },
      { name: 'phone', type: 'tel' },
      { name: 'phoneE164', type: 'tel' },
    ],
  },
  {
    key: 'address',
    fields: [{ name: 'streetAddress' }, { name: 'locality' }, { name: 'region' }, { name: 'postalCode' }],
  },
  {
    key: 'links',
    fields: [
      { name: 'mapsUrl', type: 'url' },
      { name: 'reviewUrl', type: 'url' },
      { name: 'instagramUrl', type: 'url' },
      { name: 'facebookUrl', type: 'url' },
      { name: 'whatsappUrl', type: 'url' },
      { name: 'lineUrl', type: 'url' },
    ],
  },
];

export function SalonDetailsForm() {
  const { t } = useTranslation('salonSettings');
  const query = useQuery(salonDetailsQuery());
  return (
    // Not keyed by version: a save keeps this form (and its 'Saved' note) and takes the new version for the next save.
    <QueryCard query={query} loading={t('loading')}>
      {(data) => <SalonDetailsEditor details={data.details} version={data.version} />}
    </QueryCard>
  );
}

function SalonDetailsEditor({ details, version }: { details: SalonDetails; version: number }) {
  const { t } = useTranslation('salonSettings');
  const offerId = useId();
  const facts = useSalonFacts();
  const [form, setForm] = useState<SalonDetails>(details);
  const save = useSectionSave({
    schema: salonDetailsUpdateSchema,
    save: saveSalonDetails,
    queryKey: salonSettingsKeys.details(),
    // The admin's own header and footer show the new details at once.
    onSaved: (answer) => {
      setForm(answer.details);
      replaceSalonFacts({ ...facts, details: answer.details });
    },
  });
  const change = (name: DetailField, value: string) => {
    save.edited();
    setForm((current) => ({ ...current, [name]: value }));
  };

  return (
    <form
      noValidate
      aria-labelledby="salon-details-heading"
      className={`${cardClass} flex flex-col gap-6`}
      onSubmit={(event) => {
        event.preventDefault();
        save.submit({ ...form, version });
      }}
    >
      <h2 id="salon-details-heading" className="sr-only">
        {t('details.pageTitle')}
      </h2>
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="flex flex-col gap-3">
          <legend className="mb-2 font-display text-xl font-semibold text-plum">
            {t(`details.groups.${group.key}`)}
          </legend>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {group.fields.map(({ name, type }) => (
              <SettingsField
                key={name}
                name={name}
                type={type ?? 'text'}
                label={t(`details.fields.${name}.label`)}
                hint={t(`details.fields.${name}.hint`, { defaultValue: '' }) || undefined}
                error={save.fields[name]}
                value={form[name]}
                maxLength={type === 'url' ? SETTINGS_LIMITS.detailUrl.max : SETTINGS_LIMITS.detailText.max}
                autoComplete="off"
                onChange={(event) => change(name, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 font-display text-xl font-semibold text-plum">{t('details.groups.offer')}</legend>
        <label htmlFor={offerId} className={labelClass}>
          {t('details.fields.discountOfferText.label')}
        </label>
        <textarea
          id={offerId}
          name="discountOfferText"
          rows={2}
          maxLength={SETTINGS_LIMITS.offerText.max}
          className={inputClass}
          aria-invalid={save.fields.discountOfferText ? true : undefined}
          aria-describedby={`${offerId}-hint${save.fields.discountOfferText ? ` ${offerId}-error` : ''}`}
          value={form.discountOfferText}
          onChange={(event) => change('discountOfferText', event.target.value)}
        />
        <p id={`${offerId}-hint`} className={hintClass}>
          {t('details.fields.discountOfferText.hint')}
        </p>
        {save.fields.discountOfferText ? (
          <p id={`${offerId}-error`} className={fieldErrorClass}>
            {save.fields.discountOfferText}
          </p>
        ) : null}
      </fieldset>
      <p className={hintClass}>{t('details.timeZone')}</p>
      <SaveBar save={save} label={t('details.save')} savedText={t('details.saved')} />
    </form>
  );
}
