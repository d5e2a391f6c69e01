// How each social sign-in provider is named: the login dialog, the dashboard and the local
// identity-provider emulator's consent page all read these names (lib/auth/providers.ts types them).
export const PROVIDER_NAMES = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  discord: 'Discord',
  linkedin: 'LinkedIn',
};
