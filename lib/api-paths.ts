// Every path of the product's API the site calls, written once (lib/api.ts re-exports them).
/** Every path of the product's API the site calls. */
export const API_PATHS = {
  health: '/health',
  dbHealth: '/db-health',
  wisdom: '/api/wisdom',
  currentUser: '/api/auth/current-user',
  updateProfile: '/api/auth/update-profile',
} as const;
