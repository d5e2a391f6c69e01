// The shapes of the product API's answers and requests, apart from the request helper (lib/api.ts)
// and the sign-in profile rule (lib/auth/profile.ts), which both use them.
import type { OAuthProvider } from '@/lib/auth/providers';

/** The product API's user (POST /api/auth/current-user). */
export interface ApiUser {
  id: string;
  name: string | null;
  created_at: string;
  updated_at: string | null;
  activeSessions: number;
}

export interface ProfileUpdate {
  name?: string;
  profile: {
    oauthProvider: OAuthProvider | 'unknown';
    oauthData: { username?: string; displayName?: string; avatar?: string };
  };
}
