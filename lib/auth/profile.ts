// After a successful code exchange: store the provider's data, and the provider's name
// as the display name only when the user has none yet.
import { fetchCurrentUser, updateProfile } from '@/lib/api';
import type { ApiUser, ProfileUpdate } from '@/lib/api-types';
import { providerFromLoginId } from '@/lib/auth/providers';
import { text } from '@/lib/text';

/** The identity provider's user, as much of it as the site reads. */
export interface IdpUser {
  email?: string;
  userId?: string;
  loginIds?: string[];
  name?: string;
  displayName?: string;
  username?: string;
  givenName?: string;
  nickname?: string;
  picture?: string;
  avatar?: string;
}

/** The name the provider supplies, if any. */
export function providerName(user: IdpUser): string | undefined {
  return (
    text(user.name) ?? text(user.displayName) ?? text(user.givenName) ?? text(user.nickname) ?? text(user.username)
  );
}

export function profileUpdateFor(apiUser: Pick<ApiUser, 'name'> | null, idpUser: IdpUser): ProfileUpdate {
  const profile: ProfileUpdate['profile'] = {
    oauthProvider: providerFromLoginId(idpUser.loginIds?.[0]) ?? 'unknown',
    oauthData: {
      username: text(idpUser.username) ?? text(idpUser.email),
      displayName: providerName(idpUser),
      avatar: text(idpUser.picture) ?? text(idpUser.avatar),
    },
  };
  const name = providerName(idpUser);
  if (!text(apiUser?.name) && name) return { name, profile };
  return { profile };
}

/** After sign-in: store the provider's data, and its name when the user has none (failures only logged). */
export async function applyProfileRule(
  token: string,
  user: IdpUser,
  log: (message: string, detail?: unknown) => void = console.warn,
): Promise<void> {
  try {
    const current = await fetchCurrentUser(token);
    await updateProfile(token, profileUpdateFor(current, user));
  } catch (error) {
    log('Profile update after sign-in failed', error);
  }
}
