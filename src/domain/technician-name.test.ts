import { describe, expect, it } from 'vitest';
import { technicianDisplayName } from './technician-name.ts';

describe('technician display name', () => {
  it('is the local part of the e-mail', () => {
    expect(technicianDisplayName('ploy@salon.example')).toBe('ploy');
    expect(technicianDisplayName('First.Last+tag@salon.example')).toBe('First.Last+tag');
  });

  it('falls back to the whole value when there is no local part', () => {
    expect(technicianDisplayName('no-at-sign')).toBe('no-at-sign');
    expect(technicianDisplayName('@salon.example')).toBe('@salon.example');
  });
});
