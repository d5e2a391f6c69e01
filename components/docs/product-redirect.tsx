'use client';
// /milligram replaces itself (no new history entry) with the product's docs home.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PRODUCT_TITLE } from '@/lib/site';

export function ProductRedirect({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(href);
  }, [router, href]);
  return (
    <p>
      Taking you to the <Link href={href}>{PRODUCT_TITLE} overview</Link>…
    </p>
  );
}
