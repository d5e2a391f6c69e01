'use client';
// /milligram replaces itself (no new history entry) with the product's docs home.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { BRAND_NAME } from '@/lib/site';

export function ProductRedirect({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(href);
  }, [router, href]);
  return (
    <p>
      Taking you to the <a href={href}>{BRAND_NAME} overview</a>…
    </p>
  );
}
