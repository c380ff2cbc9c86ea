/** The staff login that e2e-server.ts creates for browser tests (never exists outside them). */
export const E2E_STAFF = {
  email: 'owner@salon.example',
  password: 'e2e-only-password-1',
} as const;
