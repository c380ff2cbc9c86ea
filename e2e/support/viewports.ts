/**
 * Admin browser tests run at desktop size; the few that also prove the phone layout (axe at 390 px,
 * cards instead of tables, full-screen dialogs, touch) carry this tag and run at phone size too
 * (playwright.config.ts). Public pages, booking and sign-in run every test at both sizes: that is
 * where tourists arrive on phones.
 */
export const PHONE_TOO = { tag: '@phone' } as const;
