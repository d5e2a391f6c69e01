'use client';
// /milligram replaces itself (no new history entry) with the product's docs home.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PRODUCT_HOME_PATH, PRODUCT_TITLE } from '@/lib/site';

export function ProductRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.replace(PRODUCT_HOME_PATH);
  }, [router]);
  return (
    <p>
      Taking you to the <Link href={PRODUCT_HOME_PATH}>{PRODUCT_TITLE} overview</Link>…
    </p>
  );
}
