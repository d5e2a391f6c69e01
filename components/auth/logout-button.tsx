'use client';
// Log out as a plain button (the mobile menu), inside an AuthProvider; loaded lazily.
import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';

export default function LogoutButton() {
  const logout = useLogout();
  return <Button onClick={logout}>Log out</Button>;
}
