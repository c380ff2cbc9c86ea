import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { inPageLanguage } from './server-message.ts';

describe('inPageLanguage', () => {
  const english = createI18n('en').getFixedT('en', 'booking');
  const russian = createI18n('ru').getFixedT('ru', 'booking');

  it('gives the booking API’s English message in the page’s language', () => {
    const fromServer = english('validation.timePast');
    expect(inPageLanguage(fromServer, russian)).toBe(russian('validation.timePast'));
    expect(inPageLanguage(fromServer, russian)).not.toBe(fromServer);
    expect(inPageLanguage(english('errors.slotFull'), russian)).toBe(russian('errors.slotFull'));
  });

  it('leaves English pages and unknown messages as they are', () => {
    expect(inPageLanguage(english('validation.timePast'), english)).toBe(english('validation.timePast'));
    expect(inPageLanguage('Something new from the server', russian)).toBe('Something new from the server');
  });
});
